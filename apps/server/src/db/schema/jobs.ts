import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './auth';

/**
 * One row per scheduled job and cron slot that some instance claimed (owner: jobs, lib/jobs/jobs.ts).
 * The primary key makes each slot run once however many instances look at the clock.
 */
export const jobScheduleRuns = pgTable(
  'job_schedule_runs',
  {
    name: text('name').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
