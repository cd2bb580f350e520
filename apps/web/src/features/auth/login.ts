import { authRoutes, type ssoRoutes } from '@saram/shared/auth/auth';
import type { LoginRequest } from '@saram/shared/auth/auth.schemas';
import { useState } from 'react';
import { call } from '../../lib/api/api-client';
import { useAuthStore } from '../../lib/auth/auth-store';

/**
 * Signing in (spec 2.1, 4), without TanStack Query: the sign-in screen reads no server data, so
 * its bundle does without the query cache (the signed-in frame brings it, app/query-provider.tsx).
 */

/** The backend path that starts Google single sign-on (spec 2.1, 7.1); a plain link, typed from the endpoint. */
export const googleLoginPath: (typeof ssoRoutes.google)['path'] = '/api/mongo/auth/google';

type LoginState = { pending: boolean; error: unknown };

/** POST mongo/admin/login; on success the auth store keeps the session. The form shows the error inline. */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ pending: false, error: null });
  const login = async (input: LoginRequest) => {
    setState({ pending: true, error: null });
    try {
      const response = await call(authRoutes.login, { body: input }, { auth: false });
      setState({ pending: false, error: null });
      useAuthStore.getState().login(response);
    } catch (error) {
      setState({ pending: false, error });
    }
  };
  return { ...state, login, reset: () => setState({ pending: false, error: null }) };
}
