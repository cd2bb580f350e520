import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * The version of everything the reports read (owner: reports; moved only by statement triggers,
 * migration 0028): 16 slots, each moved by the writing backend's own (as org_tree_state), summed.
 * A report answer is kept while the sum stands (features/reports/data/report-cache.ts).
 */
export const reportDataState = pgTable('report_data_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
