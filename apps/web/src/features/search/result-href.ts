import { searchTypeLabels } from '@saram/shared/search/search';
import type { SearchFilter } from './api';

/** The advanced search page for a query and filter. */
export function advancedSearchHref(query: string, type: string): string {
  const params = new URLSearchParams();
  const q = query.trim();
  if (q) params.set('q', q);
  params.set('type', type);
  return `/search?${params.toString()}`;
}

export const searchFilterLabels: Record<SearchFilter, string> = { all: '전체', ...searchTypeLabels };
