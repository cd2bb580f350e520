import { routes } from '../endpoint';
import type { Permission } from '../permissions';

/**
 * HR Control Tower (spec 2.6, 3.5): the ten report types, their catalogue entries, the saved reports
 * with their schedules, and the runs. Every report answers one shape (`ReportResult`,
 * reports.schemas.ts): summary figures, charts (`ChartSpec`, drawn by @saram/charts on screen and in
 * the PDF alike) and tables; the screens, the exports, the scheduled PDFs and the builder share it.
 */

export const reportTypes = [
  'EXECUTIVE_SUMMARY',
  'DEPARTMENT_PERFORMANCE',
  'INDIVIDUAL_PROGRESS',
  'TALENT_ANALYTICS',
  'SUCCESSION_PLANNING',
  'COMPENSATION_ANALYSIS',
  'RETENTION_RISK',
  'SKILLS_GAP',
  'TRAINING_EFFECTIVENESS',
  'MANAGER_EFFECTIVENESS',
] as const;
export type ReportType = (typeof reportTypes)[number];
/** A saved report is one of the ten, or a custom one made on /reports/builder. */
export type SavedReportType = ReportType | 'CUSTOM';

export const reportCategories = ['executive', 'operational', 'analytics'] as const;
export type ReportCategory = (typeof reportCategories)[number];
export const reportCategoryLabels: Record<ReportCategory, string> = { executive: '경영', operational: '운영', analytics: '분석' };

export type ReportTypeInfo = {
  title: string;
  description: string;
  /** A design-system colour name for the card's accent. */
  color: 'blue' | 'indigo' | 'emerald' | 'amber' | 'rose' | 'violet' | 'cyan' | 'orange' | 'teal' | 'slate';
  permission: Permission;
  route: `/reports/${string}`;
  /** The last segment of `route`, also the data endpoint's (`/api/reports/data/{slug}`). */
  slug: string;
  category: ReportCategory;
};

export const reportCatalogue: Record<ReportType, ReportTypeInfo> = {
  EXECUTIVE_SUMMARY: {
    title: '경영진 요약',
    description: '인원, 입·퇴사, 이직률, 채용, 평가 진행을 한 장으로 요약합니다.',
    color: 'blue',
    permission: 'reports:executive:view',
    route: '/reports/executive-dashboard',
    slug: 'executive-dashboard',
    category: 'executive',
  },
  DEPARTMENT_PERFORMANCE: {
    title: '부서 성과',
    description: '조직별 인원, 이직률, 평가 결과 분포를 비교합니다.',
    color: 'indigo',
    permission: 'reports:department:view',
    route: '/reports/department-performance',
    slug: 'department-performance',
    category: 'operational',
  },
  INDIVIDUAL_PROGRESS: {
    title: '개인 성장',
    description: '직원별 평가 결과의 주기별 변화와 온보딩 진행을 봅니다.',
    color: 'emerald',
    permission: 'reports:individual:view',
    route: '/reports/individual-progress',
    slug: 'individual-progress',
    category: 'operational',
  },
  TALENT_ANALYTICS: {
    title: '인재 분석',
    description: '평가 등급 분포, 고성과자 비율, 직급·근속 구성을 분석합니다.',
    color: 'violet',
    permission: 'reports:talent:view',
    route: '/reports/talent-analytics',
    slug: 'talent-analytics',
    category: 'analytics',
  },
  SUCCESSION_PLANNING: {
    title: '승계 계획',
    description: '조직장 직책의 승계 후보 현황을 봅니다.',
    color: 'amber',
    permission: 'reports:succession:view',
    route: '/reports/succession-planning',
    slug: 'succession-planning',
    category: 'executive',
  },
  COMPENSATION_ANALYSIS: {
    title: '보상 분석',
    description: '직급·조직별 연봉 분포(최저·중위·최고)를 비교합니다. 3명 미만 그룹은 표시하지 않습니다.',
    color: 'rose',
    permission: 'reports:compensation:view',
    route: '/reports/compensation',
    slug: 'compensation',
    category: 'analytics',
  },
  RETENTION_RISK: {
    title: '이직 위험 분석',
    description: '퇴직 추이, 조직별 이직률, 근속 구간별 퇴직과 위험 신호를 봅니다.',
    color: 'orange',
    permission: 'reports:retention:view',
    route: '/reports/retention-risk',
    slug: 'retention-risk',
    category: 'analytics',
  },
  SKILLS_GAP: {
    title: '역량 격차',
    description: '직무별 필요 역량과 보유 역량의 차이를 봅니다.',
    color: 'cyan',
    permission: 'reports:skills:view',
    route: '/reports/skills-gap',
    slug: 'skills-gap',
    category: 'analytics',
  },
  TRAINING_EFFECTIVENESS: {
    title: '교육 효과성',
    description: '교육 이수와 이수 전후 평가 변화를 봅니다.',
    color: 'teal',
    permission: 'reports:training:view',
    route: '/reports/training-effectiveness',
    slug: 'training-effectiveness',
    category: 'operational',
  },
  MANAGER_EFFECTIVENESS: {
    title: '관리자 효과성',
    description: '조직장별 팀 규모, 팀 이직률, 평가 완료율, 팀 평가 분포를 비교합니다.',
    color: 'slate',
    permission: 'reports:manager:view',
    route: '/reports/manager-effectiveness',
    slug: 'manager-effectiveness',
    category: 'operational',
  },
};

export const reportTypeBySlug = (slug: string): ReportType | undefined =>
  reportTypes.find((type) => reportCatalogue[type].slug === slug);

/** Groups smaller than this are never shown in a salary figure (compensation analysis). */
export const minimumSalaryGroup = 3;

// Schedules (spec 3.5, the schedule dialog): frequency, day, time read in Asia/Seoul.
export const scheduleFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const scheduleFrequencyLabels: Record<ScheduleFrequency, string> = {
  DAILY: '매일',
  WEEKLY: '매주',
  MONTHLY: '매월',
  QUARTERLY: '분기별',
  YEARLY: '매년',
};
export const defaultScheduleTime = '09:00';
export const defaultScheduleFrequency: ScheduleFrequency = 'MONTHLY';
export const scheduleTimezone = 'Asia/Seoul';
export const reportFormats = ['PDF', 'EXCEL'] as const;
export type ReportFormat = (typeof reportFormats)[number];
export const reportHistoryDays = 30;

export const reportRunStatuses = ['running', 'success', 'failed', 'partial'] as const;
export type ReportRunStatus = (typeof reportRunStatuses)[number];
export const reportRunStatusLabels: Record<ReportRunStatus, string> = {
  running: '실행 중',
  success: '성공',
  failed: '실패',
  partial: '일부 실패',
};

/** The toasts of spec 8.2. */
export const reportToasts = {
  loadFailed: '저장된 리포트를 불러오는데 실패했습니다',
  scheduleFailed: '스케줄 설정에 실패했습니다',
  runFailed: '리포트 실행에 실패했습니다',
  deleteFailed: '리포트 삭제에 실패했습니다',
  scheduled: '리포트 스케줄이 설정되었습니다',
  runStarted: '리포트 생성을 시작했습니다',
  deleted: '리포트가 삭제되었습니다',
  deleteConfirm: '이 리포트를 삭제하시겠습니까?',
} as const;

// ---------------------------------------------------------------------------------------------
// Routes (schemas: reports.schemas.ts). A report's data and its export need that report's own
// permission; the catalogue answers every signed-in user with the flags of their own permissions;
// saved reports, schedules and runs are the caller's own (reports:manage), and running one needs its
// report's permission at the time it runs.

const data = '/api/reports/data';

export const reportDataRoutes = routes({
  executiveSummary: { method: 'GET', path: `${data}/executive-dashboard`, access: 'reports:executive:view' },
  departmentPerformance: { method: 'GET', path: `${data}/department-performance`, access: 'reports:department:view' },
  individualProgress: { method: 'GET', path: `${data}/individual-progress`, access: 'reports:individual:view' },
  talentAnalytics: { method: 'GET', path: `${data}/talent-analytics`, access: 'reports:talent:view' },
  successionPlanning: { method: 'GET', path: `${data}/succession-planning`, access: 'reports:succession:view' },
  compensationAnalysis: { method: 'GET', path: `${data}/compensation`, access: 'reports:compensation:view' },
  retentionRisk: { method: 'GET', path: `${data}/retention-risk`, access: 'reports:retention:view' },
  skillsGap: { method: 'GET', path: `${data}/skills-gap`, access: 'reports:skills:view' },
  trainingEffectiveness: { method: 'GET', path: `${data}/training-effectiveness`, access: 'reports:training:view' },
  managerEffectiveness: { method: 'GET', path: `${data}/manager-effectiveness`, access: 'reports:manager:view' },
});

/** `GET {data route}/export?format=PDF|EXCEL&…filters`: the same report as a file. */
export const reportExportRoutes = routes({
  executiveSummary: { method: 'GET', path: `${data}/executive-dashboard/export`, access: 'reports:executive:view', file: true },
  departmentPerformance: { method: 'GET', path: `${data}/department-performance/export`, access: 'reports:department:view', file: true },
  individualProgress: { method: 'GET', path: `${data}/individual-progress/export`, access: 'reports:individual:view', file: true },
  talentAnalytics: { method: 'GET', path: `${data}/talent-analytics/export`, access: 'reports:talent:view', file: true },
  successionPlanning: { method: 'GET', path: `${data}/succession-planning/export`, access: 'reports:succession:view', file: true },
  compensationAnalysis: { method: 'GET', path: `${data}/compensation/export`, access: 'reports:compensation:view', file: true },
  retentionRisk: { method: 'GET', path: `${data}/retention-risk/export`, access: 'reports:retention:view', file: true },
  skillsGap: { method: 'GET', path: `${data}/skills-gap/export`, access: 'reports:skills:view', file: true },
  trainingEffectiveness: { method: 'GET', path: `${data}/training-effectiveness/export`, access: 'reports:training:view', file: true },
  managerEffectiveness: { method: 'GET', path: `${data}/manager-effectiveness/export`, access: 'reports:manager:view', file: true },
});

/** The data route's key in reportDataRoutes / reportExportRoutes for each type. */
export const reportRouteKeys: Record<ReportType, keyof typeof reportDataRoutes> = {
  EXECUTIVE_SUMMARY: 'executiveSummary',
  DEPARTMENT_PERFORMANCE: 'departmentPerformance',
  INDIVIDUAL_PROGRESS: 'individualProgress',
  TALENT_ANALYTICS: 'talentAnalytics',
  SUCCESSION_PLANNING: 'successionPlanning',
  COMPENSATION_ANALYSIS: 'compensationAnalysis',
  RETENTION_RISK: 'retentionRisk',
  SKILLS_GAP: 'skillsGap',
  TRAINING_EFFECTIVENESS: 'trainingEffectiveness',
  MANAGER_EFFECTIVENESS: 'managerEffectiveness',
};

const center = '/api/reports';

export const reportCenterRoutes = routes({
  /** The catalogue with the caller's permission flags and the four summary cards. */
  catalogue: { method: 'GET', path: `${center}/catalogue`, access: 'session' },
  listSaved: { method: 'GET', path: `${center}/saved`, access: 'reports:manage' },
  createSaved: { method: 'POST', path: `${center}/saved`, access: 'reports:manage', status: 201 },
  getSaved: { method: 'GET', path: `${center}/saved/:id`, access: 'reports:manage' },
  updateSaved: { method: 'PUT', path: `${center}/saved/:id`, access: 'reports:manage' },
  removeSaved: { method: 'DELETE', path: `${center}/saved/:id`, access: 'reports:manage', status: 204 },
  /** Sets (or replaces) the schedule and distribution; the answer carries the next run. */
  setSchedule: { method: 'PUT', path: `${center}/saved/:id/schedule`, access: 'reports:manage' },
  /** Turns a schedule on or off. */
  setScheduleActive: { method: 'PATCH', path: `${center}/saved/:id/schedule`, access: 'reports:manage' },
  /** Runs now (a queued run; 202 with the run). */
  run: { method: 'POST', path: `${center}/saved/:id/run`, access: 'reports:manage', status: 201 },
  /** Runs of the last 30 days (spec 2.6 history). */
  listRuns: { method: 'GET', path: `${center}/runs`, access: 'reports:manage' },
  downloadRun: { method: 'GET', path: `${center}/runs/:id/file`, access: 'reports:manage', file: true },
  /** People who may receive a report (signed-in accounts with an e-mail), for the recipients picker. */
  recipients: { method: 'GET', path: `${center}/recipients`, access: 'reports:manage' },
});
