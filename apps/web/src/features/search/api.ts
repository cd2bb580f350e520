import { hangulSyllable, searchCountLimit, searchMinLength, searchResultTypes, searchRoutes, searchTexts } from '@saram/shared/search/search';
import type { SearchCounts, SearchQuery } from '@saram/shared/search/search.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/toaster';
import { call, isApiError } from '../../lib/api/api-client';

/** GET /api/search (spec 2.5, 3.6, issue 31): the global search box and the /search page. */

export type SearchFilter = SearchQuery['type'];
export type SearchFacets = Partial<Pick<SearchQuery, 'corporationId' | 'unitId' | 'status' | 'from' | 'to'>>;
export type SearchParams = SearchFacets & { q: string; type: SearchFilter; page?: number; limit?: number };

export const searchDebounceMs = 300;
export const searchFilters: readonly SearchFilter[] = ['all', ...searchResultTypes];
/** The spec's filter row (2.5); the other types join it when they have results. */
export const primaryFilters: readonly SearchFilter[] = ['all', 'employee', 'document', 'evaluation'];

export function isSearchFilter(value: string | null | undefined): value is SearchFilter {
  return searchFilters.includes(value as SearchFilter);
}

/**
 * The contract's minimum: one whole Hangul syllable (a family name such as 김 is a real search),
 * otherwise two characters.
 */
export function isSearchable(query: string): boolean {
  const chars = [...query.trim()];
  return chars.length >= searchMinLength.other || (chars.length === searchMinLength.hangulSyllable && hangulSyllable.test(chars[0] ?? ''));
}

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, params] as const,
};

export function searchQueryOptions(params: SearchParams) {
  const q = params.q.trim();
  const normalized: SearchParams = { ...params, q, page: params.page ?? 1, limit: params.limit ?? 10 };
  return queryOptions({
    queryKey: searchKeys.results(normalized),
    queryFn: ({ signal }) => call(searchRoutes.search, { query: normalized as SearchQuery }, { signal }),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // Typing again is the retry; the failure has its own toast below.
    retry: false,
    meta: { silent: true },
  });
}

/** A 403: the caller may not search; the screens show 권한 없음, never a retry suggestion. */
export function isSearchForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * Search results for an already debounced query; a failure toasts 검색 오류 (spec 8.2), except a
 * refusal (403), which the screens show as 권한 없음, and a 400 (a facet the server refused), which
 * the page shows by its field.
 */
export function useSearchResults(params: SearchParams) {
  const result = useQuery(searchQueryOptions(params));
  const { isError, error, errorUpdatedAt } = result;
  const quiet = isSearchForbidden(error) || (isApiError(error) && error.status === 400);
  useEffect(() => {
    if (isError && !quiet) toast.error(searchTexts.errorTitle, { id: 'search-error', description: searchTexts.errorDescription });
  }, [isError, quiet, errorUpdatedAt]);
  return result;
}

/** A filter's count as the filter row shows it: '100+' at the contract's limit. */
export function countText(count: number, capped = count >= searchCountLimit): string {
  return `${count.toLocaleString('ko-KR')}${capped ? '+' : ''}`;
}

/** 전체: every type's count together (marked + when any of them stopped at the limit). */
export function filterCount(counts: SearchCounts, filter: SearchFilter): { count: number; capped: boolean } {
  if (filter !== 'all') return { count: counts[filter], capped: counts[filter] >= searchCountLimit };
  const values = searchResultTypes.map((type) => counts[type]);
  return { count: values.reduce((sum, value) => sum + value, 0), capped: values.some((value) => value >= searchCountLimit) };
}

/** The filters shown: the spec's four, then each other type that has results (or is chosen). */
export function visibleFilters(counts: SearchCounts | undefined, selected: SearchFilter): SearchFilter[] {
  const others = searchResultTypes.filter(
    (type) => !primaryFilters.includes(type) && (type === selected || (counts !== undefined && counts[type] > 0)),
  );
  return [...primaryFilters, ...others];
}
