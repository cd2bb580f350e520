import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { pageOf, pageQuerySchema } from '../pagination.schemas';
import {
  appointmentActions,
  appointmentReasonMax,
  appointmentRoutes,
  appointmentStatuses,
  appointmentTypes,
  approvalLineMaxSteps,
  approvalStates,
  approvalStepKinds,
} from './appointments';

/** 인사발령 (appointments.ts): the schemas of requests and answers, and the endpoints. */

const uuid = (message: string) => z.uuid({ error: message });
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`).optional();

/** What the appointment changes; which fields a type requires: appointmentTypeRules. */
export const appointmentChangeSchema = z
  .object({
    /** The unit of the new (or, for 겸직, the concurrent) post. */
    unitId: uuid('조직 ID가 올바르지 않습니다.').optional(),
    /** 직급 */
    jobGrade: optionalText(50, '직급'),
    /** 직책 ('' clears it: 해임) */
    jobTitle: optionalText(50, '직책'),
    /** 직무 */
    jobFunction: optionalText(50, '직무'),
  })
  .strict();
export type AppointmentChange = z.infer<typeof appointmentChangeSchema>;

export const createAppointmentSchema = z
  .object({
    employee_id: uuid('직원을 선택해주세요.'),
    type: z.enum(appointmentTypes, { error: '발령 유형을 선택해주세요.' }),
    effectiveDate: z.iso.date('발령일을 YYYY-MM-DD 형식으로 입력해주세요.'),
    reason: z.string().trim().max(appointmentReasonMax, `사유는 ${appointmentReasonMax}자 이하로 입력해주세요.`).default(''),
    change: appointmentChangeSchema.default({}),
    /** true: 상신 at once (결재중); false: saved as 작성중. */
    submit: z.boolean().default(true),
  })
  .strict();
export type CreateAppointment = z.input<typeof createAppointmentSchema>;

/**
 * PATCH of a draft (작성중): any of a new one's fields (no defaults: a field left out keeps its value),
 * checked as a new one once merged; the person stays.
 */
export const updateAppointmentSchema = z
  .object({
    type: createAppointmentSchema.shape.type.optional(),
    effectiveDate: createAppointmentSchema.shape.effectiveDate.optional(),
    reason: z.string().trim().max(appointmentReasonMax, `사유는 ${appointmentReasonMax}자 이하로 입력해주세요.`).optional(),
    change: appointmentChangeSchema.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: '수정할 항목을 하나 이상 보내주세요.' });
export type UpdateAppointment = z.input<typeof updateAppointmentSchema>;

const comment = z.string().trim().max(1000, '의견은 1000자 이하로 입력해주세요.').default('');
export const decisionSchema = z.object({ comment }).strict();
export const rejectSchema = z
  .object({ reason: z.string({ error: '반려 사유를 입력해주세요.' }).trim().min(1, '반려 사유를 입력해주세요.').max(1000, '반려 사유는 1000자 이하로 입력해주세요.') })
  .strict();

export const appointmentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['ALL', ...appointmentStatuses], { error: `status는 ALL, ${appointmentStatuses.join(', ')} 중 하나입니다.` }).default('ALL'),
  type: z.enum(appointmentTypes, { error: '발령 유형이 올바르지 않습니다.' }).optional(),
  employee_id: uuid('직원 ID가 올바르지 않습니다.').optional(),
  batch_id: uuid('일괄 발령 ID가 올바르지 않습니다.').optional(),
  /** Name or 사번. */
  search: z.string().trim().max(100).optional(),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;

export const upcomingQuerySchema = z.object({ employee_id: uuid('직원 ID가 올바르지 않습니다.').optional() });

export const approvalStepSchema = z
  .object({
    id: z.string(),
    step: z.number(),
    kind: z.enum(approvalStepKinds),
    approver_user_id: z.string().nullable(),
    approver_label: z.string(),
    state: z.enum(approvalStates),
    comment: z.string().nullable(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'AppointmentApproval' });

export const appointmentEventSchema = z.object({
  action: z.enum(appointmentActions),
  from: z.enum(appointmentStatuses).nullable(),
  to: z.enum(appointmentStatuses),
  actor: z.string(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const appointmentSchema = z
  .object({
    id: z.string(),
    /** unit_id: the person's current (deepest) unit. */
    employee: z.object({ id: z.string(), name: z.string(), employee_no: z.string(), department_path: z.string(), job_title: z.string().nullable(), unit_id: z.string().nullable() }),
    type: z.enum(appointmentTypes),
    status: z.enum(appointmentStatuses),
    effectiveDate: z.string(),
    reason: z.string(),
    change: appointmentChangeSchema,
    /** The target unit's path (회사 > 본부 > 팀), when the change names one. */
    unit_path: z.string().nullable(),
    requested_by_label: z.string(),
    /** The 일괄 발령 it came in. */
    batch: z.object({ id: z.string(), number: z.string() }).nullable(),
    applied_at: z.string().nullable(),
    created_at: z.string(),
    approvals: z.array(approvalStepSchema),
    events: z.array(appointmentEventSchema),
    /** What the caller may do now (the screens' buttons). */
    can: z.object({ submit: z.boolean(), approve: z.boolean(), reject: z.boolean(), cancel: z.boolean(), edit: z.boolean() }),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

/** A line's step as configured: a named employee, or the requester's manager. */
export const lineStepSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('employee'), employee_id: uuid('결재자를 선택해주세요.') }).strict(), z.object({ kind: z.literal('manager') }).strict()],
  { error: '결재 단계의 종류가 올바르지 않습니다.' },
);

export const saveLineSchema = z
  .object({
    /** null: every corporation without a line of its own. */
    corporation_id: uuid('법인 ID가 올바르지 않습니다.').nullable(),
    type: z.enum(appointmentTypes, { error: '발령 유형을 선택해주세요.' }),
    steps: z.array(lineStepSchema).min(1, '결재 단계를 하나 이상 추가해주세요.').max(approvalLineMaxSteps, `결재 단계는 ${approvalLineMaxSteps}개까지입니다.`),
  })
  .strict();
export type SaveLine = z.input<typeof saveLineSchema>;

export const approvalLineSchema = z
  .object({
    id: z.string(),
    corporation_id: z.string().nullable(),
    corporation_name: z.string().nullable(),
    type: z.enum(appointmentTypes),
    steps: z.array(z.object({ kind: z.enum(approvalStepKinds), employee_id: z.string().nullable(), label: z.string() })),
    updated_by_label: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ApprovalLine' });
export type ApprovalLine = z.infer<typeof approvalLineSchema>;

/** A row of an uploaded sheet that cannot be filed: its row number in the sheet, the column, why. */
export const batchRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() }).meta({ id: 'AppointmentBatchRowError' });
export type BatchRowError = z.infer<typeof batchRowErrorSchema>;

export const appointmentBatchSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    filename: z.string(),
    count: z.number().int(),
    submitted: z.boolean(),
    created_by_label: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AppointmentBatch' });
export type AppointmentBatch = z.infer<typeof appointmentBatchSchema>;

/** The multipart text field beside the file: 'true' (default) files them 결재중, 'false' as 작성중. */
export const batchSubmitFieldSchema = z.enum(['true', 'false']).default('true');

/** Whether the caller has ever been on an approval line (the sidebar shows 발령 결재함 then), and how many wait for them now. */
export const approverStatusSchema = z.object({ approver: z.boolean(), waiting: z.number().int() }).meta({ id: 'AppointmentApproverStatus' });
export type ApproverStatus = z.infer<typeof approverStatusSchema>;

const params = z.object({ id: z.uuid({ error: 'ID 형식이 올바르지 않습니다.' }) });

export const appointmentEndpoints = withSchemas(appointmentRoutes, {
  create: { body: createAppointmentSchema, response: appointmentSchema },
  list: { query: appointmentListQuerySchema, response: pageOf(appointmentSchema) },
  inbox: { response: z.object({ data: z.array(appointmentSchema) }) },
  approverStatus: { response: approverStatusSchema },
  upcoming: { query: upcomingQuerySchema, response: z.object({ data: z.array(appointmentSchema) }) },
  get: { params, response: appointmentSchema },
  submit: { params, body: decisionSchema, response: appointmentSchema },
  approve: { params, body: decisionSchema, response: appointmentSchema },
  reject: { params, body: rejectSchema, response: appointmentSchema },
  cancel: { params, body: rejectSchema, response: appointmentSchema },
  lines: { response: z.object({ data: z.array(approvalLineSchema) }) },
  saveLine: { body: saveLineSchema, response: approvalLineSchema },
  removeLine: { params },
  update: { params, body: updateAppointmentSchema, response: appointmentSchema },
  notice: { params },
  batchTemplate: {},
  batchUpload: { response: z.object({ batch: appointmentBatchSchema, data: z.array(appointmentSchema) }) },
  batchNotice: { params },
});
