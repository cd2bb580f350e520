import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, testAuthResponse } from '../../test/render-app';
import { ApiError, apiRequest, buildUrl } from './api-client';
import { useAuthStore } from '../auth/auth-store';
import { circuitBreaker } from './circuit-breaker';
import { logger } from '../monitoring/logger';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('sends JSON with the bearer token and credentials to /api/{endpoint}', async () => {
    useAuthStore.getState().login(testAuthResponse);
    const fetchMock = mockFetch(jsonResponse({ ok: true }));

    await expect(apiRequest('mongo/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mongo/things');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no JSON content type for an empty body, and resolves 204 to undefined', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('mongo/admin/logout', { method: 'POST' })).resolves.toBeUndefined();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it("throws the server's error body as an ApiError", async () => {
    mockFetch(
      jsonResponse(
        { message: '입력값이 올바르지 않습니다.', code: 'VALIDATION_ERROR', details: { name: '필수' }, errorId: 'e-42' },
        400,
      ),
    );
    const error = await rejection(apiRequest('mongo/employees'));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: '입력값이 올바르지 않습니다.',
      details: { name: '필수' },
      errorId: 'e-42',
    });
  });

  it('maps a non-JSON failure and a network failure to Korean messages', async () => {
    mockFetch(new Response('<html>oops</html>', { status: 500 }), () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await rejection(apiRequest('x'))).toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: '서버에서 오류가 발생했습니다.',
      category: 'server',
      retryable: true,
      estimatedRecoveryMs: 3_000,
    });
    expect(await rejection(apiRequest('x'))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인해주세요.',
      category: 'network',
      retryable: true,
    });
  });

  it('times out with TIMEOUT through an AbortController', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const pending = rejection(apiRequest('slow', { timeoutMs: 5_000 }));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT', message: '요청 시간이 초과되었습니다.' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a caller's abort is not a network error", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((_url, init) => {
        controller.abort();
        return Promise.reject(init?.signal?.reason ?? new DOMException('aborted', 'AbortError'));
      }),
    );
    const error = await apiRequest('x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('logs the details of a 400', async () => {
    logger.clear();
    mockFetch(jsonResponse({ message: '입력값이 올바르지 않습니다.', code: 'VALIDATION_ERROR', details: { email: '형식' }, errorId: 'e-9' }, 400));
    await rejection(apiRequest('mongo/things', { method: 'POST', body: { email: 'x' } }));
    expect(logger.entries().at(-1)).toMatchObject({
      level: 'warn',
      context: { endpoint: 'mongo/things', status: 400, details: { email: '형식' } },
    });
  });

  it('retries on request with the spec 9 policy and counts failures for a circuit key', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 502 }), new Response(null, { status: 503 }), jsonResponse({ ok: 1 }));
    const tiny = { maxRetries: 3, initialDelayMs: 1, backoffMultiplier: 1, maxDelayMs: 1, jitter: 0 };
    await expect(apiRequest('mongo/employees', { retry: tiny })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // Without `retry`, no retry; with a circuit key the shared breaker counts (here: 5 → open).
    const breakerKey = `test-${Math.random()}`;
    mockFetch(...Array.from({ length: 5 }, () => new Response(null, { status: 500 })));
    for (let i = 0; i < 5; i++) await rejection(apiRequest('x', { circuitKey: breakerKey }));
    expect(await rejection(apiRequest('x', { circuitKey: breakerKey }))).toMatchObject({ code: 'CIRCUIT_OPEN' });
    circuitBreaker.reset(breakerKey);
  });

  it('keeps a rotated access token from the response headers', async () => {
    useAuthStore.getState().login(testAuthResponse);
    mockFetch(
      jsonResponse({}, 200, { 'x-access-token': 'access-2', 'x-access-token-expires-at': '2026-11-21T07:00:00.000Z' }),
    );
    await apiRequest('mongo/admin/me');
    expect(useAuthStore.getState().token).toEqual({
      access_token: 'access-2',
      expires_at: '2026-11-21T07:00:00.000Z',
      refresh_token: 'refresh-1',
    });
  });

  it('refreshes once on token_expired and retries the request', async () => {
    useAuthStore.getState().login(testAuthResponse);
    const expired = { message: '인증 토큰이 만료되었습니다.', code: 'token_expired', details: null, errorId: 'e-1' };
    const fetchMock = mockFetch(
      jsonResponse(expired, 401),
      jsonResponse({ token: { access_token: 'access-3', expires_at: '2026-11-21T08:00:00.000Z', token_type: 'Bearer' } }),
      jsonResponse({ value: 1 }),
    );
    await expect(apiRequest('mongo/things')).resolves.toEqual({ value: 1 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/mongo/admin/refresh');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBe('Bearer access-3');
    expect(useAuthStore.getState().token?.refresh_token).toBe('refresh-1');
  });

  it('uses a token another request or tab already refreshed instead of refreshing again', async () => {
    useAuthStore.getState().login(testAuthResponse);
    const expired = { message: '인증 토큰이 만료되었습니다.', code: 'token_expired', details: null, errorId: 'e-3' };
    const fetchMock = mockFetch(
      () => {
        // While this request was in flight, someone else rotated the tokens.
        useAuthStore.getState().login({
          token: { access_token: 'access-other', expires_at: '2026-11-21T08:00:00.000Z', refresh_token: 'refresh-2', token_type: 'Bearer' },
        });
        return jsonResponse(expired, 401);
      },
      jsonResponse({ value: 2 }),
    );
    await expect(apiRequest('mongo/things')).resolves.toEqual({ value: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer access-other');
  });

  it('ends the session on AUTH106', async () => {
    useAuthStore.getState().login(testAuthResponse);
    mockFetch(jsonResponse({ message: '세션이 종료되었습니다. 다시 로그인해주세요.', code: 'AUTH106', details: null, errorId: 'e-2' }, 401));
    const toastError = vi.spyOn(toast, 'error');
    const error = await rejection(apiRequest('mongo/things'));
    expect(error.isSessionEnded).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(toastError).toHaveBeenCalledWith('세션 만료', expect.objectContaining({ description: '세션이 종료되었습니다. 다시 로그인해주세요.' }));
  });

  it('ends the session when the refresh after token_expired fails', async () => {
    useAuthStore.getState().login(testAuthResponse);
    const expired = { message: '인증 토큰이 만료되었습니다.', code: 'token_expired', details: null, errorId: 'e-5' };
    mockFetch(jsonResponse(expired, 401), jsonResponse({ message: '세션이 종료되었습니다.', code: 'AUTH106', details: null, errorId: 'e-6' }, 401));
    const error = await rejection(apiRequest('mongo/things'));
    expect(error.tokenExpired).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("drops empty query values and the '전체' filter", () => {
    expect(buildUrl('mongo/employees', { page: 1, status: '전체', searchTerm: '  김민 ', team: '', part: undefined })).toBe(
      '/api/mongo/employees?page=1&searchTerm=%EA%B9%80%EB%AF%BC',
    );
  });
});
