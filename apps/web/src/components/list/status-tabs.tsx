import { cn } from '../../lib/cn';

export type StatusTab<T extends string> = { value: T; label: string };

/** A list's status filter as tabs, each with its count once known (pressed = the current one). */
export function StatusTabs<T extends string>({
  tabs,
  value,
  counts,
  onChange,
}: {
  tabs: readonly StatusTab<T>[];
  value: T;
  /** The count of each tab, in the order of `tabs` (undefined while loading). */
  counts: readonly (number | undefined)[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label="상태" className="flex max-w-full gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((tab, index) => {
        const active = value === tab.value;
        const count = counts[index];
        return (
          <button
            key={tab.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.value)}
            className={cn(
              '-mb-px inline-flex h-10 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
              'focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
              active ? 'border-brand-600 text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
            {count !== undefined && <span className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700 tabular-nums">{count.toLocaleString('ko-KR')}</span>}
          </button>
        );
      })}
    </div>
  );
}
