import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { pageOf } from '../pagination.schemas';
import { resignationActions, resignationReasonMax, resignationRoutes, resignationStatuses } from './resignations';

/** Resignations (resignations.ts): the schemas of requests and answers, and the endpoints. */

const day = z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
const reason = z.string().trim().max(resignationReasonMax, `사유는 ${resignationReasonMax}자 이하로 입력해주세요.`);

const requestFields = {
  lastWorkingDate: z.iso.date('최종 근무일을 YYYY-MM-DD 형식으로 입력해주세요.'),
  resignationType: z.string({ error: '퇴직 유형을 선택해주세요.' }).trim().min(1, '퇴직 유형을 선택해주세요.').max(50),
  reason: reason.default(''),
};

/** POST: for the caller's own record, or (HR) for `employee_id`. */
export const createResignationSchema = z
  .object({ ...requestFields, employee_id: z.uuid({ error: '직원 ID가 올바르지 않습니다.' }).optional() })
  .strict();
export type CreateResignation = z.input<typeof createResignationSchema>;

/** PUT {id}: the fields to change while pending. */
export const updateResignationSchema = z
  .object({
    lastWorkingDate: requestFields.lastWorkingDate.optional(),
    resignationType: requestFields.resignationType.optional(),
    reason: reason.optional(),
  })
  .strict();
export type UpdateResignation = z.input<typeof updateResignationSchema>;

export const approveResignationSchema = z.object({ comment: z.string().trim().max(1000, '의견은 1000자 이하로 입력해주세요.').default('') }).strict();
export const rejectResignationSchema = z
  .object({ reason: z.string({ error: '반려 사유를 입력해주세요.' }).trim().min(1, '반려 사유를 입력해주세요.').max(1000, '반려 사유는 1000자 이하로 입력해주세요.') })
  .strict();
export const cancelResignationSchema = z.object({ comment: z.string().trim().max(1000, '의견은 1000자 이하로 입력해주세요.').default('') }).strict();

export const resignationListQuerySchema = z.object({
  status: z.enum(['ALL', ...resignationStatuses], { error: `status는 ALL, ${resignationStatuses.join(', ')} 중 하나입니다.` }).default('ALL'),
  /** The unit (or corporation) and everything under it. */
  unit_id: z.uuid({ error: '조직 ID가 올바르지 않습니다.' }).optional(),
  employee_id: z.uuid({ error: '직원 ID가 올바르지 않습니다.' }).optional(),
  /** Last working day from / to (inclusive). */
  from: day.optional(),
  to: day.optional(),
  resignationType: z.string().trim().max(50).optional(),
  /** Name or 사번. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type ResignationListQuery = z.input<typeof resignationListQuerySchema>;

export const upcomingQuerySchema = z.object({
  days: z.coerce.number({ error: '일수는 숫자로 입력해주세요.' }).int().min(0, '0일 이상이어야 합니다.').max(365, '365일 이하여야 합니다.').default(30),
});

export const resignationSchema = z
  .object({
    id: z.string(),
    employee_id: z.string(),
    employee: z.object({
      id: z.string(),
      name: z.string(),
      employee_no: z.string(),
      /** The lowest unit of the placement (팀·파트 ...). */
      unit: z.string().nullable(),
      department_path: z.string(),
      job_title: z.string().nullable(),
      hire_date: z.string().nullable(),
    }),
    status: z.enum(resignationStatuses),
    /** 사직서 제출일 (the day the request was filed, Asia/Seoul). */
    resignationDate: z.string(),
    lastWorkingDate: z.string(),
    /** 퇴직일: the day after the last working day. */
    retirementDate: z.string(),
    resignationType: z.string(),
    reason: z.string(),
    requested_by: z.string().nullable(),
    requested_by_label: z.string(),
    decided_by_label: z.string().nullable(),
    decided_at: z.string().nullable(),
    decision_comment: z.string().nullable(),
    completed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** What the caller may do now (for the screens' buttons). */
    can: z.object({ edit: z.boolean(), cancel: z.boolean(), approve: z.boolean(), reject: z.boolean(), delete: z.boolean() }),
  })
  .meta({ id: 'Resignation' });
export type Resignation = z.infer<typeof resignationSchema>;

export const resignationEventSchema = z
  .object({
    id: z.string(),
    action: z.enum(resignationActions),
    from: z.enum(resignationStatuses).nullable(),
    to: z.enum(resignationStatuses),
    actor_id: z.string().nullable(),
    actor: z.string(),
    comment: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ResignationEvent' });
export type ResignationEvent = z.infer<typeof resignationEventSchema>;

const params = z.object({ id: z.uuid({ error: 'ID 형식이 올바르지 않습니다.' }) });

export const resignationEndpoints = withSchemas(resignationRoutes, {
  create: { body: createResignationSchema, response: resignationSchema },
  list: { query: resignationListQuerySchema, response: pageOf(resignationSchema) },
  pendingCount: { response: z.object({ count: z.number() }) },
  upcoming: { query: upcomingQuerySchema, response: z.object({ data: z.array(resignationSchema) }) },
  get: { params, response: resignationSchema },
  update: { params, body: updateResignationSchema, response: resignationSchema },
  approve: { params, body: approveResignationSchema, response: resignationSchema },
  reject: { params, body: rejectResignationSchema, response: resignationSchema },
  cancel: { params, body: cancelResignationSchema, response: resignationSchema },
  remove: { params },
  history: { params, response: z.object({ data: z.array(resignationEventSchema) }) },
});
