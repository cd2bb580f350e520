import { formatValue } from '@saram/charts/format';
import type { ReportFigure } from '@saram/shared/reports/report-result.schemas';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/** The report's summary figures as cards; a figure with a list behind it links to that list. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  if (!figures.length) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" aria-label="주요 지표">
      {figures.map((figure) => {
        const body = (
          <>
            <p className="flex items-center justify-between gap-1 text-sm text-gray-600 [word-break:keep-all]">
              {figure.label}
              {figure.href && <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />}
            </p>
            <p className="mt-1 text-2xl font-bold tracking-tight text-gray-900 tabular-nums">{formatValue(figure.value, figure.format)}</p>
            {figure.hint && <p className="mt-1 text-xs text-gray-600 [word-break:keep-all]">{figure.hint}</p>}
          </>
        );
        return (
          <li key={figure.label}>
            {figure.href ? (
              <Link
                to={figure.href}
                className="block h-full rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-none"
              >
                {body}
              </Link>
            ) : (
              <Card className="h-full p-4">{body}</Card>
            )}
          </li>
        );
      })}
    </ul>
  );
}
