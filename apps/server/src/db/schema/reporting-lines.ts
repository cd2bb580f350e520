import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { employees } from './employees';
import { unitMembers } from './unit-members';

export const reportingLineKinds = ['primary', 'dotted'] as const;

/**
 * Owned by organization. The managers set by hand on a placement (unit_members row): at most one
 * primary manager, any number of dotted-line managers. A placement without a primary row reports to
 * its unit's leader (derived, not stored); the rows go with the placement when it ends.
 */
export const reportingLines = pgTable(
  'reporting_lines',
  {
    unitId: uuid('unit_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reportingLineKinds }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.employeeId, t.managerId] }),
    foreignKey({ name: 'reporting_lines_placement_fk', columns: [t.unitId, t.employeeId], foreignColumns: [unitMembers.unitId, unitMembers.employeeId] }).onDelete('cascade'),
    uniqueIndex('reporting_lines_one_primary_key').on(t.unitId, t.employeeId).where(sql`${t.kind} = 'primary'`),
    index('reporting_lines_manager_idx').on(t.managerId),
    check('reporting_lines_not_self', sql`${t.managerId} <> ${t.employeeId}`),
  ],
);
