import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { importColumns, maxImportRows, type ImportColumn, type RegistrationFormKey } from '@saram/shared/employees/employee-import';
import { cellValue as plain, isoOfDate, normaliseDate } from '../../../lib/documents/spreadsheet';
import { notXlsx, readZip, sheetPath, type ZipEntry } from '../../../lib/documents/xlsx-zip';
import { AppError, validationError } from '../../../lib/errors';

/**
 * Reading an uploaded import workbook: the zip is checked (zip bomb, structure) and its sheets' rows
 * counted, then the rows come as a stream, in chunks, never the whole sheet at once.
 */

/** About 8 KB of sheet XML a row at the row cap. */
const maxUnzippedBytes = 400 * 1024 * 1024;

/** The parts the reader needs, in the order it needs them: relations, workbook, styles, strings, then the sheets. */
const partOrder = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
/** Stands in for a workbook's missing shared strings. */
const emptyStrings = Buffer.from('<sst/>');
const sheetNumber = (e: ZipEntry) => Number(sheetPath.exec(e.name)![1]);

/**
 * The workbook's parts as a plain zip stream for ExcelJS's streaming reader (unzipper reads local
 * headers in order): sizes always in the header (no data descriptors to search for), nothing
 * between entries, and the workbook and shared strings before the sheets, so the sheets are read
 * as they are inflated instead of spooled to temporary files. A workbook without shared strings
 * gets an empty table (ExcelJS spools the sheets until it has seen one). The compressed bytes are
 * the upload's own, not copied.
 */
function readerZip(data: Buffer, entries: readonly ZipEntry[], sheets: readonly ZipEntry[]): Readable {
  type Part = Pick<ZipEntry, 'name' | 'method' | 'crc' | 'size' | 'unzipped'> & { body: Buffer };
  const part = (e: ZipEntry): Part => ({ ...e, body: data.subarray(e.start, e.start + e.size) });
  // unzipper stalls on an entry of no bytes: none is passed on (no part may be empty anyway).
  const named = new Map(entries.filter((e) => e.size > 0).map((e) => [e.name, e]));
  const parts = partOrder.flatMap((name): Part[] => {
    const found = named.get(name);
    if (found) return [part(found)];
    return name === 'xl/sharedStrings.xml' ? [{ name, method: 0, crc: 0, size: emptyStrings.length, unzipped: emptyStrings.length, body: emptyStrings }] : [];
  });
  const pieces = [...parts, ...sheets.map(part)].flatMap((e) => {
    const name = Buffer.from(e.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(e.method, 8);
    header.writeUInt32LE(e.crc >>> 0, 14);
    header.writeUInt32LE(e.size, 18);
    header.writeUInt32LE(e.unzipped, 22);
    header.writeUInt16LE(name.length, 26);
    return [header, name, e.body];
  });
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Readable.from([...pieces, end]);
}

export { normaliseDate };

/** A phone typed as a number lost its leading 0 (10-digit 01x → 1012345678). */
export function normalisePhone(value: string | number | boolean | Date): string {
  if (typeof value !== 'number') return String(value).trim();
  const digits = String(Math.trunc(value));
  return /^[1-9]\d{7,9}$/.test(digits) ? `0${digits}` : digits;
}

function normalise(column: ImportColumn, value: string | number | boolean | Date): string | number {
  if ('date' in column) return normaliseDate(value);
  if ('phone' in column) return normalisePhone(value);
  if (column.key === 'rrn' && typeof value === 'number') return String(Math.trunc(value)).padStart(13, '0');
  if ((column.key === 'base_salary' || column.key === 'allowances') && typeof value === 'number') return value;
  if (value instanceof Date) return isoOfDate(value);
  return typeof value === 'number' && Number.isInteger(value) ? String(value) : String(value).trim();
}

const aliases: Record<string, RegistrationFormKey> = {
  성명: 'person_name',
  '이름(한글)': 'person_name',
  '개인 이메일': 'email',
  개인이메일: 'email',
  휴대전화: 'contact',
  전화번호: 'contact',
  본부명: 'headquarter_name',
  팀명: 'team_name',
  입사일자: 'hire_date',
};
const byHeader = new Map<string, ImportColumn>([
  ...importColumns.map((c) => [c.header.replace(/\s+/g, ''), c] as const),
  ...importColumns.map((c) => [c.key.toLowerCase(), c] as const),
  ...Object.entries(aliases).map(([h, key]) => [h.replace(/\s+/g, ''), importColumns.find((c) => c.key === key)!] as const),
]);

type SheetRow = { number: number; getCell(col: number): { value: unknown } };

function columnsOf(header: SheetRow, width: number): Map<number, ImportColumn> {
  const found = new Map<number, ImportColumn>();
  for (let col = 1; col <= width; col++) {
    const text = String(plain(header.getCell(col).value) ?? '')
      .replace(/[\s*]/g, '')
      .toLowerCase();
    const column = byHeader.get(text);
    if (column && ![...found.values()].includes(column)) found.set(col, column);
  }
  return found;
}

export type ImportSheetRow = { row: number; values: Partial<Record<RegistrationFormKey, string | number>> };

const maxColumns = 500;
/** Rows a chunk: read, checked and written together (the import's multi-row inserts take as many). */
export const importChunkRows = 500;

/** The values of the template's columns in a data row; null for a blank row. */
function valuesOf(row: SheetRow, columns: Map<number, ImportColumn>): ImportSheetRow['values'] | null {
  const values: ImportSheetRow['values'] = {};
  let any = false;
  for (const [col, column] of columns) {
    const value = plain(row.getCell(col).value);
    if (value === null || value === '') continue;
    const normalised = normalise(column, value);
    if (normalised === '') continue;
    values[column.key] = normalised;
    any = true;
  }
  return any ? values : null;
}

/**
 * The data rows of the first sheet whose header row (row 1) names '이름', blank rows skipped, keyed
 * by the registration form keys, in chunks of `importChunkRows`. Only the values of the template's
 * columns are kept, never the workbook model. `onSheet` learns which sheet is read.
 */
async function* sheetChunks(data: Buffer, entries: readonly ZipEntry[], maxRows: number, onSheet: (sheet: ZipEntry) => void): AsyncGenerator<ImportSheetRow[]> {
  const sheets = entries.filter((e) => sheetPath.test(e.name) && e.size > 0).sort((a, b) => sheetNumber(a) - sheetNumber(b));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(readerZip(data, entries, sheets), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore' });
  let found = false;
  let count = 0;
  let index = 0;
  try {
    for await (const sheet of reader) {
      let columns: Map<number, ImportColumn> | null = null;
      let chunk: ImportSheetRow[] = [];
      for await (const row of sheet as AsyncIterable<SheetRow & { values: unknown[] }>) {
        if (!columns) {
          columns = row.number === 1 ? columnsOf(row, Math.min(row.values.length, maxColumns + 1)) : new Map();
          found = [...columns.values()].some((c) => c.key === 'person_name');
          if (found) onSheet(sheets[index]!);
        }
        // Other sheets are read through, not left half-read: the zip is one stream.
        if (!found || row.number === 1) continue;
        const values = valuesOf(row, columns);
        if (!values) continue;
        if (++count > maxRows) throw tooMany(maxRows);
        chunk.push({ row: row.number, values });
        if (chunk.length === importChunkRows) {
          yield chunk;
          chunk = [];
        }
      }
      if (chunk.length) yield chunk;
      if (found) return;
      index++;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notXlsx();
  }
  throw validationError({ file: "머리글 '이름'을 찾을 수 없습니다. 직원 가져오기 양식을 내려받아 사용해주세요." }, '가져오기 양식의 머리글을 찾을 수 없습니다.');
}

export type ImportFile = {
  /** Data rows the sheet's row tags promise (blank rows count too): the total of the progress lines until the last. */
  estimate: number;
  /** The rows in chunks of `importChunkRows`, read as they are asked for. */
  chunks: AsyncIterable<ImportSheetRow[]>;
};

/**
 * Opens an uploaded workbook: the zip check, then the first chunk of rows (a file without the
 * template's header or without rows is refused before anything else happens). A sheet with more
 * row tags than the cap is counted through first, so a file over the cap is refused up front too;
 * the cap is checked again as the rows stream.
 */
export async function openImportFile(data: Buffer, maxRows = maxImportRows): Promise<ImportFile> {
  const entries = await readZip(data, maxUnzippedBytes);
  let estimate = 0;
  const open = () => sheetChunks(data, entries, maxRows, (sheet) => (estimate = Math.max(0, sheet.rows - 1)));
  let chunks = open();
  let first = await chunks.next();
  if (!first.done && estimate > maxRows) {
    while (!(await chunks.next()).done) continue;
    chunks = open();
    first = await chunks.next();
  }
  if (first.done) throw validationError({ file: '파일에 가져올 행이 없습니다.' }, '파일에 가져올 행이 없습니다.');
  const head = first.value;
  const rest = chunks;
  return {
    estimate,
    chunks: (async function* () {
      yield head;
      yield* rest;
    })(),
  };
}

function tooMany(maxRows: number) {
  const message = `한 번에 ${maxRows.toLocaleString('ko-KR')}행까지 가져올 수 있습니다. 파일을 나눠 주세요.`;
  return validationError({ file: message }, message);
}
