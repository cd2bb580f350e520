import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import type { HrMetrics } from '@saram/shared/employees/employees.schemas';
import {
  hrCardAttestation,
  hrCardPairRows,
  hrCardPhotoLabel,
  hrCardSections,
  hrCardTitle,
  type HrCardColumn,
  type HrCardPair,
  type HrCardSection,
} from '@saram/shared/employees/hr-card';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/labels/format';

/**
 * The 인사기록카드 as a sheet of A4: bordered tables of the sections in @saram/shared/hr-card (the
 * server's PDF draws the same list). Lists keep a few blank rows, as the printed form does.
 */

const cell = 'border border-gray-400 px-2 py-1.5';
const th = `${cell} bg-gray-100 font-semibold text-gray-800 whitespace-nowrap`;
const td = `${cell} text-gray-900 tabular-nums break-keep`;
/** Below 640 px a pair table reads one label-value pair per row. */
const stackedCell = 'max-sm:block max-sm:border-0 max-sm:border-b';

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5 break-inside-avoid-page print:mt-4">
      <h2 className="mb-1.5 text-[13px] font-bold text-gray-900 print:text-[10.5pt]">■ {title}</h2>
      {children}
    </section>
  );
}

/** Label-value rows, two pairs per row; `wide` rows span the full width. */
function PairTable({ rows, label }: { rows: HrCardPair[][]; label: string }) {
  return (
    <table
      className="w-full table-fixed border-collapse text-[13px] max-sm:block max-sm:border max-sm:border-b-0 max-sm:border-gray-400 print:text-[9.5pt]"
      aria-label={label}
    >
      <colgroup>
        <col className="w-[17%]" />
        <col className="w-[33%]" />
        <col className="w-[17%]" />
        <col className="w-[33%]" />
      </colgroup>
      <tbody className="max-sm:block">
        {rows.map((row, index) => (
          <tr key={index} className="max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)]">
            {row.map((pair) => (
              <PairCells key={pair.label} name={pair.label} value={pair.value} wide={Boolean(pair.wide)} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PairCells({ name, value, wide }: { name: string; value: string; wide: boolean }) {
  return (
    <>
      <th scope="row" className={cn(th, 'text-left', stackedCell)}>
        {name}
      </th>
      <td className={cn(td, stackedCell)} colSpan={wide ? 3 : 1}>
        {value}
      </td>
    </>
  );
}

/** A list as a table with at least `minRows` rows. */
function ListSheet({ label, columns, rows, minRows = 3 }: { label: string; columns: HrCardColumn[]; rows: string[][]; minRows?: number | undefined }) {
  const padded = [...rows, ...Array.from({ length: Math.max(0, minRows - rows.length) }, () => columns.map(() => ''))];
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full min-w-[560px] table-fixed border-collapse text-[13px] print:min-w-0 print:text-[9.5pt]" aria-label={label}>
        <colgroup>
          {columns.map((c) => (
            <col key={c.name} style={{ width: `${Math.round(c.share * 100)}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={cn(th, 'text-center')}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padded.map((row, index) => (
            <tr key={index} className="h-8">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className={cn(td, 'text-center')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HrCardSheet({ employee, metrics, printedAt }: { employee: Employee; metrics: HrMetrics | undefined; printedAt: string }) {
  const [personal, ...rest] = hrCardSections(employee, metrics);
  return (
    <article className="hr-card-sheet mx-auto w-full max-w-[210mm] bg-white px-4 py-6 shadow-sm ring-1 ring-gray-200 sm:px-[12mm] sm:py-[14mm]" aria-label={hrCardTitle}>
      <h1 className="text-center text-2xl font-bold tracking-[0.5em] text-gray-900 print:text-[18pt]">{hrCardTitle}</h1>
      <p className="mt-2 text-right text-[12px] text-gray-600 print:text-[8.5pt]">
        {employee.organization.insuranceCorp || 'Saram'} · 출력 {formatDateTime(printedAt)}
      </p>

      <SheetSection title={personal!.title}>
        <div className="flex gap-2">
          <div
            className="flex min-h-[36mm] w-[28mm] shrink-0 items-center justify-center border border-gray-400 text-[12px] text-gray-500 max-sm:hidden print:flex"
          >
            {hrCardPhotoLabel}
          </div>
          <div className="min-w-0 flex-1">
            <SectionTable section={personal!} />
          </div>
        </div>
      </SheetSection>

      {rest.map((section) => (
        <SheetSection key={section.title} title={section.title}>
          <SectionTable section={section} />
        </SheetSection>
      ))}

      <p className="mt-8 text-center text-[13px] text-gray-800 print:mt-6 print:text-[10pt]">{hrCardAttestation}</p>
      <p className="mt-2 text-center text-[13px] text-gray-800 tabular-nums print:text-[10pt]">{formatDateTime(printedAt).slice(0, 10)}</p>
    </article>
  );
}

function SectionTable({ section }: { section: HrCardSection }) {
  return section.kind === 'pairs' ? (
    <PairTable label={section.title} rows={hrCardPairRows(section.pairs)} />
  ) : (
    <ListSheet label={section.title} columns={section.columns} rows={section.rows} minRows={section.minRows} />
  );
}

/**
 * Print rules for the HR card only (mounted with the page): A4, and the app's frame (sidebar,
 * header, toasts, the page's own buttons) left out of the print.
 */
export const hrCardPrintCss = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body { background: #fff !important; }
  [data-testid="sidebar"], body header, [data-sonner-toaster], [data-print-hide] { display: none !important; }
  #main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  .hr-card-sheet { box-shadow: none !important; padding: 0 !important; max-width: none !important; }
  .hr-card-sheet tr { break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
