import { z } from 'zod';

/** The codes live in a zod-free module so that the web can import them without zod. */
export { errorCatalogue, type ErrorCode } from './error-codes';

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
