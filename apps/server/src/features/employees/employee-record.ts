import { hireDateOf, retirementDateOf, type SensitiveField } from '@saram/shared/employees';
import { employeeSectionsSchema, type Employee, type EmployeeListItem, type EmployeeSections, type Salary } from '@saram/shared/employees.schemas';
import { nameSearchTokens } from '@saram/shared/hangul';
import { formatPhone, maskRrn } from '@saram/shared/korea';
import type { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/actor';
import { decryptField, encryptField } from '../../lib/crypto';

/**
 * The mapping between the stored row (indexed columns, the `record` jsonb, encrypted RRN and salary)
 * and the record as the API answers it, masked for the caller. Pure: no queries.
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
    // The RRN never sits in the jsonb; phone digits only.
    record: { ...s, personal: { ...s.personal, rrn: '', phone: digits(s.personal.phone) } },
    ...(p.rrn === undefined ? {} : { rrnEnc: p.rrn ? encryptField(key, digits(p.rrn)) : null }),
    ...(p.salary === undefined ? {} : { salaryEnc: encryptField(key, JSON.stringify(mergeSalary(storedSalary, p.salary))) }),
  };
}

/** The stored sections with the placement columns laid over them (the columns follow unit renames). */
export function sectionsOf(row: EmployeeRow): EmployeeSections {
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

export function decryptRrn(row: Pick<EmployeeRow, 'rrnEnc'>, key: Buffer): string {
  if (!row.rrnEnc) return '';
  const d = decryptField(key, row.rrnEnc);
  return `${d.slice(0, 6)}-${d.slice(6)}`;
}

export function decryptSalary(row: Pick<EmployeeRow, 'salaryEnc'>, key: Buffer): Salary | null {
  return row.salaryEnc ? (JSON.parse(decryptField(key, row.salaryEnc)) as Salary) : null;
}

const permissionOf: Record<SensitiveField, 'employees:rrn:view' | 'employees:salary:view' | 'employees:sensitive:view'> = {
  rrn: 'employees:rrn:view',
  salary: 'employees:salary:view',
  disability: 'employees:sensitive:view',
};

export function permissionFor(field: SensitiveField) {
  return permissionOf[field];
}

/** The record as `actor` may see it: RRN always masked (revealed only by the reveal call), the rest per permission. */
export function toEmployee(row: EmployeeRow, actor: Actor, key: Buffer, admin: AdminLink): Employee {
  const s = sectionsOf(row);
  const restricted = (['rrn', 'salary', 'disability'] as const).filter((f) => !actor.permissions.has(permissionOf[f]));
  const mayDisability = !restricted.includes('disability');
  return {
    ...s,
    _id: row.id,
    personal: {
      ...s.personal,
      rrn: row.rrnEnc ? maskRrn(decryptRrn(row, key)) : '',
      phone: s.personal.phone ? formatPhone(s.personal.phone) : '',
      disability: mayDisability ? s.personal.disability : { isDisabled: false, degree: '' },
      veteran: mayDisability ? s.personal.veteran : { isVeteran: false, number: '' },
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
};
const changedMarker = '(변경됨)';

/** Leaf paths of a record; lists are compared whole. */
function leaves(value: unknown, prefix: string, out: Record<string, unknown>): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value) && !Object.keys(hiddenPaths).includes(prefix)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
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
