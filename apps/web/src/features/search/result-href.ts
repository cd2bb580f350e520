import type { SearchResultType } from '@saram/shared/search';
import type { SearchResult } from '@saram/shared/search.schemas';

/** Where selecting a search result goes (spec 2.5). */
export function searchResultHref(result: Pick<SearchResult, 'id' | 'type'>): string {
  const id = encodeURIComponent(result.id);
  switch (result.type) {
    case 'employee':
      return `/employees?id=${id}`;
    case 'document':
      return `/documents/${id}`;
    case 'evaluation':
      return `/eval/evaluations/${id}`;
    case 'checklist':
      return `/checklist-templates?id=${id}`;
    case 'candidate':
      return '/job-notices';
  }
}

/** The advanced search page for a query and filter. */
export function advancedSearchHref(query: string, type: string): string {
  const params = new URLSearchParams();
  const q = query.trim();
  if (q) params.set('q', q);
  params.set('type', type);
  return `/search?${params.toString()}`;
}

export const searchResultTypeLabels: Record<SearchResultType, string> = {
  employee: '직원',
  document: '문서',
  evaluation: '평가',
  checklist: '체크리스트',
  candidate: '입사 예정자',
};

export const searchFilterLabels = {
  all: '전체',
  employee: '직원',
  document: '문서',
  evaluation: '평가',
} as const;
