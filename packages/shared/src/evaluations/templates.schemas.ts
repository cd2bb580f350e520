import { z } from 'zod';
import { parties, questionKinds, scoredKinds, weightTotal, weightTotalMessage } from './evaluations';
import { descriptionSchema, nameSchema, versionSchema } from './fields.schemas';

/** Performance evaluations (evaluations.ts): templates (sections and questions). */

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
