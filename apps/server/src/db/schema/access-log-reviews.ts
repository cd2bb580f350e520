import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The monthly review of the personal-data access records (PIPA art. 8), signed off once per month (owner: audit). */
export const accessLogReviews = pgTable('access_log_reviews', {
  /** YYYY-MM (Asia/Seoul). */
  month: text('month').primaryKey(),
  signedBy: text('signed_by'),
  signedByLabel: text('signed_by_label').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  comment: text('comment'),
});
