import type { ImportRowStatus } from '@saram/shared/employees/employee-import';
import type { ImportReport } from '@saram/shared/employees/employee-import.schemas';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';

export const importStatusLabels: Record<ImportRowStatus, { label: string; tone: BadgeTone }> = {
  valid: { label: '정상', tone: 'success' },
  invalid: { label: '오류', tone: 'danger' },
  duplicate: { label: '중복', tone: 'warning' },
};

/** '연락처: 형식이 올바르지 않습니다.'; a message that already names its field stays as it is. */
export function errorLines(errors: Record<string, string>): string[] {
  return Object.entries(errors).map(([field, message]) => (message.startsWith(field) ? message : `${field}: ${message}`));
}

function Total({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg border border-gray-200 px-3 py-2">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${tone}`}>{`${value.toLocaleString('ko-KR')}건`}</dd>
    </div>
  );
}

/** The per-row result of an import check: row number, 사번, 이름, status, errors and warnings. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="검사 결과 요약">
        <Total label="전체" value={report.total} tone="text-gray-900" />
        <Total label="정상" value={report.valid} tone="text-green-700" />
        <Total label="오류" value={report.invalid} tone="text-red-700" />
        <Total label="중복" value={report.duplicates} tone="text-amber-700" />
      </dl>
      {/* Focusable so the rows can be scrolled with the keyboard. */}
      <div className="max-h-[min(50dvh,420px)] overflow-auto rounded-lg border border-gray-200" tabIndex={0} role="region" aria-label="검사 결과 표">
        {/* One tbody per sheet row: its cells, then its messages across the width (phones included). */}
        <table className="w-full border-separate border-spacing-0 text-dense" aria-label="행별 검사 결과">
          <thead className="sticky top-0 z-[1] bg-gray-50">
            <tr>
              {['행', '사번', '이름', '결과'].map((label, index) => (
                <th
                  key={label}
                  scope="col"
                  className={cn('h-9 border-b border-gray-200 px-3 text-left text-xs font-semibold whitespace-nowrap text-gray-600', index === 0 && 'w-14 text-right')}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          {report.rows.map((row) => {
            const status = importStatusLabels[row.status];
            const errors = errorLines(row.errors);
            const hasMessages = errors.length > 0 || row.warnings.length > 0;
            const cell = cn('px-3 pt-2', hasMessages ? 'pb-1' : 'border-b border-gray-100 pb-2');
            return (
              <tbody key={row.row} data-testid="import-row">
                <tr className="align-top">
                  <td className={cn(cell, 'text-right text-gray-600 tabular-nums')}>{row.row}</td>
                  <td className={cn(cell, 'tabular-nums')}>{row.employeeNo || '-'}</td>
                  <td className={cn(cell, 'whitespace-nowrap')}>{row.nameKor || '-'}</td>
                  <td className={cell}>
                    <Badge tone={status.tone} dot>
                      {status.label}
                    </Badge>
                  </td>
                </tr>
                {hasMessages && (
                  <tr>
                    <td className="border-b border-gray-100" />
                    <td colSpan={3} className="border-b border-gray-100 px-3 pb-2.5">
                      <ul className="space-y-0.5 text-[13px]">
                        {errors.map((line) => (
                          <li key={line} className="text-red-700">
                            {line}
                          </li>
                        ))}
                        {row.warnings.map((line) => (
                          <li key={line} className="text-amber-800">
                            {`주의: ${line}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}
