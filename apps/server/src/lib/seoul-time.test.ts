import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isCalendarDay, seoulDateStamp, seoulFormat, seoulToday, seoulYear } from './seoul-time';

/** The answers of the hand-written helpers date-fns replaced (Intl formatters and UTC millisecond arithmetic). */
describe('Seoul dates (date-fns, @date-fns/tz)', () => {
  it('reads today in Asia/Seoul, whatever the server zone', () => {
    expect(seoulToday(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(seoulToday(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(seoulDateStamp(new Date('2026-11-20T23:30:00Z'))).toBe('20261121');
    expect(seoulYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(seoulFormat('2026-12-31T05:00:00Z', 'yyyy.MM.dd HH:mm')).toBe('2026.12.31 14:00');
    expect(seoulFormat(new Date('2026-03-02T00:00:09Z'), 'yyyy-MM-dd HH:mm:ss')).toBe('2026-03-02 09:00:09');
  });

  it('adds calendar days and months (a month end clamps)', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-24', 90)).toBe('2027-02-22');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-05-15', -6)).toBe('2025-11-15');
  });

  it('tells a real calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
