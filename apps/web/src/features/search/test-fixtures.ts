import { searchResultTypes } from '@saram/shared/search/search';
import type { SearchCounts, SearchResponse, SearchResult } from '@saram/shared/search/search.schemas';
import { jsonResponse } from '../../test/render-app';

/** A result as GET /api/search answers it (href from the type, as the server builds it). */
export function result(partial: Partial<SearchResult> & Pick<SearchResult, 'id' | 'title'>): SearchResult {
  const type = partial.type ?? 'employee';
  const href = type === 'employee' ? `/employees?id=${partial.id}` : type === 'document' ? `/documents/${partial.id}` : `/${type}/${partial.id}`;
  return { type, subtitle: null, meta: {}, href, ...partial };
}

export function counts(values: Partial<SearchCounts> = {}): SearchCounts {
  return { ...(Object.fromEntries(searchResultTypes.map((type) => [type, 0])) as SearchCounts), ...values };
}

/** One page of an answer; counts default to the results' own types. */
export function searchResponse(results: SearchResult[], options: Partial<Omit<SearchResponse, 'results'>> = {}): Response {
  const own = counts();
  for (const r of results) own[r.type] += 1;
  return jsonResponse({ results, counts: own, total: results.length, page: 1, limit: 10, hasNext: false, ...options });
}
