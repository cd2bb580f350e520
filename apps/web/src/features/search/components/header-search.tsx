import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isShortcut, useIsMobile } from '../../../components/ui/sidebar';
import { cn } from '../../../lib/cn';

const loadGlobalSearch = () => import('./global-search');
type GlobalSearchComponent = Awaited<ReturnType<typeof loadGlobalSearch>>['GlobalSearch'];

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The look of the search box, shared by the stand-in below and the real combobox. */
export function searchBoxClasses(isMobile: boolean) {
  return cn(
    'h-9 w-full min-w-0 rounded-lg border border-gray-200 bg-gray-50 pr-3 pl-9 text-sm text-gray-900',
    'placeholder:text-gray-500 transition-colors duration-150 hover:border-gray-300',
    'focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/25',
    !isMobile && 'pr-16',
    isMobile && 'h-11 border-0 bg-transparent pl-10 text-base hover:border-0 focus:outline-none',
  );
}

/** The box's own attributes, the same on the stand-in and on the combobox. */
export const searchBoxAttributes = {
  type: 'text',
  role: 'combobox',
  'aria-label': '통합 검색',
  'aria-keyshortcuts': 'Control+K Meta+K',
  autoComplete: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
  placeholder: '직원, 조직, 문서, 평가 검색',
} as const;

export const searchTriggerClasses =
  'flex size-9 items-center justify-center rounded-lg text-gray-600 transition-colors duration-150 ' +
  'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

export function ShortcutHint() {
  return (
    <kbd className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded-md border border-gray-200 bg-white px-1.5 py-0.5 font-sans text-[11px] font-medium text-gray-500">
      {isMac ? '⌘K' : 'Ctrl K'}
    </kbd>
  );
}

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
