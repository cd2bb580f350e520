import { formatValue } from '@saram/charts/format';
import type { ReportTable as ReportTableData } from '@saram/shared/reports/report-result.schemas';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

const numericFormats = new Set(['count', 'percent', 'years', 'months', 'days', 'won', 'manwon', 'score']);

/** One table of a report, with a note when rows were left out (the Excel export has them all). */
export function ReportTable({ table }: { table: ReportTableData }) {
  return (
    <Card className="min-w-0 overflow-hidden" data-testid={`report-table-${table.id}`}>
      <h3 className="px-4 pt-4 pb-3 text-[15px] font-semibold text-gray-900 sm:px-5">{table.title}</h3>
      {table.rows.length === 0 ? (
        <p className="px-4 pb-5 text-sm text-gray-600 sm:px-5">해당하는 자료가 없습니다.</p>
      ) : (
        // The scrolling box takes focus so that keyboard users can scroll it too (its header sticks).
        <div tabIndex={0} role="region" aria-label={`${table.title} 표`} className="max-h-[32rem] overflow-auto border-t border-gray-200 focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-none">
          <Table containerClassName="overflow-visible rounded-none border-0" aria-label={table.title}>
          <TableHeader>
            <TableRow>
              {table.columns.map((column, i) => (
                <TableHead key={column.key} numeric={numericFormats.has(column.format)} pinned={i === 0}>
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((row, r) => (
              <TableRow key={r}>
                {table.columns.map((column, i) => (
                  <TableCell key={column.key} numeric={numericFormats.has(column.format)} pinned={i === 0}>
                    {formatValue(row[column.key], column.format)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          </Table>
        </div>
      )}
      {table.omitted > 0 && (
        <p className="border-t border-gray-100 px-4 py-3 text-xs text-gray-600 sm:px-5">
          {`외 ${table.omitted.toLocaleString('ko-KR')}행은 화면에 표시하지 않았습니다. 전체는 Excel로 내려받아 보세요.`}
        </p>
      )}
    </Card>
  );
}
