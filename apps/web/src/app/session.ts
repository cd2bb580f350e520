import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../lib/auth-store';

type Navigator = { navigate: (to: string, options: { replace: boolean }) => unknown };

/**
 * When a session ends (logout, expiry, revocation, another tab signing out): drop every cached
 * server response and go to /login with replace semantics (spec 4).
 */
export function watchSessionEnd(router: Navigator, queryClient: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) {
      queryClient.clear();
      void router.navigate('/login', { replace: true });
    }
  });
}
