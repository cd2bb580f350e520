import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentAction, AppointmentStatus, AppointmentType, ApprovalState, ApprovalStepKind } from '@saram/shared/appointments/appointments';
import type { AppointmentChange } from '@saram/shared/appointments/appointments.schemas';
import { users } from './auth';
import { corporations } from './corporate-structure';
import { employees } from './employees';

/** 일괄 발령 (owner: appointments): the appointments of one Excel upload, numbered per year (2026-발령-003). */
export const appointmentBatches = pgTable(
  'appointment_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** `${year}-발령-${seq:03}` */
    number: text('number').notNull(),
    filename: text('filename').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appointment_batches_number_key').on(t.number), uniqueIndex('appointment_batches_year_seq_key').on(t.year, t.seq)],
);

/** 인사발령 (owner: appointments; issue 34): one dated change of one person. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').$type<AppointmentType>().notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('draft'),
    effectiveDate: date('effective_date').notNull(),
    reason: text('reason').notNull().default(''),
    change: jsonb('change').$type<AppointmentChange>().notNull().default({}),
    /** The person's corporation when filed: which approval line applies. */
    corporationId: uuid('corporation_id').references(() => corporations.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByLabel: text('requested_by_label').notNull(),
    /** What the person held when it was filed or last edited (the notice's 'from'). */
    previous: jsonb('previous').$type<AppointmentPrevious>(),
    /** The 일괄 발령 it came in (null: filed one by one). */
    batchId: uuid('batch_id').references(() => appointmentBatches.id, { onDelete: 'set null' }),
    /** Its row in the uploaded sheet (the notice's order). */
    batchRow: integer('batch_row'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_employee_idx').on(t.employeeId, t.effectiveDate),
    index('appointments_status_idx').on(t.status, t.createdAt),
    index('appointments_batch_idx').on(t.batchId),
    index('appointments_due_idx').on(t.effectiveDate).where(sql`${t.status} = 'approved'`),
  ],
);

/** The approval steps of a submitted appointment, resolved from its line at submission. */
export const appointmentApprovals = pgTable(
  'appointment_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    kind: text('kind').$type<ApprovalStepKind>().notNull(),
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    approverLabel: text('approver_label').notNull(),
    state: text('state').$type<ApprovalState>().notNull(),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appointment_approvals_step_key').on(t.appointmentId, t.step),
    index('appointment_approvals_inbox_idx').on(t.approverId).where(sql`${t.state} = 'current'`),
  ],
);

/** Each status change of an appointment: from, to, who, when, the comment. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text('action').$type<AppointmentAction>().notNull(),
    fromStatus: text('from_status').$type<AppointmentStatus>(),
    toStatus: text('to_status').$type<AppointmentStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointmentId, t.seq)],
);

export type AppointmentPrevious = { unit: string; jobGrade: string; jobTitle: string; jobFunction: string; employmentStatus: string };

export type LineStep = { kind: ApprovalStepKind; employeeId: string | null };

/** 결재선: the steps of one appointment type in one corporation (null: the default of every corporation). */
export const approvalLines = pgTable(
  'approval_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporationId: uuid('corporation_id').references(() => corporations.id, { onDelete: 'cascade' }),
    type: text('type').$type<AppointmentType>().notNull(),
    steps: jsonb('steps').$type<LineStep[]>().notNull(),
    updatedByLabel: text('updated_by_label').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_lines_key').on(sql`coalesce(${t.corporationId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.type)],
);
