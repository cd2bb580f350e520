import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { exportColumns, importChoices, importColumns, maxImportRows, type ImportColumn, type RegistrationFormKey } from '@saram/shared/employee-import';
import type { EmployeeListItem } from '@saram/shared/employees';
import { validationError } from '../../lib/errors';
import { formulaSafe } from '../../lib/spreadsheet';

/** The Excel files of the employee list: import template, reading an upload, export workbook. */

const sheetName = '직원';
const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF9' } };
const thin: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFB8C2D3' } };

/** Columns typed as text so Excel keeps leading zeros (010..., 0012...). */
const textKeys = new Set<RegistrationFormKey>(['employee_number', 'contact', 'emergency_phone', 'rrn']);
const example: Partial<Record<RegistrationFormKey, string | number>> = {
  person_name: '홍길동',
  employee_number: 'E2026001',
  corporation_name: '한빛소프트',
  division_name: '개발사업부',
  headquarter_name: '개발본부',
  team_name: '플랫폼팀',
  work_form: '정규직',
  job_title: '팀원',
  job_grade: '선임',
  job_function: '백엔드 개발',
  hire_date: '2026-03-02',
  probation_end_date: '2026-06-01',
  employment_status: '재직',
  email: 'gildong.hong@example.com',
  contact: '010-1234-5678',
  address: '서울특별시 강남구 테헤란로 152',
  birthDate: '1990-01-01',
  gender: '남',
  rrn: '900101-1234568',
  emergency_name: '홍길순',
  emergency_relationship: '배우자',
  emergency_phone: '010-2222-3333',
  base_salary: 3200000,
  allowances: 200000,
};
const notes: Partial<Record<RegistrationFormKey, string>> = {
  person_name: '필수 항목입니다.',
  employee_number: '비워 두면 자동으로 부여됩니다.',
  hire_date: '날짜는 YYYY-MM-DD (예: 2026-03-02)',
  contact: '예: 010-1234-5678',
  rrn: '예: 900101-1234567 (암호화되어 저장됩니다)',
  base_salary: '숫자만 입력 (원)',
};

function styleHeader(row: ExcelJS.Row) {
  row.height = 22;
  row.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FF1F2937' } };
    cell.fill = headerFill;
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
    cell.border = { top: thin, bottom: thin, left: thin, right: thin };
  });
}

const widthOf = (header: string) => Math.max(10, header.length * 2 + 4);

type DataValidations = { add(address: string, validation: ExcelJS.DataValidation): void };

/** A column's value list: the active codes of its group (공통 코드), or the fixed lists of shared. */
export type TemplateChoices = Partial<Record<RegistrationFormKey, readonly string[]>>;
/** Excel keeps a list's formula under 256 characters; longer lists are only named in the guide. */
const fitsList = (values: readonly string[]) => values.length > 0 && values.join(',').length + 2 <= 255;

/** GET import/template: the headers, one example row, value lists, header frozen. */
export async function buildTemplate(codes: TemplateChoices = {}): Promise<Buffer> {
  const choices: TemplateChoices = { ...importChoices, ...codes };
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Saram';
  const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = importColumns.map((c) => ({
    header: c.header,
    key: c.key,
    width: widthOf(c.header) + (c.key === 'address' || c.key === 'email' ? 14 : 2),
    style: textKeys.has(c.key) ? { numFmt: '@' } : {},
  }));
  styleHeader(ws.getRow(1));
  for (const c of importColumns) {
    const note = notes[c.key];
    if (note) ws.getCell(1, importColumns.indexOf(c) + 1).note = note;
    if ('required' in c) ws.getCell(1, importColumns.indexOf(c) + 1).font = { bold: true, color: { argb: 'FFB42318' } };
  }
  ws.addRow(example).font = { color: { argb: 'FF6B7280' } };
  const validations = (ws as unknown as { dataValidations: DataValidations }).dataValidations;
  for (const [key, values] of Object.entries(choices)) {
    if (!fitsList(values)) continue;
    const column = ws.getColumn(key).letter;
    validations.add(`${column}2:${column}${maxImportRows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '입력 값 확인',
      error: `${values.join(', ')} 중에서 선택해주세요.`,
    });
  }

  const guide = wb.addWorksheet('작성 안내');
  guide.getColumn(1).width = 100;
  for (const line of [
    '직원 가져오기 양식 작성 안내',
    '',
    `· '${sheetName}' 시트의 1행(머리글)은 바꾸지 마세요. 2행은 예시이므로 지우고 입력하세요.`,
    '· 이름은 필수입니다. 사번을 비워 두면 자동으로 부여됩니다.',
    '· 날짜는 YYYY-MM-DD 형식(예: 2026-03-02)으로 입력하세요. Excel 날짜 셀도 읽습니다.',
    ...Object.entries(choices).map(([key, values]) => `· ${importColumns.find((c) => c.key === key)?.header ?? key}: ${values.join(', ')}`),
    '· 주민등록번호는 암호화되어 저장되며 생년월일·성별이 비어 있으면 채워집니다.',
    `· 한 번에 ${maxImportRows.toLocaleString('ko-KR')}행까지 가져올 수 있습니다. 먼저 '검증'으로 결과를 확인한 뒤 가져오세요.`,
  ]) {
    guide.addRow([line]);
  }
  guide.getRow(1).font = { bold: true, size: 13 };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// Reading an upload

const notXlsx = () => validationError({ file: '올바른 Excel(.xlsx) 파일이 아닙니다.' }, '올바른 Excel(.xlsx) 파일이 아닙니다.');
const maxUnzippedBytes = 100 * 1024 * 1024;

/**
 * A zip bomb check before the workbook is parsed: every entry is inflated with a ceiling on the
 * total size (sizes declared in the zip can lie).
 */
function checkZip(data: Buffer): void {
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
      else if (method === 8) total += inflateRawSync(body, { maxOutputLength: maxUnzippedBytes - total + 1 }).length;
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

function columnsOf(ws: ExcelJS.Worksheet): Map<number, ImportColumn> {
  const found = new Map<number, ImportColumn>();
  ws.getRow(1).eachCell((cell, col) => {
    const header = String(plain(cell.value) ?? '')
      .replace(/[\s*]/g, '')
      .toLowerCase();
    const column = byHeader.get(header);
    if (column && ![...found.values()].includes(column)) found.set(col, column);
  });
  return found;
}

export type ImportSheetRow = { row: number; values: Partial<Record<RegistrationFormKey, string | number>> };

/** The data rows of an uploaded workbook (blank rows skipped), keyed by the registration form keys. */
export async function readImportFile(data: Buffer): Promise<ImportSheetRow[]> {
  checkZip(data);
  const wb = new ExcelJS.Workbook();
  try {
    // Parts that are not data are skipped: ranges in them would be expanded cell by cell.
    const options = {
      ignoreNodes: ['dataValidations', 'mergeCells', 'conditionalFormatting', 'extLst', 'hyperlinks', 'drawing', 'legacyDrawing', 'picture', 'tableParts'],
      maxRows: maxImportRows + 1000,
      maxCols: 500,
    };
    await wb.xlsx.load(data as unknown as Parameters<typeof wb.xlsx.load>[0], options);
  } catch (err) {
    if (err instanceof Error && /^Max (row|c) count/.test(err.message)) throw tooMany();
    throw notXlsx();
  }
  const sheets = wb.worksheets.map((ws) => ({ ws, columns: columnsOf(ws) }));
  const sheet = sheets.find((s) => [...s.columns.values()].some((c) => c.key === 'person_name'));
  if (!sheet) {
    throw validationError({ file: "머리글 '이름'을 찾을 수 없습니다. 직원 가져오기 양식을 내려받아 사용해주세요." }, '가져오기 양식의 머리글을 찾을 수 없습니다.');
  }
  const rows: ImportSheetRow[] = [];
  sheet.ws.eachRow((row, number) => {
    if (number === 1) return;
    const values: ImportSheetRow['values'] = {};
    for (const [col, column] of sheet.columns) {
      const value = plain(row.getCell(col).value);
      if (value === null || value === '') continue;
      const normalised = normalise(column, value);
      if (normalised !== '') values[column.key] = normalised;
    }
    if (Object.keys(values).length) rows.push({ row: number, values });
  });
  if (!rows.length) throw validationError({ file: '파일에 가져올 행이 없습니다.' }, '파일에 가져올 행이 없습니다.');
  if (rows.length > maxImportRows) throw tooMany();
  return rows;
}

function tooMany() {
  const message = `한 번에 ${maxImportRows.toLocaleString('ko-KR')}행까지 가져올 수 있습니다. 파일을 나눠 주세요.`;
  return validationError({ file: message }, message);
}

// ---------------------------------------------------------------------------------------------
// Export


const dateKeys = new Set<string>(['hire_date', 'termination_date']);

/** GET export: the flattened view of the given employees, Korean headers, dates as Excel dates. */
export async function buildExport(items: readonly EmployeeListItem[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Saram';
  const ws = wb.addWorksheet('직원 목록', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = exportColumns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.key === 'address' || c.key === 'departmentPath' || c.key === 'email' ? 30 : widthOf(c.header) + 2,
    style: dateKeys.has(c.key) ? { numFmt: 'yyyy.mm.dd' } : {},
  }));
  styleHeader(ws.getRow(1));
  for (const item of items) {
    ws.addRow(
      Object.fromEntries(
        exportColumns.map(({ key }) => {
          const value = item[key];
          if (dateKeys.has(key) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [key, new Date(`${value}T00:00:00Z`)];
          return [key, formulaSafe(value)];
        }),
      ),
    );
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: exportColumns.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
