/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';
import { formatValue } from './format';

/**
 * The chart's rows as a table (its accessible alternative, '표로 보기'): a row per category, a column
 * per series, numbers right-aligned and written as in the chart. Styling comes from the caller's
 * className (the web's table look).
 */
export function ChartTable({ spec, className }: { spec: ChartSpec; className?: string }) {
  return (
    <table className={className} data-chart-table={spec.id}>
      <caption className="sr-only">{spec.title}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            {spec.categoryLabel}
          </th>
          {spec.series.map((s) => (
            <th key={s.key} scope="col" style={{ textAlign: 'right' }}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.data.map((row, i) => (
          <tr key={i}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'inherit' }}>
              {String(row[spec.category] ?? '-')}
            </th>
            {spec.series.map((s) => (
              <td key={s.key} style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {formatValue(row[s.key], spec.valueFormat)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
