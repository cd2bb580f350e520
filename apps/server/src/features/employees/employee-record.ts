import { hireDateOf, retirementDateOf, sensitiveFields, type SensitiveField } from '@saram/shared/employees/employees';
import { employeeSectionsSchema, type Employee, type EmployeeSections, type Salary } from '@saram/shared/employees/employee-record.schemas';
import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { nameSearchTokens } from '@saram/shared/hangul';
import { formatPhone, maskRrn } from '@saram/shared/korea';
import type { Permission } from '@saram/shared/permissions';
import type { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/auth/actor';
import { decryptField, encryptField } from '../../lib/auth/crypto';

/**
 * The mapping between the stored row (indexed columns, the `record` jsonb, encrypted RRN, salary,
 * bank account and disability/veteran data) and the record as the API answers it, masked for the
 * caller. Pure: no queries.
 */

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeValues = Omit<typeof employees.$inferInsert, 'id' | 'createdAt'>;
export type AdminLink = { userId: string; loginId: string; userName: string | null } | null;

/** A record ready to be written: sections checked, RRN and salary in plaintext (undefined: unchanged). */
export type Prepared = {
  sections: EmployeeSections;
  rrn: string | undefined;
  /** The salary fields sent (undefined: unchanged); merged over the stored salary when written. */
  salary: Partial<Salary> | undefined;
  warnings: string[];
  /** The unit of the primary post; undefined when the placement was not touched. */
  unitId?: string | null;
};

const digits = (v: string) => v.replace(/\D/g, '');
const orNull = (v: string) => v || null;

type Personal = EmployeeSections['personal'];
/** The parts of `personal` sealed in their own encrypted columns, never in the `record` jsonb. */
type Sealed = Pick<Personal, 'bankAccount' | 'disability' | 'veteran'>;
const sealedKeys = ['bankAccount', 'disability', 'veteran'] as const;
/** How the sealed parts read when empty, and what a caller without their permission is shown. */
export const emptySealed: Sealed = {
  bankAccount: { bankName: '', accountNumber: '', accountHolder: '' },
  disability: { isDisabled: false, degree: '' },
  veteran: { isVeteran: false, number: '' },
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sealJson = (key: Buffer, value: object, empty: object) => (same(value, empty) ? null : encryptField(key, JSON.stringify(value)));

/** The encrypted columns of the sealed parts (null when empty). */
export function sealedColumns(p: Sealed, key: Buffer): Pick<EmployeeValues, 'bankEnc' | 'disabilityEnc'> {
  const disability = { disability: p.disability, veteran: p.veteran };
  return {
    bankEnc: sealJson(key, p.bankAccount, emptySealed.bankAccount),
    disabilityEnc: sealJson(key, disability, { disability: emptySealed.disability, veteran: emptySealed.veteran }),
  };
}

/** The sections as the `record` jsonb keeps them: no RRN, no sealed parts, phone digits only. */
export function storedRecord(s: EmployeeSections): object {
  const personal: Partial<Personal> = { ...s.personal, rrn: '', phone: digits(s.personal.phone) };
  for (const k of sealedKeys) delete personal[k];
  return { ...s, personal };
}

/** The sent salary fields over the stored salary (null clears a field; absent keeps it). */
export function mergeSalary(stored: Salary | null, given: Partial<Salary> | undefined): Salary | null {
  if (!given) return stored;
  return { baseSalary: null, allowances: null, ...stored, ...given };
}

/** The columns of a prepared record; `storedSalary` is what a sent salary merges into. */
export function rowValues(p: Prepared, key: Buffer, storedSalary: Salary | null): EmployeeValues {
  const s = p.sections;
  const o = s.organization;
  return {
    employeeNo: s.personal.employeeNo,
    nameKor: s.personal.nameKor,
    nameEng: orNull(s.personal.nameEng),
    email: orNull(s.accounts.email),
    emailPersonal: orNull(s.personal.emailPersonal),
    phone: orNull(digits(s.personal.phone)),
    searchTokens: [...new Set([...nameSearchTokens(s.personal.nameKor), ...(s.personal.nameEng ? nameSearchTokens(s.personal.nameEng) : [])])],
    isActive: s.isActive,
    employmentStatus: o.employmentStatus,
    employmentType: orNull(o.employmentType),
    jobTitle: orNull(o.jobTitle),
    jobGrade: orNull(o.jobGrade),
    jobFunction: orNull(o.jobFunction),
    hireDate: orNull(hireDateOf(s.employmentHistory)),
    terminationDate: orNull(retirementDateOf(s.resignation)),
    resignationType: orNull(s.resignation?.resignationType ?? ''),
    insuranceCorp: orNull(o.insuranceCorp),
    division: orNull(o.division),
    headquarters: orNull(o.headquarters),
    team: orNull(o.team),
    part: orNull(o.part),
    corporationId: o.insuranceCorpId,
    divisionId: o.divisionId,
    headquartersId: o.headquarterId,
    teamId: o.teamId,
    partId: o.partId,
    record: storedRecord(s),
    ...sealedColumns(s.personal, key),
    ...(p.rrn === undefined ? {} : { rrnEnc: p.rrn ? encryptField(key, digits(p.rrn)) : null }),
    ...(p.salary === undefined ? {} : { salaryEnc: encryptField(key, JSON.stringify(mergeSalary(storedSalary, p.salary))) }),
  };
}

/**
 * The stored sections with the placement columns laid over them (the columns follow unit renames),
 * without the sealed parts (they read empty): for what needs no protected field (HR metrics).
 */
export function openSectionsOf(row: EmployeeRow): EmployeeSections {
  const s = employeeSectionsSchema.parse(row.record);
  return {
    ...s,
    personal: { ...s.personal, nameKor: row.nameKor, employeeNo: row.employeeNo, rrn: '' },
    organization: {
      ...s.organization,
      insuranceCorp: row.insuranceCorp ?? '',
      division: row.division ?? '',
      headquarters: row.headquarters ?? '',
      team: row.team ?? '',
      part: row.part ?? '',
      insuranceCorpId: row.corporationId,
      divisionId: row.divisionId,
      headquarterId: row.headquartersId,
      teamId: row.teamId,
      partId: row.partId,
      employmentStatus: row.employmentStatus,
    },
    isActive: row.isActive,
  };
}

/** The whole record in plaintext (RRN aside): the open sections with the sealed parts decrypted. */
export function sectionsOf(row: EmployeeRow, key: Buffer): EmployeeSections {
  const s = openSectionsOf(row);
  return { ...s, personal: { ...s.personal, ...unseal(row, key, s.personal) } };
}

/** The sealed parts; a row written before they were sealed (sealProtectedFields) still holds them in `record`. */
function unseal(row: Pick<EmployeeRow, 'bankEnc' | 'disabilityEnc'>, key: Buffer, open: Sealed): Sealed {
  const bank = row.bankEnc ? (JSON.parse(decryptField(key, row.bankEnc)) as Sealed['bankAccount']) : open.bankAccount;
  const disability = row.disabilityEnc ? (JSON.parse(decryptField(key, row.disabilityEnc)) as Pick<Sealed, 'disability' | 'veteran'>) : open;
  return { bankAccount: bank, disability: disability.disability, veteran: disability.veteran };
}

export function decryptRrn(row: Pick<EmployeeRow, 'rrnEnc'>, key: Buffer): string {
  if (!row.rrnEnc) return '';
  const d = decryptField(key, row.rrnEnc);
  return `${d.slice(0, 6)}-${d.slice(6)}`;
}

export function decryptSalary(row: Pick<EmployeeRow, 'salaryEnc'>, key: Buffer): Salary | null {
  return row.salaryEnc ? (JSON.parse(decryptField(key, row.salaryEnc)) as Salary) : null;
}

const permissionOf = {
  rrn: 'employees:rrn:view',
  salary: 'employees:salary:view',
  disability: 'employees:sensitive:view',
  bank: 'employees:bank:view',
} as const satisfies Record<SensitiveField, Permission>;

export function permissionFor(field: SensitiveField) {
  return permissionOf[field];
}

/** The record as `actor` may see it: RRN always masked (revealed only by the reveal call), the rest per permission. */
export function toEmployee(row: EmployeeRow, actor: Actor, key: Buffer, admin: AdminLink): Employee {
  const s = sectionsOf(row, key);
  const restricted = sensitiveFields.filter((f) => !actor.permissions.has(permissionOf[f]));
  const mayDisability = !restricted.includes('disability');
  return {
    ...s,
    _id: row.id,
    personal: {
      ...s.personal,
      rrn: row.rrnEnc ? maskRrn(decryptRrn(row, key)) : '',
      phone: s.personal.phone ? formatPhone(s.personal.phone) : '',
      disability: mayDisability ? s.personal.disability : emptySealed.disability,
      veteran: mayDisability ? s.personal.veteran : emptySealed.veteran,
      bankAccount: restricted.includes('bank') ? emptySealed.bankAccount : s.personal.bankAccount,
    },
    salary: restricted.includes('salary') ? null : decryptSalary(row, key),
    audit: { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
    admin,
    version: row.version,
    restricted,
  };
}

/** The columns a list row is built from. */
export type ListRow = Pick<
  EmployeeRow,
  | 'id'
  | 'employeeNo'
  | 'nameKor'
  | 'nameEng'
  | 'email'
  | 'emailPersonal'
  | 'phone'
  | 'isActive'
  | 'employmentStatus'
  | 'employmentType'
  | 'jobTitle'
  | 'jobGrade'
  | 'jobFunction'
  | 'hireDate'
  | 'terminationDate'
  | 'insuranceCorp'
  | 'division'
  | 'headquarters'
  | 'team'
  | 'part'
  | 'version'
> & { address: string | null; terminationReason: string | null };

export function toListItem(r: ListRow): EmployeeListItem {
  const org = { headquarters: r.headquarters ?? '', team: r.team ?? '', part: r.part ?? '' };
  return {
    id: r.id,
    _id: r.id,
    nameKor: r.nameKor,
    nameEng: r.nameEng ?? '',
    employee_number: r.employeeNo,
    corporation_name: r.insuranceCorp ?? '',
    division_name: r.division ?? '',
    headquarters_name: org.headquarters,
    department_name: org.headquarters,
    team_name: org.team,
    part_name: org.part,
    work_form: r.employmentType ?? '',
    job_title: r.jobTitle ?? '',
    job_grade: r.jobGrade ?? '',
    job_function: r.jobFunction ?? '',
    hire_date: r.hireDate ?? '',
    employment_status: r.employmentStatus,
    contact: r.phone ? formatPhone(r.phone) : '',
    email: r.email || r.emailPersonal || '',
    address: r.address ?? '',
    termination_date: r.terminationDate ?? '',
    termination_reason: r.terminationReason ?? '',
    departmentPath: [org.headquarters, org.team, org.part].filter(Boolean).join(' > '),
    isActive: r.isActive,
    version: r.version,
  };
}

// ---------------------------------------------------------------------------------------------
// Change history: the audit row of an update keeps only the fields that changed.

const hiddenPaths: Record<string, string> = {
  'personal.rrn': '주민등록번호',
  salary: '급여',
  'personal.disability': '장애 정보',
  'personal.veteran': '보훈 정보',
  'personal.bankAccount': '급여 계좌',
};
const changedMarker = '(변경됨)';
/** The fields whose values the history never shows. */
export const protectedPaths = Object.keys(hiddenPaths);

/** Leaf paths of a record; lists are compared whole. */
function leaves(value: unknown, prefix: string, out: Record<string, unknown>): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value) && !Object.keys(hiddenPaths).includes(prefix)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
}

/** Whether a changed field is (or lies inside) a protected one: its values are never shown. */
const isHidden = (path: string) => Object.keys(hiddenPaths).some((p) => path === p || path.startsWith(`${p}.`));

/** An audit row's values as the history shows them: protected values replaced by the marker (older rows held some). */
export function maskedValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([path, v]) => [path, isHidden(path) && v !== null ? changedMarker : v]));
}

/** The changed fields between two versions (RRN and salary included), sensitive values replaced by a marker. */
export function changes(before: object, after: object): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const a = leaves(before, '', {});
  const b = leaves(after, '', {});
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const path of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[path]) === JSON.stringify(b[path])) continue;
    const hidden = path in hiddenPaths;
    out.before[path] = hidden ? changedMarker : (a[path] ?? null);
    out.after[path] = hidden ? changedMarker : (b[path] ?? null);
  }
  return out;
}
