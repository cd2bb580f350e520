import type { ValueFormat } from '@saram/shared/reports/report-result.schemas';

/**
 * How a report value is written (design.md): 1,234명 · 12.5% · 3.2년 · 14개월 · 14일 · 3,200,000원 ·
 * 4,200만원 · 3.8점 · 2026.12.31, '-' for nothing. Units of the raw value: `percent` is already a
 * percentage (12.5 means 12.5%), `won` and `manwon` are both amounts in 원 (`manwon` shows them
 * rounded to 만원), `date` is an ISO date (YYYY-MM-DD...).
 */
export type Cell = string | number | null | undefined;

const grouped = (value: number, digits: number) =>
  value.toLocaleString('ko-KR', { minimumFractionDigits: 0, maximumFractionDigits: digits });

export function formatValue(value: Cell, format: ValueFormat): string {
  if (value === null || value === undefined || value === '') return '-';
  if (format === 'text') return String(value);
  if (format === 'date') return formatIsoDate(String(value));
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  switch (format) {
    case 'count':
      return `${grouped(Math.round(n), 0)}명`;
    case 'percent':
      return `${grouped(n, 1)}%`;
    case 'years':
      return `${grouped(n, 1)}년`;
    case 'months':
      return `${grouped(n, 1)}개월`;
    case 'days':
      return `${grouped(n, 1)}일`;
    case 'won':
      return `${grouped(Math.round(n), 0)}원`;
    case 'manwon':
      return `${grouped(Math.round(n / 10_000), 0)}만원`;
    case 'score':
      return `${grouped(n, 2)}점`;
  }
  return String(value);
}

/** An axis tick: as short as it can be read (amounts in 만원, no decimals where the unit is whole). */
export function formatTick(value: number, format: ValueFormat): string {
  if (format === 'won' || format === 'manwon') return `${grouped(Math.round(value / 10_000), 0)}만`;
  if (format === 'count') return grouped(value, 0);
  if (format === 'percent') return `${grouped(value, 1)}%`;
  if (format === 'text' || format === 'date') return grouped(value, 2);
  return grouped(value, 1);
}

function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : value;
}

/** A number from a data cell (strings that hold numbers count; anything else is no value). */
export function numeric(value: Cell): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
