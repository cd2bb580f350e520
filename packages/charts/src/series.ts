import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { numeric } from './format';

export type Series = { key: string; label: string; index: number; values: (number | null)[] };
export type ChartData = { categories: string[]; series: Series[] };

/** The spec's rows as categories and one value list per series (cells that are not numbers: no value). */
export function chartData(spec: ChartSpec): ChartData {
  const categories = spec.data.map((row) => String(row[spec.category] ?? ''));
  const series = spec.series.map((s, index) => ({ key: s.key, label: s.label, index, values: spec.data.map((row) => numeric(row[s.key])) }));
  return { categories, series };
}

export const hasValues = (data: ChartData) => data.series.some((s) => s.values.some((v) => v !== null));

/** The value domain with 0 in it (bars start at 0). */
export function valueDomain(values: (number | null)[]): [number, number] {
  const present = values.filter((v): v is number => v !== null);
  const min = Math.min(0, ...present);
  const max = Math.max(0, ...present);
  return [min, max === min ? min + 1 : max];
}

/** An id usable in url(#...) (svg-to-pdfkit and browsers alike). */
export const svgId = (id: string) => `saram-chart-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
