import { z } from 'zod';
import { evaluationStatuses } from './evaluations';
import { cycleSchema, personSchema } from './cycles.schemas';
import { idSchema } from './fields.schemas';

/** Performance evaluations (evaluations.ts): a cycle's results and calibration. */

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
