import { allPermissions, defaultRoles, type DefaultRoleName } from '@saram/shared/permissions';
import { describe, expect, it } from 'vitest';
import {
  activeNavTarget,
  homePath,
  isEvaluationOnly,
  mayOpenPath,
  navItemsOf,
  pendingConditions,
  roleRedirect,
  visibleNav,
  visibleQuickLinks,
} from './nav-access';
import { dashboardItem, navGroups } from './nav-items';

function userWith(...roles: DefaultRoleName[]) {
  return {
    roles: roles.map((name) => ({ name })),
    permissions: [...new Set(roles.flatMap((role) => defaultRoles[role].permissions))],
  };
}

describe('evaluation-only users (spec 4, 6)', () => {
  it('are users whose only role is evaluation_only', () => {
    expect(isEvaluationOnly(userWith('evaluation_only'))).toBe(true);
    expect(isEvaluationOnly(userWith('evaluation_only', 'evaluator'))).toBe(false);
    expect(isEvaluationOnly(userWith('admin'))).toBe(false);
    expect(isEvaluationOnly({ roles: [] })).toBe(false);
    expect(isEvaluationOnly(null)).toBe(false);
  });

  it('go to /evaluations unless already on /evaluations, /unauthorized or /eval/my', () => {
    const user = userWith('evaluation_only');
    for (const path of ['/', '/hr-dashboard', '/employees', '/rbac', '/eval/templates', '/search', '/evaluationsx', '/eval/evaluations']) {
      expect(roleRedirect(path, user), path).toBe('/evaluations');
    }
    for (const path of ['/evaluations', '/evaluations/', '/unauthorized', '/eval/my', '/eval/evaluations/42']) {
      expect(roleRedirect(path, user), path).toBeNull();
    }
  });

  it('leave everyone else where they are', () => {
    for (const role of ['admin', 'employee', 'evaluator'] as const) {
      expect(roleRedirect('/employees', userWith(role))).toBeNull();
    }
    expect(roleRedirect('/employees', null)).toBeNull();
  });

  it('see only the entries leading to their evaluation screens', () => {
    const nav = visibleNav(userWith('evaluation_only'));
    expect(nav.dashboard).toBe(false);
    expect(nav.groups.map((group) => group.label)).toEqual(['직원 셀프 서비스']);
    expect(navItemsOf(nav.groups).map((item) => [item.label, item.to])).toEqual([
      ['내 평가', '/eval/my'],
      ['평가자 포털', '/evaluations'],
    ]);
  });
});

describe('the menu for everyone else', () => {
  it('is the full menu for an administrator, in the groups and order of spec 2.3, plus 내 정보', () => {
    const nav = visibleNav({ roles: [{ name: 'admin' }], permissions: allPermissions });
    expect(nav.dashboard).toBe(true);
    expect(nav.groups).toEqual(navGroups);
    expect(nav.groups.map((group) => [group.label, group.items.map((item) => `${item.label} ${item.to}`)])).toEqual([
      ['채용 관리', ['채용 공고 /job-notices', '수습 평가 대상자 /new-employees', '체크리스트 템플릿 /checklist-templates']],
      [
        '직원 관리',
        [
          '직원 관리 /employees',
          '조직도 설정 /organization',
          '사직서 관리 /resignation-management',
          '증명서 발급 대장 /certificates',
          '퇴직자 관리 /retired-employees',
          '인사 발령 /appointments',
          '발령 결재함 /appointment-approvals',
          '결재선 설정 /approval-lines',
        ],
      ],
      ['직원 셀프 서비스', ['내 대시보드 /dashboard', '내 평가 /eval/my', '평가자 포털 /evaluations', '사직서 제출 /resignation-request', '내 정보 /my-profile']],
      ['성과 평가 관리', ['평가 템플릿 /eval/templates', '평가 주기 /eval/cycles', '평가 대시보드 /eval/dashboard', '평가 리포트 /eval/reports']],
      [
        '관리자 모드',
        [
          '시스템 권한 관리 /rbac',
          '역할 배정 규칙 /role-assignment-rules',
          '공통 코드 관리 /common-types',
          '평가 코드 관리 /eval/codes',
          '관리자 ID 관리 /admin-management',
          'API 토큰 관리 /token-management',
          '웹훅 관리 /webhook-management',
          '감사 로그 /audit-logs',
          '개인정보 접속기록 /access-logs',
          '개인정보 파기 /retention',
        ],
      ],
      ['HR Control Tower', ['Report Center /reports', '경영진 요약 /reports/executive-dashboard', '부서 성과 /reports/department-performance']],
    ]);
    expect(navItemsOf(nav.groups)).toHaveLength(33);
    expect(dashboardItem).toMatchObject({ label: '대시보드', to: '/hr-dashboard', also: ['/'] });
    expect(visibleQuickLinks(userWith('admin')).map((link) => [link.label, link.to])).toEqual([
      ['직원 관리', '/employees'],
      ['조직도', '/organization'],
      ['평가 관리', '/eval/cycles'],
    ]);
  });

  const labelsOf = (nav: ReturnType<typeof visibleNav>) =>
    Object.fromEntries(nav.groups.map((group) => [group.label, group.items.map((item) => item.label)]));

  it('shows an employee only their self-service screens: no 직원 관리, no dashboard, no quick links', () => {
    const employee = userWith('employee');
    const nav = visibleNav(employee);
    expect(nav.dashboard).toBe(false);
    expect(labelsOf(nav)).toEqual({ '직원 셀프 서비스': ['내 대시보드', '내 평가', '사직서 제출', '내 정보'] });
    expect(visibleQuickLinks(employee)).toEqual([]);
    expect(homePath(employee)).toBe('/dashboard');
    expect(roleRedirect('/', employee)).toBe('/dashboard');
    for (const path of ['/organization', '/retired-employees', '/employees/1', '/hr-dashboard', '/search', '/reports']) {
      expect(mayOpenPath(path, employee), path).toBe(false);
    }
    for (const path of ['/dashboard', '/manager-dashboard', '/my-profile', '/eval/my', '/resignation-request', '/unauthorized', '/coming-soon']) {
      expect(mayOpenPath(path, employee), path).toBe(true);
    }
  });

  it('hides what HR staff may not open: admin mode, the executive summary, templates, the evaluator portal', () => {
    const staff = userWith('hr_staff');
    const nav = visibleNav(staff);
    expect(nav.dashboard).toBe(true);
    expect(labelsOf(nav)).toEqual({
      '채용 관리': ['채용 공고', '수습 평가 대상자', '체크리스트 템플릿'],
      '직원 관리': ['직원 관리', '조직도 설정', '사직서 관리', '증명서 발급 대장', '퇴직자 관리', '인사 발령', '발령 결재함'],
      '직원 셀프 서비스': ['내 대시보드', '내 평가', '사직서 제출', '내 정보'],
      '성과 평가 관리': ['평가 주기', '평가 대시보드'],
      'HR Control Tower': ['Report Center', '부서 성과'],
    });
    expect(visibleQuickLinks(staff).map((link) => link.label)).toEqual(['직원 관리', '조직도', '평가 관리']);
    expect(homePath(staff)).toBe('/');
    expect(roleRedirect('/', staff)).toBeNull();

    const manager = visibleNav(userWith('hr_manager'));
    const admin = manager.groups.find((group) => group.id === 'admin');
    expect(admin?.items.map((item) => item.label)).toEqual(['공통 코드 관리', '평가 코드 관리', '감사 로그', '개인정보 접속기록']);
  });

  it('gives an evaluation-only user no quick links and the evaluator portal as home', () => {
    const evalOnly = userWith('evaluation_only');
    expect(visibleQuickLinks(evalOnly)).toEqual([]);
    expect(homePath(evalOnly)).toBe('/evaluations');
  });

  it('opens Report Center with any report permission', () => {
    expect(mayOpenPath('/reports', userWith('executive'))).toBe(true);
    expect(mayOpenPath('/reports', { permissions: ['reports:manage'] })).toBe(true);
    expect(mayOpenPath('/reports', userWith('hr_staff'))).toBe(true);
    expect(mayOpenPath('/reports', userWith('employee'))).toBe(false);
    expect(mayOpenPath('/reports/executive-dashboard', userWith('hr_staff'))).toBe(false);
  });

  it('leads the three appointment entries to their screens, none to /coming-soon', () => {
    const employees = navGroups.find((group) => group.id === 'employees');
    expect(employees?.items.filter((item) => item.to.startsWith('/coming-soon'))).toEqual([]);
    expect(employees?.items.slice(-3).map((item) => `${item.label} ${item.to}`)).toEqual(['인사 발령 /appointments', '발령 결재함 /appointment-approvals', '결재선 설정 /approval-lines']);
  });

  it('shows 발령 결재함 to an approver without appointments:write once the server says they are on a line', () => {
    const employee = userWith('employee');
    const inbox = (nav: ReturnType<typeof visibleNav>) => navItemsOf(nav.groups).some((item) => item.to === '/appointment-approvals');
    expect(inbox(visibleNav(employee))).toBe(false);
    const conditions = pendingConditions(employee);
    expect(conditions.map((c) => c.queryKey)).toEqual([['appointments', 'approver-status']]);
    expect(inbox(visibleNav(employee, (c) => c === conditions[0]))).toBe(true);
    // HR sees it by permission and is never asked.
    expect(pendingConditions(userWith('hr_manager'))).toEqual([]);
    expect(inbox(visibleNav(userWith('hr_manager')))).toBe(true);
    expect(pendingConditions(userWith('evaluation_only'))).toEqual([]);
  });
});

describe('the active entry', () => {
  const items = navItemsOf(navGroups);

  it.each([
    ['/', '', '/hr-dashboard'],
    ['/hr-dashboard', '', '/hr-dashboard'],
    ['/employees', '', '/employees'],
    ['/employees/123/hr-card', '', '/employees'],
    ['/job-notices/detail/15', '', '/job-notices'],
    ['/checklist-management', '', '/checklist-templates'],
    ['/checklist-builder/new', '', '/checklist-templates'],
    ['/eval/evaluations/8', '', '/evaluations'],
    ['/eval/cycles/2/status', '', '/eval/cycles'],
    ['/reports', '', '/reports'],
    ['/reports/executive-dashboard', '', '/reports/executive-dashboard'],
    ['/reports/talent-analytics', '', '/reports'],
    ['/approval-lines', '', '/approval-lines'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(activeNavTarget(pathname, search, items)).toBe(expected);
  });

  it('is none for pages outside the menu', () => {
    expect(activeNavTarget('/search', '', items)).toBeNull();
    expect(activeNavTarget('/coming-soon', '', items)).toBeNull();
    expect(activeNavTarget('/employeesx', '', items)).toBeNull();
  });
});
