import type { ChartSpec } from './report-result.schemas';

/** The two series of every hires-and-leavers chart (dashboard, executive summary, samples). */
export const hiresLeaversSeries: ChartSpec['series'] = [
  { key: 'hires', label: '입사' },
  { key: 'leavers', label: '퇴사' },
];

/** 월별 입사·퇴사, as the HR dashboard and the executive summary draw it: rows of { month, hires, leavers }. */
export function monthlyHiresLeaversChart(data: ChartSpec['data'], description: string): ChartSpec {
  return { id: 'hires-leavers', title: '월별 입사·퇴사', kind: 'bar', category: 'month', categoryLabel: '월', series: hiresLeaversSeries, data, valueFormat: 'count', description };
}
