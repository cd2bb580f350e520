import type { SearchCounts } from '@saram/shared/search/search.schemas';
import { cn } from '../../../lib/cn';
import { countText, filterCount, visibleFilters, type SearchFilter } from '../api';
import { searchFilterLabels } from '../result-href';

/**
 * 전체 · 직원 · 문서 · 평가 (spec 2.5), then each other type that has results, each with its count
 * once the server has answered. One line that scrolls sideways on a narrow screen.
 */
export function SearchFilterRow({
  value,
  onChange,
  counts,
  className,
}: {
  value: SearchFilter;
  onChange: (value: SearchFilter) => void;
  counts?: SearchCounts | undefined;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="검색 대상"
      className={cn('-mx-1 flex items-center gap-1.5 overflow-x-auto px-1 py-0.5 [scrollbar-width:none]', className)}
    >
      {visibleFilters(counts, value).map((filter) => {
        const label = searchFilterLabels[filter];
        const count = counts ? filterCount(counts, filter) : undefined;
        const pressed = value === filter;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            aria-label={count ? `${label} ${countText(count.count, count.capped)}건` : label}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex h-7 shrink-0 items-center gap-1.5 rounded-full border px-3 text-xs font-medium whitespace-nowrap transition-colors duration-150',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              pressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
            )}
          >
            {label}
            {count && (
              <span aria-hidden="true" className={cn('tabular-nums', pressed ? 'text-white' : 'text-gray-600')}>
                {countText(count.count, count.capped)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
