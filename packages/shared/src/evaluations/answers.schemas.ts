import { z } from 'zod';
import { cycleStatuses, evaluationActions, evaluationStatuses, parties } from './evaluations';
import { scalePointSchema } from './codes.schemas';
import { personSchema } from './cycles.schemas';
import { idSchema, versionSchema } from './fields.schemas';
import { sectionSchema } from './templates.schemas';

/** Performance evaluations (evaluations.ts): one evaluation, its answers, drafts and the evaluator's tasks. */

// Evaluations

/** One answer: a rating (scale, competency), an achievement % (goal), and text (any kind). */
export const answerSchema = z
  .object({
    score: z.number().min(0).max(100).nullable().optional(),
    achievement: z.number().min(0, '달성률은 0 이상이어야 합니다.').max(200, '달성률은 200% 이하여야 합니다.').nullable().optional(),
    text: z.string().max(10_000, '답변은 10000자 이하로 입력해주세요.').optional(),
  })
  .strict();
export type Answer = z.infer<typeof answerSchema>;
export const answersSchema = z.record(z.string().max(64), answerSchema).refine((a) => Object.keys(a).length <= 500, { message: '문항이 너무 많습니다.' });
export type Answers = z.infer<typeof answersSchema>;

export const partSchema = z.object({
  party: z.enum(parties),
  answers: answersSchema,
  comment: z.string(),
  /** Weighted 0–100 over the scored questions this party answers (null: nothing scored yet). */
  score: z.number().nullable(),
  submittedAt: z.string().nullable(),
});
export type Part = z.infer<typeof partSchema>;

export const evaluationEventSchema = z.object({
  action: z.enum(evaluationActions),
  from: z.enum(evaluationStatuses).nullable(),
  to: z.enum(evaluationStatuses).nullable(),
  actor: z.string(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const evaluationSchema = z
  .object({
    id: z.string(),
    cycle: z.object({ id: z.string(), name: z.string(), status: z.enum(cycleStatuses), periodStart: z.string(), periodEnd: z.string(), dueDate: z.string().nullable() }),
    employee: personSchema,
    first: personSchema.nullable(),
    second: personSchema.nullable(),
    status: z.enum(evaluationStatuses),
    /** The caller's relation: whose evaluation it is to them. */
    role: z.enum(['self', 'first', 'second', 'hr']),
    /** The part the caller may write now (null: read only). */
    writablePart: z.enum(parties).nullable(),
    template: z.object({ id: z.string(), name: z.string(), sections: z.array(sectionSchema) }),
    /** The rating scales the template's questions use (code → points), so every party can render them. */
    scales: z.record(z.string(), z.array(scalePointSchema)).default({}),
    /** Only the parts the caller may read (an employee: their own until release, all after). */
    parts: z.array(partSchema),
    /** Final score and grade: HR, and the employee once released; null otherwise. */
    finalScore: z.number().nullable(),
    grade: z.string().nullable(),
    calibration: z.object({ fromGrade: z.string().nullable(), toGrade: z.string(), reason: z.string(), by: z.string(), at: z.string() }).nullable(),
    /** The last 반려 comment, for whoever must rework. */
    returnComment: z.string().nullable(),
    history: z.array(evaluationEventSchema),
    version: z.number(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Evaluation' });
export type Evaluation = z.infer<typeof evaluationSchema>;

export const taskSchema = z.object({
  id: z.string(),
  cycleId: z.string(),
  cycleName: z.string(),
  cycleStatus: z.enum(cycleStatuses),
  dueDate: z.string().nullable(),
  employee: personSchema,
  status: z.enum(evaluationStatuses),
  role: z.enum(['self', 'first', 'second']),
  /** The caller must act now (their part is open). */
  actionRequired: z.boolean(),
  /** Own evaluations: the grade once released. */
  grade: z.string().nullable(),
  updatedAt: z.string(),
});
export type EvaluationTask = z.infer<typeof taskSchema>;
export const myTasksSchema = z.object({
  /** My own evaluations (self-review, results once released). */
  mine: z.array(taskSchema),
  /** Evaluations I review as 1차 / 2차 평가자. */
  reviews: z.array(taskSchema),
});
export const myTasksQuerySchema = z.object({ cycleId: idSchema.optional(), status: z.enum(['ALL', ...evaluationStatuses]).default('ALL') }).strict();

export const saveDraftSchema = z.object({ version: versionSchema, answers: answersSchema, comment: z.string().max(10_000).default('') }).strict();
export type SaveDraft = z.input<typeof saveDraftSchema>;
/** A stale version's 409 carries this in `details`, so no typed text is lost: the client merges and saves again. */
export const draftConflictSchema = z.object({ current: z.object({ version: z.number(), answers: answersSchema, comment: z.string() }) });
export const saveDraftResultSchema = z.object({ id: z.string(), version: z.number(), savedAt: z.string(), score: z.number().nullable() });

/** `version` (optional) guards against submitting over a newer save from another window. */
export const submitSchema = z.object({ version: versionSchema.optional() }).strict().nullish();
export const returnSchema = z
  .object({ comment: z.string({ error: '반려 사유를 입력해주세요.' }).trim().min(1, '반려 사유를 입력해주세요.').max(2000), version: versionSchema.optional() })
  .strict();
export const confirmSchema = z.object({ version: versionSchema.optional() }).strict().nullish();

/** Bulk actions of the evaluator portal: the same fields for many evaluations (all or nothing). */
export const bulkSaveSchema = z
  .object({
    evaluationIds: z.array(idSchema).min(1, '평가를 하나 이상 선택해주세요.').max(200),
    /** Answers to merge into the caller's part of each evaluation, plus the overall comment. */
    fields: z.object({ answers: answersSchema.default({}), comment: z.string().max(10_000).optional() }).strict(),
    /** Submit each after saving. */
    submit: z.boolean().default(false),
  })
  .strict();
export const bulkSaveResultSchema = z.object({ count: z.number(), data: z.array(z.object({ id: z.string(), version: z.number(), status: z.enum(evaluationStatuses) })) });

// ---------------------------------------------------------------------------------------------
