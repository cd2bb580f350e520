import { routes } from '../endpoint';

/**
 * The employee record (spec 3.1, nested backend shape), its flattened view (3.2) and the list
 * calls of 7.2. The ways in (registration form, structure, view, plain payload) and the loading
 * rules live in employee-input.ts. The schemas: employees.schemas.ts.
 */

export const employmentStatuses = ['재직', '휴직', '퇴직'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];
export const employmentTypes = ['정규직', '계약직', '인턴', '파견'] as const;
export const genders = ['남', '여'] as const;
export const defaultNationality = '대한민국';

/** Fields that need their own permission; masked or emptied in answers without it. */
export const sensitiveFields = ['rrn', 'salary', 'disability', 'bank'] as const;
export type SensitiveField = (typeof sensitiveFields)[number];
export const sensitiveFieldLabels: Record<SensitiveField, string> = {
  rrn: '주민등록번호',
  salary: '급여',
  disability: '장애·보훈 정보',
  bank: '급여 계좌',
};

/** How a resignation's status reads on screens and cards (the stored values are the resignation flow's). */
export const resignationStatusLabels: Record<string, string> = {
  pending: '승인 대기',
  approved: '승인 완료',
  rejected: '반려',
  cancelled: '취소',
  canceled: '취소',
};
export const resignationStatusLabel = (status: string): string => resignationStatusLabels[status] ?? status;

// ---------------------------------------------------------------------------------------------
// The flattened view (spec 3.2)

export type EmployeeView = {
  id: string;
  nameKor: string;
  nameEng: string;
  employee_number: string;
  corporation_name: string;
  division_name: string;
  headquarters_name: string;
  department_name: string;
  team_name: string;
  part_name: string;
  work_form: string;
  job_title: string;
  job_grade: string;
  job_function: string;
  hire_date: string;
  employment_status: string;
  contact: string;
  email: string;
  address: string;
  termination_date: string;
  termination_reason: string;
  departmentPath: string;
};

/**
 * 퇴직일, the one definition used by the list (/retired-employees), the detail, the export and the HR
 * card. Korean practice (근로기준법, 4대보험 자격상실일): employment ends at the end of the last working
 * day, so 퇴직일 is the day AFTER 최종 근무일 (lastWorkingDate). `resignationDate` is the day the
 * resignation was given (사직서 제출일); a record without a last working day (older data) keeps its
 * resignationDate as its 퇴직일.
 */
export function retirementDateOf(r: { resignationDate: string; lastWorkingDate: string } | null | undefined): string {
  if (!r) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(r.lastWorkingDate)) {
    const next = new Date(`${r.lastWorkingDate}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    if (!Number.isNaN(next.getTime())) return next.toISOString().slice(0, 10);
  }
  return r.resignationDate;
}

/** The day before a YYYY-MM-DD date: the last working day of a 퇴직일 ('' when not a date). */
export function lastWorkingDateFor(retirementDate: string): string {
  const day = new Date(`${retirementDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(retirementDate) || Number.isNaN(day.getTime())) return '';
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The first (earliest) employment-history start date. */
export function hireDateOf(history: readonly { startDate: string }[]): string {
  return history.map((h) => h.startDate).filter(Boolean).sort()[0] ?? '';
}

export function departmentPathOf(org: { headquarters: string; team: string; part: string }): string {
  return [org.headquarters, org.team, org.part].filter(Boolean).join(' > ');
}

// ---------------------------------------------------------------------------------------------
// Calls of 7.2

export const employeeSortKeys = ['name', 'employeeNo', 'hireDate', 'organization', 'jobTitle', 'jobGrade', 'employmentType', 'status', 'updatedAt'] as const;
export type EmployeeSortKey = (typeof employeeSortKeys)[number];

/**
 * 재입사 (POST mongo/employees/{id}/rehire): a retired person starts again. A new employment-history
 * entry from `hireDate` (on or after 퇴직일), active again, termination cleared, the resignation
 * section kept in the history. 사번: the old one (`keep`) or the next of the hire year's series (`new`).
 * The sign-in account stays disabled: an administrator re-enables it or issues a new one.
 */
export const rehireEmployeeNoChoices = ['keep', 'new'] as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: employees.schemas.ts, joined in employee-endpoints.schemas.ts: the
// registration schema of employee-input.schemas.ts builds on employees.schemas.ts).

/** Spec 7.2: mongo/employees, mongo/evaluators/check-or-create and the quick lookup employees/search. */
const base = '/api/mongo/employees';
const read = 'employees:read';
const write = 'employees:write';

export const employeeRoutes = routes({
  list: { method: 'GET', path: `${base}/list`, access: read },
  all: { method: 'GET', path: `${base}/all`, access: read },
  retired: { method: 'GET', path: `${base}/retired`, access: read },
  checkDuplicate: { method: 'GET', path: `${base}/check-duplicate`, access: read },
  admins: { method: 'GET', path: `${base}/admins`, access: 'admin:users' },
  admin: { method: 'GET', path: `${base}/admins/:id`, access: 'admin:users' },
  byEmployeeNo: { method: 'GET', path: `${base}/id/:id`, access: read },
  create: { method: 'POST', path: base, access: write, status: 201 },
  register: { method: 'POST', path: `${base}/register`, access: write, status: 201 },
  get: { method: 'GET', path: `${base}/:id`, access: read },
  update: { method: 'PUT', path: `${base}/:id`, access: write },
  remove: { method: 'DELETE', path: `${base}/:id`, access: 'employees:delete', status: 204 },
  rehire: { method: 'POST', path: `${base}/:id/rehire`, access: write },
  hrMetrics: { method: 'GET', path: `${base}/:id/hr-metrics`, access: read },
  history: { method: 'GET', path: `${base}/:id/history`, access: read },
  reveal: { method: 'POST', path: `${base}/:id/reveal`, access: read },
  linkAdmin: { method: 'PUT', path: `${base}/:id/admin`, access: 'admin:users' },
  unlinkAdmin: { method: 'DELETE', path: `${base}/:id/admin`, access: 'admin:users' },
  evaluatorCheckOrCreate: { method: 'POST', path: '/api/mongo/evaluators/check-or-create', access: 'evaluations:manage' },
  quickSearch: { method: 'GET', path: '/api/employees/search', access: read },
});

/** The Excel files and the HR card PDF. */
export const employeeFileRoutes = routes({
  importTemplate: { method: 'GET', path: `${base}/import/template`, access: write, file: true },
  /** The report; with `Accept: application/x-ndjson` progress lines and the report as the last line (importStreamLineSchema). */
  import: { method: 'POST', path: `${base}/import`, access: write, multipart: true },
  export: { method: 'GET', path: `${base}/export`, access: 'employees:export', file: true },
  hrCard: { method: 'GET', path: `${base}/:id/hr-card.pdf`, access: read, file: true },
});
