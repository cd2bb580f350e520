import { routes } from '../endpoint';
import type { Permission } from '../permissions';

/**
 * The report builder (/reports/builder, issue 30 item 5): a custom report over one data set, with
 * chosen columns, filters, one grouping with an aggregate and a chart. The server offers only the
 * fields the caller may read (GET fields) and builds its SQL from its own whitelist of columns, never
 * from client strings; a definition naming anything else is refused. A preview answers the same
 * `ReportResult` (type 'CUSTOM') as every report, so that the screen, the PDF and the schedules draw it alike.
 */

export const builderDataSets = ['employees', 'resignations', 'evaluations'] as const;
export type BuilderDataSet = (typeof builderDataSets)[number];

export const builderDataSetInfo: Record<BuilderDataSet, { label: string; description: string; permission: Permission }> = {
  employees: { label: '재직자 명단/인원', description: '직원 한 명이 한 행입니다. 소속, 직급, 고용형태, 입사일 등으로 묶어 인원을 셉니다.', permission: 'employees:read' },
  resignations: { label: '퇴직', description: '사직 신청 한 건이 한 행입니다. 퇴직 유형, 상태, 최종 근무일로 묶어 봅니다.', permission: 'resignations:read' },
  evaluations: { label: '평가 결과', description: '평가 대상자 한 명의 한 주기 평가가 한 행입니다. 등급과 점수는 평가 리포트 권한이 있을 때만 고를 수 있습니다.', permission: 'evaluations:read' },
};

export const builderAggregates = ['count', 'avg'] as const;
export type BuilderAggregate = (typeof builderAggregates)[number];
export const builderAggregateLabels: Record<BuilderAggregate, string> = { count: '인원(건수)', avg: '평균' };

export const builderChartKinds = ['bar', 'horizontalBar', 'line', 'pie', 'none'] as const;
export type BuilderChartKind = (typeof builderChartKinds)[number];
export const builderChartLabels: Record<BuilderChartKind, string> = { bar: '세로 막대', horizontalBar: '가로 막대', line: '꺾은선', pie: '원형', none: '차트 없음' };

export const builderFilterOps = ['eq', 'neq', 'contains', 'gte', 'lte'] as const;
export type BuilderFilterOp = (typeof builderFilterOps)[number];
export const builderFilterOpLabels: Record<BuilderFilterOp, string> = { eq: '같음', neq: '같지 않음', contains: '포함', gte: '이상', lte: '이하' };

/** Rows a preview lists (the grouping still counts every row in SQL). */
export const builderRowLimit = 500;
export const builderMaxColumns = 15;
export const builderMaxFilters = 10;

const base = '/api/reports/builder';

export const reportBuilderRoutes = routes({
  /** The data sets and fields the caller may use (only readable ones). */
  fields: { method: 'GET', path: `${base}/fields`, access: 'reports:manage' },
  /** Runs a definition and answers a ReportResult (type 'CUSTOM'). Reads only: no audit row. */
  preview: { method: 'POST', path: `${base}/preview`, access: 'reports:manage' },
});
