import ExcelJS from 'exceljs';
import { importColumns } from '@saram/shared/employee-import';
import type { TestApp } from '../../test/app';
import { multipart, type FormPart } from '../../test/multipart';

/** Workbooks and uploads for the import tests (employee-files.test.ts, employee-import.test.ts). */

export const importUrl = '/api/mongo/employees/import';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST import as a multipart form: the fields, then the file (as the web app sends them); getters, as the app starts in beforeAll. */
export function uploader(t: () => TestApp, as: () => Record<string, Record<string, string>>) {
  return (file: Buffer | null, fields: Record<string, string> = {}, who = 'hr.manager', filename = '직원.xlsx', headers: Record<string, string> = {}) => {
    const parts: FormPart[] = [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [{ name: 'file', filename, data: file }] : [])];
    const form = multipart(parts, xlsx);
    return t().app.inject({ method: 'POST', url: importUrl, payload: form.payload, headers: { ...as()[who]!, ...form.headers, ...headers } });
  };
}

export async function workbook(rows: unknown[][], headers: string[] = importColumns.map((c) => c.header)): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('직원');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const col = (key: string) => importColumns.findIndex((c) => c.key === key);

/** A row in template column order from a few keyed values. */
export function row(values: Record<string, unknown>): unknown[] {
  const out: unknown[] = importColumns.map(() => null);
  for (const [key, value] of Object.entries(values)) out[col(key)] = value;
  return out;
}
