import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rbacEndpoints as endpoints } from '@saram/shared/rbac/rbac.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { employeePermissionsPage, employeePermissionsSummary } from './employee-permissions.repo';
import * as rbac from './rbac.service';

/** /rbac (시스템 권한 관리): roles × permissions, custom roles, grants per account with a record scope. */
export const rbacRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const tags = ['rbac'];
  route(app, endpoints.roles, { tags, summary: '역할 목록 (권한, 보유 계정 수)' }, async () => ({ data: await rbac.listRoles(db) }));
  route(app, endpoints.createRole, { tags, summary: '사용자 정의 역할 만들기' }, async (request) => rbac.createRole(db, request.actor, request.body));
  route(app, endpoints.updateRole, { tags, summary: '사용자 정의 역할 이름·설명 변경' }, async (request) =>
    rbac.updateRole(db, request.actor, request.params.name, request.body),
  );
  route(app, endpoints.setRolePermissions, { tags, summary: '사용자 정의 역할의 권한 변경 (기본 역할은 고정)' }, async (request) =>
    rbac.setRolePermissions(db, request.actor, request.params.name, request.body.permissions),
  );
  route(app, endpoints.deleteRole, { tags, summary: '사용자 정의 역할 삭제 (보유 계정이 없을 때만)' }, async (request) => {
    await rbac.deleteRole(db, request.actor, request.params.name);
  });
  route(app, endpoints.userGrants, { tags, summary: '계정의 역할 부여 목록' }, async (request) => rbac.userGrants(db, request.params.id));
  route(app, endpoints.setUserGrants, { tags, summary: '계정의 수동 역할 부여 변경 (규칙 부여는 유지)' }, async (request) =>
    rbac.setUserGrants(db, request.actor, request.params.id, request.body.grants),
  );
  route(app, endpoints.employeePermissions, { tags, summary: '직원별 계정·역할·권한 목록' }, async (request) => employeePermissionsPage(db, request.query));
  route(app, endpoints.employeePermissionsSummary, { tags, summary: '역할·권한별 보유 계정 수' }, async () => employeePermissionsSummary(db));
};
