import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageOf } from './pagination';

/**
 * Resignations (spec 7.9, mongo/resignations): a request for one employee, decided by HR, and
 * completed by the daily retirement job the day after the last working day (퇴직일 = 최종 근무일 + 1).
 *
 * Who may act: the requester (the signed-in person filing for themself, or HR filing for someone)
 * edits and cancels while pending; HR (resignations:approve) approves or rejects, never their own
 * request; the system completes an approved request once its last working day has passed.
 */

export const resignationStatuses = ['pending', 'approved', 'rejected', 'cancelled', 'completed'] as const;
export type ResignationStatus = (typeof resignationStatuses)[number];
export const resignationStatusLabels: Record<ResignationStatus, string> = {
  pending: '승인 대기',
  approved: '승인 완료',
  rejected: '반려',
  cancelled: '취소',
  completed: '퇴직 처리',
};

export const resignationActions = ['request', 'approve', 'reject', 'cancel', 'complete'] as const;
export type ResignationAction = (typeof resignationActions)[number];
export const resignationActionLabels: Record<ResignationAction, string> = {
  request: '사직 신청',
  approve: '승인',
  reject: '반려',
  cancel: '신청 취소',
  complete: '퇴직 처리',
};

/** Who may take a step: HR (resignations:approve), the requester, or the scheduled job. */
export type ResignationActorKind = 'hr' | 'requester' | 'system';

/** The transition table: each action's one source status, its target, and who takes it. */
export const resignationTransitions: Record<Exclude<ResignationAction, 'request'>, { from: ResignationStatus; to: ResignationStatus; by: ResignationActorKind }> = {
  approve: { from: 'pending', to: 'approved', by: 'hr' },
  reject: { from: 'pending', to: 'rejected', by: 'hr' },
  cancel: { from: 'pending', to: 'cancelled', by: 'requester' },
  complete: { from: 'approved', to: 'completed', by: 'system' },
};

/** Whether `action` may be taken on a request in `status`. */
export function canTransition(status: ResignationStatus, action: Exclude<ResignationAction, 'request'>): boolean {
  return resignationTransitions[action].from === status;
}

/** A request can be edited only while pending; HR deletes only pending or cancelled requests. */
export const editableStatuses: readonly ResignationStatus[] = ['pending'];
export const deletableStatuses: readonly ResignationStatus[] = ['pending', 'cancelled'];

export const resignationReasonMax = 2000;
/** The common-codes group of resignation types (자진퇴사, 권고사직 ...). */
export const resignationTypeGroup = 'resignation_type';

// ---------------------------------------------------------------------------------------------
// Schemas

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

// ---------------------------------------------------------------------------------------------
// Endpoints. Under 'resignations:request' (every working role) the service decides further: an
// employee reaches only their own requests, HR (resignations:read / approve, employees:write)
// those of the employees in its scope; only HR edits others' requests and deletes.

const base = '/api/mongo/resignations';
const params = z.object({ id: z.uuid({ error: 'ID 형식이 올바르지 않습니다.' }) });

export const resignationEndpoints = {
  create: endpoint({ method: 'POST', path: base, access: 'resignations:request', body: createResignationSchema, response: resignationSchema, status: 201 }),
  list: endpoint({ method: 'GET', path: base, access: 'resignations:request', query: resignationListQuerySchema, response: pageOf(resignationSchema) }),
  pendingCount: endpoint({ method: 'GET', path: `${base}/pending/count`, access: 'resignations:read', response: z.object({ count: z.number() }) }),
  upcoming: endpoint({ method: 'GET', path: `${base}/upcoming`, access: 'resignations:read', query: upcomingQuerySchema, response: z.object({ data: z.array(resignationSchema) }) }),
  get: endpoint({ method: 'GET', path: `${base}/:id`, access: 'resignations:request', params, response: resignationSchema }),
  update: endpoint({ method: 'PUT', path: `${base}/:id`, access: 'resignations:request', params, body: updateResignationSchema, response: resignationSchema }),
  approve: endpoint({ method: 'PUT', path: `${base}/:id/approve`, access: 'resignations:approve', params, body: approveResignationSchema, response: resignationSchema }),
  reject: endpoint({ method: 'PUT', path: `${base}/:id/reject`, access: 'resignations:approve', params, body: rejectResignationSchema, response: resignationSchema }),
  cancel: endpoint({ method: 'PUT', path: `${base}/:id/cancel`, access: 'resignations:request', params, body: cancelResignationSchema, response: resignationSchema }),
  remove: endpoint({ method: 'DELETE', path: `${base}/:id`, access: 'resignations:request', params, status: 204 }),
  history: endpoint({ method: 'GET', path: `${base}/:id/history`, access: 'resignations:request', params, response: z.object({ data: z.array(resignationEventSchema) }) }),
};
