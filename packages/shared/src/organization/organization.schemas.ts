import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { bulkLimit, hierarchyRoutes, levelRangeMessage, maxLevel, minLevel, unitTypes } from './organization';
import { pageOf, pageQuerySchema } from '../pagination.schemas';

/**
 * Organisation units (organization.ts): the building blocks the other organisation modules' schemas
 * share, the schemas of units, tree, path, headcount and mappings, and the endpoints.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

export const entityIdSchema = z.uuid('올바른 ID 형식이 아닙니다.');
/** 'true' / 'false' (also 1 / 0) in query strings. */
export const queryBooleanSchema = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] });
export const versionSchema = z.number().int().min(1);
export const unitNameSchema = z.string().trim().min(1).max(100);
export const unitCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/, '조직 코드는 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)만 사용할 수 있습니다.');
export const levelSchema = z
  .number({ error: levelRangeMessage })
  .int(levelRangeMessage)
  .min(minLevel, levelRangeMessage)
  .max(maxLevel, levelRangeMessage);
export const descriptionSchema = z.string().trim().max(1000);
export const sortOrderSchema = z.number().int().min(0).max(1_000_000);

// ---------------------------------------------------------------------------------------------
// v1 units

export const orgUnitSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    unitName: z.string(),
    unitType: z.enum(unitTypes),
    level: z.number(),
    parentId: z.string().nullable(),
    corporationId: z.string().nullable(),
    code: z.string().nullable(),
    isActive: z.boolean(),
    isTemporary: z.boolean(),
    sortOrder: z.number(),
    description: z.string().nullable(),
    /** 조직장 (an employee id): the 1차 평가자 of the unit's people, 2차 of the units below. */
    leaderId: z.string().nullable(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OrgUnit' });
export type OrgUnit = z.infer<typeof orgUnitSchema>;

export const orgUnitDetailSchema = orgUnitSchema
  .extend({
    parentName: z.string().nullable(),
    corporationName: z.string().nullable(),
    leaderName: z.string().nullable(),
    childCount: z.number(),
    /** Primary placements in this unit itself. */
    directHeadcount: z.number(),
    /** Primary placements in this unit and every unit below it. */
    headcount: z.number(),
  })
  .meta({ id: 'OrgUnitDetail' });
export type OrgUnitDetail = z.infer<typeof orgUnitDetailSchema>;

/** Give unitType or level (or both, agreeing); task forces are created under tf/. */
export const createUnitSchema = z
  .object({
    unitName: unitNameSchema,
    unitType: z.enum(unitTypes).optional(),
    level: levelSchema.optional(),
    parentId: entityIdSchema.nullable().optional(),
    corporationId: entityIdSchema.nullable().optional(),
    code: unitCodeSchema.nullable().optional(),
    isActive: z.boolean().optional(),
    isTemporary: z.boolean().optional(),
    sortOrder: sortOrderSchema.optional(),
    description: descriptionSchema.nullable().optional(),
    leaderId: entityIdSchema.nullable().optional(),
  })
  .strict();
export type CreateUnit = z.infer<typeof createUnitSchema>;

/** `version` is the one the client read; a stale version gets 409 and changes nothing. */
export const updateUnitSchema = createUnitSchema.partial().extend({ version: versionSchema }).strict();
export type UpdateUnit = z.infer<typeof updateUnitSchema>;

export const unitListQuerySchema = pageQuerySchema
  .extend({
    level: z.coerce.number().int().min(minLevel, levelRangeMessage).max(maxLevel, levelRangeMessage).optional(),
    unitType: z.enum(unitTypes).optional(),
    parentId: entityIdSchema.optional(),
    corporationId: entityIdSchema.optional(),
    isActive: queryBooleanSchema.optional(),
    isTemporary: queryBooleanSchema.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

export const bulkCreateUnitsSchema = z.object({ units: z.array(createUnitSchema).min(1).max(bulkLimit) }).strict();
export const bulkUpdateUnitsSchema = z
  .object({ units: z.array(updateUnitSchema.extend({ id: entityIdSchema }).strict()).min(1).max(bulkLimit) })
  .strict();
export const bulkDeleteUnitsSchema = z.object({ ids: z.array(entityIdSchema).min(1).max(bulkLimit) }).strict();
export const bulkUnitsResultSchema = z.object({ count: z.number(), data: z.array(orgUnitSchema) });
export const bulkDeleteResultSchema = z.object({ count: z.number(), ids: z.array(z.string()) });

/** Moves a unit (with everything below it) under a new parent, or to the top (null). */
export const moveUnitSchema = z
  .object({
    newParentId: entityIdSchema.nullable(),
    /** Only for a move to the top: the corporation the unit then belongs to (default: unchanged). */
    corporationId: entityIdSchema.nullable().optional(),
    version: versionSchema,
  })
  .strict();
export type MoveUnit = z.infer<typeof moveUnitSchema>;

// ---------------------------------------------------------------------------------------------
// Tree, path, headcount

export const treeQuerySchema = z
  .object({
    rootId: entityIdSchema.optional(),
    corporationId: entityIdSchema.optional(),
    /** Levels below the roots to include: 0 = the roots only. */
    maxDepth: z.coerce.number().int().min(0).max(10).optional(),
    includeInactive: queryBooleanSchema.default(false),
    includeTemporary: queryBooleanSchema.default(true),
    includeHeadcount: queryBooleanSchema.default(false),
  })
  .strict();
export type TreeQuery = z.infer<typeof treeQuerySchema>;

const treeNodeFields = {
  id: true,
  unitName: true,
  unitType: true,
  level: true,
  parentId: true,
  corporationId: true,
  code: true,
  isActive: true,
  isTemporary: true,
  sortOrder: true,
} as const;

export type UnitTreeNode = Pick<OrgUnit, keyof typeof treeNodeFields> & {
  headcount?: number | undefined;
  directHeadcount?: number | undefined;
  children: UnitTreeNode[];
};

/** A unit of the tree: the unit's own fields (without its record metadata), headcounts and children. */
export const unitTreeNodeSchema = orgUnitSchema
  .pick(treeNodeFields)
  .extend({
    headcount: z.number().optional(),
    directHeadcount: z.number().optional(),
    get children(): z.ZodArray<typeof unitTreeNodeSchema> {
      return z.array(unitTreeNodeSchema);
    },
  })
  .meta({ id: 'OrgUnitTreeNode' });

export const unitTreeSchema = z.object({ data: z.array(unitTreeNodeSchema), total: z.number() });

export const unitRefSchema = z.object({ id: z.string(), unitName: z.string(), unitType: z.enum(unitTypes), level: z.number() });
export const unitPathSchema = z.object({ data: z.array(unitRefSchema), path: z.string() });
export const unitListSchema = z.object({ data: z.array(orgUnitSchema) });
export const childrenQuerySchema = z.object({ includeInactive: queryBooleanSchema.default(true) }).strict();

export const headcountQuerySchema = z
  .object({ rootId: entityIdSchema.optional(), level: z.coerce.number().int().min(1, levelRangeMessage).max(5, levelRangeMessage).optional() })
  .strict();
export const headcountAnalysisSchema = z.object({
  /** Employees placed (primary post) in the scope. */
  total: z.number(),
  /** Concurrent posts (겸직) in the scope, counted apart. */
  concurrent: z.number(),
  byLevel: z.array(z.object({ level: z.number(), unitType: z.enum(unitTypes), label: z.string(), units: z.number(), headcount: z.number() })),
  units: z.array(
    z.object({
      id: z.string(),
      unitName: z.string(),
      level: z.number(),
      parentId: z.string().nullable(),
      directHeadcount: z.number(),
      headcount: z.number(),
      concurrent: z.number(),
    }),
  ),
});
export type HeadcountAnalysis = z.infer<typeof headcountAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Mappings (legacyType → level)

export const legacyTypeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{1,39}$/, '레거시 유형은 영문으로 시작하는 영문·숫자·밑줄 2~40자입니다.');

export const mappingSchema = z
  .object({
    legacyType: z.string(),
    level: z.number(),
    unitType: z.enum(unitTypes),
    label: z.string(),
    unitCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'HierarchyMapping' });
export type HierarchyMapping = z.infer<typeof mappingSchema>;

export const mappingLabelSchema = z.string().trim().min(1).max(50);
export const createMappingSchema = z
  .object({ legacyType: legacyTypeSchema, level: levelSchema, unitType: z.enum(unitTypes).optional(), label: mappingLabelSchema })
  .strict();
export const updateMappingSchema = z
  .object({ version: versionSchema, level: levelSchema.optional(), unitType: z.enum(unitTypes).optional(), label: mappingLabelSchema.optional() })
  .strict();
export const mappingParamsSchema = z.object({ legacyType: z.string().max(40) });

export const idParamsSchema = z.object({ id: entityIdSchema });

// ---------------------------------------------------------------------------------------------
// Endpoints: v1/organizational-hierarchy units, tree, path, headcount

export const hierarchyEndpoints = withSchemas(hierarchyRoutes, {
  listUnits: { query: unitListQuerySchema, response: pageOf(orgUnitSchema) },
  createUnit: { body: createUnitSchema, response: orgUnitSchema },
  bulkCreate: { body: bulkCreateUnitsSchema, response: bulkUnitsResultSchema },
  bulkUpdate: { body: bulkUpdateUnitsSchema, response: bulkUnitsResultSchema },
  bulkDelete: { body: bulkDeleteUnitsSchema, response: bulkDeleteResultSchema },
  getUnit: { params: idParamsSchema, response: orgUnitDetailSchema },
  updateUnit: { params: idParamsSchema, body: updateUnitSchema, response: orgUnitSchema },
  deleteUnit: { params: idParamsSchema },
  moveUnit: { params: idParamsSchema, body: moveUnitSchema, response: orgUnitSchema },
  unitPath: { params: idParamsSchema, response: unitPathSchema },
  unitChildren: { params: idParamsSchema, query: childrenQuerySchema, response: unitListSchema },
  unitAncestors: { params: idParamsSchema, response: unitListSchema },
  tree: { query: treeQuerySchema, response: unitTreeSchema },
  headcount: { query: headcountQuerySchema, response: headcountAnalysisSchema },
});
