import { cn } from '../../../lib/cn';
import { searchFilters, type SearchFilter } from '../api';
import { searchFilterLabels } from '../result-href';

/** 전체 · 직원 · 문서 · 평가 (spec 2.5). */
export function SearchFilterRow({
  value,
  onChange,
  className,
}: {
  value: SearchFilter;
  onChange: (value: SearchFilter) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="검색 대상" className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {searchFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'h-7 rounded-full border px-3 text-xs font-medium transition-colors duration-150',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            value === filter
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
          )}
        >
          {searchFilterLabels[filter]}
        </button>
      ))}
    </div>
  );
}
