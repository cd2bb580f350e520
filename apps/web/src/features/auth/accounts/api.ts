import { accessRequestRoutes } from '@saram/shared/access-requests/access-requests';
import { accountRoutes } from '@saram/shared/auth/accounts';
import type { CreateAccount } from '@saram/shared/auth/accounts.schemas';
import type { RouteInput } from '@saram/shared/contract';
import { employeeRoutes } from '@saram/shared/employees/employees';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';

export type { Account } from '@saram/shared/auth/accounts.schemas';
export type { AccessRequest } from '@saram/shared/access-requests/access-requests.schemas';

export const adminKeys = {
  all: ['admin-management'] as const,
  accounts: (q: string) => [...adminKeys.all, 'accounts', q] as const,
  requests: () => [...adminKeys.all, 'access-requests'] as const,
  employees: (q: string) => [...adminKeys.all, 'employees', q] as const,
};

export const accountsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.accounts(q),
    queryFn: ({ signal }) => call(accountRoutes.list, { query: q ? { q } : {} }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const pendingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.requests(),
    queryFn: ({ signal }) => call(accessRequestRoutes.list, { query: { status: 'pending' } }, { signal }),
    meta: { silent: true },
  });

/** 직원 검색 for the create dialog: name, 초성 or 사번. */
export const employeeSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.employees(q),
    queryFn: ({ signal }) => call(employeeRoutes.quickSearch, { query: { q, limit: 8 } }, { signal }),
    placeholderData: keepPreviousData,
    enabled: q.length > 0,
    meta: { errorToast: false },
  });

/** Every mutation of this screen refreshes its lists when it is done; the caller shows the outcome. */
function useAdminMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { silent: true },
  });
}

export const useCreateAccount = () => useAdminMutation((body: CreateAccount) => call(accountRoutes.create, { body }));
export const useSetActive = () =>
  useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) => call(accountRoutes.setActive, { params: { id }, body: { isActive } }));
export const useResetPassword = () =>
  useAdminMutation(({ id, password }: { id: string; password: string }) => call(accountRoutes.resetPassword, { params: { id }, body: { password } }));
export const useUnlock = () => useAdminMutation((id: string) => call(accountRoutes.unlock, { params: { id } }));

type ApproveBody = RouteInput<typeof accessRequestRoutes.approve>['body'];
export const useApproveRequest = () =>
  useAdminMutation(({ id, body }: { id: string; body: ApproveBody }) => call(accessRequestRoutes.approve, { params: { id }, body }));
export const useRejectRequest = () =>
  useAdminMutation(({ id, comment }: { id: string; comment: string }) => call(accessRequestRoutes.reject, { params: { id }, body: { comment } }));
