import type { TeamDashboard } from '@saram/shared/dashboard/my-dashboard.schemas';
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { SizedChart } from '../../components/chart-card';

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

/** The chart sized to its container; the table beside it (UnitHeadcounts) carries the same numbers. */
export function TeamHeadcountChart({ rows }: { rows: TeamDashboard['byUnit'] }) {
  return (
    <div className="mb-4 min-w-0">
      <SizedChart spec={headcountSpec(rows)} />
    </div>
  );
}
