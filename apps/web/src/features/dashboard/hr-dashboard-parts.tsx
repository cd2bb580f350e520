import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatCount, type Breakdown, type Figure } from './hr-dashboard-logic';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** One headline figure; the whole tile opens the list behind it. */
export function FigureTile({ figure }: { figure: Figure }) {
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-gray-600">
        {figure.label}
        {figure.href && <ChevronRight className="size-4 text-gray-400 transition-colors group-hover:text-brand-600" aria-hidden="true" />}
      </span>
      <span className="mt-1 block text-2xl font-bold tracking-tight text-gray-900 tabular-nums" data-figure={figure.id}>
        {figure.value}
      </span>
      {figure.hint && <span className="mt-1 block text-xs leading-snug text-gray-600">{figure.hint}</span>}
    </>
  );
  const tile = 'group block h-full rounded-xl border border-gray-200 bg-white p-4';
  return figure.href ? (
    <Link
      to={figure.href}
      title={figure.title}
      className={cn(tile, 'transition-colors hover:border-brand-300 hover:bg-brand-50/30', focusRing)}
    >
      {body}
      <span className="sr-only">목록 보기</span>
    </Link>
  ) : (
    <div className={tile} title={figure.title}>
      {body}
    </div>
  );
}

/** A titled card. */
export function Panel({ title, description, children, className }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <h2 className="text-base font-semibold tracking-tight text-gray-900">{title}</h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Name and count per row, with a bar for its share; each row opens its list when it has one. */
export function BreakdownList({ label, rows, unit = '명' }: { label: string; rows: Breakdown[]; unit?: string }) {
  if (!rows.length) return <p className="py-6 text-center text-sm text-gray-600">표시할 자료가 없습니다.</p>;
  const max = Math.max(...rows.map((r) => r.count), 1);
  return (
    <ul className="space-y-1" aria-label={label}>
      {rows.map((r) => {
        const content = (
          <>
            <span className="truncate text-gray-800" title={r.name}>
              {r.name}
            </span>
            <span className="h-2 rounded-full bg-gray-100" aria-hidden="true">
              <span className="block h-full rounded-full bg-brand-500" style={{ width: `${(r.count / max) * 100}%` }} />
            </span>
            <span className="text-right font-medium text-gray-900 tabular-nums">{formatCount(r.count, unit)}</span>
          </>
        );
        const row = 'grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-3 rounded-md px-2 py-1.5 text-sm';
        return (
          <li key={r.key}>
            {r.href ? (
              <Link to={r.href} className={cn(row, 'hover:bg-gray-50', focusRing)}>
                {content}
              </Link>
            ) : (
              <div className={row}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
