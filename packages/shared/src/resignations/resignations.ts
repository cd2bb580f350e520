import { routes } from '../endpoint';

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
/**
 * The types a person files themself (사직서 제출). Every other type (권고사직, 해고, 계약만료, 정년퇴직, and
 * any an administrator adds, such as 징계해고) is recorded by HR: listed by what is allowed, not by what is not.
 */
const selfFiledResignationTypes: readonly string[] = ['자진퇴사', '기타'];
export const isSelfFiledType = (type: string): boolean => selfFiledResignationTypes.includes(type);

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: resignations.schemas.ts). Under 'resignations:request' (every working role)
// the service decides further: an employee reaches only their own requests, HR (resignations:read /
// approve, employees:write) those of the employees in its scope; only HR edits others' requests and
// deletes.

const base = '/api/mongo/resignations';

export const resignationRoutes = routes({
  create: { method: 'POST', path: base, access: 'resignations:request', status: 201 },
  list: { method: 'GET', path: base, access: 'resignations:request' },
  pendingCount: { method: 'GET', path: `${base}/pending/count`, access: 'resignations:read' },
  upcoming: { method: 'GET', path: `${base}/upcoming`, access: 'resignations:read' },
  get: { method: 'GET', path: `${base}/:id`, access: 'resignations:request' },
  update: { method: 'PUT', path: `${base}/:id`, access: 'resignations:request' },
  approve: { method: 'PUT', path: `${base}/:id/approve`, access: 'resignations:approve' },
  reject: { method: 'PUT', path: `${base}/:id/reject`, access: 'resignations:approve' },
  cancel: { method: 'PUT', path: `${base}/:id/cancel`, access: 'resignations:request' },
  remove: { method: 'DELETE', path: `${base}/:id`, access: 'resignations:request', status: 204 },
  history: { method: 'GET', path: `${base}/:id/history`, access: 'resignations:request' },
});
