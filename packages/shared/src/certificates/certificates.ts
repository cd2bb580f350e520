import { routes } from '../endpoint';

/**
 * 재직증명서 and 경력증명서 (근로기준법 제39조): issued on the employee's request or by HR, showing only
 * the items the requester chose, numbered per year (2026-000123) with a short verification code that
 * anyone holding the paper can check on the public page. The schemas: certificates.schemas.ts.
 */
export const certificateKinds = ['employment', 'career'] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateKindLabels: Record<CertificateKind, string> = { employment: '재직증명서', career: '경력증명서' };

/** The items a requester may choose; the name, corporation and issue date are always on it, the full RRN never. */
export const certificateItems = ['birthDate', 'address', 'placement', 'position', 'period', 'duties'] as const;
export type CertificateItem = (typeof certificateItems)[number];
export const certificateItemLabels: Record<CertificateItem, string> = {
  birthDate: '생년월일',
  address: '주소',
  placement: '소속',
  position: '직위',
  period: '재직기간',
  duties: '담당업무',
};
/** '소속, 재직기간' (or '성명만' when nothing was chosen). */
export const certificateItemsText = (items: readonly CertificateItem[]) => items.map((i) => certificateItemLabels[i]).join(', ') || '성명만';

/** What the chooser starts with: what a bank or an agency usually asks for. */
export const defaultCertificateItems: readonly CertificateItem[] = ['birthDate', 'placement', 'position', 'period'];

/** The closing sentence of each kind. */
export const certificateStatements: Record<CertificateKind, string> = {
  employment: '위 사람은 현재 당사에 재직하고 있음을 증명합니다.',
  career: '위 사람이 당사에서 위와 같이 근무하였음을 증명합니다.',
};

/** Verification codes: 8 characters without look-alikes (0/O, 1/I/L), shown as ABCD-EFGH. */
export const verificationAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const certificateNumberPattern = /^\d{4}-\d{6}$/;
export const verificationCodePattern = new RegExp(`^[${verificationAlphabet}]{4}-?[${verificationAlphabet}]{4}$`);

/** The public page a verifier opens (also printed on the certificate). */
export const verifyPagePath = '/certificates/verify';

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: certificates.schemas.ts)

const base = '/api/certificates';

export const certificateRoutes = routes({
  issueMine: { method: 'POST', path: `${base}/me`, access: 'certificates:request', status: 201 },
  listMine: { method: 'GET', path: `${base}/me`, access: 'certificates:request' },
  issue: { method: 'POST', path: base, access: 'certificates:issue', status: 201 },
  log: { method: 'GET', path: base, access: 'certificates:issue' },
  file: { method: 'GET', path: `${base}/:id/file`, access: 'session', file: true },
  verify: { method: 'POST', path: `${base}/verify`, access: 'public' },
});
