import type { Permission } from '@saram/shared/permissions';
import { permissionsOf, type Principal } from './authorization-matrix';

/**
 * Field allowlists (issue 32 item 2): for each caller of authorization-matrix.ts, the key paths each employee,
 * evaluation, applicant and resignation answer may carry (security/field-walk.ts: a key carries data when its
 * value is not empty; `#masked` is a starred value; `[self]` an evaluation part by its party). field-allowlists.test.ts
 * reads the answers of the world in security/fixture.ts and fails on any path not listed here, and on a list
 * that grants a path the rules at the end of this file withhold from that caller.
 *
 * Kinds: `<record>.list` is the list call; `.own`, `.same`, `.other` the detail call on the caller's own record,
 * a colleague's in 검색팀, another unit's (the evaluator caller is the first evaluator of the colleague's
 * evaluation, whose own part is submitted and whose evaluator's part is still a draft). `employee.profile` is
 * 내 정보: the caller's own record, shown whole to its owner except the RRN (profile.service.ts).
 * Each kind lists its `readers` (the callers answered 200; the others get 403 or 404), `all` (what every reader
 * may get) and what a reader gets beyond that.
 */

export const responseKinds = [
  'employee.list', 'employee.own', 'employee.same', 'employee.other', 'employee.profile',
  'evaluation.my-tasks', 'evaluation.own', 'evaluation.same', 'evaluation.other',
  'applicant.list', 'applicant.detail',
  'resignation.list', 'resignation.own', 'resignation.same', 'resignation.other',
] as const;
export type ResponseKind = (typeof responseKinds)[number];

const bankFields = ['personal.bankAccount.accountHolder', 'personal.bankAccount.accountNumber', 'personal.bankAccount.bankName'];
const sensitiveFields = ['personal.disability.degree', 'personal.disability.isDisabled', 'personal.veteran.isVeteran', 'personal.veteran.number'];
const salaryFields = ['salary.baseSalary'];

export type Allowlist = { readers: Principal[]; all: string[] } & Partial<Record<Principal, string[]>>;

/** A colleague's record (employee.same and employee.other): the same fields, whichever unit. */
const colleagueRecord = {
  all: [
    '_id', 'accounts.email', 'audit.createdAt', 'audit.updatedAt', 'career.acknowledgedYears',
    'career.mqMonths', 'career.mqYears', 'career.prevCareer.days', 'career.prevCareer.months',
    'career.totalMonths', 'isActive', 'organization.employmentStatus', 'organization.employmentType',
    'organization.headquarterId', 'organization.headquarters', 'organization.insuranceCorp',
    'organization.insuranceCorpId', 'organization.jobTitle', 'organization.team', 'organization.teamId',
    'personal.address', 'personal.birthDate', 'personal.dependents', 'personal.emailPersonal',
    'personal.emergencyContact.name', 'personal.emergencyContact.phone',
    'personal.emergencyContact.relationship', 'personal.employeeNo', 'personal.gender', 'personal.nameKor',
    'personal.nationality', 'personal.phone', 'personal.rrn#masked', 'version',
  ],
  admin: [...bankFields, ...sensitiveFields, ...salaryFields],
  hr_manager: [...bankFields, ...sensitiveFields, ...salaryFields],
  hr_staff: ['restricted[]'],
  executive: ['restricted[]'],
};

/** Someone else's resignation (resignation.same and resignation.other). */
const colleagueResignation = {
  all: [
    'can.delete', 'can.edit', 'created_at', 'employee.department_path', 'employee.employee_no', 'employee.id',
    'employee.job_title', 'employee.name', 'employee.unit', 'employee_id', 'id', 'lastWorkingDate', 'reason',
    'requested_by_label', 'resignationDate', 'resignationType', 'retirementDate', 'status', 'updated_at',
  ],
  admin: ['can.approve', 'can.reject'],
  hr_manager: ['can.approve', 'can.reject'],
};

export const fieldAllowlists: Record<ResponseKind, Allowlist> = {
  'employee.list': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'unit', 'token'],
    all: [
      '_id', 'address', 'contact', 'corporation_name', 'departmentPath', 'department_name', 'email',
      'employee_number', 'employment_status', 'headquarters_name', 'id', 'isActive', 'job_title', 'nameKor',
      'team_name', 'version', 'work_form',
    ],
  },
  'employee.own': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'unit', 'token'],
    all: [
      '_id', 'accounts.email', 'admin.loginId', 'admin.userId', 'admin.userName', 'audit.createdAt',
      'audit.updatedAt', 'career.acknowledgedYears', 'career.mqMonths', 'career.mqYears',
      'career.prevCareer.days', 'career.prevCareer.months', 'career.totalMonths', 'isActive',
      'organization.employmentStatus', 'organization.employmentType', 'organization.headquarterId',
      'organization.headquarters', 'organization.insuranceCorp', 'organization.insuranceCorpId',
      'organization.jobTitle', 'organization.team', 'organization.teamId', 'personal.address',
      'personal.birthDate', 'personal.dependents', 'personal.emailPersonal', 'personal.emergencyContact.name',
      'personal.emergencyContact.phone', 'personal.emergencyContact.relationship', 'personal.employeeNo',
      'personal.gender', 'personal.nameKor', 'personal.nationality', 'personal.phone', 'personal.rrn#masked',
      'version',
    ],
    admin: [...bankFields, ...sensitiveFields, ...salaryFields],
    hr_manager: [...bankFields, ...sensitiveFields, ...salaryFields],
    hr_staff: ['restricted[]'],
    executive: ['restricted[]'],
    unit: [...sensitiveFields, 'restricted[]'],
    token: ['restricted[]'],
  },
  'employee.same': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'unit', 'token'],
    ...colleagueRecord,
    unit: [...sensitiveFields, 'restricted[]'],
    token: ['restricted[]'],
  },
  'employee.other': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'token'],
    ...colleagueRecord,
    token: ['restricted[]'],
  },
  'employee.profile': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'evaluator', 'evaluation_only', 'employee', 'unit'],
    all: [
      'employee._id', 'employee.accounts.email', 'employee.admin.loginId', 'employee.admin.userId',
      'employee.admin.userName', 'employee.audit.createdAt', 'employee.audit.updatedAt',
      'employee.career.acknowledgedYears', 'employee.career.mqMonths', 'employee.career.mqYears',
      'employee.career.prevCareer.days', 'employee.career.prevCareer.months', 'employee.career.totalMonths',
      'employee.isActive', 'employee.organization.employmentStatus', 'employee.organization.employmentType',
      'employee.organization.headquarterId', 'employee.organization.headquarters',
      'employee.organization.insuranceCorp', 'employee.organization.insuranceCorpId',
      'employee.organization.jobTitle', 'employee.organization.team', 'employee.organization.teamId',
      'employee.personal.address', 'employee.personal.bankAccount.accountHolder',
      'employee.personal.bankAccount.accountNumber', 'employee.personal.bankAccount.bankName',
      'employee.personal.birthDate', 'employee.personal.dependents', 'employee.personal.disability.degree',
      'employee.personal.disability.isDisabled', 'employee.personal.emailPersonal',
      'employee.personal.emergencyContact.name', 'employee.personal.emergencyContact.phone',
      'employee.personal.emergencyContact.relationship', 'employee.personal.employeeNo',
      'employee.personal.gender', 'employee.personal.nameKor', 'employee.personal.nationality',
      'employee.personal.phone', 'employee.personal.rrn#masked', 'employee.personal.veteran.isVeteran',
      'employee.personal.veteran.number', 'employee.salary.baseSalary', 'employee.version', 'user.createdAt',
      'user.email', 'user.employeeId', 'user.id', 'user.isActive', 'user.loginId', 'user.permissions[]',
      'user.roles[].name', 'user.updatedAt', 'user.userName',
    ],
    hr_staff: ['employee.restricted[]'],
    executive: ['employee.restricted[]'],
    evaluator: ['employee.restricted[]'],
    evaluation_only: ['employee.restricted[]'],
    employee: ['employee.restricted[]'],
    unit: ['employee.restricted[]'],
  },
  'evaluation.my-tasks': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'evaluator', 'evaluation_only', 'employee', 'unit'],
    all: [
      'mine[].actionRequired', 'mine[].cycleId', 'mine[].cycleName', 'mine[].cycleStatus',
      'mine[].employee.employeeNo', 'mine[].employee.id', 'mine[].employee.jobTitle', 'mine[].employee.name',
      'mine[].employee.unit', 'mine[].id', 'mine[].role', 'mine[].status', 'mine[].updatedAt',
    ],
    evaluator: [
      'reviews[].actionRequired', 'reviews[].cycleId', 'reviews[].cycleName', 'reviews[].cycleStatus',
      'reviews[].employee.employeeNo', 'reviews[].employee.id', 'reviews[].employee.jobTitle',
      'reviews[].employee.name', 'reviews[].employee.unit', 'reviews[].id', 'reviews[].role', 'reviews[].status',
      'reviews[].updatedAt',
    ],
  },
  'evaluation.own': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'evaluator', 'evaluation_only', 'employee', 'unit'],
    all: [
      'cycle.id', 'cycle.name', 'cycle.periodEnd', 'cycle.periodStart', 'cycle.status', 'employee.employeeNo',
      'employee.id', 'employee.jobTitle', 'employee.name', 'employee.unit', 'id', 'parts[self].comment',
      'parts[self].party', 'role', 'status', 'template.id', 'template.name', 'updatedAt', 'version',
      'writablePart',
    ],
  },
  'evaluation.same': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'evaluator', 'unit'],
    all: [
      'cycle.id', 'cycle.name', 'cycle.periodEnd', 'cycle.periodStart', 'cycle.status', 'employee.employeeNo',
      'employee.id', 'employee.jobTitle', 'employee.name', 'employee.unit', 'first.employeeNo', 'first.id',
      'first.jobTitle', 'first.name', 'first.unit', 'id', 'parts[self].comment', 'parts[self].party',
      'parts[self].score', 'parts[self].submittedAt', 'role', 'status', 'template.id', 'template.name',
      'updatedAt', 'version',
    ],
    evaluator: ['parts[first].comment', 'parts[first].party', 'parts[first].score', 'writablePart'],
  },
  'evaluation.other': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive'],
    all: [
      'cycle.id', 'cycle.name', 'cycle.periodEnd', 'cycle.periodStart', 'cycle.status', 'employee.employeeNo',
      'employee.id', 'employee.jobTitle', 'employee.name', 'employee.unit', 'id', 'role', 'status',
      'template.id', 'template.name', 'updatedAt', 'version',
    ],
  },
  'applicant.list': {
    readers: ['admin', 'hr_manager', 'hr_staff'],
    all: [
      'data[].applied_at', 'data[].applied_job_function', 'data[].apply_channel', 'data[].average_score',
      'data[].birth_date', 'data[].created_at', 'data[].document_count', 'data[].email', 'data[].id',
      'data[].integration.applicant_id', 'data[].integration.state', 'data[].name', 'data[].next_statuses[]',
      'data[].phone', 'data[].recruitment_id', 'data[].status', 'data[].updated_at', 'data[].version', 'limit',
      'notice.id', 'notice.status', 'notice.title', 'page', 'stage_counts.declined',
      'stage_counts.document_passed', 'stage_counts.failed', 'stage_counts.final_passed',
      'stage_counts.interview_1', 'stage_counts.interview_2', 'stage_counts.received', 'total',
    ],
  },
  'applicant.detail': {
    readers: ['admin', 'hr_manager', 'hr_staff'],
    all: [
      'applied_at', 'applied_job_function', 'apply_channel', 'average_score', 'birth_date', 'created_at',
      'document_count', 'email', 'evaluations[].created_at', 'evaluations[].id', 'evaluations[].interviewer',
      'evaluations[].interviewer_id', 'evaluations[].note', 'evaluations[].score', 'evaluations[].stage',
      'evaluations[].updated_at', 'events[].action', 'events[].actor', 'events[].actor_id', 'events[].at',
      'events[].id', 'events[].to', 'id', 'integration.applicant_id', 'integration.state', 'name',
      'next_statuses[]', 'notice.id', 'notice.job_function', 'notice.status', 'notice.title', 'notice.unit_name',
      'phone', 'recruitment_id', 'status', 'updated_at', 'version',
    ],
    admin: ['evaluations[].mine'],
    hr_staff: ['evaluations[].mine'],
  },
  'resignation.list': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'evaluator', 'employee', 'unit'],
    all: [
      'data[].can.cancel', 'data[].can.edit', 'data[].created_at', 'data[].employee.department_path',
      'data[].employee.employee_no', 'data[].employee.id', 'data[].employee.job_title', 'data[].employee.name',
      'data[].employee.unit', 'data[].employee_id', 'data[].id', 'data[].lastWorkingDate', 'data[].reason',
      'data[].requested_by_label', 'data[].resignationDate', 'data[].resignationType', 'data[].retirementDate',
      'data[].status', 'data[].updated_at', 'limit', 'page', 'total',
    ],
    admin: ['data[].can.approve', 'data[].can.delete', 'data[].can.reject'],
    hr_manager: ['data[].can.approve', 'data[].can.delete', 'data[].can.reject'],
    hr_staff: ['data[].can.delete'],
    unit: ['data[].can.approve', 'data[].can.delete', 'data[].can.reject'],
  },
  'resignation.own': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'executive', 'evaluator', 'employee', 'unit'],
    all: [
      'can.cancel', 'can.edit', 'created_at', 'employee.department_path', 'employee.employee_no', 'employee.id',
      'employee.job_title', 'employee.name', 'employee.unit', 'employee_id', 'id', 'lastWorkingDate', 'reason',
      'requested_by_label', 'resignationDate', 'resignationType', 'retirementDate', 'status', 'updated_at',
    ],
    admin: ['can.delete'],
    hr_manager: ['can.delete'],
    hr_staff: ['can.delete'],
    unit: ['can.delete'],
  },
  'resignation.same': {
    readers: ['admin', 'hr_manager', 'hr_staff', 'unit'],
    ...colleagueResignation,
    unit: ['can.approve', 'can.reject'],
  },
  'resignation.other': {
    readers: ['admin', 'hr_manager', 'hr_staff'],
    ...colleagueResignation,
  },
};

/**
 * What no allowlist may grant a caller without the reason: a path matching `path` in a kind matching `kinds` is
 * allowed only to callers for whom `may` holds. Checked against the lists above, so a list regenerated from
 * answers cannot quietly admit a leak.
 */
export const withheld: { kinds: RegExp; path: RegExp; may: (p: Principal) => boolean; why: string }[] = [
  { kinds: /^(employee|applicant)\./, path: /(^|\.)(rrn|residentNumber|resident_number)$/i, may: () => false, why: 'an RRN is shown masked; the full number only through reveal (access record)' },
  { kinds: /^employee\.(list|own|same|other)$/, path: /^salary\./, may: (p) => has(p, 'employees:salary:view'), why: 'salary needs employees:salary:view' },
  { kinds: /^employee\.(list|own|same|other)$/, path: /^personal\.(disability|veteran)\./, may: (p) => has(p, 'employees:sensitive:view'), why: 'disability and veteran data need employees:sensitive:view' },
  { kinds: /^employee\.(list|own|same|other)$/, path: /^personal\.bankAccount\./, may: (p) => has(p, 'employees:bank:view'), why: 'the bank account needs employees:bank:view' },
  { kinds: /^employee\.list$/, path: /salary|disability|veteran|bank|rrn/i, may: () => false, why: 'the list carries no protected field at all' },
  { kinds: /^evaluation\./, path: /^(finalScore|grade|calibration)(\.|$)/, may: () => false, why: 'results only after release, and to HR once computed (none in an open cycle)' },
  { kinds: /^evaluation\.own$/, path: /^parts\[(first|second)\]/, may: () => false, why: "the evaluatee reads the evaluators' parts only after release" },
  { kinds: /^evaluation\.same$/, path: /^parts\[first\]/, may: (p) => p === 'evaluator', why: "a draft part is its writer's own until submitted" },
  { kinds: /^evaluation\.other$/, path: /^parts\[/, may: () => false, why: 'nothing of that evaluation is submitted yet' },
  { kinds: /^evaluation\.same$/, path: /^parts\[self\]/, may: (p) => p === 'evaluator' || has(p, 'evaluations:read'), why: "a submitted self part is read by its evaluator and HR only" },
  { kinds: /^applicant\./, path: /^evaluations\[\]\.(score|note)$|^average_score$/, may: (p) => has(p, 'recruitment:read'), why: 'interview scores and notes are for recruiters' },
];

function has(p: Principal, permission: Permission): boolean {
  return permissionsOf(p).includes(permission);
}
