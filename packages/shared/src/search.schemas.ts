import { z } from 'zod';
import { withSchemas } from './endpoint';
import { searchResultTypes, searchRoutes } from './search';

/** Spec 3.6: what the global search box and /search show. */
export const searchResultSchema = z
  .object({
    id: z.string(),
    type: z.enum(searchResultTypes),
    title: z.string(),
    subtitle: z.string().nullable(),
    meta: z
      .object({
        employeeNo: z.string().optional(),
        status: z.string().optional(),
        updatedAt: z.string().optional(),
        participants: z.number().optional(),
        items: z.number().optional(),
        version: z.string().optional(),
      })
      .partial(),
  })
  .meta({ id: 'SearchResult' });

export const searchQuerySchema = z
  .object({
    q: z.string().trim().min(2, '검색어는 2자 이상 입력해주세요.').max(100),
    type: z.enum(['all', 'employee', 'document', 'evaluation']).default('all'),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });

export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchEndpoints = withSchemas(searchRoutes, {
  search: { query: searchQuerySchema, response: searchResponseSchema },
});
