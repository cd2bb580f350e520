import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAuthResponse } from '../../test/render-app';
import { classifyResponse, networkError } from './api-error';
import { useAuthStore } from '../auth/auth-store';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';
import { clearErrorToasts } from '../toast';

const status = (s: number, code?: string) => classifyResponse({ status: s, body: code ? { code, message: 'm' } : null });

describe('query retry predicate (spec 9)', () => {
  it('no retry on 4xx except 401', () => {
    for (const s of [400, 403, 404, 409, 422, 429]) expect(shouldRetryQuery(0, status(s))).toBe(false);
    expect(shouldRetryQuery(0, status(401))).toBe(true);
  });

  it('up to 3 retries for 5xx, network errors and other errors', () => {
    for (const error of [status(500), status(503), networkError(), new Error('x')]) {
      expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    }
  });

  it('never retries an ended session, an expired token (already refreshed) or an open circuit', () => {
    expect(shouldRetryQuery(0, status(401, 'AUTH106'))).toBe(false);
    expect(shouldRetryQuery(0, status(401, 'token_expired'))).toBe(false);
    expect(shouldRetryQuery(0, classifyResponse({ status: 500, body: { code: 'CIRCUIT_OPEN' } }))).toBe(false);
  });

  it('delay doubles from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('query client defaults and global error toasts', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    clearErrorToasts();
  });

  it('has the spec 9 defaults', () => {
    const queries = client.getDefaultOptions().queries!;
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false, refetchOnReconnect: true });
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  async function failQuery(error: unknown, meta?: Record<string, unknown>) {
    await client
      .fetchQuery({ queryKey: ['t', Math.random()], queryFn: () => Promise.reject(error), retry: false, meta })
      .catch(() => undefined);
  }

  it("toasts '오류' with the error's message, or the default", async () => {
    const toastError = vi.spyOn(toast, 'error');
    await failQuery(status(404, 'NOT_FOUND'));
    expect(toastError).toHaveBeenLastCalledWith('오류', expect.objectContaining({ description: 'm' }));
  });

  it('falls back to the Korean defaults for queries and mutations', async () => {
    const shown: unknown[] = [];
    vi.spyOn(toast, 'error').mockImplementation((title, options) => {
      shown.push([title, options?.description]);
      // Close at once so the one-at-a-time layer shows the next.
      options?.onAutoClose?.({ id: options.id ?? 0 } as never);
      return options?.id ?? 0;
    });
    vi.useFakeTimers();
    try {
      await failQuery(new Error(''));
      await vi.advanceTimersByTimeAsync(300);
      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new Error('')) })
        .execute(undefined)
        .catch(() => undefined);
      await vi.advanceTimersByTimeAsync(300);
    } finally {
      vi.useRealTimers();
    }
    expect(shown).toEqual([
      ['오류', '데이터를 불러오는 중 오류가 발생했습니다.'],
      ['오류', '작업 중 오류가 발생했습니다.'],
    ]);
  });

  it('meta.silent or meta.errorToast === false skip the toast; meta.errorMessage replaces the text', async () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation((_t, o) => {
      o?.onAutoClose?.({ id: o.id ?? 0 } as never);
      return 0;
    });
    await failQuery(status(500), { silent: true });
    await failQuery(status(500), { errorToast: false });
    expect(toastError).not.toHaveBeenCalled();
    await failQuery(status(500), { errorMessage: '직원 목록을 불러오지 못했습니다.' });
    expect(toastError).toHaveBeenCalledWith('오류', expect.objectContaining({ description: '직원 목록을 불러오지 못했습니다.' }));
  });

  it('a 403 from a query is not toasted (the screen shows 권한 없음); a refused mutation is', async () => {
    const toastError = vi.spyOn(toast, 'error');
    await failQuery(status(403, 'FORBIDDEN'));
    expect(toastError).not.toHaveBeenCalled();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(status(403, 'FORBIDDEN')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(toastError).toHaveBeenCalledWith('오류', expect.objectContaining({ description: 'm' }));
  });

  it('a token-expired error signs out, without an error toast', async () => {
    useAuthStore.getState().login(testAuthResponse);
    const toastError = vi.spyOn(toast, 'error');
    await failQuery(status(401, 'token_expired'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });
});
