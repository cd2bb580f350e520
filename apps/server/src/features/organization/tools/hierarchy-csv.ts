/** CSV for hierarchy export and import: RFC 4180 quoting, a UTF-8 BOM so that Excel reads Hangul. */

import { formulaSafe } from '../../../lib/spreadsheet';

export const bom = '\uFEFF';

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
