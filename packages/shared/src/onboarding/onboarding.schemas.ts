import { z } from 'zod';
import { verificationMethods } from '../checklists/checklists';
import { checklistItemSchema, checklistSectionSchema, verificationSchema as verificationRuleSchema } from '../checklists/checklists.schemas';
import { withSchemas } from '../endpoint';
import { instanceRoutes, instanceStatuses, itemStates, onboardingRoutes, onboardingStates, verificationRoutes, verificationStatuses } from './onboarding';
import { pageOf } from '../pagination.schemas';

/** Checklists per person and onboarding (onboarding.ts): the schemas of requests and answers, and the endpoints. */

export const verificationSchema = z
  .object({
    id: z.string(),
    instance_id: z.string(),
    item_id: z.string(),
    method: z.enum(verificationMethods),
    status: z.enum(verificationStatuses),
    note: z.string(),
    document: z.object({ filename: z.string(), content_type: z.string(), size: z.number() }).nullable(),
    created_by: z.string(),
    created_at: z.string(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'ChecklistVerification' });
export type Verification = z.infer<typeof verificationSchema>;

export const instanceItemSchema = checklistItemSchema.extend({
  state: z.enum(itemStates),
  /** The latest verification; null for pending items and for automatic items seen live. */
  verification: verificationSchema.nullable(),
  /**
   * How the item is verified (the template item's `verification`, which the field above replaces):
   * document, sign-off by whom, or the automatic source. Added for the screens; optional so that
   * older answers still parse.
   */
  rule: verificationRuleSchema.optional(),
  /**
   * Whether the caller may verify the item (sign it off, or decide a handed-in document): their own
   * checklist, the signer's role and unit lead rules. Optional so that older answers still parse.
   */
  may_verify: z.boolean().optional(),
});
export type InstanceItem = z.infer<typeof instanceItemSchema>;

export const progressSchema = z.object({
  total: z.number(),
  done: z.number(),
  required: z.number(),
  requiredDone: z.number(),
  /** done / total as a whole percentage (0 when the checklist has no items). */
  percent: z.number(),
});
export type Progress = z.infer<typeof progressSchema>;

const newHireSchema = z.object({
  id: z.string(),
  name: z.string(),
  employee_no: z.string(),
  corporation: z.string().nullable(),
  unit: z.string().nullable().meta({ description: '가장 아래 소속 (팀·파트 등)' }),
  employment_type: z.string().nullable(),
  job_title: z.string().nullable(),
  hire_date: z.string().nullable(),
  probation_end_date: z.string().nullable().meta({ description: '수습 종료일 (없으면 입사일 + 3개월)' }),
  days_left: z.number().nullable().meta({ description: '수습 종료까지 남은 일수 (지났으면 음수)' }),
});

export const instanceSummarySchema = z
  .object({
    id: z.string(),
    feature_id: z.string(),
    employee: newHireSchema,
    template_id: z.string(),
    template_name: z.string(),
    template_version: z.number(),
    status: z.enum(instanceStatuses),
    status_reason: z.string().nullable(),
    progress: progressSchema,
    created_by: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    completed_at: z.string().nullable(),
    deleted_at: z.string().nullable(),
  })
  .meta({ id: 'ChecklistInstanceSummary' });
export type InstanceSummary = z.infer<typeof instanceSummarySchema>;

export const instanceSchema = instanceSummarySchema
  .extend({ sections: z.array(checklistSectionSchema), items: z.array(instanceItemSchema) })
  .meta({ id: 'ChecklistInstance' });
export type ChecklistInstance = z.infer<typeof instanceSchema>;

export const instanceDetailSchema = z
  .object({ instance: instanceSchema, verifications: z.array(verificationSchema).meta({ description: '모든 확인 기록 (최신순)' }) })
  .meta({ id: 'ChecklistInstanceDetail' });
export type InstanceDetail = z.infer<typeof instanceDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Instances

const uuidParams = z.object({ id: z.uuid({ error: 'ID 형식이 올바르지 않습니다.' }) });
const flag = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');
const note = z.string().trim().max(1000).default('');

export const createInstanceSchema = z
  .object({
    employee_id: z.uuid({ error: '직원을 선택해주세요.' }),
    /** Unset: the template the assignment rules choose for the person. */
    template_id: z.uuid({ error: '템플릿 ID가 올바르지 않습니다.' }).optional(),
    /** Unset: the template's current version. */
    template_version: z.number().int().min(1).optional(),
  })
  .strict();

export const instanceListQuerySchema = z.object({
  status: z.enum(['ALL', ...instanceStatuses], { error: `status는 ALL, ${instanceStatuses.join(', ')} 중 하나입니다.` }).default('ALL'),
  employee_id: z.uuid().optional(),
  feature_id: z.string().trim().max(50).optional(),
  /** The unit (or corporation) and everything under it. */
  unit_id: z.uuid().optional(),
  /** Name or 사번. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  show_deleted: flag,
});
export type InstanceListQuery = z.input<typeof instanceListQuerySchema>;

/** Several items at once, each as one verification would set it (same rules on who may). */
export const updateInstanceSchema = z
  .object({
    items: z
      .array(z.object({ item_id: z.string().min(1).max(64), status: z.enum(['verified', 'rejected', 'pending']), note }).strict())
      .min(1, '바꿀 항목을 하나 이상 보내주세요.')
      .max(300),
  })
  .strict();

export const instanceEndpoints = withSchemas(instanceRoutes, {
  list: { query: instanceListQuerySchema, response: pageOf(instanceSummarySchema) },
  create: { body: createInstanceSchema, response: instanceSchema },
  get: { params: uuidParams, response: instanceSchema },
  detail: { params: uuidParams, response: instanceDetailSchema },
  update: { params: uuidParams, body: updateInstanceSchema, response: instanceSchema },
  remove: { params: uuidParams },
});

// ---------------------------------------------------------------------------------------------
// Verifications: one act on one item. A document (multipart `file`, plus instance_id, item_id, note)
// arrives as `submitted` and HR decides it with PUT; a sign-off by an allowed signer is `verified`
// at once; DELETE withdraws one (the item falls back to the previous one, or pending).

export const createVerificationFieldsSchema = z
  .object({ instance_id: z.uuid({ error: '체크리스트 ID가 올바르지 않습니다.' }), item_id: z.string().trim().min(1, '항목을 선택해주세요.').max(64), note })
  .strict();
export const updateVerificationSchema = z
  .object({ status: z.enum(['verified', 'rejected'], { error: '확인 또는 반려를 선택해주세요.' }), note })
  .strict()
  .refine((v) => v.status !== 'rejected' || v.note.length > 0, { message: '반려 사유를 입력해주세요.', path: ['note'] });

export const verificationEndpoints = withSchemas(verificationRoutes, {
  create: { response: verificationSchema },
  get: { params: uuidParams, response: verificationSchema },
  update: { params: uuidParams, body: updateVerificationSchema, response: verificationSchema },
  remove: { params: uuidParams },
  document: { params: uuidParams },
});

// ---------------------------------------------------------------------------------------------
// Onboarding (spec 7.10): {id} is the employee. Their onboarding is their live instance of feature
// 'onboarding'; completing it sets the record's newbieChecklist.

export const onboardingStatusSchema = z
  .object({
    employee: newHireSchema,
    state: z.enum(onboardingStates),
    instance_id: z.string().nullable(),
    template_name: z.string().nullable(),
    progress: progressSchema,
    open_required_items: z.array(z.object({ item_id: z.string(), title: z.string(), state: z.enum(itemStates) })),
    completed_at: z.string().nullable(),
    completed_by: z.string().nullable(),
    rejected_reason: z.string().nullable(),
  })
  .meta({ id: 'OnboardingStatus' });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

const reminderDays = z.array(z.number().int().min(1, '1일 이상이어야 합니다.').max(90, '90일 이하여야 합니다.')).max(5);
const emailList = z.array(z.email({ error: '이메일 형식이 올바르지 않습니다.' })).max(20);

/** The settings' fields without defaults: a person's overrides name only what they change. */
const preferenceFields = {
  enabled: z.boolean(),
  /** Open items: to the new hire (and HR recipients) every `open_items_interval_days`. */
  open_items: z.boolean(),
  open_items_interval_days: z.number().int().min(1, '1일 이상이어야 합니다.').max(30, '30일 이하여야 합니다.'),
  /** Probation ending: to HR recipients this many days before the end (each once). */
  probation_ending: z.boolean(),
  probation_ending_days: reminderDays,
  notify_new_hire: z.boolean(),
  hr_recipients: emailList,
};

/** Company-wide reminder settings. */
export const emailPreferencesSchema = z
  .object({
    enabled: preferenceFields.enabled.default(true),
    open_items: preferenceFields.open_items.default(true),
    open_items_interval_days: preferenceFields.open_items_interval_days.default(3),
    probation_ending: preferenceFields.probation_ending.default(true),
    probation_ending_days: preferenceFields.probation_ending_days.default([14, 3]),
    notify_new_hire: preferenceFields.notify_new_hire.default(true),
    hr_recipients: preferenceFields.hr_recipients.default([]),
  })
  .strict()
  .meta({ id: 'OnboardingEmailPreferences' });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const defaultEmailPreferences: EmailPreferences = emailPreferencesSchema.parse({});

/** One person's overrides: a field left out follows the company setting. */
export const employeeEmailPreferencesSchema = z.object(preferenceFields).partial().strict();
export const employeeEmailPreferencesResponseSchema = z
  .object({ employee_id: z.string(), override: employeeEmailPreferencesSchema, effective: emailPreferencesSchema })
  .meta({ id: 'OnboardingEmployeeEmailPreferences' });

export const rejectOnboardingSchema = z.object({ reason: z.string().trim().min(1, '불합격 사유를 입력해주세요.').max(1000) }).strict();
export const completeOnboardingSchema = z.object({ note: z.string().trim().max(1000).default('') }).strict();
export const batchStatusSchema = z
  .object({ employee_ids: z.array(z.uuid({ error: '직원 ID 형식이 올바르지 않습니다.' })).min(1, '직원을 하나 이상 보내주세요.').max(500) })
  .strict();

export const remindResultSchema = z
  .object({ sent: z.literal(true), to: z.array(z.string()).meta({ description: '받는 사람 (신규 입사자, 인사 담당)' }) })
  .meta({ id: 'OnboardingRemindResult' });

export const onboardingEndpoints = withSchemas(onboardingRoutes, {
  status: { params: uuidParams, response: onboardingStatusSchema },
  complete: { params: uuidParams, body: completeOnboardingSchema, response: onboardingStatusSchema },
  reject: { params: uuidParams, body: rejectOnboardingSchema, response: onboardingStatusSchema },
  batchStatus: { body: batchStatusSchema, response: z.object({ data: z.array(onboardingStatusSchema) }) },
  remind: { params: uuidParams, response: remindResultSchema },
  certificate: { params: uuidParams },
  getEmailPreferences: { response: emailPreferencesSchema },
  putEmailPreferences: { body: emailPreferencesSchema, response: emailPreferencesSchema },
  getEmployeeEmailPreferences: { params: uuidParams, response: employeeEmailPreferencesResponseSchema },
  putEmployeeEmailPreferences: { params: uuidParams, body: employeeEmailPreferencesSchema, response: employeeEmailPreferencesResponseSchema },
});
