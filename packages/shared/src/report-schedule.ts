import type { ScheduleFrequency } from './reports';

/**
 * When a report schedule runs next (spec 3.5): the first run strictly after `after`. Times are read in
 * Asia/Seoul, which has had no daylight saving since 1988, so Seoul wall time is UTC + 9 hours exactly.
 * A day of month past the month's end runs on its last day (31 in February → the 28th or 29th);
 * QUARTERLY runs in January, April, July and October; YEARLY in `month`.
 */

export type ScheduleTiming = {
  frequency: ScheduleFrequency;
  dayOfMonth: number;
  /** 0 (일) - 6 (토). */
  dayOfWeek: number;
  /** 1-12, YEARLY. */
  month: number;
  /** HH:MM. */
  time: string;
};

const seoulOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
const quarterMonths = [1, 4, 7, 10];

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The instant of a Seoul wall-clock date and time. */
const seoulInstant = (year: number, month: number, day: number, minutes: number) =>
  new Date(Date.UTC(year, month - 1, day) + minutes * 60_000 - seoulOffsetMs);

export function nextRun(schedule: ScheduleTiming, after: Date): Date {
  const [hh, mm] = schedule.time.split(':').map(Number);
  const minutes = (hh ?? 0) * 60 + (mm ?? 0);
  const wall = new Date(after.getTime() + seoulOffsetMs);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();

  if (schedule.frequency === 'DAILY' || schedule.frequency === 'WEEKLY') {
    for (let i = 0; i <= 7; i++) {
      const date = new Date(Date.UTC(year, month - 1, day) + i * dayMs);
      if (schedule.frequency === 'WEEKLY' && date.getUTCDay() !== schedule.dayOfWeek) continue;
      const at = seoulInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minutes);
      if (at > after) return at;
    }
  } else {
    // At most 13 months ahead: a YEARLY run of this month already past comes back in a year.
    for (let i = 0; i <= 13; i++) {
      const y = year + Math.floor((month - 1 + i) / 12);
      const m = ((month - 1 + i) % 12) + 1;
      if (schedule.frequency === 'QUARTERLY' && !quarterMonths.includes(m)) continue;
      if (schedule.frequency === 'YEARLY' && m !== schedule.month) continue;
      const at = seoulInstant(y, m, Math.min(schedule.dayOfMonth, daysInMonth(y, m)), minutes);
      if (at > after) return at;
    }
  }
  throw new Error(`no next run for ${JSON.stringify(schedule)}`);
}
