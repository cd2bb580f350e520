import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, ReminderRule } from '@saram/shared/notifications/notifications';
import { users } from './auth';

/** Owner of every table here: notifications (issue 34 item 4). */

/**
 * One notification for one account. `dedupe_key` (rule, subject and due date for a reminder) makes a
 * rerun of the morning's rules, a retry or a second instance add nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/** An administrator's setting of a date rule; a rule without a row runs with its defaults. */
export const notificationRules = pgTable('notification_rules', {
  rule: text('rule').$type<ReminderRule>().primaryKey(),
  days: integer('days').notNull(),
  enabled: boolean('enabled').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which kinds reach a person by mail; a kind without a row is mailed. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
