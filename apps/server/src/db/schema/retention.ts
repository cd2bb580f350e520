import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * Legal holds (법적 보존): a record under hold is never anonymised by the retention purge, however
 * long ago the person left. Owned by the retention feature; placing and removing one is audited.
 */
export const retentionHolds = pgTable('retention_holds', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  /** The actor's label (login ID and name) at the time. */
  heldBy: text('held_by').notNull(),
  heldByUserId: uuid('held_by_user_id'),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
});
