import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { taskForceStatuses, unitTypes } from './organization';
import { createMappingSchema, mappingParamsSchema, mappingSchema, unitCodeSchema, unitNameSchema, updateMappingSchema } from './organization.schemas';
import { exportFormats, healthStatuses, hierarchyToolRoutes, importLimit } from './organization-tools';

/** Hierarchy tools (organization-tools.ts): the schemas of requests and answers, and the endpoints. */

export const migrateExistingSchema = z
  .object({
    /** Default true: report what would happen and change nothing. */
    dryRun: z.boolean().default(true),
    /** Organisation paths (distinct combinations of the employees' fields) linked per UPDATE statement. */
    batchSize: z.number().int().min(1).max(5000).default(500),
    /** Build units even for employees whose organisation fields skip a level (e.g. a team without a division). */
    skipValidation: z.boolean().default(false),
  })
  .strict();
export type MigrateExistingInput = z.infer<typeof migrateExistingSchema>;

export const migrationIssueSchema = z.object({
  kind: z.enum(['level_gap', 'unknown_corporation', 'name_too_long']),
  message: z.string(),
  path: z.string(),
  employees: z.number(),
});

export const migrateExistingResultSchema = z.object({
  dryRun: z.boolean(),
  /** A real run with these options would be refused (problems found and skipValidation off). */
  blocked: z.boolean(),
  /** The migration_batches row (null on a dry run). */
  batchId: z.string().nullable(),
  unitsCreated: z.array(z.object({ level: z.number(), unitType: z.enum(unitTypes), name: z.string(), path: z.string() })),
  unitsReused: z.number(),
  employees: z.object({ total: z.number(), linked: z.number(), unchanged: z.number(), withoutOrganization: z.number() }),
  membershipsCreated: z.number(),
  issues: z.array(migrationIssueSchema),
});
export type MigrateExistingResult = z.infer<typeof migrateExistingResultSchema>;

export const statisticsSchema = z.object({
  units: z.object({ total: z.number(), active: z.number(), inactive: z.number(), temporary: z.number() }),
  byLevel: z.array(z.object({ level: z.number(), unitType: z.enum(unitTypes), label: z.string(), total: z.number(), active: z.number() })),
  taskForces: z.record(z.enum(taskForceStatuses), z.number()),
  /** active: 재직 as the employee list counts it; onLeave: 휴직; placed and unplaced cover both. */
  employees: z.object({ active: z.number(), onLeave: z.number(), placed: z.number(), unplaced: z.number(), concurrentPosts: z.number() }),
  corporations: z.number(),
  maxDepth: z.number(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

const issueUnitSchema = z.object({ id: z.string(), unitName: z.string(), level: z.number(), parentId: z.string().nullable(), message: z.string() });
export type ValidationIssueUnit = z.infer<typeof issueUnitSchema>;
export const validationReportSchema = z.object({
  valid: z.boolean(),
  checkedAt: z.string(),
  counts: z.object({
    orphans: z.number(),
    cycles: z.number(),
    levelGaps: z.number(),
    levelViolations: z.number(),
    inactiveParents: z.number(),
    corporationMismatches: z.number(),
  }),
  /** Each list holds at most 100 entries; counts are complete. */
  orphans: z.array(issueUnitSchema),
  cycles: z.array(issueUnitSchema),
  levelGaps: z.array(issueUnitSchema),
  levelViolations: z.array(issueUnitSchema),
  inactiveParents: z.array(issueUnitSchema),
  corporationMismatches: z.array(issueUnitSchema),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;

export const hierarchyHealthSchema = z.object({
  status: z.enum(healthStatuses),
  checkedAt: z.string(),
  checks: z.array(z.object({ name: z.string(), status: z.enum(['ok', 'warning', 'error']), count: z.number(), message: z.string() })),
});
export type HierarchyHealth = z.infer<typeof hierarchyHealthSchema>;

export const exportQuerySchema = z.object({ format: z.enum(exportFormats).default('json') }).strict();

export const exportRowSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  unitName: z.string(),
  unitType: z.enum(unitTypes),
  level: z.number(),
  parentId: z.string().nullable(),
  parentCode: z.string().nullable(),
  parentName: z.string().nullable(),
  corporationId: z.string().nullable(),
  corporationName: z.string().nullable(),
  isActive: z.boolean(),
  isTemporary: z.boolean(),
  sortOrder: z.number(),
  description: z.string().nullable(),
  path: z.string(),
});
export type ExportRow = z.infer<typeof exportRowSchema>;
export const exportFileSchema = z.object({ exportedAt: z.string(), count: z.number(), units: z.array(exportRowSchema) });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const csvBoolean = z.preprocess(
  (v) => (v === 'true' || v === 'TRUE' || v === '1' || v === 'Y' ? true : v === 'false' || v === 'FALSE' || v === '0' || v === 'N' ? false : v),
  z.boolean(),
);

/**
 * An import row, as a csv line or a json object; blank cells count as absent. Matching an existing
 * unit: by id, else by code. A parent: parentCode (a unit in the database or a row of the same
 * file) or parentId; neither means a top unit of corporationName / corporationId.
 */
export const importRowSchema = z.object({
  id: z.preprocess(blankToUndefined, z.uuid('올바른 ID 형식이 아닙니다.').optional()),
  code: z.preprocess(blankToUndefined, unitCodeSchema.optional()),
  unitName: unitNameSchema,
  unitType: z.preprocess(blankToUndefined, z.enum(unitTypes).optional()),
  level: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  parentId: z.preprocess(blankToUndefined, z.uuid('올바른 ID 형식이 아닙니다.').optional()),
  parentCode: z.preprocess(blankToUndefined, unitCodeSchema.optional()),
  corporationId: z.preprocess(blankToUndefined, z.uuid('올바른 ID 형식이 아닙니다.').optional()),
  corporationName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  isActive: z.preprocess(blankToUndefined, csvBoolean.optional()),
  isTemporary: z.preprocess(blankToUndefined, csvBoolean.optional()),
  sortOrder: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).optional()),
  description: z.preprocess(blankToUndefined, z.string().trim().max(1000).optional()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importOptionsSchema = z.object({
  /** Check every row and report; write nothing. */
  validateOnly: z.boolean().default(false),
  /** A row matching an existing unit is skipped (reported) instead of failing the import. */
  skipDuplicates: z.boolean().default(false),
  /** A row matching an existing unit updates it. */
  updateExisting: z.boolean().default(false),
});
/** The JSON form of an import (the multipart form sends a file plus the same three fields). */
export const importJsonSchema = importOptionsSchema.extend({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(importLimit) }).strict();

export const importRowResultSchema = z.object({
  /** 1-based row of the file (csv: the line after the header). */
  row: z.number(),
  status: z.enum(['create', 'update', 'skip', 'error']),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  errors: z.record(z.string(), z.string()).nullable(),
});
export const importReportSchema = z.object({
  validateOnly: z.boolean(),
  /** True when the rows were written. */
  imported: z.boolean(),
  summary: z.object({ total: z.number(), created: z.number(), updated: z.number(), skipped: z.number(), failed: z.number() }),
  rows: z.array(importRowResultSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const levelParamsSchema = z.object({ n: z.string().max(20) });
export const levelInfoSchema = z.object({
  level: z.number(),
  unitType: z.enum(unitTypes),
  label: z.string(),
  legacyTypes: z.array(z.string()),
  description: z.string(),
  unitCount: z.number(),
});
export type LevelInfo = z.infer<typeof levelInfoSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints: mappings and the hierarchy tools

export const hierarchyToolEndpoints = withSchemas(hierarchyToolRoutes, {
  listMappings: { response: z.object({ data: z.array(mappingSchema) }) },
  createMapping: { body: createMappingSchema, response: mappingSchema },
  getMapping: { params: mappingParamsSchema, response: mappingSchema },
  updateMapping: { params: mappingParamsSchema, body: updateMappingSchema, response: mappingSchema },
  deleteMapping: { params: mappingParamsSchema },
  migrateExisting: { body: migrateExistingSchema, response: migrateExistingResultSchema },
  statistics: { response: statisticsSchema },
  validate: { response: validationReportSchema },
  health: { response: hierarchyHealthSchema },
  level: { params: levelParamsSchema, response: levelInfoSchema },
  export: { query: exportQuerySchema },
  import: { response: importReportSchema },
});
