import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isShortcut, useIsMobile } from '../../../components/ui/layout/sidebar';
import { searchBoxAttributes, searchBoxClasses, searchTriggerClasses, ShortcutHint } from './search-box';

const loadGlobalSearch = () => import('./global-search');
type GlobalSearchComponent = Awaited<ReturnType<typeof loadGlobalSearch>>['GlobalSearch'];

/**
 * The header's global search (global-search.tsx) loads its list and popover (cmdk, Radix) when the
 * box is first used: a pointer over it fetches them, focus, a tap or Ctrl/Cmd+K opens it. Until
 * they are there a plain box of the same look stands in (it keeps focus), and what was typed into it
 * carries over.
 */
export function HeaderSearch() {
  const isMobile = useIsMobile();
  const [GlobalSearch, setGlobalSearch] = useState<GlobalSearchComponent | null>(null);
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const activate = () => void loadGlobalSearch().then((module) => setGlobalSearch(() => module.GlobalSearch));

  useEffect(() => {
    if (GlobalSearch) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, 'k')) return;
      event.preventDefault();
      inputRef.current?.focus();
      activate();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [GlobalSearch]);

  if (GlobalSearch) return <GlobalSearch initialQuery={query} initiallyOpen />;
  return isMobile ? (
    <button type="button" aria-label="통합 검색 열기" className={searchTriggerClasses} onPointerEnter={() => void loadGlobalSearch()} onClick={activate}>
      <Search className="size-5" aria-hidden="true" />
    </button>
  ) : (
    <div className="relative w-full max-w-sm" onPointerEnter={() => void loadGlobalSearch()}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
      <input
        ref={inputRef}
        {...searchBoxAttributes}
        aria-expanded={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={activate}
        className={searchBoxClasses(false)}
      />
      {!query && <ShortcutHint />}
    </div>
  );
}
