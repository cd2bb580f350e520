import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportFormat, ReportRunStatus, SavedReportType, ScheduleFrequency } from '@saram/shared/reports/reports';
import type { ReportFilters } from '@saram/shared/reports/report-result.schemas';
import { users } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type StoredDistribution = { recipients: { userId: string }[]; format: ReportFormat; deliveryMethod: 'EMAIL'; includeRawData: boolean };
export type StoredDelivery = { userId: string; userName: string; email: string; status: 'sent' | 'skipped' | 'failed'; reason: string | null };

/**
 * Saved reports of the Report Center (owner: reports/center; spec 3.5): each is its owner's own, with
 * its filters (or a custom definition), an optional schedule read in Asia/Seoul and who gets it.
 * `next_run_at` is set while the schedule is active; the delivery job claims rows whose time has come.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    reportType: text('report_type').$type<SavedReportType>().notNull(),
    filters: jsonb('filters').$type<ReportFilters>().notNull().default({}),
    definition: jsonb('definition').$type<Record<string, unknown>>(),
    frequency: text('frequency').$type<ScheduleFrequency>(),
    dayOfMonth: smallint('day_of_month'),
    dayOfWeek: smallint('day_of_week'),
    month: smallint('month'),
    time: text('time'),
    timezone: text('timezone'),
    active: boolean('active').notNull().default(false),
    distribution: jsonb('distribution').$type<StoredDistribution>(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_reports_owner_idx').on(t.ownerId, t.createdAt),
    index('saved_reports_due_idx').on(t.nextRunAt).where(sql`${t.active}`),
  ],
);

/** Each run of a report (manual or scheduled), its file and who received it; kept after the saved report is deleted. */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedReportId: uuid('saved_report_id').references(() => savedReports.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reportType: text('report_type').$type<SavedReportType>().notNull(),
    trigger: text('trigger').$type<'manual' | 'schedule'>().notNull(),
    status: text('status').$type<ReportRunStatus>().notNull().default('running'),
    format: text('format').$type<ReportFormat>().notNull(),
    includeRawData: boolean('include_raw_data').notNull().default(false),
    /** The report's filters and recipients as they were when the run was queued. */
    filters: jsonb('filters').$type<ReportFilters>().notNull().default({}),
    definition: jsonb('definition').$type<Record<string, unknown>>(),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    filename: text('filename'),
    contentType: text('content_type'),
    file: bytea('file'),
    deliveries: jsonb('deliveries').$type<StoredDelivery[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [index('report_runs_owner_idx').on(t.ownerId, t.startedAt), index('report_runs_saved_idx').on(t.savedReportId)],
);
