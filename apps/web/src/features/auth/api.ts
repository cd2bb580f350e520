import { accessRequestRoutes } from '@saram/shared/access-requests/access-requests';
import { authRoutes } from '@saram/shared/auth/auth';
import type { RouteInput } from '@saram/shared/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { useAuthStore } from '../../lib/auth/auth-store';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** GET mongo/admin/me: the signed-in user, fresh from the server. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }) => call(authRoutes.me, {}, { signal }),
    meta: { silent: true },
  });
}

/**
 * POST mongo/admin/logout, then clear the session whatever the server said (spec 4): a failed call
 * is only logged.
 */
export async function logout(): Promise<void> {
  try {
    await call(authRoutes.logout, { body: undefined }, { timeoutMs: 5_000 });
  } catch (error) {
    console.warn('로그아웃 요청이 실패했습니다. 세션은 이 브라우저에서 종료합니다.', error);
  } finally {
    useAuthStore.getState().logout();
  }
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout, meta: { silent: true } });
}

export type AccessRequestInput = RouteInput<typeof accessRequestRoutes.submit>['body'];

/**
 * POST /api/access-requests (the sign-up screen): files a request administrators review; 201 with
 * the stored request. The form shows failures itself (field errors, 429).
 */
export function useAccessRequestMutation() {
  return useMutation({
    mutationFn: async (input: AccessRequestInput) => call(accessRequestRoutes.submit, { body: input }, { auth: false }),
    meta: { silent: true },
  });
}
