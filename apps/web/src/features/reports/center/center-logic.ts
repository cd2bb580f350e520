import {
  defaultScheduleFrequency,
  defaultScheduleTime,
  reportCatalogue,
  scheduleFrequencyLabels,
  scheduleTimezone,
  type ReportCategory,
  type ReportFormat,
  type ScheduleFrequency,
} from '@saram/shared/reports/reports';
import type { Catalogue, SavedReport, SetSchedule } from '@saram/shared/reports/saved-reports.schemas';

/** Pure rules of the Report Center screens (spec 2.6, 3.5), kept apart so that they are tested alone. */

export type CatalogueEntry = Catalogue['types'][number];
export type CategoryFilter = ReportCategory | 'all';

/** Title or description contains the search, case-insensitively; then the category. */
export function filterCatalogue(types: readonly CatalogueEntry[], search: string, category: CategoryFilter): CatalogueEntry[] {
  const needle = search.trim().toLocaleLowerCase('ko-KR');
  return types.filter(
    (entry) =>
      (category === 'all' || entry.category === category) &&
      (!needle || entry.title.toLocaleLowerCase('ko-KR').includes(needle) || entry.description.toLocaleLowerCase('ko-KR').includes(needle)),
  );
}

export const weekdayLabels = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '매월 1일 09:00', '매주 월요일 09:00', '매년 3월 1일 09:00', '분기별 첫 달 1일 09:00', '매일 09:00'. */
export function scheduleText(schedule: NonNullable<SavedReport['schedule']>): string {
  const label = scheduleFrequencyLabels[schedule.frequency];
  switch (schedule.frequency) {
    case 'DAILY':
      return `${label} ${schedule.time}`;
    case 'WEEKLY':
      return `${label} ${weekdayLabels[schedule.dayOfWeek] ?? ''}요일 ${schedule.time}`;
    case 'MONTHLY':
      return `${label} ${schedule.dayOfMonth}일 ${schedule.time}`;
    case 'QUARTERLY':
      return `${label} 첫 달 ${schedule.dayOfMonth}일 ${schedule.time}`;
    case 'YEARLY':
      return `${label} ${schedule.month}월 ${schedule.dayOfMonth}일 ${schedule.time}`;
  }
}

/** 850ms → '0.9초', 65,000ms → '1분 5초'; nothing yet → '-'. */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms < 0) return '-';
  if (ms < 60_000) return `${(Math.max(ms, 100) / 1000).toFixed(1)}초`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}분 ${seconds % 60}초`;
}

/** What the schedule dialog edits. */
export type ScheduleForm = {
  frequency: ScheduleFrequency;
  dayOfMonth: number;
  dayOfWeek: number;
  month: number;
  time: string;
  recipientIds: string[];
  format: ReportFormat;
  includeRawData: boolean;
};

/** A new schedule: MONTHLY on the 1st at 09:00 (spec 9), PDF; an existing one as saved. */
export function scheduleFormDefaults(saved?: Pick<SavedReport, 'schedule' | 'distribution'> | null): ScheduleForm {
  const schedule = saved?.schedule;
  const distribution = saved?.distribution;
  return {
    frequency: schedule?.frequency ?? defaultScheduleFrequency,
    dayOfMonth: schedule?.dayOfMonth ?? 1,
    dayOfWeek: schedule?.dayOfWeek ?? 1,
    month: schedule?.month ?? 1,
    time: schedule?.time ?? defaultScheduleTime,
    recipientIds: distribution?.recipients.map((r) => r.userId) ?? [],
    format: distribution?.format ?? 'PDF',
    includeRawData: distribution?.includeRawData ?? false,
  };
}

export type ScheduleFormErrors = Partial<Record<'time' | 'dayOfMonth' | 'recipientIds', string>>;

/** The same rules as the server's scheduleSchema and distributionSchema, said before sending. */
export function validateScheduleForm(form: ScheduleForm): ScheduleFormErrors {
  const errors: ScheduleFormErrors = {};
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.time)) errors.time = '시간은 HH:MM 형식(00:00~23:59)으로 입력해주세요.';
  if (needsDayOfMonth(form.frequency) && !(Number.isInteger(form.dayOfMonth) && form.dayOfMonth >= 1 && form.dayOfMonth <= 31)) errors.dayOfMonth = '1~31일 중에서 고르세요.';
  if (form.recipientIds.length === 0) errors.recipientIds = '받는 사람을 한 명 이상 고르세요.';
  else if (form.recipientIds.length > 50) errors.recipientIds = '받는 사람은 50명까지입니다.';
  return errors;
}

export const needsDayOfMonth = (frequency: ScheduleFrequency) => frequency === 'MONTHLY' || frequency === 'QUARTERLY' || frequency === 'YEARLY';

export function toSetSchedule(form: ScheduleForm, active = true): SetSchedule {
  return {
    schedule: {
      frequency: form.frequency,
      dayOfMonth: form.dayOfMonth,
      dayOfWeek: form.dayOfWeek,
      month: form.month,
      time: form.time,
      timezone: scheduleTimezone,
      active,
    },
    distribution: { recipients: form.recipientIds.map((userId) => ({ userId })), format: form.format, deliveryMethod: 'EMAIL', includeRawData: form.includeRawData },
  };
}

/** Saved reports whose schedule is on (예약된 리포트). */
export const scheduledReports = (saved: readonly SavedReport[]) => saved.filter((report) => report.schedule?.active);

/** A saved report's own screen with its filters: /reports/<slug>?from=…&to=…&unitIds=a,b; the builder for a custom one. */
export function savedReportHref(report: Pick<SavedReport, 'id' | 'reportType' | 'filters'>): string {
  if (report.reportType === 'CUSTOM') return `/reports/builder?saved=${encodeURIComponent(report.id)}`;
  const params = new URLSearchParams();
  const { from, to, unitIds, corporationId, employeeId } = report.filters;
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (unitIds?.length) params.set('unitIds', unitIds.join(','));
  if (corporationId) params.set('corporationId', corporationId);
  if (employeeId) params.set('employeeId', employeeId);
  const search = params.toString();
  return `${reportCatalogue[report.reportType].route}${search ? `?${search}` : ''}`;
}

/** The report type's title, or '맞춤 리포트' for a builder one. */
export const reportTypeTitle = (type: SavedReport['reportType']) => (type === 'CUSTOM' ? '맞춤 리포트' : reportCatalogue[type].title);
