import { cn } from '../../lib/cn';

export type StatusTab<T extends string> = { value: T; label: string; count?: number | undefined };

/** A list's status tabs with their counts (pressed buttons above the filters; the list follows the URL). */
export function StatusTabs<T extends string>({ tabs, value, onChange, label = '상태' }: { tabs: readonly StatusTab<T>[]; value: T; onChange: (value: T) => void; label?: string }) {
  return (
    <div role="group" aria-label={label} className="flex max-w-full gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((tab) => {
        const active = value === tab.value;
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
            {tab.count !== undefined && <span className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700 tabular-nums">{tab.count.toLocaleString('ko-KR')}</span>}
          </button>
        );
      })}
    </div>
  );
}
