import { monthlyHiresLeaversChart } from '@saram/shared/reports/hires-leavers';
import { dashboardLinks, turnoverFormula } from '@saram/shared/dashboard/dashboard';
import type { DashboardDepartments, DashboardOnboarding, DashboardQuery, DashboardStatistics } from '@saram/shared/dashboard/dashboard.schemas';
import type { Permission } from '@saram/shared/permissions';
import type { ChartSpec } from '@saram/shared/reports/report-result.schemas';

/** What the HR dashboard shows and where each figure leads; pure, so that the screen only lays it out. */

export const formatCount = (n: number | null | undefined, unit = '명'): string =>
  n === null || n === undefined ? '-' : `${n.toLocaleString('ko-KR')}${unit}`;
export const formatPercent = (n: number | null | undefined): string => (n === null || n === undefined ? '-' : `${n.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`);
/** '2026-03' → '2026.03'. */
export const formatMonth = (month: string): string => month.replace('-', '.');

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters the URL holds (?from&to&corporationId); anything malformed is left to the defaults. */
export function parseDashboardParams(params: URLSearchParams): DashboardQuery {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const corporationId = params.get('corporationId') ?? '';
  const both = isoDay.test(from) && isoDay.test(to) && from <= to;
  return {
    ...(both || (isoDay.test(from) && !to) ? { from } : {}),
    ...(both || (isoDay.test(to) && !from) ? { to } : {}),
    ...(uuid.test(corporationId) ? { corporationId } : {}),
  };
}

export type Figure = {
  id: string;
  label: string;
  value: string;
  hint?: string | undefined;
  /** The definition in full (the tile's tooltip). */
  title?: string | undefined;
  /** Where the figure leads (the list whose total it is), when the caller may open that list. */
  href?: string | undefined;
};

/** The list screen a link opens needs this permission (apps/web/src/app/route-table.ts). */
const listPermission: Record<string, Permission> = {
  '/employees': 'employees:read',
  '/retired-employees': 'employees:read',
  '/resignation-management': 'resignations:read',
  '/new-employees': 'checklists:read',
  '/job-notices': 'recruitment:read',
  '/eval/dashboard': 'evaluations:read',
};

/** The link, or nothing when the caller could not open the list. */
export function linkFor(href: string, can: (p: Permission) => boolean): string | undefined {
  const permission = listPermission[href.split('?')[0]!];
  return permission && can(permission) ? href : undefined;
}

export function headlineFigures(s: DashboardStatistics, o: DashboardOnboarding | undefined, can: (p: Permission) => boolean): Figure[] {
  const { from, to, corporationId } = s.filters;
  const applicants = s.recruitment.applicants.reduce((sum, a) => sum + a.count, 0);
  return [
    {
      id: 'headcount',
      label: '재직 인원',
      value: formatCount(s.headcount.total),
      hint: `휴직 ${formatCount(s.headcount.onLeave)} 포함`,
      href: linkFor(dashboardLinks.headcount(corporationId), can),
    },
    { id: 'hires', label: '입사자', value: formatCount(s.hires), hint: '기간 중 입사일 기준', href: linkFor(dashboardLinks.hires(from, to, corporationId), can) },
    { id: 'leavers', label: '퇴직자', value: formatCount(s.leavers), hint: '기간 중 퇴직일 기준', href: linkFor(dashboardLinks.leavers(from, to, corporationId), can) },
    {
      id: 'turnover',
      label: '이직률',
      value: formatPercent(s.turnoverRate),
      hint: `퇴직자 ÷ 월말 평균 인원(${s.averageHeadcount.toLocaleString('ko-KR')}명) × 100`,
      title: turnoverFormula,
      href: linkFor(dashboardLinks.leavers(from, to, corporationId), can),
    },
    {
      id: 'probation',
      label: '수습 중 신규 입사자',
      value: formatCount(o?.inProbation),
      hint: o ? `기간 중 입사 ${formatCount(o.hiredInPeriod)} · 온보딩 진행 중` : undefined,
      href: linkFor(dashboardLinks.probation(corporationId), can),
    },
    {
      id: 'resignations',
      label: '사직서 승인 대기',
      value: formatCount(s.pendingResignations, '건'),
      hint: '인사 결정을 기다리는 사직서',
      href: linkFor(dashboardLinks.pendingResignations(corporationId), can),
    },
    {
      id: 'notices',
      label: '진행 중 채용 공고',
      value: formatCount(s.recruitment.openNotices, '건'),
      hint: `지원자 ${formatCount(applicants)} · 회사 전체`,
      href: linkFor(dashboardLinks.openNotices(), can),
    },
  ];
}

const chart = (spec: Omit<ChartSpec, 'valueFormat'>): ChartSpec => ({ ...spec, valueFormat: 'count' });

export function trendChart(s: DashboardStatistics): ChartSpec {
  return chart({
    id: 'headcount-trend',
    title: '재직 인원 추이',
    kind: 'line',
    category: 'month',
    categoryLabel: '월',
    series: [{ key: 'headcount', label: '재직 인원' }],
    data: s.trend.map((p) => ({ month: formatMonth(p.month), headcount: p.headcount })),
    description: '월말(마지막 달은 기간 종료일) 기준 재직 인원(휴직자 포함)의 월별 추이입니다.',
  });
}

export function flowsChart(s: DashboardStatistics): ChartSpec {
  return monthlyHiresLeaversChart(
    s.flows.map((f) => ({ month: formatMonth(f.month), hires: f.hires, leavers: f.leavers })),
    '달마다 입사일이 든 인원과 퇴직일이 든 퇴직자 수입니다.',
  );
}

export function unitChart(d: DashboardDepartments): ChartSpec {
  return chart({
    id: 'headcount-by-unit',
    title: '조직별 재직 인원',
    kind: 'horizontalBar',
    category: 'unit',
    categoryLabel: '최상위 조직',
    series: [{ key: 'headcount', label: '재직 인원' }],
    data: d.byUnit.map((u) => ({ unit: u.name, headcount: u.headcount })),
    description: '사업부(없으면 본부·팀)별 재직 인원(휴직자 포함)입니다.',
  });
}

export function corporationChart(d: DashboardDepartments): ChartSpec {
  return chart({
    id: 'headcount-by-corporation',
    title: '법인별 재직 인원',
    kind: 'pie',
    category: 'corporation',
    categoryLabel: '법인',
    series: [{ key: 'headcount', label: '재직 인원' }],
    data: d.byCorporation.map((c) => ({ corporation: c.name, headcount: c.headcount })),
    description: '법인별 재직 인원(휴직자 포함)과 그 비중입니다.',
  });
}

export type Breakdown = { key: string; name: string; count: number; href?: string | undefined };

/** Rows of the by-unit and by-corporation tables, each leading to its filtered /employees list. */
export function unitRows(d: DashboardDepartments, can: (p: Permission) => boolean): Breakdown[] {
  const corp = d.filters.corporationId;
  return d.byUnit.map((u) => ({
    key: u.unitId ?? 'none',
    name: u.name,
    count: u.headcount,
    href: u.unitId && u.filter ? linkFor(dashboardLinks.headcount(corp, { filter: u.filter, id: u.unitId }), can) : undefined,
  }));
}

export function corporationRows(d: DashboardDepartments, can: (p: Permission) => boolean): Breakdown[] {
  return d.byCorporation.map((c) => ({
    key: c.corporationId ?? 'none',
    name: c.name,
    count: c.headcount,
    href: c.corporationId ? linkFor(dashboardLinks.headcount(c.corporationId), can) : undefined,
  }));
}

export function applicantRows(s: DashboardStatistics): Breakdown[] {
  return s.recruitment.applicants.map((a) => ({ key: a.stage, name: a.label, count: a.count }));
}

export type CycleProgress = { id: string; name: string; total: number; completed: number; percent: number; dueDate: string | null; href?: string | undefined };

export function cycleProgress(s: DashboardStatistics, can: (p: Permission) => boolean): CycleProgress[] {
  return s.evaluations.map((c) => ({
    id: c.cycleId,
    name: c.name,
    total: c.total,
    completed: c.completed,
    percent: c.total ? Math.round((c.completed / c.total) * 100) : 0,
    dueDate: c.dueDate,
    // /eval/dashboard has no corporation filter: with one chosen its totals would differ, so no link.
    href: s.filters.corporationId ? undefined : linkFor(dashboardLinks.evaluation(c.cycleId), can),
  }));
}
