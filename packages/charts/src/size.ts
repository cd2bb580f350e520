import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';

/**
 * A height that suits a chart at a width (no visx here: a screen sizes its box before the chart
 * library has loaded): horizontal bars grow with their categories, a narrow pie with its list.
 */
export function chartHeight(spec: ChartSpec, width: number): number {
  const base = width < 480 ? 240 : 300;
  if (spec.kind === 'horizontalBar') return Math.max(160, Math.min(720, spec.data.length * (20 * spec.series.length + 12) + 72));
  if (spec.kind === 'pie' && width < 1.6 * base) return Math.min(width - 16, 260) + spec.data.length * 20 + 24;
  if (spec.kind === 'pie') return Math.max(base, spec.data.length * 20 + 24);
  return base;
}
