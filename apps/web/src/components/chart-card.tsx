import { ChartTable } from '@saram/charts/chart-table';
import { chartHeight } from '@saram/charts/size';
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { BarChart3, Table2 } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

// The chart library (visx) loads with a screen's first chart, never with the app's other screens.
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

/** A chart drawn at its container's width (600 where nothing is laid out, as in tests). */
export function SizedChart({ spec }: { spec: ChartSpec }) {
  const { ref, width } = useWidth();
  const drawWidth = width || 600;
  const height = chartHeight(spec, drawWidth);
  return (
    <div ref={ref} className="min-w-0">
      <Suspense fallback={<Skeleton style={{ height }} className="w-full" />}>
        <Chart spec={spec} width={drawWidth} height={height} />
      </Suspense>
    </div>
  );
}

const tableClasses =
  'w-full text-dense tabular-nums [&_td]:border-t [&_td]:border-gray-100 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:bg-gray-50 [&_thead_th]:text-xs [&_thead_th]:font-medium [&_thead_th]:text-gray-600 [&_tbody_th]:border-t [&_tbody_th]:border-gray-100 [&_tbody_th]:font-normal [&_tbody_th]:text-gray-900';

type ChartCardProps = {
  spec: ChartSpec;
  /** Replaces the plain table of '표로 보기', e.g. with rows that open their lists. */
  table?: ReactNode;
  /** The heading's level on its page. */
  level?: 'h2' | 'h3';
  /** data-testid prefix: `{testIdPrefix}-{spec.id}`. */
  testIdPrefix: string;
};

/**
 * One chart with its title, what it shows, and '표로 보기': the same rows as a table, the accessible
 * alternative (never colour alone). Dashboards and report screens share it.
 */
export function ChartCard({ spec, table, level: Heading = 'h3', testIdPrefix }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={`${testIdPrefix}-${spec.id}`}>
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-[15px] font-semibold text-gray-900 [word-break:keep-all]">{spec.title}</Heading>
          <p className="mt-0.5 text-xs text-gray-600 [word-break:keep-all]">{spec.description}</p>
        </div>
        <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)} className="shrink-0">
          {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {asTable ? '차트로 보기' : '표로 보기'}
        </Button>
      </div>
      {asTable ? (
        (table ?? (
          <div
            tabIndex={0}
            role="region"
            aria-label={`${spec.title} 표`}
            className="max-h-[28rem] overflow-auto rounded-lg focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-none"
          >
            <ChartTable spec={spec} className={tableClasses} />
          </div>
        ))
      ) : (
        <SizedChart spec={spec} />
      )}
    </Card>
  );
}
