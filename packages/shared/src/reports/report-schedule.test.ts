import { describe, expect, it } from 'vitest';
import { nextRun, type ScheduleTiming } from './report-schedule';

const base: ScheduleTiming = { frequency: 'MONTHLY', dayOfMonth: 1, dayOfWeek: 1, month: 1, time: '09:00' };
/** A Seoul wall-clock time as an instant (KST = UTC+9). */
const kst = (local: string) => new Date(`${local}+09:00`);
const next = (schedule: Partial<ScheduleTiming>, after: string) => nextRun({ ...base, ...schedule }, kst(after));

describe('nextRun (Asia/Seoul)', () => {
  it('runs daily at the time, today when still ahead, else tomorrow', () => {
    expect(next({ frequency: 'DAILY' }, '2026-11-29T08:59:00')).toEqual(kst('2026-11-29T09:00:00'));
    expect(next({ frequency: 'DAILY' }, '2026-11-29T09:00:00')).toEqual(kst('2026-11-30T09:00:00'));
    expect(next({ frequency: 'DAILY', time: '00:30' }, '2026-12-31T23:59:00')).toEqual(kst('2027-01-01T00:30:00'));
  });

  it('reads the day in Seoul, not in UTC (23:30 UTC is the next morning in Seoul)', () => {
    expect(nextRun({ ...base, frequency: 'DAILY', time: '09:00' }, new Date('2026-11-29T23:30:00Z'))).toEqual(kst('2026-11-30T09:00:00'));
  });

  it('runs weekly on the day of the week', () => {
    // 2026-11-29 is a Sunday.
    expect(next({ frequency: 'WEEKLY', dayOfWeek: 1 }, '2026-11-29T12:00:00')).toEqual(kst('2026-11-30T09:00:00'));
    expect(next({ frequency: 'WEEKLY', dayOfWeek: 0 }, '2026-11-29T08:00:00')).toEqual(kst('2026-11-29T09:00:00'));
    expect(next({ frequency: 'WEEKLY', dayOfWeek: 0 }, '2026-11-29T09:00:00')).toEqual(kst('2026-12-06T09:00:00'));
    expect(next({ frequency: 'WEEKLY', dayOfWeek: 5 }, '2026-12-31T10:00:00')).toEqual(kst('2027-01-01T09:00:00'));
  });

  it('runs monthly on the day, the month\'s last day when the month is shorter', () => {
    expect(next({ dayOfMonth: 31 }, '2027-01-31T10:00:00')).toEqual(kst('2027-02-28T09:00:00'));
    expect(next({ dayOfMonth: 31 }, '2028-02-01T00:00:00')).toEqual(kst('2028-02-29T09:00:00'));
    expect(next({ dayOfMonth: 31 }, '2027-02-28T09:00:00')).toEqual(kst('2027-03-31T09:00:00'));
    expect(next({ dayOfMonth: 30 }, '2027-03-31T00:00:00')).toEqual(kst('2027-04-30T09:00:00'));
    expect(next({ dayOfMonth: 15, time: '18:45' }, '2026-12-15T18:45:00')).toEqual(kst('2027-01-15T18:45:00'));
  });

  it('runs quarterly in January, April, July and October', () => {
    expect(next({ frequency: 'QUARTERLY', dayOfMonth: 1 }, '2026-11-29T12:00:00')).toEqual(kst('2027-01-01T09:00:00'));
    expect(next({ frequency: 'QUARTERLY', dayOfMonth: 5 }, '2027-04-03T12:00:00')).toEqual(kst('2027-04-05T09:00:00'));
    expect(next({ frequency: 'QUARTERLY', dayOfMonth: 31 }, '2027-04-01T00:00:00')).toEqual(kst('2027-04-30T09:00:00'));
    expect(next({ frequency: 'QUARTERLY', dayOfMonth: 1 }, '2027-07-01T09:00:00')).toEqual(kst('2027-10-01T09:00:00'));
  });

  it('runs yearly in its month, across years and leap days', () => {
    expect(next({ frequency: 'YEARLY', month: 2, dayOfMonth: 29 }, '2026-11-29T12:00:00')).toEqual(kst('2027-02-28T09:00:00'));
    expect(next({ frequency: 'YEARLY', month: 2, dayOfMonth: 29 }, '2027-02-28T09:00:00')).toEqual(kst('2028-02-29T09:00:00'));
    expect(next({ frequency: 'YEARLY', month: 11, dayOfMonth: 29 }, '2026-11-29T09:00:00')).toEqual(kst('2027-11-29T09:00:00'));
    expect(next({ frequency: 'YEARLY', month: 12, dayOfMonth: 31, time: '23:59' }, '2026-12-31T23:58:00')).toEqual(kst('2026-12-31T23:59:00'));
  });

  it('always answers a time strictly later', () => {
    let at = kst('2026-01-31T09:00:00');
    for (let i = 0; i < 30; i++) {
      const n = nextRun({ ...base, dayOfMonth: 31 }, at);
      expect(n.getTime()).toBeGreaterThan(at.getTime());
      at = n;
    }
    expect(at).toEqual(kst('2028-07-31T09:00:00'));
  });
});
