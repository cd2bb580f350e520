import { formatPhone } from '@saram/shared/korea';

/**
 * design.md formats: dates 2026.11.21, date-times 2026.11.21 14:05, money 3,200,000원, '-' for nothing.
 * Dates are read in Asia/Seoul, the zone of the server's date rules, whatever the browser's zone:
 * formatting here, date math in seoul-dates.ts (date-fns in the Asia/Seoul context of @date-fns/tz).
 */

const seoulClock = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * An instant in Seoul's wall time, in the tokens yyyy MM dd HH mm: seoulFormat(at, 'HH:mm') → 14:05.
 * The platform's Intl time zones, not date-fns' format() and TZDate: those weigh ~2 KB on every
 * screen's first load; date math in Seoul (seoul-dates.ts) loads with the few screens that do it.
 */
export function seoulFormat(at: Date | string, pattern: string): string {
  const part = Object.fromEntries(seoulClock.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]));
  const tokens: Record<string, string | undefined> = { yyyy: part.year, MM: part.month, dd: part.day, HH: part.hour, mm: part.minute };
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => tokens[token] ?? '');
}

/** Today in Asia/Seoul (YYYY-MM-DD). */
export const seoulToday = (now = new Date()): string => seoulFormat(now, 'yyyy-MM-dd');

/** YYYYMMDD in Asia/Seoul (file names). */
export const seoulDateStamp = (now = new Date()): string => seoulFormat(now, 'yyyyMMdd');

/** The Seoul day (YYYY-MM-DD) of a timestamp; the text itself when it is none. */
export const seoulDay = (value: string): string => (Number.isNaN(Date.parse(value)) ? value : seoulFormat(value, 'yyyy-MM-dd'));

export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  if (value.length <= 10) return `${match[1]}.${match[2]}.${match[3]}`;
  return formatDateTime(value);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return seoulFormat(date, 'yyyy.MM.dd HH:mm');
}

/** 2026.11.01 ~ 2026.11.30; an open end reads '재직 중'-style by the caller's choice. */
export function formatPeriod(from: string, to: string, openEnd = '현재'): string {
  if (!from && !to) return '-';
  return `${from ? formatDate(from) : '?'} ~ ${to ? formatDate(to) : openEnd}`;
}

/** 3,200,000 (no unit): what a money input shows while typing. */
export function groupThousands(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const digits = String(value).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : `${groupThousands(value)}원`;
}

export function formatPhoneOrDash(value: string | null | undefined): string {
  return value ? formatPhone(value) || value : '-';
}

/** 900101-1234567 as typed: digits only, hyphen after the sixth. */
export function formatRrnInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 13);
  return d.length > 6 ? `${d.slice(0, 6)}-${d.slice(6)}` : d;
}

/** 010-1234-5678 as typed (02 numbers too); partial input keeps its hyphens where they belong. */
export function formatPhoneInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  const head = d.startsWith('02') ? 2 : 3;
  if (d.length <= head) return d;
  const full = formatPhone(d);
  if (full !== d) return full;
  const middle = d.length - head > 4 ? 4 : d.length - head;
  return [d.slice(0, head), d.slice(head, head + middle), d.slice(head + middle)].filter(Boolean).join('-');
}

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);
