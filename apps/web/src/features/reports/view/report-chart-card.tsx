import { ChartTable } from '@saram/charts/chart-table';
import { chartHeight } from '@saram/charts/size';
import type { ChartSpec } from '@saram/shared/reports.schemas';
import { BarChart3, Table2 } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

// The chart library (visx) loads with the first chart, never with the app's other screens.
const Chart = lazy(() => import('@saram/charts/chart').then((m) => ({ default: m.Chart })));

/** The container's width, followed as it changes (the chart draws at a fixed size: it gets it from here). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** One chart of a report with its title and the '표로 보기' switch to the same rows as a table. */
export function ReportChartCard({ spec }: { spec: ChartSpec }) {
  const [asTable, setAsTable] = useState(false);
  const { ref, width } = useWidth();
  // Measured before the first paint in a browser; 600 only where nothing is laid out (tests).
  const drawWidth = width || 600;
  const height = chartHeight(spec, drawWidth);
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={`report-chart-${spec.id}`}>
      <div className="mb-3 flex items-start justify-between gap-3">
        <h3 className="text-[15px] font-semibold text-gray-900 [word-break:keep-all]">{spec.title}</h3>
        <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)} className="shrink-0">
          {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {asTable ? '차트로 보기' : '표로 보기'}
        </Button>
      </div>
      <div ref={ref} className="min-w-0">
        {asTable ? (
          <div tabIndex={0} role="region" aria-label={`${spec.title} 표`} className="max-h-[28rem] overflow-auto rounded-lg focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-none">
            <ChartTable
              spec={spec}
              className="w-full text-dense tabular-nums [&_td]:border-t [&_td]:border-gray-100 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:bg-gray-50 [&_thead_th]:text-xs [&_thead_th]:font-medium [&_thead_th]:text-gray-600 [&_tbody_th]:border-t [&_tbody_th]:border-gray-100 [&_tbody_th]:text-gray-900"
            />
          </div>
        ) : (
          <>
            <Suspense fallback={<Skeleton style={{ height }} className="w-full" />}>
              <Chart spec={spec} width={drawWidth} height={height} />
            </Suspense>
            <p className="sr-only">{spec.description}</p>
          </>
        )}
      </div>
    </Card>
  );
}
