import ExcelJS from 'exceljs';
import { readZip } from './xlsx-zip';

/**
 * What every spreadsheet or CSV file shares: the workbook (exceljs, made by Saram), sheets whose
 * first row is a styled, frozen header over typed columns (width, number or date format), formula-safe
 * text, and the file as a Buffer; CSV with RFC 4180 quoting and a UTF-8 BOM so that Excel reads Hangul.
 * The CSV reader is written here: the CSV library in the tree (fast-csv, under exceljs) reads only as a
 * stream, and the one CSV import (organization hierarchy) reads a whole small text at once.
 */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text a spreadsheet program would run as a formula gets a leading quote (CSV/formula injection). */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type SheetColumn = {
  header: string;
  key?: string;
  width: number;
  /** Excel number format of the column's cells: '@' (text), 'yyyy.mm.dd', '#,##0"명"' ... */
  numFmt?: string;
};

/**
 * The header looks the exports have: bold; bold on grey (reports); the import form's boxed,
 * centred blue header (employees).
 */
export type HeaderStyle = 'bold' | 'shaded' | 'form';

const formBorder: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFB8C2D3' } };

export function styleHeader(row: ExcelJS.Row, style: HeaderStyle = 'bold'): void {
  if (style === 'bold') {
    row.font = { bold: true };
    return;
  }
  if (style === 'shaded') {
    row.font = { bold: true };
    row.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } };
    });
    return;
  }
  row.height = 22;
  row.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FF1F2937' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF9' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
    cell.border = { top: formBorder, bottom: formBorder, left: formBorder, right: formBorder };
  });
}

export function createWorkbook(options: { created?: Date } = {}): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Saram';
  if (options.created) wb.created = options.created;
  return wb;
}

/**
 * A sheet of columns: row 1 holds their headers in `header` style and stays in view while scrolling
 * (`frozenHeader: false` lets it scroll). Rows are added by key (`ws.addRow({ key: value })`) or in order.
 */
export function addTableSheet(
  wb: ExcelJS.Workbook,
  name: string,
  columns: readonly SheetColumn[],
  options: { header?: HeaderStyle; frozenHeader?: boolean } = {},
): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(name, options.frozenHeader === false ? {} : { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.key ? { key: c.key } : {}),
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  styleHeader(ws.getRow(1), options.header);
  return ws;
}

type DataValidations = { add(address: string, validation: ExcelJS.DataValidation): void };

/**
 * An in-cell list on a column of an upload form, rows 2 to `lastRow`. The formula is quoted and
 * comma-separated, a quote doubled; Excel keeps it under 256 characters and a value cannot hold a
 * comma, so such a list is left out (false): the form's guide names its values instead.
 */
export function addListValidation(ws: ExcelJS.Worksheet, key: string, lastRow: number, values: readonly string[], message: { title: string; error: string }): boolean {
  if (!values.length || values.some((v) => v.includes(','))) return false;
  const formula = `"${values.map((v) => v.replaceAll('"', '""')).join(',')}"`;
  if (formula.length > 255) return false;
  const column = ws.getColumn(key).letter;
  // exceljs keeps the sheet's validations on a property its types do not declare.
  (ws as unknown as { dataValidations: DataValidations }).dataValidations.add(`${column}2:${column}${lastRow}`, {
    type: 'list',
    allowBlank: true,
    formulae: [formula],
    showErrorMessage: true,
    errorTitle: message.title,
    error: message.error,
  });
  return true;
}

/** An upload form's '작성 안내' sheet: the title in bold, a blank line, then one line a row. */
export function addGuideSheet(wb: ExcelJS.Workbook, title: string, lines: readonly string[], width: number): void {
  const guide = wb.addWorksheet('작성 안내');
  guide.getColumn(1).width = width;
  for (const line of [title, '', ...lines]) guide.addRow([line]);
  guide.getRow(1).font = { bold: true, size: 13 };
}

export async function workbookBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// Reading a small uploaded workbook (a form of at most a few thousand rows; the employee import,
// which reads up to 100,000 rows as a stream, has its own reader)

/** A cell's value without formulas, rich text or links. */
export function cellValue(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.richText)) return o.richText.map((r: { text?: unknown }) => (typeof r.text === 'string' ? r.text : '')).join('');
    if ('result' in o) return cellValue(o.result);
    if ('text' in o) return cellValue(o.text);
  }
  return null;
}

const pad = (n: number | string) => String(n).padStart(2, '0');
export function isoOfDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  // Excel dates arrive as UTC midnight; round away floating-point residue first.
  return new Date(Math.round(d.getTime() / 1000) * 1000).toISOString().slice(0, 10);
}

/** Dates as Date objects, serial numbers or text (2026-03-02, 2026.3.2, 2026/03/02, 20260302) → YYYY-MM-DD. */
export function normaliseDate(value: string | number | boolean | Date): string {
  if (value instanceof Date) return isoOfDate(value);
  if (typeof value === 'number') {
    if (value >= 1 && value < 2_958_466) return isoOfDate(new Date(Math.round((value - 25_569) * 86_400_000)));
    return String(value);
  }
  const text = String(value).trim();
  const parts = /^(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*[.일]?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return parts ? `${parts[1]}-${pad(parts[2]!)}-${pad(parts[3]!)}` : text;
}


export type SheetTable = { header: string[]; rows: { row: number; cells: (string | number | boolean | Date | null)[] }[] };

/**
 * The first sheet of an .xlsx as its header row (trimmed text) and the rows under it, each with its
 * sheet row number; wholly empty rows are left out. A file that is no zip or inflates past
 * `maxUnzippedBytes` is refused (400, xlsx-zip.ts) before exceljs opens it; 'unreadable' when exceljs
 * cannot read it, 'too-many' past `maxRows` rows (the caller answers in Korean).
 */
export async function readSheetTable(data: Buffer, options: { maxRows: number; maxUnzippedBytes?: number }): Promise<SheetTable | 'unreadable' | 'too-many'> {
  await readZip(data, options.maxUnzippedBytes ?? 50 * 1024 * 1024);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return 'unreadable';
  }
  const ws = wb.worksheets[0];
  if (!ws) return 'unreadable';
  if (ws.actualRowCount > options.maxRows + 1) return 'too-many';
  const width = ws.columnCount;
  const header: string[] = [];
  for (let c = 1; c <= width; c++) header.push(String(cellValue(ws.getRow(1).getCell(c).value) ?? '').trim());
  const rows: SheetTable['rows'] = [];
  ws.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = header.map((_h, i) => cellValue(row.getCell(i + 1).value));
    if (cells.some((v) => v !== null && String(v).trim() !== '')) rows.push({ row: number, cells });
  });
  return { header, rows };
}

// ---------------------------------------------------------------------------------------------
// CSV

const bom = '\uFEFF';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') text = formulaSafe(text);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return `${bom}${lines.join('\r\n')}\r\n`;
}

/** Rows of a CSV text (quotes, doubled quotes, CRLF or LF, an optional BOM); blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(bom) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** CSV rows as objects keyed by the header line; the apostrophe that guarded a formula-like cell is dropped. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const keys = header.map((h) => h.trim());
  return rows.map((r) =>
    Object.fromEntries(keys.map((k, i) => {
      const v = r[i] ?? '';
      return [k, /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v];
    })),
  );
}
