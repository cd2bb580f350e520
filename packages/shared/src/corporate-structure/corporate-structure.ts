import { routes } from '../endpoint';
import { isValidBusinessNumber, isValidCorporateNumber } from '../korea';

/**
 * Corporate structure (spec 3.7, 6, 7.8): holding companies (HQ_HOLDINGS) and the operating
 * companies under them, with their registration numbers, employer type and HR authority.
 */
export const corporateTypes = ['HQ_HOLDINGS', 'OPERATING'] as const;
export type CorporateType = (typeof corporateTypes)[number];
export const employerTypes = ['LEGAL', 'ACTUAL', 'BOTH'] as const;
export type EmployerType = (typeof employerTypes)[number];
export const hrAuthorities = ['FULL', 'PARTIAL', 'NONE'] as const;
export type HrAuthority = (typeof hrAuthorities)[number];

export const corporateTypeLabels: Record<CorporateType, string> = { HQ_HOLDINGS: '지주회사', OPERATING: '사업회사' };
export const employerTypeLabels: Record<EmployerType, string> = {
  LEGAL: '법적 고용주',
  ACTUAL: '실질 고용주',
  BOTH: '법적·실질 고용주',
};
export const hrAuthorityLabels: Record<HrAuthority, string> = { FULL: '전체 인사권', PARTIAL: '일부 인사권', NONE: '인사권 없음' };

export const registrationNumberMessages = {
  businessFormat: '사업자등록번호 형식(000-00-00000)이 올바르지 않습니다.',
  businessCheckDigit: '사업자등록번호 검증 숫자가 올바르지 않습니다.',
  corporateFormat: '법인등록번호 형식(000000-0000000)이 올바르지 않습니다.',
  corporateCheckDigit: '법인등록번호 검증 숫자가 올바르지 않습니다.',
} as const;

/** For live form validation: null when the 사업자등록번호 is fine (or empty), else the message. */
export function businessNumberProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{3}-\d{2}-\d{5}$/.test(v)) return registrationNumberMessages.businessFormat;
  return isValidBusinessNumber(v) ? null : registrationNumberMessages.businessCheckDigit;
}

/** For live form validation: null when the 법인등록번호 is fine (or empty), else the message. */
export function corporateNumberProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{6}-\d{7}$/.test(v)) return registrationNumberMessages.corporateFormat;
  return isValidCorporateNumber(v) ? null : registrationNumberMessages.corporateCheckDigit;
}

// ---------------------------------------------------------------------------------------------
// Routes: v1/corporate-structure (spec 7.8) (their schemas: corporate-structure.schemas.ts)

const base = '/api/v1/corporate-structure';
const read = 'organization:read';
const write = 'organization:write';

export const corporateStructureRoutes = routes({
  list: { method: 'GET', path: base, access: read },
  hierarchy: { method: 'GET', path: `${base}/hierarchy`, access: read },
  holdingCompanies: { method: 'GET', path: `${base}/holding-companies`, access: read },
  operatingCompanies: { method: 'GET', path: `${base}/operating-companies`, access: read },
  verifyConsistency: { method: 'GET', path: `${base}/verify-consistency`, access: read },
  get: { method: 'GET', path: `${base}/:id`, access: read },
  create: { method: 'POST', path: base, access: write, status: 201 },
  update: { method: 'PUT', path: `${base}/:id`, access: write },
  remove: { method: 'DELETE', path: `${base}/:id`, access: write, status: 204 },
  validateRelationship: { method: 'POST', path: `${base}/validate-relationship`, access: read },
  migrateInsuranceCorp: { method: 'POST', path: `${base}/migrate-insurance-corp`, access: write },
  rollbackMigration: { method: 'POST', path: `${base}/rollback-migration`, access: write },
  seal: { method: 'GET', path: `${base}/:id/seal`, access: read, file: true },
  uploadSeal: { method: 'PUT', path: `${base}/:id/seal`, access: write, multipart: true },
  removeSeal: { method: 'DELETE', path: `${base}/:id/seal`, access: write, status: 204 },
});

/** 법인 직인 (printed on 재직·경력증명서): a PNG or JPEG up to this size. */
export const maxSealBytes = 512 * 1024;
export const sealTypes = ['image/png', 'image/jpeg'] as const;
