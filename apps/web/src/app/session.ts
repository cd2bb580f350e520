import { useAuthStore } from '../lib/auth/auth-store';

type Navigator = { navigate: (to: string, options: { replace: boolean }) => unknown };

/**
 * When a session ends (logout, expiry, revocation, another tab signing out): go to /login with
 * replace semantics (spec 4). The query cache empties itself (app/query-provider.tsx).
 */
export function watchSessionEnd(router: Navigator): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) void router.navigate('/login', { replace: true });
  });
}
