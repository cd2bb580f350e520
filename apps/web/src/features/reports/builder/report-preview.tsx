import { ChartTable } from '@saram/charts/chart-table';
import { formatValue } from '@saram/charts/format';
import type { ReportResult, ReportTable } from '@saram/shared/reports/report-result.schemas';
import { SizedChart } from '../../../components/chart-card';
import { formatPeriod } from '../../../lib/labels/format';

const tableClasses = 'w-full text-[13px] [&_td]:border-t [&_td]:border-gray-100 [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5 [&_thead_th]:bg-gray-50 [&_thead_th]:font-medium [&_thead_th]:text-gray-700 [&_tbody_th]:border-t [&_tbody_th]:border-gray-100';

function Table({ table }: { table: ReportTable }) {
  return (
    <section aria-label={table.title} className="rounded-xl border border-gray-200 bg-white">
      <h3 className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-gray-900">{table.title}</h3>
      {table.rows.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-gray-600">조건에 맞는 자료가 없습니다.</p>
      ) : (
        // Focusable so that a keyboard can scroll a long table (it holds nothing else to focus).
        <div className="max-h-[420px] overflow-auto focus-visible:outline-2 focus-visible:outline-brand-500" tabIndex={0} role="group" aria-label={`${table.title} 표`}>
          <table className={tableClasses}>
            <thead className="sticky top-0">
              <tr>
                {table.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.format === 'text' || c.format === 'date' ? 'text-left' : 'text-right'}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i} className="hover:bg-gray-50">
                  {table.columns.map((c) => (
                    <td key={c.key} className={c.format === 'text' || c.format === 'date' ? 'text-left' : 'text-right tabular-nums'}>
                      {formatValue(row[c.key], c.format)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.omitted > 0 && <p className="border-t border-gray-100 px-4 py-2 text-xs text-gray-600">이 밖에 {table.omitted.toLocaleString('ko-KR')}행이 더 있습니다.</p>}
    </section>
  );
}

/** A ReportResult: filters as applied, figures, charts (each with its table alternative), tables, notes. */
export function ReportPreview({ result }: { result: ReportResult }) {
  const f = result.filters;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600 tabular-nums">
        {formatPeriod(f.from, f.to)} · {f.unitNames.length ? f.unitNames.join(', ') : '전체 조직'}
        {f.corporationName ? ` · ${f.corporationName}` : ''}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {result.figures.map((fig) => (
          <div key={fig.label} className="rounded-xl border border-gray-200 bg-white p-4">
            <p className="text-sm text-gray-600">{fig.label}</p>
            <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{formatValue(fig.value, fig.format)}</p>
          </div>
        ))}
      </div>
      {result.charts.map((spec) => (
        <section key={spec.id} aria-label={spec.title} className="rounded-xl border border-gray-200 bg-white p-4">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{spec.title}</h3>
          <SizedChart spec={spec} />
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-gray-700">표로 보기</summary>
            <ChartTable spec={spec} className={`mt-2 ${tableClasses}`} />
          </details>
        </section>
      ))}
      {result.tables.map((table) => (
        <Table key={table.id} table={table} />
      ))}
      {result.notes.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-gray-600">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
