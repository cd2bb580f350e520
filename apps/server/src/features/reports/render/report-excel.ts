import ExcelJS from 'exceljs';
import type { ReportResult, ValueFormat } from '@saram/shared/reports.schemas';
import { formulaSafe } from '../../../lib/spreadsheet';
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
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Saram';
  wb.created = new Date(result.generatedAt);
  const names = new Set<string>();
  const sheet = (title: string) => wb.addWorksheet(sheetName(title, names));

  const summary = sheet('요약');
  summary.columns = [{ width: 32 }, { width: 22 }, { width: 48 }];
  summary.addRow([formulaSafe(result.title)]).font = { bold: true, size: 14 };
  summary.addRow([formulaSafe(filtersLine(result.filters))]);
  summary.addRow([`생성 ${seoulDateTime(result.generatedAt)}`]);
  summary.addRow([]);
  header(summary.addRow(['항목', '값', '비고']));
  for (const figure of result.figures) {
    const row = summary.addRow([formulaSafe(figure.label), value(figure.value), value(figure.hint ?? '')]);
    const fmt = numFmt[figure.format];
    if (fmt) row.getCell(2).numFmt = fmt;
  }
  if (result.missing.length) {
    summary.addRow([]);
    header(summary.addRow(['기록되지 않은 자료', '설명', '기록 방법']));
    for (const m of result.missing) summary.addRow([formulaSafe(m.title), formulaSafe(m.description), formulaSafe(m.how)]);
  }
  if (result.notes.length) {
    summary.addRow([]);
    header(summary.addRow(['참고']));
    for (const note of result.notes) summary.addRow([formulaSafe(note)]);
  }

  for (const table of result.tables) {
    const ws = sheet(table.title);
    ws.columns = table.columns.map((c) => ({ width: Math.max(12, Math.min(40, c.label.length * 2 + 4)) }));
    header(ws.addRow(table.columns.map((c) => c.label)));
    for (const r of table.rows) {
      const row = ws.addRow(table.columns.map((c) => value(r[c.key])));
      table.columns.forEach((c, i) => {
        const fmt = numFmt[c.format];
        if (fmt) row.getCell(i + 1).numFmt = fmt;
      });
    }
    if (table.omitted > 0) ws.addRow([`외 ${table.omitted.toLocaleString('ko-KR')}행은 생략했습니다.`]);
    ws.views = [{ state: 'frozen', ySplit: 1 }];
  }

  if (options.rawData) {
    for (const chart of result.charts) {
      const ws = sheet(`데이터 ${chart.title}`);
      ws.columns = [{ width: 24 }, ...chart.series.map(() => ({ width: 16 }))];
      header(ws.addRow([chart.categoryLabel, ...chart.series.map((s) => s.label)]));
      for (const r of chart.data) {
        const row = ws.addRow([value(r[chart.category]), ...chart.series.map((s) => value(r[s.key]))]);
        const fmt = numFmt[chart.valueFormat];
        if (fmt) chart.series.forEach((_, i) => (row.getCell(i + 2).numFmt = fmt));
      }
      ws.views = [{ state: 'frozen', ySplit: 1 }];
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function header(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } };
  });
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\, unique (case-insensitive). */
function sheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || '시트';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}
