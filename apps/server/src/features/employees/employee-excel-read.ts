import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { importColumns, maxImportRows, type ImportColumn, type RegistrationFormKey } from '@saram/shared/employee-import';
import { AppError, validationError } from '../../lib/errors';

/** Reading an uploaded import workbook: zip bomb check, then the rows as a stream. */

const notXlsx = () => validationError({ file: '올바른 Excel(.xlsx) 파일이 아닙니다.' }, '올바른 Excel(.xlsx) 파일이 아닙니다.');
/** About 8 KB of sheet XML a row at the row cap. */
const maxUnzippedBytes = 400 * 1024 * 1024;

/** Inflates a zip entry as a stream, counting (not keeping) its bytes; RangeError over `limit`. */
async function inflatedSize(body: Buffer, limit: number): Promise<number> {
  let total = 0;
  const inflate = createInflateRaw();
  inflate.end(body);
  for await (const chunk of inflate as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      inflate.destroy();
      throw new RangeError('too large');
    }
  }
  return total;
}

/**
 * A zip bomb check before the workbook is parsed: every entry is inflated, as a stream, with a
 * ceiling on the total size (sizes declared in the zip can lie).
 */
async function checkZip(data: Buffer): Promise<void> {
  const u32 = (at: number) => (at + 4 <= data.length ? data.readUInt32LE(at) : -1);
  const u16 = (at: number) => (at + 2 <= data.length ? data.readUInt16LE(at) : -1);
  if (u32(0) !== 0x04034b50) throw notXlsx();
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const entries = u16(end + 10);
  if (entries > 5000) throw notXlsx();
  let at = u32(end + 16);
  let total = 0;
  try {
    for (let i = 0; i < entries; i++) {
      if (u32(at) !== 0x02014b50) throw notXlsx();
      const method = u16(at + 10);
      const size = u32(at + 20);
      const local = u32(at + 42);
      at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
      if (u32(local) !== 0x04034b50) throw notXlsx();
      const start = local + 30 + u16(local + 26) + u16(local + 28);
      const body = data.subarray(start, start + size);
      if (method === 0) total += body.length;
      else if (method === 8) total += await inflatedSize(body, maxUnzippedBytes - total);
      else throw notXlsx();
      if (total > maxUnzippedBytes) throw new RangeError('too large');
    }
  } catch (err) {
    if (err instanceof RangeError) throw validationError({ file: '파일의 압축을 푼 크기가 너무 큽니다.' }, '파일의 압축을 푼 크기가 너무 큽니다.');
    if (err instanceof Error && 'code' in err && String(err.code).startsWith('Z_')) throw notXlsx();
    throw err;
  }
}

/** A cell's value without formulas, rich text or links. */
function plain(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.richText)) return o.richText.map((r: { text?: unknown }) => (typeof r.text === 'string' ? r.text : '')).join('');
    if ('result' in o) return plain(o.result);
    if ('text' in o) return plain(o.text);
  }
  return null;
}

const pad = (n: number | string) => String(n).padStart(2, '0');
function isoOfDate(d: Date): string {
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

/**
 * The data rows of an uploaded workbook (blank rows skipped), keyed by the registration form keys.
 * The workbook is read as a stream, a row at a time: only the values of the template's columns
 * are kept, never the workbook model. The first sheet whose header row names '이름' is read.
 */
export async function readImportFile(data: Buffer): Promise<ImportSheetRow[]> {
  await checkZip(data);
  const rows: ImportSheetRow[] = [];
  let found = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore' });
    for await (const sheet of reader) {
      let columns: Map<number, ImportColumn> | null = null;
      // Other sheets are read through (not left half-read: the zip is one stream).
      for await (const row of sheet as AsyncIterable<SheetRow & { values: unknown[] }>) {
        if (!columns) {
          columns = row.number === 1 ? columnsOf(row, Math.min(row.values.length, maxColumns + 1)) : new Map();
          found = [...columns.values()].some((c) => c.key === 'person_name');
        }
        if (!found || row.number === 1) continue;
        const values: ImportSheetRow['values'] = {};
        for (const [col, column] of columns) {
          const value = plain(row.getCell(col).value);
          if (value === null || value === '') continue;
          const normalised = normalise(column, value);
          if (normalised !== '') values[column.key] = normalised;
        }
        if (!Object.keys(values).length) continue;
        if (rows.length === maxImportRows) throw tooMany();
        rows.push({ row: row.number, values });
      }
      if (found) break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notXlsx();
  }
  if (!found) {
    throw validationError({ file: "머리글 '이름'을 찾을 수 없습니다. 직원 가져오기 양식을 내려받아 사용해주세요." }, '가져오기 양식의 머리글을 찾을 수 없습니다.');
  }
  if (!rows.length) throw validationError({ file: '파일에 가져올 행이 없습니다.' }, '파일에 가져올 행이 없습니다.');
  return rows;
}

function tooMany() {
  const message = `한 번에 ${maxImportRows.toLocaleString('ko-KR')}행까지 가져올 수 있습니다. 파일을 나눠 주세요.`;
  return validationError({ file: message }, message);
}
