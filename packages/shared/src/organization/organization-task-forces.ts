import { routes } from '../endpoint';
import { hierarchyBase, type TaskForceStatus } from './organization';

/**
 * Task forces (TF): level-5 units with a status, dates, members and a multi-step approval.
 *
 * Workflow (POST tf/workflow/:id/:action):
 * - submit: DRAFT or REJECTED → PENDING_APPROVAL; every approval step starts over at step 1.
 * - approve: only the current step's approver; the status stays PENDING_APPROVAL until the last
 *   step, which makes it APPROVED, and at once ACTIVE when the start date (Asia/Seoul) has come.
 *   An APPROVED task force whose start date arrives later becomes ACTIVE on the next task-force
 *   read (recorded as an 'activate' event by the system).
 * - reject: only the current step's approver, a comment is required → REJECTED (edit, resubmit).
 * - cancel: only the submitter withdraws a pending request → DRAFT.
 * Outside the workflow: extend (a later end date) and dissolve (APPROVED or ACTIVE → DISSOLVED).
 * A transition from any other status answers 409.
 */
export const taskForcePriorities = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type TaskForcePriority = (typeof taskForcePriorities)[number];
export const taskForcePriorityLabels: Record<TaskForcePriority, string> = { LOW: '낮음', MEDIUM: '보통', HIGH: '높음', CRITICAL: '긴급' };

export const taskForceStatusLabels: Record<TaskForceStatus, string> = {
  DRAFT: '작성 중',
  PENDING_APPROVAL: '결재 중',
  APPROVED: '승인',
  REJECTED: '반려',
  ACTIVE: '운영 중',
  DISSOLVED: '해산',
};

export const workflowActions = ['submit', 'approve', 'reject', 'cancel'] as const;
export type WorkflowAction = (typeof workflowActions)[number];
export type TaskForceAction = WorkflowAction | 'extend' | 'dissolve' | 'update' | 'delete';

/** The statuses each action may start from. */
export const taskForceTransitions: Record<TaskForceAction, readonly TaskForceStatus[]> = {
  submit: ['DRAFT', 'REJECTED'],
  approve: ['PENDING_APPROVAL'],
  reject: ['PENDING_APPROVAL'],
  cancel: ['PENDING_APPROVAL'],
  extend: ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'ACTIVE'],
  dissolve: ['APPROVED', 'ACTIVE'],
  update: ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ACTIVE'],
  delete: ['DRAFT', 'REJECTED'],
};

export function canTransition(action: TaskForceAction, from: TaskForceStatus): boolean {
  return taskForceTransitions[action].includes(from);
}

export const workflowActionLabels: Record<WorkflowAction, string> = { submit: '상신', approve: '승인', reject: '반려', cancel: '상신 취소' };

// ---------------------------------------------------------------------------------------------
// Routes: v1/organizational-hierarchy/tf (their schemas: organization-task-forces.schemas.ts)

const tfBase = `${hierarchyBase}/tf` as const;
const read = 'organization:read';
const write = 'organization:write';

export const taskForceRoutes = routes({
  list: { method: 'GET', path: tfBase, access: read },
  create: { method: 'POST', path: tfBase, access: write, status: 201 },
  review: { method: 'GET', path: `${tfBase}/review`, access: read },
  approverCandidates: { method: 'GET', path: `${tfBase}/approver-candidates`, access: write },
  workflowHistory: { method: 'GET', path: `${tfBase}/workflow/:id`, access: read },
  workflowAction: { method: 'POST', path: `${tfBase}/workflow/:id/:action`, access: write },
  get: { method: 'GET', path: `${tfBase}/:id`, access: read },
  update: { method: 'PUT', path: `${tfBase}/:id`, access: write },
  remove: { method: 'DELETE', path: `${tfBase}/:id`, access: write, status: 204 },
  extend: { method: 'POST', path: `${tfBase}/:id/extend`, access: write },
  dissolve: { method: 'POST', path: `${tfBase}/:id/dissolve`, access: write },
});
