import { allPermissions, defaultRoles, type RoleName } from '@saram/shared/permissions';
import { describe, expect, it } from 'vitest';
import { activeNavTarget, isEvaluationOnly, navItemsOf, roleRedirect, visibleNav } from './nav-access';
import { navGroups } from './nav-items';

function userWith(...roles: RoleName[]) {
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
  it('is the full menu for an administrator', () => {
    const nav = visibleNav({ roles: [{ name: 'admin' }], permissions: allPermissions });
    expect(nav.dashboard).toBe(true);
    expect(nav.groups).toEqual(navGroups);
    expect(navItemsOf(nav.groups)).toHaveLength(26);
  });

  it('hides admin-mode entries without their permission, and the group when it is empty', () => {
    const staff = visibleNav(userWith('hr_staff'));
    expect(staff.groups.map((group) => group.id)).not.toContain('admin');
    expect(staff.groups.map((group) => group.id)).toEqual([
      'recruitment',
      'employees',
      'self-service',
      'evaluation',
      'control-tower',
    ]);

    const manager = visibleNav(userWith('hr_manager'));
    const admin = manager.groups.find((group) => group.id === 'admin');
    expect(admin?.items.map((item) => item.label)).toEqual(['공통 코드 관리', '평가 코드 관리']);
  });

  it('lists the three appointment entries, all leading to /coming-soon', () => {
    const employees = navGroups.find((group) => group.id === 'employees');
    const comingSoon = employees?.items.filter((item) => item.to.startsWith('/coming-soon'));
    expect(comingSoon?.map((item) => item.label)).toEqual(['인사 발령', '발령 승인', '결재선 설정']);
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
    ['/coming-soon', '?feature=approval-lines', '/coming-soon?feature=approval-lines'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(activeNavTarget(pathname, search, items)).toBe(expected);
  });

  it('is none for pages outside the menu', () => {
    expect(activeNavTarget('/search', '', items)).toBeNull();
    expect(activeNavTarget('/coming-soon', '', items)).toBeNull();
    expect(activeNavTarget('/employeesx', '', items)).toBeNull();
  });
});
