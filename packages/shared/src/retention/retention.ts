import { routes } from '../endpoint';

/**
 * Retention of the records of people who left (근로기준법 art. 42: the employee register and the
 * records of employment are kept 3 years after leaving; PIPA art. 21: personal data is destroyed
 * without delay once its purpose ends). A daily purge anonymises the records of people whose
 * 퇴직일 is more than 3 years ago; a legal hold (소송·분쟁·감사 등) keeps a record from it.
 * The schemas: retention.schemas.ts.
 */

/** Years a record is kept after 퇴직일. */
export const retentionYears = 3;

/** The name an anonymised record carries instead of the person's name. */
export function anonymizedName(employeeNo: string): string {
  return `퇴직자-${employeeNo}`;
}

/**
 * A name with its middle hidden: 김민수 → 김*수, 남궁민수 → 남**수, 이준 → 이*, one character as is.
 * For lists that must say whom without showing the whole name.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** What each anonymised record lost (field paths of the record; never their values). */
export const destroyedFields = [
  'personal.nameKor',
  'personal.nameEng',
  'personal.rrn',
  'salary',
  'personal.phone',
  'personal.emailPersonal',
  'personal.address',
  'personal.addressInfo',
  'personal.birthDate',
  'personal.gender',
  'personal.nationality',
  'personal.dependents',
  'personal.dependentDetails',
  'personal.disability',
  'personal.veteran',
  'personal.militaryService',
  'personal.visa',
  'personal.emergencyContact',
  'personal.bankAccount',
  'accounts',
  'career',
  'educationInfo',
  'educationRecords',
  'certifications',
  'languageSkills',
  'notes',
  'resignation.resignationReason',
] as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: retention.schemas.ts)

const base = '/api/mongo/retention';
const access = 'admin:retention';

export const retentionRoutes = routes({
  preview: { method: 'GET', path: `${base}/purge/preview`, access },
  purge: { method: 'POST', path: `${base}/purge`, access },
  holds: { method: 'GET', path: `${base}/holds`, access },
  createHold: { method: 'POST', path: `${base}/holds`, access, status: 201 },
  removeHold: { method: 'DELETE', path: `${base}/holds/:employeeId`, access, status: 204 },
});
