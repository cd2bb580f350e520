import { z } from 'zod';

/** The error body's schema. The codes: error-codes.ts (zod-free, so that the web can import them without zod). */

/** Per-field messages: `{ 'person.email': '올바른 이메일 형식이 아닙니다.' }`. */
export const fieldErrorsSchema = z.record(z.string(), z.string());

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
    details: z.unknown().nullable(),
    errorId: z.string(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
