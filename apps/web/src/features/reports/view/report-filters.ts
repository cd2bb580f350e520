import type { ReportType } from '@saram/shared/reports/reports';
import type { ReportFiltersInput } from '@saram/shared/reports/report-result.schemas';

/**
 * A report screen's filters live in its URL (/reports/<slug>?from=…&to=…&unitIds=…&corporationId=…
 * &employeeId=…), so that a link or a saved report opens the same report. No period in the URL is
 * the server's default, the last 12 months to today.
 */

export type ReportFilterValues = { from?: string; to?: string; unitIds?: string[]; corporationId?: string; employeeId?: string };

export const periodPresets = ['last12', 'thisYear', 'lastYear', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export const periodPresetLabels: Record<PeriodPreset, string> = { last12: '최근 12개월', thisYear: '올해', lastYear: '지난해', custom: '직접 선택' };

export function filtersFromParams(params: URLSearchParams): ReportFilterValues {
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const unitIds = (params.get('unitIds') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const values: ReportFilterValues = {};
  const from = get('from');
  const to = get('to');
  if (from) values.from = from;
  if (to) values.to = to;
  if (unitIds.length) values.unitIds = unitIds;
  const corporationId = get('corporationId');
  const employeeId = get('employeeId');
  if (corporationId) values.corporationId = corporationId;
  if (employeeId) values.employeeId = employeeId;
  return values;
}

/** The URL's query for filters (keys without a value left out). */
export function paramsFromFilters(filters: ReportFilterValues): Record<string, string | undefined> {
  return {
    from: filters.from,
    to: filters.to,
    unitIds: filters.unitIds?.length ? filters.unitIds.join(',') : undefined,
    corporationId: filters.corporationId,
    employeeId: filters.employeeId,
  };
}

/** The API's query: the same keys, unit ids comma-separated; the person only for the report that takes one. */
export function apiQuery(type: ReportType, filters: ReportFilterValues): ReportFiltersInput & Record<string, string | undefined> {
  const query: Record<string, string | undefined> = paramsFromFilters(filters);
  if (type !== 'INDIVIDUAL_PROGRESS') delete query.employeeId;
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return query as ReportFiltersInput & Record<string, string | undefined>;
}

/** The filters as a saved report keeps them (reportFiltersSchema). */
export function savedFilters(type: ReportType, filters: ReportFilterValues): ReportFiltersInput {
  const saved: ReportFiltersInput = {};
  if (filters.from) saved.from = filters.from;
  if (filters.to) saved.to = filters.to;
  if (filters.unitIds?.length) saved.unitIds = filters.unitIds;
  if (filters.corporationId) saved.corporationId = filters.corporationId;
  if (type === 'INDIVIDUAL_PROGRESS' && filters.employeeId) saved.employeeId = filters.employeeId;
  return saved;
}

const year = (today: string) => Number(today.slice(0, 4));

/** The period a preset stands for on `today` (YYYY-MM-DD, Asia/Seoul); the last 12 months leave it to the server. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): { from?: string; to?: string } {
  if (preset === 'thisYear') return { from: `${year(today)}-01-01`, to: today };
  if (preset === 'lastYear') return { from: `${year(today) - 1}-01-01`, to: `${year(today) - 1}-12-31` };
  return {};
}

/** Which preset a period is (any other period: 직접 선택). */
export function presetOf(filters: Pick<ReportFilterValues, 'from' | 'to'>, today: string): PeriodPreset {
  if (!filters.from && !filters.to) return 'last12';
  for (const preset of ['thisYear', 'lastYear'] as const) {
    const period = presetPeriod(preset, today);
    if (period.from === filters.from && period.to === filters.to) return preset;
  }
  return 'custom';
}

/** Where 직접 선택 starts: the last 12 months written out (a day after the same date a year ago, to today). */
export function customStart(today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y - 1, m - 1, d + 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}
