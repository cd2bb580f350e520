import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from './api-client';

/**
 * Data-fetching defaults (spec 9): no retry on 4xx except 401; otherwise up to 3 retries with a
 * delay doubling from 1 s, capped at 30 s; fresh for 5 minutes, cached 10; no refetch on focus,
 * refetch on reconnect; mutations never retry.
 *
 * Failures toast '오류' with the error's message (spec 8.2) unless the query or mutation sets
 * `meta: { silent: true }` (for example because the screen shows the error inline).
 */

const maxRetries = 3;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return true;
  if (error.isSessionEnded) return false;
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return false;
  return true;
}

function notify(error: unknown, fallback: string) {
  // A session end has its own toast (api-client), and the app returns to the login screen.
  if (isApiError(error) && (error.isSessionEnded || error.isTokenExpired)) return;
  const message = error instanceof Error && error.message ? error.message : fallback;
  toast.error('오류', { description: message });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent === true) return;
        notify(error, '데이터를 불러오는 중 오류가 발생했습니다.');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent === true) return;
        notify(error, '작업 중 오류가 발생했습니다.');
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
