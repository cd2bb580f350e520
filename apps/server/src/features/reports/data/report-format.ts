import type { ReportResult } from '@saram/shared/reports/report-result.schemas';

/** Small pure helpers the report modules share: periods by month, rates, labels. */

/** The access record a report's answer stands for (written on every read, cached or not): one person, or a list. */
export type ReportAccess = { subjectType: string; subjectId?: string; count?: number; fields: string[]; reason?: string };

export type ReportBody = Pick<ReportResult, 'figures' | 'charts' | 'tables' | 'missing' | 'notes'> & { access?: ReportAccess };

export const salaryRefusal = '보상 분석은 급여 정보 열람 권한이 있어야 볼 수 있습니다.';

export const emptyBody = (): ReportBody => ({ figures: [], charts: [], tables: [], missing: [], notes: [] });

/** 'YYYY-MM' of every month from `from` to `to` (ISO days), in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** '2026-03' → '2026.03'; '2026-03-01' → '2026.03.01'. */
export const dotted = (iso: string) => iso.replaceAll('-', '.');

/** The first day of the month `months` before the month of `iso`. */
export function monthStartBefore(iso: string, months: number): string {
  const total = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** A share in percent with one decimal; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Turnover (%): leavers over the average of the head counts at the start and the end of the period. */
export function turnover(leavers: number, start: number, end: number): number | null {
  return percent(leavers, (start + end) / 2);
}

export const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
