import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { taskForceStatuses } from './organization';
import { entityIdSchema, idParamsSchema, unitNameSchema, versionSchema } from './organization.schemas';
import { taskForcePriorities, taskForceRoutes, workflowActions } from './organization-task-forces';
import { pageOf, pageQuerySchema } from '../pagination.schemas';

/** Task forces (organization-task-forces.ts): the schemas of requests and answers, and the endpoints. */

const dateSchema = z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
export const commentSchema = z.string().trim().max(1000);
export const taskForceRoleSchema = z.string().trim().max(50);
export const taskForceLimits = { members: 200, approvers: 10 } as const;

export const taskForceMemberInputSchema = z
  .object({ employeeId: entityIdSchema, role: taskForceRoleSchema.nullable().optional() })
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
    members: z.array(taskForceMemberInputSchema).max(taskForceLimits.members).optional(),
    /** User ids, in approval order. */
    approvers: z.array(entityIdSchema).max(taskForceLimits.approvers).optional(),
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

export const taskForceEndpoints = withSchemas(taskForceRoutes, {
  list: { query: taskForceListQuerySchema, response: pageOf(taskForceSchema) },
  create: { body: createTaskForceSchema, response: taskForceDetailSchema },
  review: { response: reviewListSchema },
  approverCandidates: { query: approverCandidatesQuerySchema, response: approverCandidatesSchema },
  workflowHistory: { params: idParamsSchema, response: workflowHistorySchema },
  workflowAction: { params: workflowParamsSchema, body: workflowBodySchema, response: workflowHistorySchema },
  get: { params: idParamsSchema, response: taskForceDetailSchema },
  update: { params: idParamsSchema, body: updateTaskForceSchema, response: taskForceDetailSchema },
  remove: { params: idParamsSchema },
  extend: { params: idParamsSchema, body: extendTaskForceSchema, response: taskForceDetailSchema },
  dissolve: { params: idParamsSchema, body: dissolveTaskForceSchema, response: taskForceDetailSchema },
});
