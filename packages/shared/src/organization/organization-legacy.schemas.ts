import { z } from 'zod';
import { auditEntrySchema } from '../audit/audit.schemas';
import { withSchemas } from '../endpoint';
import { organizationAuditCollections, unitTypes } from './organization';
import {
  descriptionSchema,
  entityIdSchema,
  idParamsSchema,
  legacyTypeSchema,
  queryBooleanSchema,
  sortOrderSchema,
  unitCodeSchema,
  unitNameSchema,
  versionSchema,
} from './organization.schemas';
import { legacyOrganizationRoutes } from './organization-legacy';
import { pageOf, pageQuerySchema } from '../pagination.schemas';

/** The legacy organisation calls (organization-legacy.ts): the schemas of requests and answers, and the endpoints. */

export const legacyOrganizationSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    /** 'insuranceCorp' for a corporation, else the unit level's legacyType ('division', 'team' ...). */
    type: z.string(),
    /** 0 for a corporation, else the unit's level. */
    level: z.number(),
    isActive: z.boolean(),
    /** A level-1 unit's parent is its corporation. */
    parentId: z.string().nullable(),
    code: z.string().nullable(),
    description: z.string().nullable(),
    sortOrder: z.number(),
    unitType: z.enum(unitTypes).nullable(),
    corporationId: z.string().nullable(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LegacyOrganization' });
export type LegacyOrganization = z.infer<typeof legacyOrganizationSchema>;

export const legacyListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
    name: z.string().trim().max(100).optional(),
    type: z.string().trim().max(40).optional(),
    isActive: queryBooleanSchema.optional(),
    parentId: entityIdSchema.optional(),
  })
  .strict();
export type LegacyListQuery = z.infer<typeof legacyListQuerySchema>;

export const legacyPageSchema = z.object({
  data: z.array(legacyOrganizationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  hasNext: z.boolean(),
});

export const createLegacyOrganizationSchema = z
  .object({
    name: unitNameSchema,
    type: legacyTypeSchema,
    parentId: entityIdSchema.nullable().optional(),
    isActive: z.boolean().optional(),
    code: unitCodeSchema.nullable().optional(),
    description: descriptionSchema.nullable().optional(),
    sortOrder: sortOrderSchema.optional(),
  })
  .strict();
export type CreateLegacyOrganization = z.infer<typeof createLegacyOrganizationSchema>;

export const updateLegacyOrganizationSchema = createLegacyOrganizationSchema.partial().extend({ version: versionSchema }).strict();
export type UpdateLegacyOrganization = z.infer<typeof updateLegacyOrganizationSchema>;

export type LegacyTreeNode = LegacyOrganization & { children: LegacyTreeNode[] };
export const legacyTreeNodeSchema = legacyOrganizationSchema
  .extend({
    get children(): z.ZodArray<typeof legacyTreeNodeSchema> {
      return z.array(legacyTreeNodeSchema);
    },
  })
  .meta({ id: 'LegacyOrganizationTreeNode' });
export const legacyTreeQuerySchema = z.object({ includeInactive: queryBooleanSchema.default(false) }).strict();
export const legacyTreeSchema = z.object({ data: z.array(legacyTreeNodeSchema) });

/** Spec 7.6 history: page (default 1), limit (default 20), action, target_collection. */
export const organizationHistoryQuerySchema = pageQuerySchema
  .extend({
    action: z.string().trim().max(100).optional(),
    target_collection: z.enum(organizationAuditCollections).default('organizations'),
    target_id: z.string().trim().max(100).optional(),
  })
  .strict();

const employeeIdsSchema = z.array(entityIdSchema).min(1).max(1000);

/** Places employees in an organisation as their primary post (no organizationId: takes them out of every unit). */
export const assignSchema = z.object({ organizationId: entityIdSchema.nullable().optional(), employeeIds: employeeIdsSchema }).strict();
export const unassignSchema = assignSchema;
export const legacyAssignSchema = z
  .object({ organization_id: entityIdSchema.nullable().optional(), employee_ids: employeeIdsSchema })
  .strict();
export type AssignInput = z.infer<typeof assignSchema>;
export const assignResultSchema = z.object({
  organizationId: z.string().nullable(),
  employeeIds: z.array(z.string()),
  /** Memberships created or changed (assign) or removed (unassign). */
  changed: z.number(),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

export const membersQuerySchema = z
  .object({
    include_descendants: queryBooleanSchema.default(false),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(100),
  })
  .strict();
export const memberSchema = z
  .object({
    _id: z.string(),
    employeeId: z.string(),
    employeeNo: z.string(),
    name: z.string(),
    jobTitle: z.string().nullable(),
    jobGrade: z.string().nullable(),
    isPrimary: z.boolean(),
    isHead: z.boolean(),
    role: z.string().nullable(),
    organizationId: z.string(),
    organizationName: z.string(),
  })
  .meta({ id: 'OrganizationMember' });
export type Member = z.infer<typeof memberSchema>;
export const membersPageSchema = z.object({
  data: z.array(memberSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  hasNext: z.boolean(),
});

export const syncMembersSchema = z.object({ dryRun: z.boolean().optional() }).strict().nullish();
export const syncMembersResultSchema = z.object({
  dryRun: z.boolean(),
  /** Employees (active) considered. */
  total: z.number(),
  created: z.number(),
  removed: z.number(),
  unchanged: z.number(),
});
export type SyncMembersResult = z.infer<typeof syncMembersResultSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints: mongo/organizations (spec 7.6) and the older organizations/ calls

export const legacyOrganizationEndpoints = withSchemas(legacyOrganizationRoutes, {
  list: { query: legacyListQuerySchema, response: legacyPageSchema },
  create: { body: createLegacyOrganizationSchema, response: legacyOrganizationSchema },
  tree: { query: legacyTreeQuerySchema, response: legacyTreeSchema },
  history: { query: organizationHistoryQuerySchema, response: pageOf(auditEntrySchema) },
  assign: { body: assignSchema, response: assignResultSchema },
  unassign: { body: unassignSchema, response: assignResultSchema },
  syncMembers: { body: syncMembersSchema, response: syncMembersResultSchema },
  get: { params: idParamsSchema, response: legacyOrganizationSchema },
  update: { params: idParamsSchema, body: updateLegacyOrganizationSchema, response: legacyOrganizationSchema },
  remove: { params: idParamsSchema },
  members: { params: idParamsSchema, query: membersQuerySchema, response: membersPageSchema },
  olderList: { query: legacyListQuerySchema, response: legacyPageSchema },
  olderHistory: { query: organizationHistoryQuerySchema, response: pageOf(auditEntrySchema) },
  olderAssign: { body: legacyAssignSchema, response: assignResultSchema },
});
