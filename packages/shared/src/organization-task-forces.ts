import { z } from 'zod';
import { endpoint } from './endpoint';
import { entityIdSchema, hierarchyBase, idParamsSchema, taskForceStatuses, unitNameSchema, versionSchema, type TaskForceStatus } from './organization';
import { pageOf, pageQuerySchema } from './pagination';

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

const dateSchema = z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
const commentSchema = z.string().trim().max(1000);

export const taskForceMemberInputSchema = z
  .object({ employeeId: entityIdSchema, role: z.string().trim().max(50).nullable().optional() })
  .strict();

export const createTaskForceSchema = z
  .object({
    tfName: unitNameSchema,
    /** Only DRAFT: every other status comes from the workflow. */
    status: z.literal('DRAFT', '새 TF는 작성 중(DRAFT) 상태로만 만들 수 있습니다.').optional(),
    priority: z.enum(taskForcePriorities).optional(),
    parentId: entityIdSchema.nullable().optional(),
    leaderId: entityIdSchema.nullable().optional(),
    purpose: commentSchema.nullable().optional(),
    startDate: dateSchema,
    endDate: dateSchema,
    members: z.array(taskForceMemberInputSchema).max(200).optional(),
    /** User ids, in approval order. */
    approvers: z.array(entityIdSchema).max(10).optional(),
  })
  .strict();
export type CreateTaskForce = z.infer<typeof createTaskForceSchema>;

export const updateTaskForceSchema = createTaskForceSchema
  .omit({ status: true })
  .partial()
  .extend({ version: versionSchema })
  .strict();
export type UpdateTaskForce = z.infer<typeof updateTaskForceSchema>;

export const taskForceListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(taskForceStatuses).optional(),
    priority: z.enum(taskForcePriorities).optional(),
    parentId: entityIdSchema.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type TaskForceListQuery = z.infer<typeof taskForceListQuerySchema>;

export const taskForceSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    tfName: z.string(),
    status: z.enum(taskForceStatuses),
    priority: z.enum(taskForcePriorities),
    parentId: z.string().nullable(),
    parentName: z.string().nullable(),
    leaderId: z.string().nullable(),
    purpose: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    isActive: z.boolean(),
    dissolvedAt: z.string().nullable(),
    memberCount: z.number(),
    /** The approval step waiting for a decision (1-based), null outside PENDING_APPROVAL. */
    currentStep: z.number().nullable(),
    approverCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TaskForce' });
export type TaskForce = z.infer<typeof taskForceSchema>;

export const approvalSchema = z.object({
  step: z.number(),
  approverId: z.string(),
  approverName: z.string().nullable(),
  decision: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  comment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const taskForceDetailSchema = taskForceSchema
  .extend({
    leaderName: z.string().nullable(),
    members: z.array(
      z.object({ employeeId: z.string(), employeeNo: z.string(), name: z.string(), role: z.string().nullable(), isHead: z.boolean() }),
    ),
    approvals: z.array(approvalSchema),
  })
  .meta({ id: 'TaskForceDetail' });
export type TaskForceDetail = z.infer<typeof taskForceDetailSchema>;

export const extendTaskForceSchema = z.object({ endDate: dateSchema, comments: commentSchema.optional() }).strict();
export const dissolveTaskForceSchema = z.object({ comments: commentSchema.optional() }).strict().nullish();
export const workflowParamsSchema = z.object({ id: entityIdSchema, action: z.enum(workflowActions) });
export const workflowBodySchema = z.object({ comments: commentSchema.optional() }).strict().nullish();

export const taskForceEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type TaskForceEvent = z.infer<typeof taskForceEventSchema>;

export const workflowHistorySchema = z.object({
  taskForceId: z.string(),
  status: z.enum(taskForceStatuses),
  currentStep: z.number().nullable(),
  approvals: z.array(approvalSchema),
  events: z.array(taskForceEventSchema),
});
export type WorkflowHistory = z.infer<typeof workflowHistorySchema>;

export const reviewListSchema = z.object({
  data: z.array(
    z.object({
      taskForce: taskForceSchema,
      step: z.number(),
      submittedAt: z.string().nullable(),
      submittedBy: z.string().nullable(),
    }),
  ),
});

/** Who may approve task forces: active accounts holding organization:write (the workflow's own rule). */
export const approverCandidatesQuerySchema = z
  .object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(20) })
  .strict();
export const approverCandidateSchema = z.object({ id: z.string(), loginId: z.string(), userName: z.string().nullable(), email: z.string().nullable() });
export const approverCandidatesSchema = z.object({ data: z.array(approverCandidateSchema) });
export type ApproverCandidate = z.infer<typeof approverCandidateSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints: v1/organizational-hierarchy/tf

const tfBase = `${hierarchyBase}/tf` as const;
const read = 'organization:read';
const write = 'organization:write';

export const taskForceEndpoints = {
  list: endpoint({ method: 'GET', path: tfBase, access: read, query: taskForceListQuerySchema, response: pageOf(taskForceSchema) }),
  create: endpoint({ method: 'POST', path: tfBase, access: write, body: createTaskForceSchema, response: taskForceDetailSchema, status: 201 }),
  review: endpoint({ method: 'GET', path: `${tfBase}/review`, access: read, response: reviewListSchema }),
  approverCandidates: endpoint({
    method: 'GET',
    path: `${tfBase}/approver-candidates`,
    access: write,
    query: approverCandidatesQuerySchema,
    response: approverCandidatesSchema,
  }),
  workflowHistory: endpoint({ method: 'GET', path: `${tfBase}/workflow/:id`, access: read, params: idParamsSchema, response: workflowHistorySchema }),
  workflowAction: endpoint({
    method: 'POST',
    path: `${tfBase}/workflow/:id/:action`,
    access: write,
    params: workflowParamsSchema,
    body: workflowBodySchema,
    response: workflowHistorySchema,
  }),
  get: endpoint({ method: 'GET', path: `${tfBase}/:id`, access: read, params: idParamsSchema, response: taskForceDetailSchema }),
  update: endpoint({ method: 'PUT', path: `${tfBase}/:id`, access: write, params: idParamsSchema, body: updateTaskForceSchema, response: taskForceDetailSchema }),
  remove: endpoint({ method: 'DELETE', path: `${tfBase}/:id`, access: write, params: idParamsSchema, status: 204 }),
  extend: endpoint({
    method: 'POST',
    path: `${tfBase}/:id/extend`,
    access: write,
    params: idParamsSchema,
    body: extendTaskForceSchema,
    response: taskForceDetailSchema,
  }),
  dissolve: endpoint({
    method: 'POST',
    path: `${tfBase}/:id/dissolve`,
    access: write,
    params: idParamsSchema,
    body: dissolveTaskForceSchema,
    response: taskForceDetailSchema,
  }),
};
