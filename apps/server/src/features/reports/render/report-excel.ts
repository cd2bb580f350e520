import type ExcelJS from 'exceljs';
import type { ReportResult, ValueFormat } from '@saram/shared/reports/report-result.schemas';
import { addTableSheet, createWorkbook, formulaSafe, styleHeader, workbookBuffer } from '../../../lib/documents/spreadsheet';
import { filtersLine, seoulDateTime } from './report-text';

/**
 * A report as a workbook: '요약' (title, filters, figures, what is missing, notes), one sheet per table,
 * and with `rawData` one sheet per chart holding the rows the chart draws. Numbers stay numbers, with
 * a display format that writes them as the screen does (1,234명, 12.5%).
 */

const numFmt: Partial<Record<ValueFormat, string>> = {
  count: '#,##0"명"',
  percent: '0.0"%"',
  years: '0.0"년"',
  months: '0.0"개월"',
  days: '#,##0"일"',
  won: '#,##0"원"',
  manwon: '#,##0"원"',
  score: '0.00"점"',
};

type CellValue = string | number | null | undefined;
const value = (v: CellValue): ExcelJS.CellValue => (typeof v === 'string' ? formulaSafe(v) : (v ?? null));

export async function reportExcel(result: ReportResult, options: { rawData: boolean }): Promise<Buffer> {
  const wb = createWorkbook({ created: new Date(result.generatedAt) });
  const names = new Set<string>();

  const summary = wb.addWorksheet(sheetName('요약', names));
  summary.columns = [{ width: 32 }, { width: 22 }, { width: 48 }];
  summary.addRow([formulaSafe(result.title)]).font = { bold: true, size: 14 };
  summary.addRow([formulaSafe(filtersLine(result.filters))]);
  summary.addRow([`생성 ${seoulDateTime(result.generatedAt)}`]);
  summary.addRow([]);
  styleHeader(summary.addRow(['항목', '값', '비고']), 'shaded');
  for (const figure of result.figures) {
    const row = summary.addRow([formulaSafe(figure.label), value(figure.value), value(figure.hint ?? '')]);
    const fmt = numFmt[figure.format];
    if (fmt) row.getCell(2).numFmt = fmt;
  }
  if (result.missing.length) {
    summary.addRow([]);
    styleHeader(summary.addRow(['기록되지 않은 자료', '설명', '기록 방법']), 'shaded');
    for (const m of result.missing) summary.addRow([formulaSafe(m.title), formulaSafe(m.description), formulaSafe(m.how)]);
  }
  if (result.notes.length) {
    summary.addRow([]);
    styleHeader(summary.addRow(['참고']), 'shaded');
    for (const note of result.notes) summary.addRow([formulaSafe(note)]);
  }

  for (const table of result.tables) {
    const columns = table.columns.map((c) => ({ header: c.label, width: Math.max(12, Math.min(40, c.label.length * 2 + 4)) }));
    const ws = addTableSheet(wb, sheetName(table.title, names), columns, { header: 'shaded' });
    for (const r of table.rows) {
      const row = ws.addRow(table.columns.map((c) => value(r[c.key])));
      table.columns.forEach((c, i) => {
        const fmt = numFmt[c.format];
        if (fmt) row.getCell(i + 1).numFmt = fmt;
      });
    }
    if (table.omitted > 0) ws.addRow([`외 ${table.omitted.toLocaleString('ko-KR')}행은 생략했습니다.`]);
  }

  if (options.rawData) {
    for (const chart of result.charts) {
      const columns = [{ header: chart.categoryLabel, width: 24 }, ...chart.series.map((s) => ({ header: s.label, width: 16 }))];
      const ws = addTableSheet(wb, sheetName(`데이터 ${chart.title}`, names), columns, { header: 'shaded' });
      for (const r of chart.data) {
        const row = ws.addRow([value(r[chart.category]), ...chart.series.map((s) => value(r[s.key]))]);
        const fmt = numFmt[chart.valueFormat];
        if (fmt) chart.series.forEach((_, i) => (row.getCell(i + 2).numFmt = fmt));
      }
    }
  }
  return workbookBuffer(wb);
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\, unique (case-insensitive). */
function sheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || '시트';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}
