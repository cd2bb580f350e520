import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { pageOf } from '../pagination.schemas';
import { allPermissions, type Permission } from '../permissions';
import { grantSources, rbacRoutes, scopeTypes } from './rbac';

/** Grants, roles and permissions (rbac.ts): the schemas of requests and answers, and the endpoints. */

export const grantInputSchema = z
  .object({
    role: z.string().trim().min(1, '역할을 선택하세요.').max(64),
    scopeType: z.enum(scopeTypes, '범위는 전체, 법인 지정, 조직 지정, 본인만 중 하나입니다.').default('all'),
    scopeUnitIds: z.array(z.uuid('조직 ID 형식이 올바르지 않습니다.')).max(200).default([]),
  })
  .strict();
export type GrantInput = z.infer<typeof grantInputSchema>;

export const grantSchema = z
  .object({
    role: z.string(),
    scopeType: z.enum(scopeTypes),
    scopeUnitIds: z.array(z.string()),
    source: z.enum(grantSources),
    ruleId: z.string().nullable(),
    grantedAt: z.string(),
  })
  .meta({ id: 'Grant' });
export type Grant = z.infer<typeof grantSchema>;

// ---- /rbac (시스템 권한 관리): roles, permissions and grants per account ----

const permissionSchema = z.enum(allPermissions as [Permission, ...Permission[]], '알 수 없는 권한입니다.');

export const roleSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    description: z.string(),
    isSystem: z.boolean(),
    permissions: z.array(z.string()),
    accountCount: z.number().meta({ description: '이 역할을 가진 계정 수' }),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

const roleLabel = z.string().trim().min(1, '역할 이름을 입력하세요.').max(50, '역할 이름은 50자 이하여야 합니다.');
const roleDescription = z.string().trim().max(300, '설명은 300자 이하여야 합니다.');

export const createRoleSchema = z
  .object({
    label: roleLabel,
    description: roleDescription.default(''),
    permissions: z.array(permissionSchema).max(allPermissions.length).default([]),
  })
  .strict();
export type CreateRole = z.input<typeof createRoleSchema>;

export const updateRoleSchema = z.object({ label: roleLabel, description: roleDescription.default('') }).strict();
export type UpdateRole = z.input<typeof updateRoleSchema>;

export const rolePermissionsBodySchema = z.object({ permissions: z.array(permissionSchema).max(allPermissions.length) }).strict();

export const grantsBodySchema = z.object({ grants: z.array(grantInputSchema).max(50) }).strict();
export type GrantsBody = z.input<typeof grantsBodySchema>;

export const userGrantsSchema = z
  .object({
    userId: z.string(),
    loginId: z.string(),
    userName: z.string().nullable(),
    employeeId: z.string().nullable(),
    grants: z.array(grantSchema),
  })
  .meta({ id: 'UserGrants' });
export type UserGrants = z.infer<typeof userGrantsSchema>;

export const employeePermissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  /** 이름, 사번 또는 로그인 ID. */
  search: z.string().trim().max(100).optional(),
  /** 조직(또는 법인) ID나 이름: 그 조직과 하위 조직의 직원. */
  department: z.string().trim().max(100).optional(),
  role: z.string().trim().max(64).optional(),
  permission: z.string().trim().max(64).optional(),
});
export type EmployeePermissionsQuery = z.input<typeof employeePermissionsQuerySchema>;
export type EmployeePermissionsFilter = z.output<typeof employeePermissionsQuerySchema>;

export const employeePermissionsRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    employeeNo: z.string(),
    department: z.string().nullable(),
    jobTitle: z.string().nullable(),
    account: z.object({ id: z.string(), loginId: z.string(), isActive: z.boolean() }).nullable(),
    grants: z.array(grantSchema),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'EmployeePermissions' });
export type EmployeePermissionsRow = z.infer<typeof employeePermissionsRowSchema>;

export const employeePermissionsSummarySchema = z.object({
  accounts: z.number().meta({ description: '직원에 연결된 계정 수' }),
  roles: z.array(z.object({ role: z.string(), label: z.string(), accounts: z.number() })),
  permissions: z.array(z.object({ permission: z.string(), accounts: z.number() })),
});
export type EmployeePermissionsSummary = z.infer<typeof employeePermissionsSummarySchema>;

const roleParams = z.object({ name: z.string().min(1).max(64) });
const userParams = z.object({ id: z.uuid() });

export const rbacEndpoints = withSchemas(rbacRoutes, {
  roles: { response: z.object({ data: z.array(roleSchema) }) },
  createRole: { body: createRoleSchema, response: roleSchema },
  updateRole: { params: roleParams, body: updateRoleSchema, response: roleSchema },
  setRolePermissions: { params: roleParams, body: rolePermissionsBodySchema, response: roleSchema },
  deleteRole: { params: roleParams },
  userGrants: { params: userParams, response: userGrantsSchema },
  setUserGrants: { params: userParams, body: grantsBodySchema, response: userGrantsSchema },
  employeePermissions: { query: employeePermissionsQuerySchema, response: pageOf(employeePermissionsRowSchema) },
  employeePermissionsSummary: { response: employeePermissionsSummarySchema },
});
