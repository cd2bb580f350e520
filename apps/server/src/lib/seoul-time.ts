import { tz } from '@date-fns/tz';
import { addDays as addCalendarDays, addMonths as addCalendarMonths, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

/**
 * Dates as people in Korea read them (Asia/Seoul), whatever the server's own time zone: the server's
 * one date module, date-fns in the Asia/Seoul context of @date-fns/tz. Calendar days are YYYY-MM-DD.
 */

export const seoulTimeZone = 'Asia/Seoul';
const seoul = { in: tz(seoulTimeZone) };

/** An instant in Seoul's wall time, in date-fns tokens: seoulFormat(at, 'yyyy.MM.dd HH:mm') → 2026.12.31 14:00. */
export function seoulFormat(at: Date | string, pattern: string): string {
  return format(typeof at === 'string' ? new Date(at) : at, pattern, seoul);
}

/** Today as YYYY-MM-DD. */
export function seoulToday(now = new Date()): string {
  return format(now, 'yyyy-MM-dd', seoul);
}

/** Today as YYYYMMDD (file names). */
export function seoulDateStamp(now = new Date()): string {
  return format(now, 'yyyyMMdd', seoul);
}

export function seoulYear(now = new Date()): number {
  return Number(format(now, 'yyyy', seoul));
}

/** Whether `iso` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(iso: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isValid(parseISO(iso, seoul));
}

/** A calendar day (YYYY-MM-DD) `days` later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  return format(addCalendarDays(parseISO(iso, seoul), days, seoul), 'yyyy-MM-dd', seoul);
}

/** Calendar days from `from` to `to` (YYYY-MM-DD each; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to, seoul), parseISO(from, seoul), seoul);
}

/** A calendar day `months` later, clamped to the month's last day (1월 31일 + 1개월 = 2월 말일). */
export function addMonths(iso: string, months: number): string {
  return format(addCalendarMonths(parseISO(iso, seoul), months, seoul), 'yyyy-MM-dd', seoul);
}
