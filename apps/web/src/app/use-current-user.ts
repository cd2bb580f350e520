import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../features/auth/api';
import { isApiError } from '../lib/api/api-client';
import { useAuthStore } from '../lib/auth/auth-store';

/**
 * The signed-in user: fresh from GET mongo/admin/me once it answers, the stored session until then.
 * A 401 from /me means the server no longer accepts the session.
 */
export function useCurrentUser(): AdminUser | null {
  const storedUser = useAuthStore((state) => state.user);
  const me = useQuery(meQueryOptions());

  useEffect(() => {
    if (isApiError(me.error) && me.error.status === 401) useAuthStore.getState().logout();
  }, [me.error]);

  return me.data?.user ?? storedUser;
}
