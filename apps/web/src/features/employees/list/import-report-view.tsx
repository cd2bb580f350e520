import type { ImportReport, ImportRowStatus } from '@saram/shared/employee-import';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

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
      <div className="max-h-[min(50dvh,420px)] overflow-auto rounded-lg border border-gray-200">
        <table className="w-full min-w-[560px] border-separate border-spacing-0 text-dense" aria-label="행별 검사 결과">
          <thead className="sticky top-0 z-[1] bg-gray-50">
            <tr>
              {['행', '사번', '이름', '결과', '오류·경고'].map((label, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`h-9 border-b border-gray-200 px-3 text-left text-xs font-semibold whitespace-nowrap text-gray-600 ${index === 0 ? 'w-14 text-right' : ''}`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => {
              const status = importStatusLabels[row.status];
              const errors = errorLines(row.errors);
              return (
                <tr key={row.row} data-testid="import-row" className="align-top">
                  <td className="border-b border-gray-100 px-3 py-2 text-right tabular-nums text-gray-600">{row.row}</td>
                  <td className="border-b border-gray-100 px-3 py-2 tabular-nums whitespace-nowrap">{row.employeeNo || '-'}</td>
                  <td className="border-b border-gray-100 px-3 py-2 whitespace-nowrap">{row.nameKor || '-'}</td>
                  <td className="border-b border-gray-100 px-3 py-2">
                    <Badge tone={status.tone} dot>
                      {status.label}
                    </Badge>
                  </td>
                  <td className="border-b border-gray-100 px-3 py-2">
                    {errors.length === 0 && row.warnings.length === 0 ? (
                      <span className="text-gray-400">-</span>
                    ) : (
                      <ul className="space-y-0.5">
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
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
