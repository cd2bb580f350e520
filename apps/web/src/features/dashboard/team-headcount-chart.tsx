import { chartHeight } from '@saram/charts/size';
import type { TeamDashboard } from '@saram/shared/my-dashboard.schemas';
import type { ChartSpec } from '@saram/shared/reports.schemas';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

// visx loads with this chart only, after the page's figures (the chart is a picture of the table below it).
const Chart = lazy(() => import('@saram/charts/chart').then((m) => ({ default: m.Chart })));

/** The headcount by unit as a @saram/charts spec (the same shape the reports and their PDFs draw). */
export function headcountSpec(rows: TeamDashboard['byUnit']): ChartSpec {
  return {
    id: 'team-headcount',
    title: '조직별 재직 인원',
    kind: 'horizontalBar',
    category: 'unit',
    categoryLabel: '조직',
    series: [{ key: 'headcount', label: '재직 인원' }],
    data: rows.map((r) => ({ unit: r.name, headcount: r.headcount })),
    valueFormat: 'count',
    description: `조직별 재직 인원: ${rows.map((r) => `${r.name} ${r.headcount}명`).join(', ')}`,
  };
}

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

/** The chart sized to its container; the table beside it (UnitHeadcounts) carries the same numbers. */
export function TeamHeadcountChart({ rows }: { rows: TeamDashboard['byUnit'] }) {
  const spec = headcountSpec(rows);
  const { ref, width } = useWidth();
  const drawWidth = width || 480;
  const height = chartHeight(spec, drawWidth);
  return (
    <div ref={ref} className="mb-4 min-w-0">
      <Suspense fallback={<Skeleton style={{ height }} className="w-full" />}>
        <Chart spec={spec} width={drawWidth} height={height} />
      </Suspense>
    </div>
  );
}
