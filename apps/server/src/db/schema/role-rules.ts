import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RuleConditions } from '@saram/shared/role-rules/role-rules.schemas';
import { createdAt } from './auth';

/**
 * Role-assignment rules (owner: role-rules; packages/shared/src/role-rules/role-rules.ts says what they mean).
 * `role` names a row of `roles` without a foreign key, so that /rbac may delete a role a rule names:
 * such a rule then grants nothing until it is edited.
 */
export const roleAssignmentRules = pgTable(
  'role_assignment_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    role: text('role').notNull(),
    scopeType: text('scope_type', { enum: ['all', 'corporation', 'unit', 'self'] }).notNull().default('unit'),
    scopeUnitIds: uuid('scope_unit_ids').array().notNull().default(sql`'{}'::uuid[]`),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    /** ORGANIZATION | POSITION | COMPOSITE, derived from the conditions. */
    ruleType: text('rule_type', { enum: ['ORGANIZATION', 'POSITION', 'COMPOSITE'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_assignment_rules_role_idx').on(t.role)],
);
