import ExcelJS from 'exceljs';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { importColumns } from '@saram/shared/employees/employee-import';
import type { TestApp } from '../../../test/app';
import { multipart, type FormPart } from '../../../test/multipart';

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

type ZipOptions = {
  /** Entry names in this order first (the rest after, as they were). */
  first?: string[];
  /** Bytes of junk after every entry (writers align entries; readers that walk local headers trip on it). */
  padding?: number;
  /** Sizes left out of the local headers and given after the data, without a signature (as streaming writers may). */
  descriptors?: boolean;
  /** These entries stored, not deflated. */
  stored?: string[];
  /** Changes an entry's bytes. */
  edit?: (name: string, bytes: Buffer) => Buffer;
};

/** The workbook's zip written again the way other tools write theirs (what the import must still read). */
export function rezip(xlsx: Buffer, opts: ZipOptions): Buffer {
  const end = xlsx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries: { name: string; bytes: Buffer }[] = [];
  for (let at = xlsx.readUInt32LE(end + 16), i = 0; i < xlsx.readUInt16LE(end + 10); i++) {
    const [method, size, nameLength, local] = [xlsx.readUInt16LE(at + 10), xlsx.readUInt32LE(at + 20), xlsx.readUInt16LE(at + 28), xlsx.readUInt32LE(at + 42)];
    const name = xlsx.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + xlsx.readUInt16LE(at + 30) + xlsx.readUInt16LE(at + 32);
    const start = local + 30 + xlsx.readUInt16LE(local + 26) + xlsx.readUInt16LE(local + 28);
    const raw = xlsx.subarray(start, start + size);
    const bytes = method === 8 ? inflateRawSync(raw) : raw;
    entries.push({ name, bytes: opts.edit ? opts.edit(name, bytes) : bytes });
  }
  const rank = (name: string) => (opts.first?.includes(name) ? opts.first.indexOf(name) : Infinity);
  entries.sort((a, b) => rank(a.name) - rank(b.name));
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const stored = opts.stored?.includes(name) ?? false;
    const data = stored ? bytes : deflateRawSync(bytes);
    const fileName = Buffer.from(name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800 | (opts.descriptors ? 8 : 0), at + 2);
      header.writeUInt16LE(stored ? 0 : 8, at + 4);
      header.writeUInt32LE(crc32(bytes), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(bytes.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    if (opts.descriptors) local.fill(0, 14, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    fields(header, 6);
    header.writeUInt32LE(offset, 42);
    central.push(header, fileName);
    const descriptor = Buffer.alloc(opts.descriptors ? 12 : 0);
    if (opts.descriptors) [crc32(bytes), data.length, bytes.length].forEach((v, i) => descriptor.writeUInt32LE(v, i * 4));
    const parts = [local, fileName, data, descriptor, Buffer.alloc(opts.padding ?? 0, 0x20)];
    out.push(...parts);
    offset += parts.reduce((n, p) => n + p.length, 0);
  }
  const size = central.reduce((n, p) => n + p.length, 0);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(size, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, ...central, eocd]);
}
