import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Infrastructure shared like the audit log: each feature's migration repo writes and reads only the
 * batches of its own `kind` (corporate-structure: the insurance-corporation migration; organization:
 * migrate-existing).
 */
/** A bulk operation that can be undone exactly (corporate migration, unit migration, import). */
export const migrationBatches = pgTable('migration_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  actorId: text('actor_id'),
  summary: jsonb('summary'),
  rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
