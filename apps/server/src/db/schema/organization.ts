import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { taskForceStatuses, unitTypes } from '@saram/shared/organization/organization';
import { users } from './auth';
import { corporations } from './corporate-structure';
import { migrationBatches } from './migration-batches';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The one tree of organisation units (levels 1-5); the legacy organisation API is a view of it. */
export const orgUnits = pgTable(
  'org_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code'),
    level: smallint('level').notNull(),
    unitType: text('unit_type', { enum: unitTypes }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => orgUnits.id, { onDelete: 'restrict' }),
    corporationId: uuid('corporation_id').references(() => corporations.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    isTemporary: boolean('is_temporary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    description: text('description'),
    /** 조직장: an employee (checked by the service; employees reference units, so no FK back). */
    leaderId: uuid('leader_id'),
    migrationBatchId: uuid('migration_batch_id').references(() => migrationBatches.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('org_units_level_range', sql`${t.level} between 1 and 5`),
    index('org_units_parent_idx').on(t.parentId),
    index('org_units_corporation_idx').on(t.corporationId),
    index('org_units_level_idx').on(t.level, t.name),
    uniqueIndex('org_units_code_key').on(t.code),
    // Global search (migration 0031 search_tokens): units and task forces by name, 초성 and typing state.
    index('org_units_search_idx').using('gin', sql`search_tokens(${t.name})`),
    index('org_units_typing_idx').using('gin', sql`hangul_typing_keys(search_tokens(${t.name}))`),
  ],
);

/**
 * The organisation tree's version: the sum of 16 slots, each moved by the statements that change
 * org_units or unit_members (statement triggers, migrations 0004 and 0022) in the writer's
 * transaction, on the slot of the writer's backend: concurrent writers on different connections
 * (creates placing new hires) do not wait for each other's commit on one row. Slots only grow, so
 * the sum moves with every committed change: the organisation tree cache is keyed by it, and every
 * instance sees a change as soon as it commits.
 */
export const orgTreeState = pgTable('org_tree_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** legacyType (the old organisation API's type) → level and unit type; one legacy type per level. */
export const hierarchyMappings = pgTable(
  'hierarchy_mappings',
  {
    legacyType: text('legacy_type').primaryKey(),
    level: smallint('level').notNull(),
    unitType: text('unit_type', { enum: unitTypes }).notNull(),
    label: text('label').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('hierarchy_mappings_level_key').on(t.level)],
);

/** Task-force details of a level-5 unit. */
export const taskForces = pgTable(
  'task_forces',
  {
    unitId: uuid('unit_id')
      .primaryKey()
      .references(() => orgUnits.id, { onDelete: 'cascade' }),
    status: text('status', { enum: taskForceStatuses }).notNull().default('DRAFT'),
    priority: text('priority', { enum: ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] }).notNull().default('MEDIUM'),
    /** An employee; checked by the service (employees reference units, so no FK back). */
    leaderId: uuid('leader_id'),
    purpose: text('purpose'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    dissolvedAt: timestamp('dissolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('task_forces_dates', sql`${t.endDate} >= ${t.startDate}`), index('task_forces_status_idx').on(t.status)],
);

/** The ordered approvers of a task force's request; each decides in turn. */
export const taskForceApprovals = pgTable(
  'task_force_approvals',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => orgUnits.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull().default('PENDING'),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.step] }), index('task_force_approvals_approver_idx').on(t.approverId, t.decision)],
);

/** Every workflow step of a task force: who did what, when, with which comment. */
export const taskForceEvents = pgTable(
  'task_force_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => orgUnits.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_force_events_unit_idx').on(t.unitId, t.at)],
);
