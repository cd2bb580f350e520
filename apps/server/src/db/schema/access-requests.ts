import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Sign-up screen: people ask for an account; an administrator approves or rejects. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    department: text('department'),
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    userId: uuid('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_requests_status_idx').on(t.status, t.createdAt)],
);
