import { searchCountLimit, searchResultTypes, type SearchResultType } from '@saram/shared/search';
import type { SearchCounts, SearchQuery, SearchResponse, SearchResult } from '@saram/shared/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { searchResults as employeeResults } from '../employees/employees.service';

/**
 * One searchable kind of record. Each feature that owns such records contributes a source (its
 * service function); a source must apply the caller's record scope itself.
 */
export type SearchSource = {
  type: SearchResultType;
  search: (db: Db, actor: Actor, q: string, limit: number) => Promise<SearchResult[]>;
};

const sources: SearchSource[] = [{ type: 'employee', search: employeeResults }];

export async function search(db: Db, actor: Actor, query: SearchQuery): Promise<SearchResponse> {
  const wanted = sources.filter((s) => query.type === 'all' || s.type === query.type);
  const found = (await Promise.all(wanted.map((s) => s.search(db, actor, query.q, query.page * query.limit)))).flat();
  const counts = Object.fromEntries(searchResultTypes.map((t) => [t, Math.min(found.filter((r) => r.type === t).length, searchCountLimit)])) as SearchCounts;
  const results = found.slice((query.page - 1) * query.limit, query.page * query.limit);
  return { results, counts, total: found.length, page: query.page, limit: query.limit, hasNext: query.page * query.limit < found.length };
}
