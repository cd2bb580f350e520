import { z } from 'zod';
import { type CodeKind, codeKinds } from './evaluations';
import { descriptionSchema, nameSchema, versionSchema } from './fields.schemas';

/** Performance evaluations (evaluations.ts): codes (rating scales, grades, ...). */

// Codes


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
