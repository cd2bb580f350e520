import { z } from 'zod';
import { employeeSortKeys, rehireEmployeeNoChoices, sensitiveFields } from './employees';
import { pageOf } from '../pagination.schemas';
import { employeeSectionsSchema, salarySchema } from './employee-record.schemas';

/** Employees (employees.ts): the requests and answers of the calls of 7.2. */

// Calls of 7.2

/** '전체' (all) and blank values mean no filter (spec 5). */
const filter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (!v || v === '전체' ? undefined : v));

export const employeeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(20),
  searchTerm: filter,
  /** Each organisation filter takes a unit (or corporation) id or its name. */
  corporation: filter,
  division: filter,
  department: filter,
  team: filter,
  part: filter,
  /** One status, or several joined by commas (재직,휴직: the dashboard's headcount). */
  status: filter,
  jobTitle: filter,
  employmentType: filter,
  /** 입사일 from / to (inclusive): the dashboard's hires of a period. */
  hireFrom: z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.').optional(),
  hireTo: z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.').optional(),
  sortBy: z.enum(employeeSortKeys).default('employeeNo'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const retiredListQuerySchema = employeeListQuerySchema.omit({ status: true }).extend({
  sortBy: z.enum([...employeeSortKeys, 'terminationDate']).default('terminationDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  terminationFrom: z.iso.date().optional(),
  terminationTo: z.iso.date().optional(),
  resignationType: filter,
});
export type RetiredListQuery = z.infer<typeof retiredListQuerySchema>;

/** 재입사 (POST mongo/employees/{id}/rehire; employees.ts: rehireEmployeeNoChoices). */
export const rehireBodySchema = z
  .object({
    hireDate: z.iso.date('재입사일을 YYYY-MM-DD 형식으로 입력해주세요.'),
    employeeNo: z.enum(rehireEmployeeNoChoices, { error: '사번은 keep(유지) 또는 new(새 사번) 중 하나입니다.' }).default('keep'),
  })
  .strict();
export type RehireBody = z.input<typeof rehireBodySchema>;

/** A row of the list: the flattened view plus what the list shows; never the RRN or salary. */
export const employeeListItemSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    nameKor: z.string(),
    nameEng: z.string(),
    employee_number: z.string(),
    corporation_name: z.string(),
    division_name: z.string(),
    headquarters_name: z.string(),
    department_name: z.string(),
    team_name: z.string(),
    part_name: z.string(),
    work_form: z.string(),
    job_title: z.string(),
    job_grade: z.string(),
    job_function: z.string(),
    hire_date: z.string(),
    employment_status: z.string(),
    contact: z.string(),
    email: z.string(),
    address: z.string(),
    termination_date: z.string(),
    termination_reason: z.string(),
    departmentPath: z.string(),
    isActive: z.boolean(),
    version: z.number(),
  })
  .meta({ id: 'EmployeeListItem' });
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export const employeePageSchema = pageOf(employeeListItemSchema);

/** POST mongo/employees: any of the four input forms of spec 5 (employee-input.ts tells them apart). */
export const employeeCreateSchema = z
  .record(z.string(), z.unknown())
  .describe(
    '직원 등록 입력 (spec 5): 등록 구조 {employee, person, emergencyContact, salary, documents}, 평면 등록 폼(person_name, employee_number ...), ' +
      '직원 뷰(3.2, 문자열 id) 또는 중첩 레코드(3.1: personal, organization, accounts ...) 중 하나',
  );

const salaryInput = z.union([z.number(), z.string().max(50), z.null()]).optional();

/**
 * PUT mongo/employees/{id}: the version read and the sections (or their fields) to change. Sections
 * merge field by field into the stored ones (null clears a field); lists replace.
 */
const sectionPatches = Object.fromEntries(Object.keys(employeeSectionsSchema.shape).map((key) => [key, z.unknown().optional()])) as {
  [K in keyof typeof employeeSectionsSchema.shape]: z.ZodOptional<z.ZodUnknown>;
};

export const employeeUpdateSchema = z
  .object({
    ...sectionPatches,
    version: z.number({ error: '수정할 직원 정보의 버전(version)이 필요합니다.' }).int(),
    /** null (what a caller without the salary permission was shown) leaves the salary as it is. */
    salary: z.strictObject({ baseSalary: salaryInput, allowances: salaryInput }).nullish(),
  })
  .catchall(z.unknown())
  .describe('변경할 섹션(personal, organization, career ...)과 version. 섹션은 필드 단위로 병합되고(null은 그 필드를 비움) 목록은 교체됩니다. 버전이 다르면 409.');
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;

export const employeeIdParamsSchema = z.object({ id: z.uuid('올바른 직원 ID가 아닙니다.') });
export const employeeNoParamsSchema = z.object({ id: z.string().trim().min(1).max(50) });

export const checkDuplicateQuerySchema = z.object({
  employeeId: z.string().trim().max(50).optional(),
  email: z.string().trim().max(200).optional(),
  /** The record being edited, which does not count as its own duplicate. */
  excludeId: z.uuid().optional(),
});
export const checkDuplicateResultSchema = z.object({
  duplicate: z.boolean(),
  employeeIdExists: z.boolean(),
  emailExists: z.boolean(),
  message: z.string().nullable(),
});
export type CheckDuplicateResult = z.infer<typeof checkDuplicateResultSchema>;

export const hrMetricsSchema = z.object({
  employeeId: z.string(),
  hireDate: z.string(),
  tenure: z.object({ years: z.number(), months: z.number(), days: z.number(), totalDays: z.number(), label: z.string() }).nullable(),
  career: z.object({ previousMonths: z.number(), companyMonths: z.number(), totalMonths: z.number(), acknowledgedYears: z.number(), label: z.string() }),
  onboarding: z.object({ isCompleted: z.boolean(), completedAt: z.string().nullable(), probationEndDate: z.string() }),
  /**
   * Released evaluation results, newest first (scores are evaluation data: null for a caller
   * without evaluations:read).
   */
  evaluations: z
    .object({
      count: z.number(),
      latestGrade: z.string().nullable(),
      latestScore: z.number().nullable(),
      latestCycleName: z.string().nullable(),
      history: z.array(z.object({ cycleId: z.string(), cycleName: z.string(), periodEnd: z.string(), grade: z.string().nullable(), finalScore: z.number().nullable() })),
    })
    .nullable(),
});
export type HrMetrics = z.infer<typeof hrMetricsSchema>;

export const revealBodySchema = z.strictObject({
  field: z.enum(sensitiveFields),
  reason: z.string().trim().min(2, '열람 사유를 2자 이상 입력해주세요.').max(500),
});
export const revealResultSchema = z.object({
  field: z.enum(sensitiveFields),
  rrn: z.string().optional(),
  salary: salarySchema.optional(),
  disability: z.strictObject({ isDisabled: z.boolean(), degree: z.string() }).optional(),
  veteran: z.strictObject({ isVeteran: z.boolean(), number: z.string() }).optional(),
  bankAccount: z.strictObject({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() }).optional(),
});
export type RevealResult = z.infer<typeof revealResultSchema>;

export const adminAccountSchema = z
  .object({
    id: z.string(),
    loginId: z.string(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    roles: z.array(z.object({ name: z.string() })),
    isActive: z.boolean(),
    employeeId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const linkAdminBodySchema = z.strictObject({ userId: z.uuid('올바른 계정 ID가 아닙니다.') });

export const evaluatorCheckBodySchema = z
  .strictObject({ employeeId: z.uuid().optional(), email: z.email().optional(), name: z.string().trim().max(100).optional() })
  .refine((b) => b.employeeId || b.email, { message: 'employeeId 또는 email이 필요합니다.', path: ['employeeId'] });
export const evaluatorCheckResultSchema = z.object({ created: z.boolean(), user: adminAccountSchema });

export const employeeChangeSchema = z.object({
  id: z.string(),
  action: z.string(),
  actorLabel: z.string(),
  at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export const employeeHistorySchema = z.object({ data: z.array(employeeChangeSchema) });
export type EmployeeChange = z.infer<typeof employeeChangeSchema>;

export const quickSearchQuerySchema = z.object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(10) });
export const quickSearchResultSchema = z.object({
  data: z.array(z.object({ id: z.string(), nameKor: z.string(), employee_number: z.string(), departmentPath: z.string(), job_title: z.string(), employment_status: z.string() })),
});
