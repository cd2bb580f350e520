import { Search, SearchX, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  isSearchFilter,
  isSearchForbidden,
  isSearchable,
  searchDebounceMs,
  searchMinLength,
  useSearchResults,
  type SearchFilter,
} from './api';
import { SearchFilterRow } from './components/search-filter-row';
import { SearchResultSummary } from './components/search-result-summary';
import { searchResultHref } from './result-href';
import { useSearchHistory } from './search-history';

const pageLimit = 50;

/**
 * /search?q={query}&type={all|employee|document|evaluation} (spec 2.2): the advanced search. Typing
 * searches after the 300 ms pause (the address follows, replacing its entry); 검색 searches at once
 * and remembers the query.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const rawType = params.get('type');
  const type: SearchFilter = isSearchFilter(rawType) ? rawType : 'all';
  const [draft, setDraft] = useState(q);
  const addToHistory = useSearchHistory((state) => state.add);
  const search = useSearchResults(q, type, pageLimit);
  const results = isSearchable(q) ? (search.data?.results ?? []) : [];

  const typed = useDebouncedValue(draft.trim(), searchDebounceMs);

  // Back and forward change the URL: the field follows (unless it already shows that query).
  useEffect(() => setDraft((current) => (current.trim() === q ? current : q)), [q]);

  const update = (next: { q?: string; type?: SearchFilter }, replace = false) => {
    const nextQ = (next.q ?? q).trim();
    const nextParams = new URLSearchParams();
    if (nextQ) nextParams.set('q', nextQ);
    nextParams.set('type', next.type ?? type);
    setParams(nextParams, { replace });
  };

  // The pause after typing searches too (spec 5: 300 ms, 2 characters).
  useEffect(() => {
    if (typed !== q && isSearchable(typed)) update({ q: typed }, true);
    // Only a new pause in typing searches (not a change of the address or the filter).
  }, [typed]);

  return (
    <>
      <PageHeader title="통합 검색" description="직원, 문서, 평가를 한 번에 찾습니다." />
      <Card className="mb-4 p-4">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (isSearchable(draft)) addToHistory(draft);
            update({ q: draft });
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
            placeholder="이름, 사번, 문서 제목"
            className="h-10"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            검색
          </Button>
        </form>
        <SearchFilterRow className="mt-3" value={type} onChange={(next) => update({ type: next })} />
      </Card>

      {!isSearchable(q) ? (
        <Card className="px-6 py-12 text-center text-sm text-gray-600">
          검색어를 {searchMinLength}자 이상 입력하세요.
        </Card>
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
      ) : search.isError ? (
        <Card role="alert" className="px-6 py-12 text-center text-sm text-gray-700">
          검색 중 오류가 발생했습니다.
        </Card>
      ) : results.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <SearchX className="mb-3 size-8 text-gray-400" aria-hidden="true" />
          <p className="text-sm font-medium text-gray-800">{`"${q}"에 대한 검색 결과가 없습니다`}</p>
          <p className="mt-1 text-xs text-gray-600">철자를 확인하거나 검색 대상을 바꿔 보세요.</p>
        </Card>
      ) : (
        <Card>
          <p className="border-b border-gray-100 px-4 py-3 text-xs text-gray-600 tabular-nums">
            검색 결과 {results.length}건
          </p>
          <ul className="divide-y divide-gray-100">
            {results.map((result) => (
              <li key={`${result.type}:${result.id}`}>
                <Link
                  to={searchResultHref(result)}
                  className="flex items-center gap-3 px-4 py-3 transition-colors duration-150 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                >
                  <SearchResultSummary result={result} />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
