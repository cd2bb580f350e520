import { searchTexts, searchTooShortMessage } from '@saram/shared/search/search';
import type { SearchResult } from '@saram/shared/search/search.schemas';
import { ArrowRight, Clock, Search, SearchX, ShieldAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Command, CommandGroup, CommandItem, CommandList } from '../../../components/ui/overlays/command';
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from '../../../components/ui/overlays/popover';
import { isShortcut, useIsMobile } from '../../../components/ui/layout/sidebar';
import { cn } from '../../../lib/cn';
import { searchBoxClasses, searchTriggerClasses, ShortcutHint } from './search-box';
import { countText, isSearchForbidden, isSearchable, searchDebounceMs, useSearchResults, type SearchFilter } from '../api';
import { advancedSearchHref } from '../result-href';
import { recentSearches, useSearchHistory } from '../search-history';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SearchFilterRow } from './search-filter-row';
import { keepActivationKeys, PanelMessage, ResultSkeleton, resultsId, SearchInput } from './search-panel-parts';
import { SearchResultSummary } from './search-result-summary';

/**
 * The header's global search (spec 2.5): a popover opened by focusing the box or Ctrl/Cmd+K, 600 px
 * wide (full width on phones) with a 400 px result area; filter row, recent searches, results from
 * GET /api/search after a 300 ms pause once 2 characters are typed, an empty state and a link to
 * the advanced search page. The header shows it through HeaderSearch, which loads it when first used
 * and hands over what was typed (`initialQuery`) with the popover open.
 */
export function GlobalSearch({ initialQuery = '', initiallyOpen = false }: { initialQuery?: string; initiallyOpen?: boolean }) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [open, setOpen] = useState(initiallyOpen);
  const [query, setQuery] = useState(initialQuery);
  const [type, setType] = useState<SearchFilter>('all');
  const [selected, setSelected] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, searchDebounceMs);
  const search = useSearchResults({ q: debounced, type, limit: 10 });
  const history = useSearchHistory((state) => state.entries);
  const addToHistory = useSearchHistory((state) => state.add);
  const clearHistory = useSearchHistory((state) => state.clear);
  const recent = recentSearches(history);

  const showResults = isSearchable(trimmed);
  const settled = trimmed === debounced && !search.isFetching;
  const results: SearchResult[] = showResults ? (search.data?.results ?? []) : [];
  const firstValue = showResults ? (results[0] ? `result:${results[0].type}:${results[0].id}` : '') : recent[0] ? `recent:${recent[0].query}` : '';

  // Highlight the first entry whenever the list changes, so Enter opens it.
  useEffect(() => setSelected(firstValue), [firstValue]);

  // Opened from the header's stand-in: the typing goes on here, after what was typed there.
  useEffect(() => {
    if (!initiallyOpen) return;
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(initialQuery.length, initialQuery.length);
  }, [initiallyOpen, initialQuery]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, 'k')) return;
      event.preventDefault();
      setOpen(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => setOpen(false);

  const openResult = (result: SearchResult) => {
    addToHistory(debounced);
    close();
    setQuery('');
    inputRef.current?.blur();
    void navigate(result.href);
  };

  const input = (
    <SearchInput
      inputRef={inputRef}
      open={open}
      query={query}
      onQueryChange={setQuery}
      onOpen={() => setOpen(true)}
      onTabIntoPanel={() => panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus()}
      className={searchBoxClasses(isMobile)}
    />
  );

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Command
        shouldFilter={false}
        vimBindings={false}
        loop
        value={selected}
        onValueChange={setSelected}
        className={cn('relative', isMobile ? 'w-auto' : 'w-full max-w-sm')}
      >
        {isMobile ? (
          <PopoverTrigger aria-label="통합 검색 열기" className={searchTriggerClasses}>
            <Search className="size-5" aria-hidden="true" />
          </PopoverTrigger>
        ) : (
          <PopoverAnchor asChild>
            <div ref={anchorRef} className="relative w-full">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
                aria-hidden="true"
              />
              {input}
              {!query && <ShortcutHint />}
            </div>
          </PopoverAnchor>
        )}

        <PopoverContent
          ref={panelRef}
          align={isMobile ? 'end' : 'start'}
          collisionPadding={8}
          data-testid="search-popover"
          aria-label="통합 검색"
          className="flex w-[calc(100vw-1rem)] flex-col overflow-hidden md:w-[600px]"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!isMobile) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {isMobile && (
            <div className="relative flex items-center border-b border-gray-200 pr-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gray-500"
                aria-hidden="true"
              />
              {input}
              <PopoverClose
                aria-label="검색 닫기"
                className="flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100"
              >
                <X className="size-5" aria-hidden="true" />
              </PopoverClose>
            </div>
          )}
          <div className="border-b border-gray-100 px-3 py-2.5" onKeyDown={keepActivationKeys}>
            <SearchFilterRow value={type} onChange={setType} counts={showResults ? search.data?.counts : undefined} />
          </div>

          {/* Focusable so that a keyboard can scroll a long list (the options themselves are not tab stops). */}
          <div
            id={resultsId}
            tabIndex={0}
            className="h-[min(400px,55dvh)] overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 md:h-[400px]"
          >
            {!showResults && trimmed.length > 0 && (
              <p className="px-4 pt-3 text-xs text-gray-600">{searchTooShortMessage}</p>
            )}
            {!showResults && recent.length > 0 && (
              <div className="flex items-center justify-between px-4 pt-3" onKeyDown={keepActivationKeys}>
                <span className="text-xs font-medium text-gray-500" aria-hidden="true">
                  최근 검색
                </span>
                <button
                  type="button"
                  onClick={() => {
                    clearHistory();
                    inputRef.current?.focus();
                  }}
                  className="rounded-md px-1.5 py-0.5 text-xs text-gray-600 hover:bg-gray-100 hover:text-gray-900"
                >
                  최근 검색 전체 삭제
                </button>
              </div>
            )}
            {(showResults ? results.length > 0 : recent.length > 0) && (
              // Only options inside the listbox; messages stay outside it.
              <CommandList label={showResults ? '검색 결과' : '최근 검색'} className="max-h-none overflow-visible">
                {showResults ? (
                  <CommandGroup
                    heading="검색 결과"
                    className={cn('transition-opacity duration-150', !settled && 'opacity-60')}
                  >
                    {results.map((result) => (
                      <CommandItem
                        key={`${result.type}:${result.id}`}
                        value={`result:${result.type}:${result.id}`}
                        onSelect={() => openResult(result)}
                      >
                        <SearchResultSummary result={result} />
                      </CommandItem>
                    ))}
                  </CommandGroup>
                ) : (
                  <CommandGroup heading="최근 검색" className="pt-1 [&_[cmdk-group-heading]]:sr-only">
                    {recent.map((entry) => (
                      <CommandItem
                        key={entry.query}
                        value={`recent:${entry.query}`}
                        onSelect={() => {
                          setQuery(entry.query);
                          inputRef.current?.focus();
                        }}
                      >
                        <Clock className="size-4 text-gray-400" aria-hidden="true" />
                        <span className="truncate">{entry.query}</span>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                )}
              </CommandList>
            )}
            {!showResults && recent.length === 0 && trimmed.length === 0 && (
              <PanelMessage icon={<Search />} title="직원, 조직, 문서, 평가를 한 번에 찾습니다">
                이름, 사번, 이메일, 조직명, 문서 제목을 입력하세요. 초성(ㄱㅁㅅ)으로도 찾습니다.
              </PanelMessage>
            )}
            {showResults && results.length === 0 && !settled && <ResultSkeleton />}
            {showResults && results.length === 0 && settled && isSearchForbidden(search.error) && (
              <PanelMessage icon={<ShieldAlert />} title="권한 없음">
                검색할 권한이 없습니다. 업무에 필요하다면 시스템 관리자에게 권한을 요청하세요.
              </PanelMessage>
            )}
            {showResults && results.length === 0 && settled && search.isError && !isSearchForbidden(search.error) && (
              <PanelMessage icon={<SearchX />} title={searchTexts.errorDescription}>
                잠시 후 다시 시도해주세요.
              </PanelMessage>
            )}
            {showResults && results.length === 0 && settled && !search.isError && (
              <PanelMessage icon={<SearchX />} title={searchTexts.empty(debounced)}>
                철자를 확인하거나 다른 검색어, 다른 검색 대상을 선택해 보세요.
              </PanelMessage>
            )}
          </div>

          <div
            className="flex items-center justify-between gap-3 border-t border-gray-100 bg-gray-50/70 px-4 py-2.5 text-xs text-gray-600"
            onKeyDown={keepActivationKeys}
          >
            <span className="hidden items-center gap-3 md:flex" aria-hidden="true">
              <span>↑↓ 이동</span>
              <span>Enter 열기</span>
              <span>Esc 닫기</span>
            </span>
            <span className="ml-auto flex items-center gap-2">
            {showResults && search.data && settled && search.data.total > results.length && (
              <span className="tabular-nums">{`${results.length}건 / 전체 ${countText(search.data.total, false)}건`}</span>
            )}
            <Link
              to={advancedSearchHref(trimmed, type)}
              onClick={() => {
                if (isSearchable(trimmed)) addToHistory(trimmed);
                close();
              }}
              className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 font-medium text-brand-700 hover:bg-brand-50"
            >
              고급 검색
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
            </span>
          </div>
        </PopoverContent>
      </Command>
    </Popover>
  );
}
