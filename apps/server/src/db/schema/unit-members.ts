import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { orgUnits } from './organization';

/** Owned by organization; its own file because it references both units and employees. */
/** Placement of employees in units: one primary, concurrent posts (겸직) beside it, an org-head flag. */
export const unitMembers = pgTable(
  'unit_members',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => orgUnits.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(true),
    isHead: boolean('is_head').notNull().default(false),
    role: text('role'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.employeeId] }),
    index('unit_members_employee_idx').on(t.employeeId),
    /** One primary placement per employee; headcounts count primary placements only (겸직 not twice). */
    uniqueIndex('unit_members_one_primary_key').on(t.employeeId).where(sql`${t.isPrimary}`),
    index('unit_members_primary_unit_idx').on(t.unitId).where(sql`${t.isPrimary}`),
  ],
);
