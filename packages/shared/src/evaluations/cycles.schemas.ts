import { z } from 'zod';
import { cycleStatuses } from './evaluations';
import { idSchema, nameSchema, versionSchema } from './fields.schemas';

/** Performance evaluations (evaluations.ts): cycles, populations, assignments and their status. */

// Cycles

const day = z.iso.date('날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
export const populationSchema = z
  .object({
    /** Units (with everything below them); empty: the whole company. */
    unitIds: z.array(idSchema).max(500).default([]),
    /** 정규직, 계약직 …; empty: every type. */
    employmentTypes: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
    /** Only people hired on or before this day (e.g. 3 months before the period end). */
    hiredOnOrBefore: day.nullable().default(null),
  })
  .strict();
export type Population = z.output<typeof populationSchema>;

const cycleFields = {
  name: nameSchema('평가 이름'),
  periodStart: day,
  periodEnd: day,
  /** The day evaluations should be finished by (reminders say it). */
  dueDate: day.nullable().default(null),
  templateId: idSchema,
  population: populationSchema.default({ unitIds: [], employmentTypes: [], hiredOnOrBefore: null }),
};
const periodOrder = (v: { periodStart?: string | undefined; periodEnd?: string | undefined }) => !v.periodStart || !v.periodEnd || v.periodStart <= v.periodEnd;
export const createCycleSchema = z
  .object(cycleFields)
  .strict()
  .refine(periodOrder, { message: '평가 기간의 종료일은 시작일 이후여야 합니다.', path: ['periodEnd'] });
export type CreateCycle = z.input<typeof createCycleSchema>;
/** Only while draft. */
export const updateCycleSchema = z
  .object({ ...cycleFields, version: versionSchema })
  .strict()
  .refine(periodOrder, { message: '평가 기간의 종료일은 시작일 이후여야 합니다.', path: ['periodEnd'] });
export type UpdateCycle = z.input<typeof updateCycleSchema>;

export const cycleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    dueDate: z.string().nullable(),
    templateId: z.string(),
    templateName: z.string(),
    population: populationSchema,
    status: z.enum(cycleStatuses),
    evaluationCount: z.number(),
    openedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    releasedAt: z.string().nullable(),
    version: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'EvaluationCycle' });
export type EvaluationCycle = z.infer<typeof cycleSchema>;
export const cycleListQuerySchema = z
  .object({ status: z.enum(['ALL', ...cycleStatuses]).default('ALL'), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(50) })
  .strict();

/** A person (employee) as the evaluation screens show them. */
export const personSchema = z.object({ id: z.string(), name: z.string(), employeeNo: z.string(), unit: z.string().nullable(), jobTitle: z.string().nullable() });
export type Person = z.infer<typeof personSchema>;

export const assignmentSchema = z.object({
  evaluationId: z.string(),
  employee: personSchema,
  unitId: z.string().nullable(),
  first: personSchema.nullable(),
  second: personSchema.nullable(),
  /** Set by hand (kept when the population is refreshed). */
  overridden: z.boolean(),
});
export const assignmentsSchema = z.object({
  cycleId: z.string(),
  data: z.array(assignmentSchema),
  /** People without a 1차 평가자: the cycle cannot open until each has one. */
  withoutEvaluator: z.array(personSchema),
});
export type Assignments = z.infer<typeof assignmentsSchema>;
export const overrideEvaluatorsSchema = z
  .object({
    assignments: z
      .array(z.object({ evaluationId: idSchema, firstEvaluatorId: idSchema.nullable(), secondEvaluatorId: idSchema.nullable() }).strict())
      .min(1)
      .max(1000),
  })
  .strict();
export const cycleActionSchema = z.object({ version: versionSchema }).strict();

export const cycleStatusReportSchema = z.object({
  cycleId: z.string(),
  status: z.enum(cycleStatuses),
  total: z.number(),
  /** Counts per evaluation status over the whole cycle, and per unit. */
  byStatus: z.record(z.string(), z.number()),
  byUnit: z.array(z.object({ unitId: z.string().nullable(), unit: z.string(), total: z.number(), byStatus: z.record(z.string(), z.number()) })),
});
export type CycleStatusReport = z.infer<typeof cycleStatusReportSchema>;
export const remindSchema = z
  .object({ stage: z.enum(['self', 'first', 'second', 'all']).default('all'), message: z.string().trim().max(1000).default('') })
  .strict();
export const remindResultSchema = z.object({ queued: z.number(), recipients: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------
