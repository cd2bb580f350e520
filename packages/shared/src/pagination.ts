/** Pages of list answers. Their schemas (the page query, pageOf): pagination.schemas.ts. */

export type Page<T> = { data: T[]; total: number; page: number; limit: number; hasNext: boolean };

/** The page answer for `data` (one page of `total` rows) at the query's page and limit. */
export function pageResult<T>(data: T[], total: number, q: { page: number; limit: number }): Page<T> {
  return { data, total, page: q.page, limit: q.limit, hasNext: q.page * q.limit < total };
}
