import {
  rbacEndpoints as rbac,
  type CreateRole,
  type EmployeePermissionsQuery,
  type GrantInput,
  type UpdateRole,
} from '@saram/shared/rbac';
import type { Permission } from '@saram/shared/permissions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** /rbac (시스템 권한 관리): roles, grants per account, the employees-permissions list. */

export const rbacKeys = {
  all: ['rbac'] as const,
  roles: () => [...rbacKeys.all, 'roles'] as const,
  grants: (userId: string) => [...rbacKeys.all, 'grants', userId] as const,
  people: (query: EmployeePermissionsQuery) => [...rbacKeys.all, 'people', query] as const,
  summary: () => [...rbacKeys.all, 'summary'] as const,
};

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rbacKeys.roles(), queryFn: ({ signal }) => call(rbac.roles, {}, { signal }), meta: { silent: true } });

export const userGrantsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: rbacKeys.grants(userId),
    queryFn: ({ signal }) => call(rbac.userGrants, { params: { id: userId } }, { signal }),
    meta: { silent: true },
  });

export const employeePermissionsQueryOptions = (query: EmployeePermissionsQuery) =>
  queryOptions({
    queryKey: rbacKeys.people(query),
    queryFn: ({ signal }) => call(rbac.employeePermissions, { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: rbacKeys.summary(), queryFn: ({ signal }) => call(rbac.employeePermissionsSummary, {}, { signal }) });

/** A mutation that refreshes every /rbac query; `silent`: the dialog shows the error itself. */
function useRbacMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, silent = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: silent ? { errorToast: false } : {},
    onSettled: () => client.invalidateQueries({ queryKey: rbacKeys.all }),
  });
}

export const useCreateRole = () => useRbacMutation((body: CreateRole) => call(rbac.createRole, { body }), true);
export const useUpdateRole = () =>
  useRbacMutation(({ name, ...body }: UpdateRole & { name: string }) => call(rbac.updateRole, { params: { name }, body }), true);
export const useSetRolePermissions = () =>
  useRbacMutation(({ name, permissions }: { name: string; permissions: Permission[] }) => call(rbac.setRolePermissions, { params: { name }, body: { permissions } }));
export const useDeleteRole = () => useRbacMutation((name: string) => call(rbac.deleteRole, { params: { name } }));
export const useSetUserGrants = () =>
  useRbacMutation(({ userId, grants }: { userId: string; grants: GrantInput[] }) => call(rbac.setUserGrants, { params: { id: userId }, body: { grants } }), true);
