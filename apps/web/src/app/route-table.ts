import { allPermissions, type Permission } from '@saram/shared/permissions';
import type { ComponentType } from 'react';
import { comingSoonFeatures } from './shell/coming-soon-features';
import { managerDashboardPath } from './landing';

/**
 * Every signed-in route of spec 2.2 and the evaluation area: the one list of screens. Each entry
 * gives its Korean title (header, breadcrumbs, document title), the permission its screen needs,
 * its page (loaded on demand; without one, a placeholder fed from `upcoming`), and where it appears
 * in the sidebar and the header's quick links. A new screen is one entry here.
 *
 * Sidebar groups list their entries in the order of this table (their labels and icons live in
 * app/shell/nav-items.ts).
 */

export type NavGroupId = 'recruitment' | 'employees' | 'self-service' | 'evaluation' | 'admin' | 'control-tower';

/** Screens need one permission, or any one of a list (Report Center: any report). */
export type RouteAccess = Permission | readonly Permission[];

/** Where an entry appears in the sidebar. */
export type NavPlacement = {
  /** A group, or 'top' for the entry above the groups (the dashboard). */
  group: NavGroupId | 'top';
  /** The entry's label when it is not the page title. */
  label?: string;
  /** A query the link adds (the /coming-soon entries name their feature). */
  search?: string;
  /** Other path prefixes that highlight this entry (e.g. the detail pages below a list). */
  also?: readonly string[];
  /** The placement's own permission, instead of the route's. */
  permission?: Permission;
  /** A count shown beside the entry (e.g. requests waiting for a decision). */
  badge?: NavBadge;
  /** Shown also to users without the permission for whom this server check holds (see NavCondition). */
  orWhen?: NavCondition;
};

/**
 * A fact only the server knows that shows an entry to users lacking its permission (an approver
 * without appointments:write sees 발령 결재함). Asked only for users the permission leaves out; the
 * fetch loads its feature's api on demand.
 */
export type NavCondition = {
  queryKey: readonly unknown[];
  holds: (signal: AbortSignal) => Promise<boolean>;
};

/** 발령 결재함: the caller is, or was, on an appointment's approval line (GET appointments/inbox/status). */
const appointmentApprover: NavCondition = {
  queryKey: ['appointments', 'approver-status'],
  holds: (signal) => import('../features/appointments/api').then((m) => m.fetchApproverStatus(signal)).then((s) => s.approver),
};

/**
 * A count beside a sidebar entry, fetched only for users holding `permission` and hidden at 0. The
 * fetch loads its feature's api on demand (the route table is part of the sign-in bundle).
 */
export type NavBadge = {
  permission: Permission;
  /** The react-query key; the feature's mutations invalidate it. */
  queryKey: readonly unknown[];
  count: (signal: AbortSignal) => Promise<number>;
  /** What it reads as, e.g. '승인 대기 3건'. */
  label: (count: number) => string;
};

/** 사직서 관리: the requests waiting for HR's decision (GET mongo/resignations/pending/count). */
const pendingResignationsBadge: NavBadge = {
  permission: 'resignations:read',
  queryKey: ['resignations', 'pending-count'],
  count: (signal) => import('../features/resignations/api').then((m) => m.fetchPendingCount(signal)),
  label: (count) => `승인 대기 ${count}건`,
};

export type RouteEntry = {
  /** React Router pattern (`:id` marks an id segment). */
  path: string;
  title: string;
  /** Full-height, non-scrolling layout (template editor, checklist builder). Default: padded. */
  layout?: 'full';
  /**
   * What the screen needs: without it the page shows /unauthorized and no link to it is shown (the
   * server refuses the calls anyway). Absent: every signed-in user.
   */
  permission?: RouteAccess;
  /** The page component, loaded on demand so that /login stays small. */
  page?: () => Promise<ComponentType>;
  /** What the screen will do, for the honest placeholder shown until the feature is built. */
  upcoming?: string;
  nav?: NavPlacement | readonly NavPlacement[];
  /** The label of the header's quick link to this screen (spec 2.4). */
  quickLink?: string;
  /** Left out of the breadcrumb of the pages below it (a placeholder they should not link to). */
  skipInTrail?: true;
};

export const dashboardTitle = 'HR 대시보드';
export const jobNoticeDetailTitle = '채용 공고 상세';
export const genericPageTitle = '페이지';
export const unknownCrumbLabel = 'page';
export const myProfilePath = '/my-profile';
/** Home of everyone without the HR dashboard (dashboard:read); a unit leader's team dashboard is in landing.ts. */
export const personalDashboardPath = '/dashboard';

const jobNoticeDetail = '공고 내용과 지원자의 전형 단계(서류 전형, 면접, 최종 합격)를 관리합니다.';
const anyReport = allPermissions.filter((p) => p.startsWith('reports:'));

const checklistTemplatesPage = () => import('../features/checklists/templates/templates-page').then((m) => m.ChecklistTemplatesPage);
const jobNoticeDetailPage = () => import('../features/recruitment/notices/job-notice-detail-page').then((m) => m.JobNoticeDetailPage);
/** The ten report screens: one generic page reads its report type from the path. */
const reportPage = () => import('../features/reports/view/report-view-page').then((m) => m.ReportViewPage);
const dashboardPage = () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage);

export const routeTable: readonly RouteEntry[] = [
  { path: '/', title: dashboardTitle, permission: 'dashboard:read', page: dashboardPage },
  {
    path: '/hr-dashboard',
    title: dashboardTitle,
    permission: 'dashboard:read',
    page: dashboardPage,
    nav: { group: 'top', label: '대시보드', also: ['/'] },
  },
  // Every employee's own dashboard; the manager dashboard is for unit leaders, which the server
  // decides (leading a unit is not a permission): others see a polite note there.
  {
    path: personalDashboardPath,
    title: '대시보드',
    page: () => import('../features/dashboard/my-dashboard-page').then((m) => m.MyDashboardPage),
    nav: { group: 'self-service', label: '내 대시보드' },
  },
  {
    path: managerDashboardPath,
    title: '매니저 대시보드',
    page: () => import('../features/dashboard/team-dashboard-page').then((m) => m.TeamDashboardPage),
  },

  // 채용 관리
  {
    path: '/job-notices',
    title: '채용 공고',
    permission: 'recruitment:read',
    page: () => import('../features/recruitment/notices/job-notices-page').then((m) => m.JobNoticesPage),
    nav: { group: 'recruitment', also: ['/job-notices/create', '/job-notices/detail'] },
  },
  {
    path: '/job-notices/create',
    title: '채용 공고 등록',
    permission: 'recruitment:write',
    page: () => import('../features/recruitment/notices/notice-form-page').then((m) => m.NoticeFormPage),
  },
  // Spec 2.2 lists the bare path; a notice's trail goes 채용 공고 > the notice, past this placeholder.
  { path: '/job-notices/detail', title: jobNoticeDetailTitle, permission: 'recruitment:read', upcoming: jobNoticeDetail, skipInTrail: true },
  { path: '/job-notices/detail/:id', title: jobNoticeDetailTitle, permission: 'recruitment:read', page: jobNoticeDetailPage },
  {
    path: '/new-employees',
    title: '수습 평가 대상자',
    permission: 'checklists:read',
    page: () => import('../features/onboarding/new-employees-page').then((m) => m.NewEmployeesPage),
    nav: { group: 'recruitment' },
  },
  {
    path: '/new-employees/:id',
    title: '수습 평가 대상자 상세',
    permission: 'checklists:read',
    page: () => import('../features/onboarding/new-employee-detail-page').then((m) => m.NewEmployeeDetailPage),
  },
  {
    path: '/checklist-templates',
    title: '체크리스트 템플릿 관리',
    permission: 'checklists:read',
    page: checklistTemplatesPage,
    nav: { group: 'recruitment', label: '체크리스트 템플릿', also: ['/checklist-management', '/checklist-builder'] },
  },
  { path: '/checklist-management', title: '체크리스트 템플릿 관리', permission: 'checklists:read', page: checklistTemplatesPage },
  {
    path: '/checklist-builder/new',
    title: '체크리스트 빌더',
    layout: 'full',
    permission: 'checklists:write',
    page: () => import('../features/checklists/builder/checklist-builder-page').then((m) => m.ChecklistBuilderPage),
    upcoming: '항목을 끌어다 놓아 새 온보딩 체크리스트 템플릿을 만듭니다.',
  },
  {
    path: '/checklist-builder/:id',
    title: '체크리스트 빌더',
    layout: 'full',
    permission: 'checklists:write',
    page: () => import('../features/checklists/builder/checklist-builder-page').then((m) => m.ChecklistBuilderPage),
    upcoming: '체크리스트 템플릿의 항목과 순서, 확인 담당자를 편집하고 새 버전으로 저장합니다.',
  },

  // 직원 관리
  {
    path: '/employees',
    title: '직원 관리',
    permission: 'employees:read',
    page: () => import('../features/employees/employees-page').then((m) => m.EmployeesPage),
    nav: { group: 'employees' },
    quickLink: '직원 관리',
  },
  {
    path: '/employees/register',
    title: '직원 등록',
    permission: 'employees:write',
    page: () => import('../features/employees/employee-register-page').then((m) => m.EmployeeRegisterPage),
  },
  {
    path: '/employees/:id',
    title: '직원 상세',
    permission: 'employees:read',
    page: () => import('../features/employees/employee-detail-page').then((m) => m.EmployeeDetailPage),
  },
  {
    path: '/employees/:id/hr-card',
    title: '인사기록카드',
    permission: 'employees:read',
    page: () => import('../features/employees/hr-card-page').then((m) => m.HrCardPage),
  },
  {
    path: '/organization',
    title: '조직도 설정',
    permission: 'organization:read',
    page: () => import('../features/organization/organization-page').then((m) => m.OrganizationPage),
    nav: { group: 'employees' },
    quickLink: '조직도',
  },
  {
    path: '/resignation-management',
    title: '사직서 관리',
    permission: 'resignations:read',
    page: () => import('../features/resignations/resignation-management-page').then((m) => m.ResignationManagementPage),
    nav: { group: 'employees', badge: pendingResignationsBadge },
  },
  {
    path: '/certificates',
    title: '증명서 발급 대장',
    permission: 'certificates:issue',
    page: () => import('../features/certificates/certificate-log-page').then((m) => m.CertificateLogPage),
    nav: { group: 'employees' },
  },
  {
    path: '/retired-employees',
    title: '퇴직자 관리',
    permission: 'employees:read',
    page: () => import('../features/employees/retired-employees-page').then((m) => m.RetiredEmployeesPage),
    nav: { group: 'employees' },
  },
  // 인사발령 (issue 34): the list and form, the approvals inbox (any signed-in approver may open it; the
  // sidebar shows it to HR and to anyone who is or was on an approval line), approval lines.
  {
    path: '/appointments',
    title: '인사발령 관리',
    permission: 'appointments:write',
    page: () => import('../features/appointments/appointments-page').then((m) => m.AppointmentsPage),
    nav: { group: 'employees', label: '인사 발령' },
  },
  {
    path: '/appointment-approvals',
    title: '발령 결재함',
    page: () => import('../features/appointments/appointment-inbox-page').then((m) => m.AppointmentInboxPage),
    nav: { group: 'employees', permission: 'appointments:write', orWhen: appointmentApprover },
  },
  {
    path: '/approval-lines',
    title: '결재선 설정',
    permission: 'appointments:lines',
    page: () => import('../features/appointments/approval-lines-page').then((m) => m.ApprovalLinesPage),
    nav: { group: 'employees' },
  },
  {
    path: '/coming-soon',
    title: '준비 중',
    page: () => import('./shell/coming-soon-page').then((m) => m.ComingSoonPage),
    nav: Object.entries(comingSoonFeatures).map(([key, feature]) => ({
      group: 'employees',
      label: feature.label,
      search: `?feature=${key}`,
      permission: feature.permission,
    })),
  },

  // 직원 셀프 서비스
  {
    path: '/eval/my',
    title: '내 평가',
    permission: 'evaluations:self',
    page: () => import('../features/evaluations/review/my-evaluations-page').then((m) => m.MyEvaluationsPage),
    nav: { group: 'self-service' },
  },
  {
    path: '/evaluations',
    title: '평가자 포털',
    permission: 'evaluations:evaluate',
    page: () => import('../features/evaluations/review/evaluator-portal-page').then((m) => m.EvaluatorPortalPage),
    nav: { group: 'self-service', also: ['/eval/evaluations'] },
  },
  {
    path: '/eval/evaluations/:id',
    title: '평가 진행',
    // Everyone evaluated opens their own self-review here; the server decides per evaluation.
    permission: 'evaluations:self',
    page: () => import('../features/evaluations/review/evaluation-page').then((m) => m.EvaluationPage),
  },
  {
    path: '/resignation-request',
    title: '사직서 제출',
    permission: 'resignations:request',
    page: () => import('../features/resignations/resignation-request-page').then((m) => m.ResignationRequestPage),
    nav: { group: 'self-service' },
  },
  {
    path: myProfilePath,
    title: '내 정보',
    page: () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
    nav: { group: 'self-service' },
  },

  // 성과 평가 관리
  {
    path: '/eval/templates',
    title: '평가 템플릿',
    permission: 'evaluations:manage',
    page: () => import('../features/evaluations/admin/templates/templates-page').then((m) => m.TemplatesPage),
    nav: { group: 'evaluation' },
  },
  {
    path: '/eval/templates/new',
    title: '평가 템플릿 만들기',
    layout: 'full',
    permission: 'evaluations:manage',
    page: () => import('../features/evaluations/admin/templates/template-editor-page').then((m) => m.TemplateEditorPage),
  },
  {
    path: '/eval/templates/:id/edit',
    title: '평가 템플릿 편집',
    layout: 'full',
    permission: 'evaluations:manage',
    page: () => import('../features/evaluations/admin/templates/template-editor-page').then((m) => m.TemplateEditorPage),
  },
  {
    path: '/eval/cycles',
    title: '평가 주기',
    permission: 'evaluations:read',
    page: () => import('../features/evaluations/admin/cycles/cycles-page').then((m) => m.CyclesPage),
    nav: { group: 'evaluation' },
    quickLink: '평가 관리',
  },
  {
    path: '/eval/cycles/:cycleId/status',
    title: '평가 진행 현황',
    permission: 'evaluations:read',
    page: () => import('../features/evaluations/admin/cycles/cycle-status-page').then((m) => m.CycleStatusPage),
  },
  {
    path: '/eval/cycles/:cycleId/results',
    title: '평가 결과',
    permission: 'evaluations:read',
    page: () => import('../features/evaluations/admin/cycles/cycle-results-page').then((m) => m.CycleResultsPage),
  },
  {
    path: '/eval/cycles/:cycleId/report',
    title: '평가 주기 리포트',
    permission: 'evaluations:reports',
    page: () => import('../features/evaluations/admin/cycles/cycle-report-page').then((m) => m.CycleReportPage),
  },
  {
    path: '/eval/dashboard',
    title: '평가 대시보드',
    permission: 'evaluations:read',
    page: () => import('../features/evaluations/admin/dashboard-page').then((m) => m.DashboardPage),
    nav: { group: 'evaluation' },
  },
  {
    path: '/eval/reports',
    title: '평가 리포트',
    permission: 'evaluations:reports',
    page: () => import('../features/evaluations/admin/reports-page').then((m) => m.ReportsPage),
    nav: { group: 'evaluation' },
  },

  // 관리자 모드
  {
    path: '/rbac',
    title: '시스템 권한 관리',
    permission: 'admin:rbac',
    page: () => import('../features/rbac/rbac-page').then((m) => m.RbacPage),
    nav: { group: 'admin' },
  },
  {
    path: '/role-assignment-rules',
    title: '역할 배정 규칙',
    permission: 'admin:role-rules',
    page: () => import('../features/role-rules/role-rules-page').then((m) => m.RoleRulesPage),
    nav: { group: 'admin' },
  },
  {
    path: '/common-types',
    title: '공통 코드 관리',
    permission: 'common-types:write',
    page: () => import('../features/common-types/common-types-page').then((m) => m.CommonTypesPage),
    nav: { group: 'admin' },
  },
  {
    path: '/eval/codes',
    title: '평가 코드 관리',
    permission: 'evaluations:manage',
    page: () => import('../features/evaluations/admin/templates/codes-page').then((m) => m.CodesPage),
    nav: { group: 'admin' },
  },
  {
    path: '/admin-management',
    title: '관리자 ID 관리',
    permission: 'admin:users',
    page: () => import('../features/auth/accounts/admin-management-page').then((m) => m.AdminManagementPage),
    nav: { group: 'admin' },
  },
  {
    path: '/token-management',
    title: 'API 토큰 관리',
    permission: 'admin:tokens',
    page: () => import('../features/tokens/tokens-page').then((m) => m.TokenManagementPage),
    nav: { group: 'admin' },
  },
  {
    path: '/webhook-management',
    title: '웹훅 관리',
    permission: 'admin:webhooks',
    page: () => import('../features/webhooks/webhooks-page').then((m) => m.WebhooksPage),
    nav: { group: 'admin' },
  },
  {
    path: '/audit-logs',
    title: '감사 로그',
    permission: 'admin:audit',
    page: () => import('../features/audit/audit-logs-page').then((m) => m.AuditLogsPage),
    nav: { group: 'admin' },
  },
  {
    path: '/access-logs',
    title: '개인정보 접속기록',
    permission: 'admin:audit',
    page: () => import('../features/audit/access-logs-page').then((m) => m.AccessLogsPage),
    nav: { group: 'admin' },
  },
  {
    path: '/retention',
    title: '개인정보 파기',
    permission: 'admin:retention',
    page: () => import('../features/retention/retention-page').then((m) => m.RetentionPage),
    nav: { group: 'admin' },
  },

  // HR Control Tower
  {
    path: '/reports',
    title: 'Report Center',
    permission: anyReport,
    page: () => import('../features/reports/center/report-center-page').then((m) => m.ReportCenterPage),
    nav: { group: 'control-tower' },
  },
  {
    path: '/reports/executive-dashboard',
    title: '경영진 요약',
    permission: 'reports:executive:view',
    page: reportPage,
    nav: { group: 'control-tower' },
  },
  {
    path: '/reports/department-performance',
    title: '부서 성과',
    permission: 'reports:department:view',
    page: reportPage,
    nav: { group: 'control-tower' },
  },
  {
    path: '/reports/talent-analytics',
    title: '인재 분석',
    permission: 'reports:talent:view',
    page: reportPage,
  },
  {
    path: '/reports/manager-effectiveness',
    title: '관리자 효과성',
    permission: 'reports:manager:view',
    page: reportPage,
  },
  {
    path: '/reports/succession-planning',
    title: '승계 계획',
    permission: 'reports:succession:view',
    page: reportPage,
  },
  {
    path: '/reports/skills-gap',
    title: '역량 격차',
    permission: 'reports:skills:view',
    page: reportPage,
  },
  {
    path: '/reports/retention-risk',
    title: '이직 위험 분석',
    permission: 'reports:retention:view',
    page: reportPage,
  },
  {
    path: '/reports/compensation',
    title: '보상 분석',
    permission: 'reports:compensation:view',
    page: reportPage,
  },
  {
    path: '/reports/training-effectiveness',
    title: '교육 효과성',
    permission: 'reports:training:view',
    page: reportPage,
  },
  {
    path: '/reports/individual-progress',
    title: '개인 성장',
    permission: 'reports:individual:view',
    page: reportPage,
  },
  {
    path: '/reports/builder',
    title: '맞춤 리포트 만들기',
    permission: 'reports:manage',
    page: () => import('../features/reports/builder/builder-page').then((m) => m.ReportBuilderPage),
  },
  {
    path: '/reports/edit/:id',
    title: '리포트 편집',
    permission: 'reports:manage',
    page: () => import('../features/reports/center/edit-report-page').then((m) => m.EditReportPage),
  },

  // 기타
  {
    path: '/unauthorized',
    title: '접근 권한 없음',
    page: () => import('./shell/unauthorized-page').then((m) => m.UnauthorizedPage),
  },
  {
    path: '/search',
    title: '통합 검색',
    permission: 'search:use',
    page: () => import('../features/search/search-page').then((m) => m.SearchPage),
  },
  {
    // Everyone's own notifications (the header's bell leads here).
    path: '/notifications',
    title: '알림',
    page: () => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
  },
  {
    // The owner record's permission and scope decide beyond search:use; the server answers 404 otherwise.
    path: '/documents/:id',
    title: '문서',
    permission: 'search:use',
    page: () => import('../features/documents/document-page').then((m) => m.DocumentPage),
  },
];

/**
 * Breadcrumb labels for path prefixes that are not pages themselves (e.g. /eval in
 * /eval/templates), optionally linking to the page that stands for them.
 */
export const breadcrumbSections: Readonly<Record<string, { label: string; href?: string }>> = {
  '/eval': { label: '성과 평가' },
  '/eval/evaluations': { label: '평가자 포털', href: '/evaluations' },
  '/checklist-builder': { label: '체크리스트 템플릿 관리', href: '/checklist-templates' },
  '/reports/edit': { label: '리포트 편집' },
  '/documents': { label: '문서' },
  '/dev': { label: '개발 도구' },
};

/** Whether permissions `granted` open a screen that needs `required`. */
export function isPermitted(required: RouteAccess | undefined, granted: readonly string[]): boolean {
  if (!required) return true;
  const anyOf: readonly Permission[] = typeof required === 'string' ? [required] : required;
  return anyOf.some((permission) => granted.includes(permission));
}
