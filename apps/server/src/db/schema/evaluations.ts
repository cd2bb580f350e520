import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CodeKind, CycleStatus, EvaluationAction, EvaluationStatus } from '@saram/shared/evaluations/evaluations';
import type { Population } from '@saram/shared/evaluations/cycles.schemas';
import type { Section } from '@saram/shared/evaluations/templates.schemas';
import { users } from './auth';
import { employees } from './employees';

/** Owner of every table here: evaluations (issue 15). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Rating scales, grades (score bands), competencies and question categories. */
export const evaluationCodes = pgTable(
  'evaluation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<CodeKind>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('evaluation_codes_kind_code_key').on(t.kind, t.code)],
);

/** Every version of a code as it was written (version 1 = creation). */
export const evaluationCodeVersions = pgTable(
  'evaluation_code_versions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => evaluationCodes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.version] })],
);

export const evaluationTemplates = pgTable('evaluation_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sections: jsonb('sections').$type<Section[]>().notNull(),
  /** The frozen template this one was copied from when edited. */
  copiedFromId: uuid('copied_from_id'),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const evaluationCycles = pgTable(
  'evaluation_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    dueDate: date('due_date'),
    templateId: uuid('template_id')
      .notNull()
      .references(() => evaluationTemplates.id, { onDelete: 'restrict' }),
    population: jsonb('population').$type<Population>().notNull(),
    status: text('status').$type<CycleStatus>().notNull().default('draft'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('evaluation_cycles_status_idx').on(t.status, t.periodEnd), index('evaluation_cycles_template_idx').on(t.templateId)],
);

/** One party's part of an evaluation: answers by question id, the overall comment, when submitted. */
export type StoredPart = { answers: Record<string, { score?: number | null; achievement?: number | null; text?: string }>; comment: string; submittedAt: string | null };
export type StoredParts = Partial<Record<'self' | 'first' | 'second', StoredPart>>;
export type StoredCalibration = { fromGrade: string | null; toGrade: string; reason: string; by: string; byId: string | null; at: string };

/** One person's evaluation in a cycle, with the evaluators assigned. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => evaluationCycles.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The person's unit when the population was built (progress per unit). */
    unitId: uuid('unit_id'),
    firstEvaluatorId: uuid('first_evaluator_id').references(() => employees.id, { onDelete: 'set null' }),
    secondEvaluatorId: uuid('second_evaluator_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Evaluators set by hand: a rebuilt population keeps them. */
    evaluatorsOverridden: boolean('evaluators_overridden').notNull().default(false),
    status: text('status').$type<EvaluationStatus>().notNull().default('draft'),
    parts: jsonb('parts').$type<StoredParts>().notNull().default({}),
    selfScore: doublePrecision('self_score'),
    firstScore: doublePrecision('first_score'),
    secondScore: doublePrecision('second_score'),
    finalScore: doublePrecision('final_score'),
    /** The grade of the final score's band, and the grade after calibration (else the same). */
    computedGrade: text('computed_grade'),
    grade: text('grade'),
    calibration: jsonb('calibration').$type<StoredCalibration>(),
    returnComment: text('return_comment'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('evaluations_cycle_employee_key').on(t.cycleId, t.employeeId),
    // The HR dashboard's progress of open cycles: counted from the index alone.
    index('evaluations_cycle_status_idx').on(t.cycleId, t.status),
    index('evaluations_employee_idx').on(t.employeeId),
    index('evaluations_first_idx').on(t.firstEvaluatorId).where(sql`${t.firstEvaluatorId} is not null`),
    index('evaluations_second_idx').on(t.secondEvaluatorId).where(sql`${t.secondEvaluatorId} is not null`),
  ],
);

/** Every step of an evaluation: submit, 반려, confirm, calibration. */
export const evaluationEvents = pgTable(
  'evaluation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    action: text('action').$type<EvaluationAction>().notNull(),
    fromStatus: text('from_status').$type<EvaluationStatus>(),
    toStatus: text('to_status').$type<EvaluationStatus>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('evaluation_events_evaluation_idx').on(t.evaluationId, t.seq)],
);
