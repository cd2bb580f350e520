import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { useAuthStore } from '../lib/auth/auth-store';
import { createQueryClient } from '../lib/api/query-client';

/**
 * The app's one query client, made with the first screen that reads server data (the signed-in
 * frame, the sign-up form): the sign-in screen's bundle does without TanStack Query. The cache goes
 * with the session (spec 4): a logout, expiry or another tab signing out empties it.
 */
const appQueryClient = createQueryClient();
clearWithSession(appQueryClient);

/** Empties `client` when the session ends; answers the unsubscribe. */
export function clearWithSession(client: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) client.clear();
  });
}

/** Provides the app's query client, unless a client is provided above it already (the web tests give each test its own). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  return given ? children : <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
