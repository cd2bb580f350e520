import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ResignationAction, ResignationStatus } from '@saram/shared/resignations/resignations';
import { users } from './auth';
import { employees } from './employees';

/** Resignation requests (owner: resignations; spec 7.9). */
export const resignations = pgTable(
  'resignations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: text('status').$type<ResignationStatus>().notNull().default('pending'),
    /** 사직서 제출일: the day the request was filed (Asia/Seoul). */
    requestDate: date('request_date').notNull(),
    lastWorkingDate: date('last_working_date').notNull(),
    resignationType: text('resignation_type').notNull(),
    reason: text('reason').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByLabel: text('requested_by_label').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByLabel: text('decided_by_label'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resignations_employee_idx').on(t.employeeId),
    index('resignations_status_idx').on(t.status, t.lastWorkingDate),
    /** One open (pending or approved) request per person. */
    uniqueIndex('resignations_one_open_key').on(t.employeeId).where(sql`${t.status} in ('pending', 'approved')`),
    index('resignations_due_idx').on(t.lastWorkingDate).where(sql`${t.status} = 'approved'`),
  ],
);

/** Each status change of a request: from, to, who, when, the comment. */
export const resignationEvents = pgTable(
  'resignation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resignationId: uuid('resignation_id')
      .notNull()
      .references(() => resignations.id, { onDelete: 'cascade' }),
    action: text('action').$type<ResignationAction>().notNull(),
    fromStatus: text('from_status').$type<ResignationStatus>(),
    toStatus: text('to_status').$type<ResignationStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: events of one instant (a test clock, one transaction) keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('resignation_events_resignation_idx').on(t.resignationId, t.seq)],
);
