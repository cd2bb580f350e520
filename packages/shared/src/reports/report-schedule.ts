import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, getDaysInMonth, set, startOfDay, startOfMonth } from 'date-fns';
import { scheduleTimezone, type ScheduleFrequency } from './reports';

/**
 * When a report schedule runs next (spec 3.5): the first run strictly after `after`. Times are read in
 * Asia/Seoul (date-fns on a TZDate in that zone).
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

const quarterMonths = [1, 4, 7, 10];

export function nextRun(schedule: ScheduleTiming, after: Date): Date {
  const [hours = 0, minutes = 0] = schedule.time.split(':').map(Number);
  const today = startOfDay(new TZDate(after, scheduleTimezone));
  /** The run on a Seoul day, at the schedule's time: the first one after `after` is the answer. */
  const runOn = (day: TZDate) => {
    const at = set(day, { hours, minutes, seconds: 0, milliseconds: 0 });
    return at > after ? new Date(at.getTime()) : null;
  };

  if (schedule.frequency === 'DAILY' || schedule.frequency === 'WEEKLY') {
    for (let i = 0; i <= 7; i++) {
      const day = addDays(today, i);
      if (schedule.frequency === 'WEEKLY' && day.getDay() !== schedule.dayOfWeek) continue;
      const at = runOn(day);
      if (at) return at;
    }
  } else {
    // At most 13 months ahead: a YEARLY run of this month already past comes back in a year.
    for (let i = 0; i <= 13; i++) {
      const first = addMonths(startOfMonth(today), i);
      const m = first.getMonth() + 1;
      if (schedule.frequency === 'QUARTERLY' && !quarterMonths.includes(m)) continue;
      if (schedule.frequency === 'YEARLY' && m !== schedule.month) continue;
      const at = runOn(set(first, { date: Math.min(schedule.dayOfMonth, getDaysInMonth(first)) }));
      if (at) return at;
    }
  }
  throw new Error(`no next run for ${JSON.stringify(schedule)}`);
}
