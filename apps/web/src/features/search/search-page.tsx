import { searchTexts, searchTooShortMessage } from '@saram/shared/search/search';
import { ChevronLeft, ChevronRight, Search, SearchX, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/forms/input';
import { PageHeader } from '../../components/ui/layout/page-header';
import { isApiError } from '../../lib/api/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { countText, isSearchFilter, isSearchForbidden, isSearchable, searchDebounceMs, useSearchResults, type SearchFacets, type SearchFilter } from './api';
import { hasFacets, SearchFacetsBar } from './components/search-facets';
import { SearchFilterRow } from './components/search-filter-row';
import { SearchResultSummary } from './components/search-result-summary';
import { useSearchHistory } from './search-history';

export const searchPageSize = 20;
const facetKeys = ['corporationId', 'unitId', 'status', 'from', 'to'] as const;

type PageState = SearchFacets & { q: string; type: SearchFilter; page: number };

function readState(params: URLSearchParams): PageState {
  const rawType = params.get('type');
  const page = Number(params.get('page'));
  const facets = Object.fromEntries(facetKeys.map((key) => [key, params.get(key) || undefined]).filter(([, value]) => value)) as SearchFacets;
  return {
    ...facets,
    q: (params.get('q') ?? '').trim(),
    type: isSearchFilter(rawType) ? rawType : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toParams(state: PageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  params.set('type', state.type);
  for (const key of facetKeys) if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** '21-40 / 312건'; a page of one row '41 / 41건'. */
function rangeText(first: number, last: number, total: number): string {
  const n = (value: number) => value.toLocaleString('ko-KR');
  return `${first === last ? n(first) : `${n(first)}-${n(last)}`} / ${n(total)}건`;
}

/**
 * /search?q=&type=&corporationId=&unitId=&status=&from=&to=&page= (spec 2.2, issue 31): the
 * advanced search. Typing searches after the 300 ms pause (the address follows, replacing its
 * entry); 검색 searches at once and remembers the query. Any change but the page starts at page 1.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const { q, type, page } = state;
  const facets: SearchFacets = Object.fromEntries(facetKeys.map((key) => [key, state[key]]));
  const [draft, setDraft] = useState(q);
  const addToHistory = useSearchHistory((s) => s.add);
  const search = useSearchResults({ ...facets, q, type, page, limit: searchPageSize });
  const searchable = isSearchable(q);
  const data = searchable ? search.data : undefined;
  const results = data?.results ?? [];

  const typed = useDebouncedValue(draft.trim(), searchDebounceMs);

  // Back and forward change the URL: the field follows (unless it already shows that query).
  useEffect(() => setDraft((current) => (current.trim() === q ? current : q)), [q]);

  const update = (next: Partial<PageState>, replace = false) => setParams(toParams({ ...state, page: 1, ...next }), { replace });

  // The pause after typing searches too (300 ms, the contract's minimum length).
  useEffect(() => {
    if (typed !== q && isSearchable(typed)) update({ q: typed }, true);
    // Only a new pause in typing searches (not a change of the address or the filter).
  }, [typed]);

  const badRequest = isApiError(search.error) && search.error.status === 400 ? search.error.message : null;
  const first = (page - 1) * searchPageSize + 1;

  return (
    <>
      <PageHeader title="통합 검색" description="직원, 지원자, 조직, 체크리스트, 평가, 리포트, 문서를 한 번에 찾습니다." />
      <Card className="mb-4 space-y-4 p-4">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (isSearchable(draft)) addToHistory(draft);
            update({ q: draft.trim() });
          }}
        >
          <label htmlFor="search-page-query" className="sr-only">
            검색어
          </label>
          <Input
            id="search-page-query"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="이름, 사번, 이메일, 조직명, 문서 제목 (초성 검색 가능)"
            className="h-10"
          />
          <Button type="submit" className="h-10">
            <Search aria-hidden="true" />
            검색
          </Button>
        </form>
        <SearchFilterRow value={type} counts={data?.counts} onChange={(next) => update({ type: next })} />
        <SearchFacetsBar facets={facets} type={type} onChange={(next) => update({ ...Object.fromEntries(facetKeys.map((key) => [key, undefined])), ...next })} />
        {badRequest && (
          <p role="alert" className="text-sm text-red-700">
            {badRequest}
          </p>
        )}
      </Card>

      {!searchable ? (
        <Card className="px-6 py-12 text-center text-sm text-gray-600">{searchTooShortMessage}</Card>
      ) : search.isPending ? (
        <Card className="p-2" aria-busy="true" aria-label="검색 중">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3 px-3 py-3">
              <span className="size-9 animate-pulse rounded-lg bg-gray-100" />
              <span className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
            </div>
          ))}
        </Card>
      ) : isSearchForbidden(search.error) ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <ShieldAlert className="mb-3 size-8 text-amber-700" aria-hidden="true" />
          <p className="text-sm font-medium text-gray-800">권한 없음</p>
          <p className="mt-1 text-xs text-gray-600">검색할 권한이 없습니다. 업무에 필요하다면 시스템 관리자에게 권한을 요청하세요.</p>
        </Card>
      ) : search.isError && !data ? (
        <Card role="alert" className="px-6 py-12 text-center text-sm text-gray-700">
          {badRequest ?? searchTexts.errorDescription}
        </Card>
      ) : results.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <SearchX className="mb-3 size-8 text-gray-400" aria-hidden="true" />
          <p className="text-sm font-medium text-gray-800">{searchTexts.empty(q)}</p>
          <p className="mt-1 text-xs text-gray-600">
            {hasFacets(facets) ? '조건을 줄이거나 초기화해 보세요.' : '철자를 확인하거나 검색 대상을 바꿔 보세요.'}
          </p>
        </Card>
      ) : (
        <Card aria-busy={search.isFetching}>
          <p className="border-b border-gray-100 px-4 py-3 text-xs text-gray-600 tabular-nums">
            {`검색 결과 ${countText(data?.total ?? results.length, false)}건`}
          </p>
          <ul className="divide-y divide-gray-100" aria-label="검색 결과">
            {results.map((result) => (
              <li key={`${result.type}:${result.id}`}>
                <Link
                  to={result.href}
                  className="flex items-center gap-3 px-4 py-3 transition-colors duration-150 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                >
                  <SearchResultSummary result={result} />
                </Link>
              </li>
            ))}
          </ul>
          {(page > 1 || data?.hasNext) && (
            <nav aria-label="페이지" className="flex items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 text-sm text-gray-600">
              <span className="tabular-nums">{rangeText(first, first + results.length - 1, data?.total ?? 0)}</span>
              <span className="flex items-center gap-1.5">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => update({ page: page - 1 })} aria-label="이전 페이지">
                  <ChevronLeft aria-hidden="true" />
                  <span className="hidden sm:inline">이전</span>
                </Button>
                <span className="min-w-14 text-center tabular-nums">{`${page} / ${Math.max(page, Math.ceil((data?.total ?? 0) / searchPageSize))}`}</span>
                <Button variant="outline" size="sm" disabled={!data?.hasNext} onClick={() => update({ page: page + 1 })} aria-label="다음 페이지">
                  <span className="hidden sm:inline">다음</span>
                  <ChevronRight aria-hidden="true" />
                </Button>
              </span>
            </nav>
          )}
        </Card>
      )}
    </>
  );
}
