import { rbacRoutes as rbac } from '@saram/shared/rbac/rbac';
import type { CreateRole, EmployeePermissionsQuery, GrantInput, UpdateRole } from '@saram/shared/rbac/rbac.schemas';
import { defaultRoleLabel, defaultRoles, hasPermission, roleNames, type Permission } from '@saram/shared/permissions';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../../app/use-current-user';
import { call } from '../../lib/api/api-client';

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

/**
 * Roles for pickers and labels on other screens (관리자 ID 관리, 역할 배정 규칙): every stored role,
 * custom ones included, when the caller may read them; else the default roles.
 */
export function useRoleChoices(): { options: { value: string; label: string }[]; labelOf: (name: string) => string } {
  const user = useCurrentUser();
  const { data } = useQuery({ ...rolesQueryOptions(), enabled: hasPermission(user?.permissions ?? [], 'admin:rbac') });
  return useMemo(() => {
    const options = data
      ? data.data.map((r) => ({ value: r.name, label: r.label }))
      : roleNames.map((name) => ({ value: name as string, label: defaultRoles[name].label }));
    const labels = new Map(options.map((o) => [o.value, o.label]));
    return { options, labelOf: (name: string) => labels.get(name) ?? defaultRoleLabel(name) ?? '사용자 정의 역할' };
  }, [data]);
}
