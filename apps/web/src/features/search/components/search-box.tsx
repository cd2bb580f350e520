import { cn } from '../../../lib/cn';

/** The search box's look and attributes, shared by the header's stand-in (header-search.tsx) and the real combobox (global-search.tsx). */

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The look of the search box. */
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
