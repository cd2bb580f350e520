import { searchRoutes } from '@saram/shared/search';
import type { SearchQuery } from '@saram/shared/search.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/toaster';
import { call, isApiError } from '../../lib/api-client';

/** GET /api/search (spec 2.5, 3.6): the global search box and the /search page. */

export type SearchFilter = SearchQuery['type'];

/** Spec 5 and 9: the search runs only for queries of at least 2 characters. */
export const searchMinLength = 2;
export const searchDebounceMs = 300;
export const searchFilters: readonly SearchFilter[] = ['all', 'employee', 'document', 'evaluation'];

export function isSearchFilter(value: string | null | undefined): value is SearchFilter {
  return searchFilters.includes(value as SearchFilter);
}

export function isSearchable(query: string): boolean {
  return query.trim().length >= searchMinLength;
}

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, type: SearchFilter, limit: number) => [...searchKeys.all, { q, type, limit }] as const,
};

export function searchQueryOptions(q: string, type: SearchFilter, limit = 10) {
  const query = q.trim();
  return queryOptions({
    queryKey: searchKeys.results(query, type, limit),
    queryFn: ({ signal }) => call(searchRoutes.search, { query: { q: query, type, limit } }, { signal }),
    enabled: isSearchable(query),
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
 * refusal (403), which the screens show as 권한 없음.
 */
export function useSearchResults(q: string, type: SearchFilter, limit = 10) {
  const result = useQuery(searchQueryOptions(q, type, limit));
  const { isError, error, errorUpdatedAt } = result;
  const forbidden = isSearchForbidden(error);
  useEffect(() => {
    if (isError && !forbidden) toast.error('검색 오류', { id: 'search-error', description: '검색 중 오류가 발생했습니다.' });
  }, [isError, forbidden, errorUpdatedAt]);
  return result;
}
