import { reportCategories, reportCategoryLabels } from '@saram/shared/reports/reports';
import { CalendarClock, Eye, Lock, Search, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/forms/input';
import { cn } from '../../../lib/cn';
import { filterCatalogue, type CatalogueEntry, type CategoryFilter } from './center-logic';

const accents: Record<string, string> = {
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  rose: 'bg-rose-500',
  violet: 'bg-violet-500',
  cyan: 'bg-cyan-500',
  orange: 'bg-orange-500',
  teal: 'bg-teal-500',
  slate: 'bg-slate-500',
};

const categoryOptions: { value: CategoryFilter; label: string }[] = [{ value: 'all', label: '전체' }, ...reportCategories.map((c) => ({ value: c, label: reportCategoryLabels[c] }))];

function ReportCard({ entry, canSchedule, onSchedule }: { entry: CatalogueEntry; canSchedule: boolean; onSchedule: () => void }) {
  const titleId = `report-card-${entry.type}`;
  return (
    <article
      aria-labelledby={titleId}
      data-allowed={entry.allowed}
      className={cn('flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white', !entry.allowed && 'bg-gray-50 opacity-60')}
    >
      <span className={cn('h-1', accents[entry.color] ?? 'bg-gray-400')} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="font-semibold text-gray-900">
            {entry.title}
          </h3>
          <Badge tone="neutral">{reportCategoryLabels[entry.category]}</Badge>
        </div>
        <p className="mt-1.5 flex-1 text-sm text-gray-600 [word-break:keep-all]">{entry.description}</p>
        <p className={cn('mt-3 flex items-center gap-1 text-xs', entry.allowed ? 'text-emerald-700' : 'text-gray-600')}>
          {entry.allowed ? <ShieldCheck className="size-3.5" aria-hidden="true" /> : <Lock className="size-3.5" aria-hidden="true" />}
          {entry.allowed ? '열람 권한 있음' : '열람 권한 없음'}
        </p>
        <div className="mt-3 flex gap-2">
          {entry.allowed ? (
            <Link to={entry.route} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1' })} aria-label={`${entry.title} 보기`}>
              <Eye aria-hidden="true" />
              보기
            </Link>
          ) : (
            <Button variant="outline" size="sm" className="flex-1" disabled aria-label={`${entry.title} 보기`}>
              <Eye aria-hidden="true" />
              보기
            </Button>
          )}
          {entry.allowed && canSchedule && (
            <Button variant="secondary" size="sm" className="flex-1" onClick={onSchedule} aria-label={`${entry.title} 예약`}>
              <CalendarClock aria-hidden="true" />
              예약
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** 카탈로그: the ten report types, searched and filtered on the client (the list is short and fixed). */
export function CatalogueTab({ types, canSchedule, onSchedule }: { types: readonly CatalogueEntry[]; canSchedule: boolean; onSchedule: (entry: CatalogueEntry) => void }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const shown = filterCatalogue(types, search, category);
  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative sm:w-80">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
          <Input type="search" className="pl-9" placeholder="리포트 검색..." aria-label="리포트 검색" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div role="group" aria-label="분류" className="flex flex-wrap gap-1.5">
          {categoryOptions.map((option) => (
            <Button key={option.value} size="sm" variant={category === option.value ? 'primary' : 'outline'} aria-pressed={category === option.value} onClick={() => setCategory(option.value)}>
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 py-12 text-center text-sm text-gray-600">검색 조건에 맞는 리포트가 없습니다.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((entry) => (
            <ReportCard key={entry.type} entry={entry} canSchedule={canSchedule} onSchedule={() => onSchedule(entry)} />
          ))}
        </div>
      )}
    </div>
  );
}
