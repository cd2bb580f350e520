import { z } from 'zod';

/** `page` from 1 and `limit` per page, as the spec's list calls send them. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** A page of results: `{ data, total, page, limit, hasNext }` (spec 7.2). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number(), page: z.number(), limit: z.number(), hasNext: z.boolean() });
}
