import { useCommandState } from 'cmdk';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode, RefObject } from 'react';
import { searchBoxAttributes } from './search-box';

/** Pieces of the global search popover: the combobox, the loading rows and the panel messages. */

export const resultsId = 'global-search-results';

/** Enter and Space belong to the focused button or link, not to cmdk's "select the highlighted item". */
export function keepActivationKeys(event: ReactKeyboardEvent) {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

type SearchInputProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  open: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: () => void;
  onTabIntoPanel: () => void;
  className?: string;
};

/** A combobox driving cmdk's list (cmdk's own input claims aria-expanded even while closed). */
export function SearchInput({ inputRef, open, query, onQueryChange, onOpen, onTabIntoPanel, className }: SearchInputProps) {
  const activeId = useCommandState((state) => state.selectedItemId);
  return (
    <input
      ref={inputRef}
      {...searchBoxAttributes}
      aria-expanded={open}
      aria-controls={open ? resultsId : undefined}
      aria-autocomplete="list"
      aria-activedescendant={open ? activeId : undefined}
      value={query}
      onChange={(event) => {
        onQueryChange(event.target.value);
        onOpen();
      }}
      onFocus={onOpen}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && !event.shiftKey && open) {
          event.preventDefault();
          onTabIntoPanel();
        }
      }}
      className={className}
    />
  );
}

export function ResultSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-1 p-1.5">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3 px-2.5 py-2">
          <span className="size-9 animate-pulse rounded-lg bg-gray-100" />
          <span className="flex-1 space-y-1.5">
            <span className="block h-3.5 w-1/3 animate-pulse rounded bg-gray-100" />
            <span className="block h-3 w-1/2 animate-pulse rounded bg-gray-100" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function PanelMessage({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex h-full min-h-40 flex-col items-center justify-center px-6 py-8 text-center">
      {icon && (
        <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-500 [&_svg]:size-5">
          {icon}
        </span>
      )}
      <p className="text-sm font-medium text-gray-800">{title}</p>
      {children && <p className="mt-1 text-xs text-gray-600">{children}</p>}
    </div>
  );
}
