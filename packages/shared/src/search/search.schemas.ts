import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { documentKinds, hangulSyllable, documentOwnerTypes, searchMinLength, searchResultTypes, searchRoutes, searchTooShortMessage } from './search';

/** Spec 3.6: what the global search box and /search show. `href` is the screen the result opens. */
export const searchResultSchema = z
  .object({
    id: z.string(),
    type: z.enum(searchResultTypes),
    title: z.string(),
    subtitle: z.string().nullable(),
    href: z.string(),
    meta: z
      .object({
        employeeNo: z.string().optional(),
        /** The record's status in Korean (재직, 진행중, 입사 예정 ...). */
        status: z.string().optional(),
        /** ISO timestamp of the last change (a document: when it was uploaded or generated). */
        updatedAt: z.string().optional(),
        participants: z.number().optional(),
        items: z.number().optional(),
        version: z.string().optional(),
        /** Documents: their kind's label, MIME type and size in bytes. */
        kind: z.string().optional(),
        mime: z.string().optional(),
        size: z.number().optional(),
      })
      .partial(),
  })
  .meta({ id: 'SearchResult' });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.');

/**
 * q: see searchMinLength. type: one type or all. corporationId, unitId (the unit and those under it),
 * status (a result's meta.status, exact) and from/to (meta.updatedAt's day in Asia/Seoul, inclusive)
 * narrow every type that has such a field; a type without one finds nothing while it is set.
 */
export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, '검색어는 100자 이하로 입력해주세요.')
      .refine((q) => [...q].length >= searchMinLength.other || ([...q].length === 1 && hangulSyllable.test(q)), searchTooShortMessage),
    type: z.enum(['all', ...searchResultTypes]).default('all'),
    corporationId: z.uuid('법인을 다시 선택해주세요.').optional(),
    unitId: z.uuid('조직을 다시 선택해주세요.').optional(),
    status: z.string().trim().min(1).max(50).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(100).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: '종료일은 시작일 이후여야 합니다.', path: ['to'] });

const countsSchema = z.object(Object.fromEntries(searchResultTypes.map((t) => [t, z.number()])) as Record<(typeof searchResultTypes)[number], z.ZodNumber>);

/**
 * One page of results of the chosen type (or all), best first: exact 사번 / e-mail / full name or
 * title, then prefix, then 초성 and partial matches. `counts` are per type for the filter row (over
 * every type, whatever `type` is; each stops at searchCountLimit); `total` is the chosen type's (or
 * all types') count, `hasNext` whether another page follows.
 */
export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  counts: countsSchema,
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  hasNext: z.boolean(),
});

/** /documents/{id}: what the file is and whose it is. */
export const documentSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(documentKinds),
    kindLabel: z.string(),
    owner: z.object({ type: z.enum(documentOwnerTypes), id: z.string(), label: z.string(), href: z.string() }),
    uploadedBy: z.string(),
    uploadedAt: z.string(),
    mime: z.string(),
    size: z.number(),
    /** A PDF or image the browser can show inline (GET file?inline=1). */
    previewable: z.boolean(),
  })
  .meta({ id: 'Document' });

const documentParams = z.object({ id: z.string().max(100) });

export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchCounts = z.infer<typeof countsSchema>;
export type DocumentInfo = z.infer<typeof documentSchema>;

export const searchEndpoints = withSchemas(searchRoutes, {
  search: { query: searchQuerySchema, response: searchResponseSchema },
  document: { params: documentParams, response: documentSchema },
  documentFile: { params: documentParams, query: z.object({ inline: z.enum(['0', '1']).optional() }).strict() },
});
