import { reportCatalogue, reportTypes } from '@saram/shared/reports/reports';
import { describe, expect, it } from 'vitest';
import { filterCatalogue, formatDuration, savedReportHref, scheduleFormDefaults, scheduleText, toSetSchedule, validateScheduleForm, type CatalogueEntry } from './center-logic';

const entries: CatalogueEntry[] = reportTypes.map((type) => ({ type, ...reportCatalogue[type], allowed: true }));

describe('catalogue search and category', () => {
  it('matches title or description, case-insensitively, within the category', () => {
    expect(filterCatalogue(entries, '', 'all')).toHaveLength(10);
    expect(filterCatalogue(entries, '보상', 'all').map((e) => e.type)).toEqual(['COMPENSATION_ANALYSIS']);
    // '이직률' appears only in descriptions.
    expect(filterCatalogue(entries, '이직률', 'all').map((e) => e.type)).toEqual(['EXECUTIVE_SUMMARY', 'DEPARTMENT_PERFORMANCE', 'RETENTION_RISK', 'MANAGER_EFFECTIVENESS']);
    const latin = [{ ...entries[0]!, title: 'HR Summary' }];
    expect(filterCatalogue(latin, 'hr sUMmary', 'all')).toHaveLength(1);
    expect(filterCatalogue(entries, '', 'executive').map((e) => e.type)).toEqual(['EXECUTIVE_SUMMARY', 'SUCCESSION_PLANNING']);
    expect(filterCatalogue(entries, '보상', 'operational')).toEqual([]);
  });
});

describe('schedule form', () => {
  it('defaults to monthly on the 1st at 09:00, PDF, no recipients', () => {
    expect(scheduleFormDefaults()).toEqual({ frequency: 'MONTHLY', dayOfMonth: 1, dayOfWeek: 1, month: 1, time: '09:00', recipientIds: [], format: 'PDF', includeRawData: false });
  });

  it('says what is wrong before sending', () => {
    const form = scheduleFormDefaults();
    expect(validateScheduleForm(form)).toEqual({ recipientIds: '받는 사람을 한 명 이상 고르세요.' });
    expect(validateScheduleForm({ ...form, recipientIds: ['u'], time: '24:00' })).toEqual({ time: '시간은 HH:MM 형식(00:00~23:59)으로 입력해주세요.' });
    expect(validateScheduleForm({ ...form, recipientIds: ['u'], dayOfMonth: 0 })).toEqual({ dayOfMonth: '1~31일 중에서 고르세요.' });
    // Weekly and daily schedules have no day of month to check.
    expect(validateScheduleForm({ ...form, frequency: 'WEEKLY', recipientIds: ['u'], dayOfMonth: 0 })).toEqual({});
  });

  it('sends the schedule in Asia/Seoul with the recipients by id', () => {
    expect(toSetSchedule({ ...scheduleFormDefaults(), recipientIds: ['a', 'b'], format: 'EXCEL', includeRawData: true })).toEqual({
      schedule: { frequency: 'MONTHLY', dayOfMonth: 1, dayOfWeek: 1, month: 1, time: '09:00', timezone: 'Asia/Seoul', active: true },
      distribution: { recipients: [{ userId: 'a' }, { userId: 'b' }], format: 'EXCEL', deliveryMethod: 'EMAIL', includeRawData: true },
    });
  });

  it('reads a schedule in Korean', () => {
    const base = { dayOfMonth: 15, dayOfWeek: 3, month: 4, time: '08:30', timezone: 'Asia/Seoul', active: true };
    expect(scheduleText({ ...base, frequency: 'MONTHLY' })).toBe('매월 15일 08:30');
    expect(scheduleText({ ...base, frequency: 'WEEKLY' })).toBe('매주 수요일 08:30');
    expect(scheduleText({ ...base, frequency: 'YEARLY' })).toBe('매년 4월 15일 08:30');
    expect(scheduleText({ ...base, frequency: 'DAILY' })).toBe('매일 08:30');
  });
});

describe('formats and links', () => {
  it('writes durations', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(1_240)).toBe('1.2초');
    expect(formatDuration(65_000)).toBe('1분 5초');
  });

  it('opens a saved report on its own screen with its filters, a custom one in the builder', () => {
    expect(savedReportHref({ id: 'x', reportType: 'RETENTION_RISK', filters: { from: '2026-01-01', unitIds: ['a', 'b'] } })).toBe('/reports/retention-risk?from=2026-01-01&unitIds=a%2Cb');
    expect(savedReportHref({ id: 'x', reportType: 'EXECUTIVE_SUMMARY', filters: {} })).toBe('/reports/executive-dashboard');
    expect(savedReportHref({ id: 'x', reportType: 'CUSTOM', filters: {} })).toBe('/reports/builder?saved=x');
  });
});
