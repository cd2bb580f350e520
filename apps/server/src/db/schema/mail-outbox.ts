import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './auth';

/**
 * Every mail the server sends or would send (owner: mail; written only by lib/mailer.ts).
 * status: queued (waiting for the send job), sent, failed (retries exhausted), logged (no SMTP configured).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'logged'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt, t.id)],
);
