import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isForbidden } from './api-error';
import { useAuthStore } from '../auth/auth-store';
import { logger } from '../monitoring/logger';
import { showError } from '../toast';

/**
 * Data-fetching defaults (spec 9): no retry on 4xx except 401; otherwise up to 3 retries with a
 * delay doubling from 1 s, capped at 30 s; fresh for 5 minutes, cached 10; no refetch on focus,
 * refetch on reconnect; mutations never retry.
 *
 * Failures toast '오류' with the error's message through the one-at-a-time error layer (spec 8.2),
 * defaults '데이터를 불러오는 중 오류가 발생했습니다.' / '작업 중 오류가 발생했습니다.'. Per call:
 * - `meta: { silent: true }` or `meta: { errorToast: false }`: no toast (the screen shows the error);
 * - `meta: { errorMessage: '...' }`: this text instead of the error's message.
 * A 403 from a query is never toasted: the screen shows the 권한 없음 state (components/
 * query-error-state.tsx), never a retry suggestion; a refused mutation still toasts its message.
 *
 * A token-expired error that reaches this layer (the API client's refresh failed) signs the user
 * out; app/session.ts then replaces the location with /login (spec 4: the sign-in screen).
 */

export type AppQueryMeta = {
  silent?: boolean;
  errorToast?: boolean;
  errorMessage?: string;
} & Record<string, unknown>;

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export const queryMaxRetries = 3;
export const queryErrorDefault = '데이터를 불러오는 중 오류가 발생했습니다.';
export const mutationErrorDefault = '작업 중 오류가 발생했습니다.';
export const queryErrorTitle = '오류';

/** TanStack's `retry`: `failureCount` is 0 at the first failure. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= queryMaxRetries) return false;
  if (!isApiError(error)) return true;
  // The API client already refreshed (or ended the session); an open circuit says wait.
  if (error.isSessionEnded || error.isTokenExpired || error.code === 'CIRCUIT_OPEN') return false;
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return false;
  return true;
}

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

function isSkipped(meta: AppQueryMeta | undefined): boolean {
  return meta?.silent === true || meta?.errorToast === false;
}

/** What the global error handler does with a failed query or mutation. */
export function handleQueryLayerError(error: unknown, meta: AppQueryMeta | undefined, fallback: string, source: string) {
  if (isApiError(error) && error.isTokenExpired) {
    logger.warn('토큰이 만료되어 로그아웃합니다.', { source });
    useAuthStore.getState().logout();
    return;
  }
  // A session end has its own toast (api-client), and the app returns to the login screen.
  if (isApiError(error) && error.isSessionEnded) return;
  if (!isApiError(error)) logger.error(`${source} 실패`, { error });
  if (isSkipped(meta)) return;
  const message =
    typeof meta?.errorMessage === 'string' && meta.errorMessage
      ? meta.errorMessage
      : error instanceof Error && error.message
        ? error.message
        : fallback;
  showError(queryErrorTitle, message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Refused for lack of permission: the screen shows 권한 없음 (QueryErrorState), no toast.
        if (isForbidden(error)) return;
        handleQueryLayerError(error, query.meta, queryErrorDefault, `query ${JSON.stringify(query.queryKey)}`);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleQueryLayerError(error, mutation.meta, mutationErrorDefault, 'mutation'),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
