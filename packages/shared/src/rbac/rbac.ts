import { routes } from '../endpoint';
import { allPermissions, type Permission } from '../permissions';

/**
 * A grant's record scope: which employees a role reaches.
 * - all: the whole company
 * - corporation: the picked corporations (none picked: the grantee's own 법인)
 * - unit: the picked units and their descendants (none picked: the grantee's own 조직)
 * - self: only the grantee's own record
 */
export const scopeTypes = ['all', 'corporation', 'unit', 'self'] as const;
export type ScopeType = (typeof scopeTypes)[number];
/** The choice's name in the scope select: picking names corporations or units, not only the holder's own. */
export const scopeTypeLabels: Record<ScopeType, string> = {
  all: '전체',
  corporation: '법인 지정',
  unit: '조직 지정 (하위 포함)',
  self: '본인만',
};

/**
 * A scope in words: '전체', '본인만', '본인 소속 법인', '본인 소속 조직과 하위', '법인: 한빛물류',
 * '조직(하위 포함): 검색팀, 결제팀 외 1'; without names, '조직 2곳(하위 포함)'.
 */
export function scopeText(scope: { scopeType: ScopeType; scopeUnitIds: readonly string[] }, nameOf?: (id: string) => string): string {
  const { scopeType, scopeUnitIds: ids } = scope;
  if (scopeType === 'all' || scopeType === 'self') return scopeTypeLabels[scopeType];
  if (!ids.length) return scopeType === 'unit' ? '본인 소속 조직과 하위' : '본인 소속 법인';
  const kind = scopeType === 'unit' ? '조직' : '법인';
  const within = scopeType === 'unit' ? '(하위 포함)' : '';
  if (!nameOf) return `${kind} ${ids.length}곳${within}`;
  const names = ids.map(nameOf);
  return `${kind}${within}: ${names.length > 2 ? `${names.slice(0, 2).join(', ')} 외 ${names.length - 2}` : names.join(', ')}`;
}

export const grantSources = ['manual', 'rule'] as const;
export type GrantSource = (typeof grantSources)[number];

// ---- /rbac (시스템 권한 관리): roles, permissions and grants per account ----

/** The matrix rows: permissions grouped by the area before ':' (in catalogue order). */
export const permissionAreaLabels: Record<string, string> = {
  employees: '직원',
  organization: '조직',
  checklists: '온보딩',
  recruitment: '채용',
  resignations: '퇴직',
  evaluations: '평가',
  dashboard: '대시보드',
  search: '검색',
  'common-types': '공통 코드',
  reports: '리포트',
  admin: '관리자 모드',
};

export function permissionAreas(): { area: string; label: string; permissions: Permission[] }[] {
  const areas = new Map<string, Permission[]>();
  for (const p of allPermissions) {
    const area = p.split(':')[0]!;
    areas.set(area, [...(areas.get(area) ?? []), p]);
  }
  return [...areas].map(([area, permissions]) => ({ area, label: permissionAreaLabels[area] ?? area, permissions }));
}

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: rbac.schemas.ts)

const rolesBase = '/api/mongo/admin/roles';

export const rbacRoutes = routes({
  roles: { method: 'GET', path: rolesBase, access: 'admin:rbac' },
  createRole: { method: 'POST', path: rolesBase, access: 'admin:rbac', status: 201 },
  updateRole: { method: 'PUT', path: `${rolesBase}/:name`, access: 'admin:rbac' },
  setRolePermissions: { method: 'PUT', path: `${rolesBase}/:name/permissions`, access: 'admin:rbac' },
  deleteRole: { method: 'DELETE', path: `${rolesBase}/:name`, access: 'admin:rbac', status: 204 },
  userGrants: { method: 'GET', path: '/api/mongo/admin/users/:id/grants', access: 'admin:rbac' },
  setUserGrants: { method: 'PUT', path: '/api/mongo/admin/users/:id/grants', access: 'admin:rbac' },
  employeePermissions: { method: 'GET', path: '/api/mongo/admin/employees-permissions', access: 'admin:rbac' },
  employeePermissionsSummary: { method: 'GET', path: '/api/mongo/admin/employees-permissions/summary', access: 'admin:rbac' },
});
