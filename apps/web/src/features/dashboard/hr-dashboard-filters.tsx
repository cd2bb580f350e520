import type { DashboardQuery } from '@saram/shared/dashboard/dashboard.schemas';
import { RotateCcw } from 'lucide-react';
import { DateFilter } from '../../components/list/date-filter';
import { FilterSelect } from '../../components/list/filter-select';
import { Button } from '../../components/ui/button';

export type HrDashboardFiltersProps = {
  query: DashboardQuery;
  /** The period the server applied (the default when none is chosen). */
  applied: { from: string; to: string } | undefined;
  /** The corporations to choose from (the departments call answers them). */
  corporations: readonly { id: string; name: string }[];
  onChange: (query: DashboardQuery) => void;
};

/** 기간 and 법인: the dashboard's filters, kept in the URL. */
export function HrDashboardFilters({ query, applied, corporations, onChange }: HrDashboardFiltersProps) {
  const set = (change: Partial<DashboardQuery>) => {
    const next: DashboardQuery = { ...query, ...change };
    for (const key of Object.keys(next) as (keyof DashboardQuery)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  const filtered = Boolean(query.from || query.to || query.corporationId);
  return (
    <section aria-label="대시보드 조건" className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:max-w-md">
        <DateFilter label="기간 시작" value={query.from ?? applied?.from} max={query.to ?? applied?.to} onChange={(from) => set({ from })} />
        <DateFilter label="기간 종료" value={query.to ?? applied?.to} min={query.from ?? applied?.from} onChange={(to) => set({ to })} />
      </div>
      <FilterSelect
        className="w-full sm:w-56"
        label="법인"
        value={query.corporationId}
        options={corporations.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(corporationId) => set({ corporationId })}
      />
      <Button variant="ghost" disabled={!filtered} onClick={() => onChange({})}>
        <RotateCcw aria-hidden="true" />
        최근 12개월
      </Button>
    </section>
  );
}
