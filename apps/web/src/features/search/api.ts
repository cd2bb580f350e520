import type { SearchQuery, SearchResult } from '@saram/shared/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { api } from '../../lib/api-client';

/** GET /api/search (spec 2.5, 3.6): the global search box and the /search page. */

export type SearchFilter = SearchQuery['type'];
export type SearchResponse = { results: SearchResult[] };

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
    queryFn: ({ signal }) => api.get<SearchResponse>('search', { query: { q: query, type, limit }, signal }),
    enabled: isSearchable(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // Typing again is the retry; the failure has its own toast below.
    retry: false,
    meta: { silent: true },
  });
}

/** Search results for an already debounced query; a failure toasts 검색 오류 (spec 8.2). */
export function useSearchResults(q: string, type: SearchFilter, limit = 10) {
  const result = useQuery(searchQueryOptions(q, type, limit));
  const { isError, errorUpdatedAt } = result;
  useEffect(() => {
    if (isError) toast.error('검색 오류', { id: 'search-error', description: '검색 중 오류가 발생했습니다.' });
  }, [isError, errorUpdatedAt]);
  return result;
}
