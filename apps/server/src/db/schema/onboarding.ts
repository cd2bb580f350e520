import { date, pgTable, primaryKey, text, timestamp, uuid, jsonb } from 'drizzle-orm/pg-core';
import type { EmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';
import { employees } from './employees';

/** Onboarding reminder settings (owner: onboarding): the company's row has scope 'global', a person's their employee id. */
export const onboardingEmailPreferences = pgTable('onboarding_email_preferences', {
  scope: text('scope').primaryKey(),
  preferences: jsonb('preferences').$type<Partial<EmailPreferences>>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders already sent, so a rerun of the schedule (another instance, a retry) never mails twice:
 * kind 'open_items' keyed by the day sent, 'probation_ending' by the days before the end.
 */
export const onboardingReminders = pgTable(
  'onboarding_reminders',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['open_items', 'probation_ending'] }).notNull(),
    key: text('key').notNull(),
    sentOn: date('sent_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.kind, t.key] })],
);
