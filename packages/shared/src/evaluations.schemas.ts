import { z } from 'zod';
import { withSchemas } from './endpoint';
import {
  codeKinds,
  cycleStatuses,
  evaluationActions,
  evaluationRoutes,
  evaluationStatuses,
  parties,
  questionKinds,
  scoredKinds,
  weightTotal,
  weightTotalMessage,
  type CodeKind,
} from './evaluations';
import { pageOf } from './pagination.schemas';

/** Performance evaluations (evaluations.ts): the schemas of requests and answers, and the endpoints. */

// ---------------------------------------------------------------------------------------------
// Codes

const idSchema = z.uuid({ error: 'ID 형식이 올바르지 않습니다.' });
const nameSchema = (what: string, max = 100) =>
  z.string({ error: `${what}을(를) 입력해주세요.` }).trim().min(1, `${what}을(를) 입력해주세요.`).max(max, `${what}은(는) ${max}자 이하로 입력해주세요.`);
const descriptionSchema = z.string().trim().max(2000, '설명은 2000자 이하로 입력해주세요.');
const versionSchema = z.number({ error: '버전(version)이 필요합니다.' }).int().min(1);

/** A rating scale: its points from low to high (e.g. 1 미흡 … 5 탁월). */
export const scalePointSchema = z
  .object({ value: z.number().int().min(0).max(100), label: nameSchema('척도 이름', 30) })
  .strict();
export const ratingScaleDataSchema = z
  .object({ points: z.array(scalePointSchema).min(2, '척도는 2단계 이상이어야 합니다.').max(10, '척도는 10단계 이하여야 합니다.') })
  .strict()
  .refine((d) => d.points.every((p, i) => i === 0 || p.value > d.points[i - 1]!.value), {
    message: '척도 값은 낮은 값부터 커지는 순서여야 합니다.',
    path: ['points'],
  });
/** A grade's score band (0–100, inclusive lower bound, exclusive upper bound except 100). */
export const gradeDataSchema = z
  .object({ minScore: z.number().min(0).max(100), maxScore: z.number().min(0).max(100), ratio: z.number().min(0).max(100).nullable().default(null) })
  .strict()
  .refine((d) => d.minScore < d.maxScore, { message: '점수 구간의 하한은 상한보다 작아야 합니다.', path: ['minScore'] });
export const emptyDataSchema = z.object({}).strict();

export const codeDataSchemas = {
  rating_scale: ratingScaleDataSchema,
  grade: gradeDataSchema,
  competency: emptyDataSchema,
  question_category: emptyDataSchema,
} as const;

const codeValueSchema = z
  .string({ error: '코드를 입력해주세요.' })
  .trim()
  .min(1, '코드를 입력해주세요.')
  .max(30, '코드는 30자 이하로 입력해주세요.')
  .regex(/^[A-Za-z0-9_+-]+$/, '코드는 영문, 숫자, _, +, - 만 사용할 수 있습니다.');

const codeFields = {
  code: codeValueSchema,
  name: nameSchema('이름'),
  description: descriptionSchema.default(''),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  isActive: z.boolean().default(true),
  /** rating_scale: { points }, grade: { minScore, maxScore, ratio (권장 비율 %) }, others: {}. */
  data: z.record(z.string(), z.unknown()).default({}),
};

function checkCodeData(v: { kind: CodeKind; data: unknown }, ctx: z.RefinementCtx) {
  const parsed = codeDataSchemas[v.kind].safeParse(v.data);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path] });
}

export const createCodeSchema = z
  .object({ kind: z.enum(codeKinds, { error: `kind는 ${codeKinds.join(', ')} 중 하나입니다.` }), ...codeFields })
  .strict()
  .superRefine(checkCodeData);
export type CreateCode = z.input<typeof createCodeSchema>;
/** The kind and the code do not change; the whole rest is sent with the version read. */
export const updateCodeSchema = z
  .object({
    name: codeFields.name,
    description: codeFields.description,
    sortOrder: codeFields.sortOrder,
    isActive: codeFields.isActive,
    data: codeFields.data,
    version: versionSchema,
    /** Why it changed (kept in the history). */
    reason: z.string().trim().max(500).default(''),
  })
  .strict();
export type UpdateCode = z.input<typeof updateCodeSchema>;

export const codeSchema = z
  .object({
    id: z.string(),
    kind: z.enum(codeKinds),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    sortOrder: z.number(),
    isActive: z.boolean(),
    data: z.record(z.string(), z.unknown()),
    version: z.number(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EvaluationCode' });
export type EvaluationCode = z.infer<typeof codeSchema>;

export const codeHistorySchema = z.object({
  data: z.array(
    z.object({
      version: z.number(),
      snapshot: codeSchema.omit({ version: true, updatedAt: true, id: true }),
      reason: z.string(),
      actor: z.string(),
      at: z.string(),
    }),
  ),
});
export const codeListQuerySchema = z
  .object({ kind: z.enum(codeKinds).optional(), includeInactive: z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] }).default(false) })
  .strict();

// ---------------------------------------------------------------------------------------------
// Templates

export const questionSchema = z
  .object({
    /** Stable within the template (answers refer to it); the editor makes one with crypto.randomUUID(). */
    id: z.string().trim().min(1).max(64),
    kind: z.enum(questionKinds, { error: `문항 유형은 ${questionKinds.join(', ')} 중 하나입니다.` }),
    title: nameSchema('문항 제목', 200),
    description: descriptionSchema.default(''),
    required: z.boolean().default(true),
    /** Percent of the total score; scored questions only (text: 0). */
    weight: z.number().int('가중치는 정수로 입력해주세요.').min(0, '가중치는 0 이상이어야 합니다.').max(100, '가중치는 100 이하여야 합니다.').default(0),
    /** scale / competency: the rating-scale code. */
    scaleCode: z.string().trim().max(30).nullable().default(null),
    /** competency: the competency code; others: an optional question category code. */
    competencyCode: z.string().trim().max(30).nullable().default(null),
    categoryCode: z.string().trim().max(30).nullable().default(null),
    /** Who answers it. */
    answeredBy: z.array(z.enum(parties)).min(1, '답변할 사람(본인, 1차 평가자, 2차 평가자)을 하나 이상 선택해주세요.'),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.kind === 'text' && q.weight !== 0) ctx.addIssue({ code: 'custom', message: '서술형 문항에는 가중치를 줄 수 없습니다.', path: ['weight'] });
    if ((q.kind === 'scale' || q.kind === 'competency') && !q.scaleCode)
      ctx.addIssue({ code: 'custom', message: '평가 척도를 선택해주세요.', path: ['scaleCode'] });
    if (q.kind === 'competency' && !q.competencyCode) ctx.addIssue({ code: 'custom', message: '역량을 선택해주세요.', path: ['competencyCode'] });
  });
export type Question = z.output<typeof questionSchema>;

export const sectionSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    title: nameSchema('섹션 제목', 200),
    description: descriptionSchema.default(''),
    questions: z.array(questionSchema).min(1, '섹션에 문항을 하나 이상 추가해주세요.').max(100),
  })
  .strict();
export type Section = z.output<typeof sectionSchema>;

export const sectionsSchema = z
  .array(sectionSchema)
  .min(1, '섹션을 하나 이상 추가해주세요.')
  .max(30)
  .superRefine((sections, ctx) => {
    const ids = sections.flatMap((s) => s.questions.map((q) => q.id));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: '문항 ID가 중복되었습니다.' });
    const scored = sections.flatMap((s) => s.questions).filter((q) => scoredKinds.includes(q.kind));
    const total = weightTotal(sections);
    if (scored.length > 0 && total !== 100) ctx.addIssue({ code: 'custom', message: weightTotalMessage(total) });
  });

export const templateInputSchema = z
  .object({ name: nameSchema('템플릿 이름'), description: descriptionSchema.default(''), sections: sectionsSchema })
  .strict();
export type TemplateInput = z.input<typeof templateInputSchema>;
export const updateTemplateSchema = templateInputSchema.extend({ version: versionSchema }).strict();
export type UpdateTemplate = z.input<typeof updateTemplateSchema>;

export const templateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    sections: z.array(sectionSchema),
    /** Used by an open, closed or released cycle: edits make a copy. */
    frozen: z.boolean(),
    copiedFromId: z.string().nullable(),
    isActive: z.boolean(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EvaluationTemplate' });
export type EvaluationTemplate = z.infer<typeof templateSchema>;
export const templateSummarySchema = templateSchema.omit({ sections: true }).extend({ questionCount: z.number() });
/** PUT answers the template it wrote: the same one, or (frozen) a new copy with `copied: true`. */
export const templateWriteResultSchema = templateSchema.extend({ copied: z.boolean() });

// ---------------------------------------------------------------------------------------------
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
// Results and calibration

export const resultRowSchema = z.object({
  evaluationId: z.string(),
  employee: personSchema,
  status: z.enum(evaluationStatuses),
  selfScore: z.number().nullable(),
  firstScore: z.number().nullable(),
  secondScore: z.number().nullable(),
  finalScore: z.number().nullable(),
  /** The grade of the score band. */
  computedGrade: z.string().nullable(),
  /** After calibration (else the computed grade). */
  grade: z.string().nullable(),
  calibrated: z.boolean(),
  calibrationReason: z.string().nullable(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;
export const cycleResultsSchema = z.object({
  cycle: cycleSchema,
  data: z.array(resultRowSchema),
  /** Count per grade with the recommended ratio of the grade code (forced distribution: guidance only). */
  distribution: z.array(z.object({ grade: z.string(), name: z.string(), count: z.number(), percent: z.number(), recommendedPercent: z.number().nullable() })),
  averageScore: z.number().nullable(),
});
export type CycleResults = z.infer<typeof cycleResultsSchema>;
export const calibrateSchema = z
  .object({
    evaluationId: idSchema,
    grade: z.string({ error: '조정할 등급을 선택해주세요.' }).trim().min(1, '조정할 등급을 선택해주세요.').max(30),
    reason: z.string({ error: '조정 사유를 입력해주세요.' }).trim().min(1, '조정 사유를 입력해주세요.').max(2000),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Endpoints

const params = z.object({ id: idSchema });

export const evaluationEndpoints = withSchemas(evaluationRoutes, {
  // Codes
  listCodes: { query: codeListQuerySchema, response: z.object({ data: z.array(codeSchema) }) },
  createCode: { body: createCodeSchema, response: codeSchema },
  updateCode: { params, body: updateCodeSchema, response: codeSchema },
  codeHistory: { params, response: codeHistorySchema },

  // Templates
  listTemplates: { response: z.object({ data: z.array(templateSummarySchema) }) },
  createTemplate: { body: templateInputSchema, response: templateSchema },
  getTemplate: { params, response: templateSchema },
  updateTemplate: { params, body: updateTemplateSchema, response: templateWriteResultSchema },
  deleteTemplate: { params },

  // Cycles
  listCycles: { query: cycleListQuerySchema, response: pageOf(cycleSchema) },
  createCycle: { body: createCycleSchema, response: cycleSchema },
  getCycle: { params, response: cycleSchema },
  updateCycle: { params, body: updateCycleSchema, response: cycleSchema },
  deleteCycle: { params },
  buildPopulation: { params, response: assignmentsSchema },
  assignments: { params, response: assignmentsSchema },
  overrideEvaluators: { params, body: overrideEvaluatorsSchema, response: assignmentsSchema },
  openCycle: { params, body: cycleActionSchema, response: cycleSchema },
  closeCycle: { params, body: cycleActionSchema, response: cycleSchema },
  releaseCycle: { params, body: cycleActionSchema, response: cycleSchema },
  cycleStatus: { params, response: cycleStatusReportSchema },
  remind: { params, body: remindSchema, response: remindResultSchema },
  cycleResults: { params, response: cycleResultsSchema },
  calibrate: { params, body: calibrateSchema, response: resultRowSchema },
  cycleReport: { params },
  cycleResultsExport: { params },

  // Evaluations (spec 7.11's paths)
  myTasks: { query: myTasksQuerySchema, response: myTasksSchema },
  getEvaluation: { params, response: evaluationSchema },
  saveDraft: { params, body: saveDraftSchema, response: saveDraftResultSchema },
  submit: { params, body: submitSchema, response: evaluationSchema },
  returnEvaluation: { params, body: returnSchema, response: evaluationSchema },
  confirm: { params, body: confirmSchema, response: evaluationSchema },
  bulkSave: { body: bulkSaveSchema, response: bulkSaveResultSchema },
  evaluationReport: { params },
});
