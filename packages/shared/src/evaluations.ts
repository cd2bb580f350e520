import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageOf } from './pagination';

/**
 * Performance evaluations (spec 2.2 evaluation area, 4, 7.2 check-or-create, 7.11; issue 15).
 *
 * - Codes: rating scales, grades with score bands (S/A/B/C/D), competency and question categories,
 *   kept as data; every change is a new version in their history.
 * - Templates: sections of questions (scale, text, goal, competency), each answered by some of
 *   본인 / 1차 평가자 / 2차 평가자; the weights of the scored questions total 100. A template used by
 *   an open (or later) cycle is frozen: an edit makes a copy.
 * - Cycles: period, template, population (units, employment types, hire-date cut-off); evaluator
 *   assignment (1차 = leader of the person's unit, 2차 = leader of the unit above; manual overrides);
 *   draft → open → closed → released.
 * - Evaluations: one per person and cycle; 작성 중 → 제출 → 1차 검토 → 2차 검토 → 확정, 반려 back one
 *   step with a comment. The server decides each caller's part and what they may read.
 */

// ---------------------------------------------------------------------------------------------
// Codes

export const codeKinds = ['rating_scale', 'grade', 'competency', 'question_category'] as const;
export type CodeKind = (typeof codeKinds)[number];
export const codeKindLabels: Record<CodeKind, string> = {
  rating_scale: '평가 척도',
  grade: '등급',
  competency: '역량',
  question_category: '문항 분류',
};

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

/** A code that may be seeded (demo) or re-created by HR: the usual Korean set. */
export const defaultGradeBands = [
  { code: 'S', name: 'S (탁월)', minScore: 90, maxScore: 100, ratio: 10 },
  { code: 'A', name: 'A (우수)', minScore: 80, maxScore: 90, ratio: 20 },
  { code: 'B', name: 'B (보통)', minScore: 70, maxScore: 80, ratio: 40 },
  { code: 'C', name: 'C (미흡)', minScore: 60, maxScore: 70, ratio: 20 },
  { code: 'D', name: 'D (부족)', minScore: 0, maxScore: 60, ratio: 10 },
] as const;

export type GradeBand = { code: string; name: string; minScore: number; maxScore: number; ratio: number | null };

/** The grade whose band holds `score` (upper bounds exclusive, except 100). */
export function gradeOf(score: number | null, bands: readonly GradeBand[]): string | null {
  if (score === null) return null;
  const band = bands.find((b) => score >= b.minScore && (score < b.maxScore || (b.maxScore === 100 && score === 100)));
  return band?.code ?? null;
}

// ---------------------------------------------------------------------------------------------
// Templates

export const parties = ['self', 'first', 'second'] as const;
export type Party = (typeof parties)[number];
export const partyLabels: Record<Party, string> = { self: '본인', first: '1차 평가자', second: '2차 평가자' };

export const questionKinds = ['scale', 'text', 'goal', 'competency'] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindLabels: Record<QuestionKind, string> = { scale: '척도 평가', text: '서술형', goal: '목표(달성률)', competency: '역량 평가' };
/** Questions that carry a score (and so a weight); text questions have no weight. */
export const scoredKinds: readonly QuestionKind[] = ['scale', 'goal', 'competency'];

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

export const weightTotalMessage = (total: number) => `점수 문항의 가중치 합계는 100이어야 합니다. (현재 ${total})`;
/** The weight total of the scored questions. */
export function weightTotal(sections: readonly { questions: readonly { kind: QuestionKind; weight: number }[] }[]): number {
  return sections.flatMap((s) => s.questions).reduce((sum, q) => sum + (scoredKinds.includes(q.kind) ? q.weight : 0), 0);
}

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

export const cycleStatuses = ['draft', 'open', 'closed', 'released'] as const;
export type CycleStatus = (typeof cycleStatuses)[number];
export const cycleStatusLabels: Record<CycleStatus, string> = { draft: '준비 중', open: '진행 중', closed: '마감', released: '결과 공개' };
export const cycleTransitions = {
  open: { from: 'draft', to: 'open' },
  close: { from: 'open', to: 'closed' },
  release: { from: 'closed', to: 'released' },
} as const satisfies Record<string, { from: CycleStatus; to: CycleStatus }>;

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

export const evaluationStatuses = ['draft', 'submitted', 'first_reviewed', 'second_reviewed', 'confirmed'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];
export const evaluationStatusLabels: Record<EvaluationStatus, string> = {
  draft: '작성 중',
  submitted: '제출',
  first_reviewed: '1차 검토',
  second_reviewed: '2차 검토',
  confirmed: '확정',
};
/** Whose part is open for writing in each status (none once 2차 검토 is done). */
export const writerOf: Record<EvaluationStatus, Party | null> = {
  draft: 'self',
  submitted: 'first',
  first_reviewed: 'second',
  second_reviewed: null,
  confirmed: null,
};

export const evaluationActions = ['submit', 'return', 'confirm', 'calibrate'] as const;
export type EvaluationAction = (typeof evaluationActions)[number];
export const evaluationActionLabels: Record<EvaluationAction, string> = { submit: '제출', return: '반려', confirm: '확정', calibrate: '등급 조정' };

/**
 * The transition table. submit: the writer of the status hands on (본인 → 1차 → 2차; with no 2차
 * 평가자 the 1차 submit goes straight to 2차 검토). return (반려): the next party sends it back one
 * step with a comment. confirm: HR, after 2차 검토.
 */
export const submitTarget = (from: EvaluationStatus, hasSecond: boolean): EvaluationStatus | null =>
  from === 'draft' ? 'submitted' : from === 'submitted' ? (hasSecond ? 'first_reviewed' : 'second_reviewed') : from === 'first_reviewed' ? 'second_reviewed' : null;
/** 반려: who may return from each status, and where to. */
export const returnStep: Partial<Record<EvaluationStatus, { by: Party | 'hr'; to: EvaluationStatus }>> = {
  submitted: { by: 'first', to: 'draft' },
  first_reviewed: { by: 'second', to: 'submitted' },
  second_reviewed: { by: 'hr', to: 'first_reviewed' },
};
export function returnTarget(from: EvaluationStatus, hasSecond: boolean): EvaluationStatus | null {
  if (from === 'second_reviewed' && !hasSecond) return 'submitted';
  return returnStep[from]?.to ?? null;
}
export const confirmFrom: EvaluationStatus = 'second_reviewed';
/** Final score = 1차 × 60% + 2차 × 40% (1차 alone when there is no 2차 평가자). */
export const stageWeights = { first: 0.6, second: 0.4 } as const;

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
// Endpoints. Access: evaluations:self for the calls every evaluated person and evaluator makes (the
// service decides per record and field); evaluations:evaluate for bulk work; evaluations:read for
// HR reading; evaluations:manage for codes, templates, cycles and calibration; evaluations:reports
// for the cycle report.

const params = z.object({ id: idSchema });
const codesBase = '/api/evaluation-codes';
const templatesBase = '/api/evaluation-templates';
const cyclesBase = '/api/evaluation-cycles';

export const evaluationEndpoints = {
  // Codes
  listCodes: endpoint({ method: 'GET', path: codesBase, access: 'evaluations:read', query: codeListQuerySchema, response: z.object({ data: z.array(codeSchema) }) }),
  createCode: endpoint({ method: 'POST', path: codesBase, access: 'evaluations:manage', body: createCodeSchema, response: codeSchema, status: 201 }),
  updateCode: endpoint({ method: 'PUT', path: `${codesBase}/:id`, access: 'evaluations:manage', params, body: updateCodeSchema, response: codeSchema }),
  codeHistory: endpoint({ method: 'GET', path: `${codesBase}/:id/history`, access: 'evaluations:read', params, response: codeHistorySchema }),

  // Templates
  listTemplates: endpoint({ method: 'GET', path: templatesBase, access: 'evaluations:read', response: z.object({ data: z.array(templateSummarySchema) }) }),
  createTemplate: endpoint({ method: 'POST', path: templatesBase, access: 'evaluations:manage', body: templateInputSchema, response: templateSchema, status: 201 }),
  getTemplate: endpoint({ method: 'GET', path: `${templatesBase}/:id`, access: 'evaluations:read', params, response: templateSchema }),
  updateTemplate: endpoint({ method: 'PUT', path: `${templatesBase}/:id`, access: 'evaluations:manage', params, body: updateTemplateSchema, response: templateWriteResultSchema }),
  deleteTemplate: endpoint({ method: 'DELETE', path: `${templatesBase}/:id`, access: 'evaluations:manage', params, status: 204 }),

  // Cycles
  listCycles: endpoint({ method: 'GET', path: cyclesBase, access: 'evaluations:read', query: cycleListQuerySchema, response: pageOf(cycleSchema) }),
  createCycle: endpoint({ method: 'POST', path: cyclesBase, access: 'evaluations:manage', body: createCycleSchema, response: cycleSchema, status: 201 }),
  getCycle: endpoint({ method: 'GET', path: `${cyclesBase}/:id`, access: 'evaluations:read', params, response: cycleSchema }),
  updateCycle: endpoint({ method: 'PUT', path: `${cyclesBase}/:id`, access: 'evaluations:manage', params, body: updateCycleSchema, response: cycleSchema }),
  deleteCycle: endpoint({ method: 'DELETE', path: `${cyclesBase}/:id`, access: 'evaluations:manage', params, status: 204 }),
  /** Rebuilds the population of a draft cycle (new people added, leavers removed, overrides kept) and lists it. */
  buildPopulation: endpoint({ method: 'POST', path: `${cyclesBase}/:id/population`, access: 'evaluations:manage', params, response: assignmentsSchema }),
  assignments: endpoint({ method: 'GET', path: `${cyclesBase}/:id/assignments`, access: 'evaluations:read', params, response: assignmentsSchema }),
  overrideEvaluators: endpoint({ method: 'PUT', path: `${cyclesBase}/:id/assignments`, access: 'evaluations:manage', params, body: overrideEvaluatorsSchema, response: assignmentsSchema }),
  openCycle: endpoint({ method: 'POST', path: `${cyclesBase}/:id/open`, access: 'evaluations:manage', params, body: cycleActionSchema, response: cycleSchema }),
  closeCycle: endpoint({ method: 'POST', path: `${cyclesBase}/:id/close`, access: 'evaluations:manage', params, body: cycleActionSchema, response: cycleSchema }),
  releaseCycle: endpoint({ method: 'POST', path: `${cyclesBase}/:id/release`, access: 'evaluations:manage', params, body: cycleActionSchema, response: cycleSchema }),
  cycleStatus: endpoint({ method: 'GET', path: `${cyclesBase}/:id/status`, access: 'evaluations:read', params, response: cycleStatusReportSchema }),
  remind: endpoint({ method: 'POST', path: `${cyclesBase}/:id/remind`, access: 'evaluations:manage', params, body: remindSchema, response: remindResultSchema }),
  cycleResults: endpoint({ method: 'GET', path: `${cyclesBase}/:id/results`, access: 'evaluations:read', params, response: cycleResultsSchema }),
  calibrate: endpoint({ method: 'POST', path: `${cyclesBase}/:id/calibrations`, access: 'evaluations:manage', params, body: calibrateSchema, response: resultRowSchema }),
  cycleReport: endpoint({ method: 'GET', path: `${cyclesBase}/:id/report`, access: 'evaluations:reports', params, file: true }),
  /** The results as an Excel file (/eval/reports). */
  cycleResultsExport: endpoint({ method: 'GET', path: `${cyclesBase}/:id/results/export`, access: 'evaluations:reports', params, file: true }),

  // Evaluations (spec 7.11's paths)
  myTasks: endpoint({ method: 'GET', path: '/api/v1/evaluation/evaluations/my-tasks', access: 'evaluations:self', query: myTasksQuerySchema, response: myTasksSchema }),
  getEvaluation: endpoint({ method: 'GET', path: '/api/evaluations/:id', access: 'evaluations:self', params, response: evaluationSchema }),
  saveDraft: endpoint({ method: 'PUT', path: '/api/evaluations/:id/save-draft', access: 'evaluations:self', params, body: saveDraftSchema, response: saveDraftResultSchema }),
  submit: endpoint({ method: 'POST', path: '/api/mongo/evaluation/evaluations/:id/submit', access: 'evaluations:self', params, body: submitSchema, response: evaluationSchema }),
  returnEvaluation: endpoint({ method: 'POST', path: '/api/evaluations/:id/return', access: 'evaluations:self', params, body: returnSchema, response: evaluationSchema }),
  confirm: endpoint({ method: 'POST', path: '/api/evaluations/:id/confirm', access: 'evaluations:manage', params, body: confirmSchema, response: evaluationSchema }),
  bulkSave: endpoint({ method: 'POST', path: '/api/evaluation/evaluations/bulk-save', access: 'evaluations:evaluate', body: bulkSaveSchema, response: bulkSaveResultSchema }),
  evaluationReport: endpoint({ method: 'GET', path: '/api/evaluations/:id/report', access: 'evaluations:self', params, file: true }),
};
