import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, testAuthResponse } from '../test/render-app';
import { ApiError, api, buildUrl } from './api-client';
import { useAuthStore } from './auth-store';

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

    await expect(api.post('mongo/things', { a: 1 })).resolves.toEqual({ ok: true });

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
    await expect(api.post('mongo/admin/logout')).resolves.toBeUndefined();
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
    const error = await rejection(api.get('mongo/employees'));
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
    expect(await rejection(api.get('x'))).toMatchObject({ status: 500, code: 'HTTP_500', message: '서버에서 오류가 발생했습니다.' });
    expect(await rejection(api.get('x'))).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: '네트워크 연결을 확인해주세요.' });
  });

  it('keeps a rotated access token from the response headers', async () => {
    useAuthStore.getState().login(testAuthResponse);
    mockFetch(
      jsonResponse({}, 200, { 'x-access-token': 'access-2', 'x-access-token-expires-at': '2026-11-21T07:00:00.000Z' }),
    );
    await api.get('mongo/admin/me');
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
    await expect(api.get('mongo/things')).resolves.toEqual({ value: 1 });
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
    await expect(api.get('mongo/things')).resolves.toEqual({ value: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer access-other');
  });

  it('ends the session on AUTH106', async () => {
    useAuthStore.getState().login(testAuthResponse);
    mockFetch(jsonResponse({ message: '세션이 종료되었습니다. 다시 로그인해주세요.', code: 'AUTH106', details: null, errorId: 'e-2' }, 401));
    const error = await rejection(api.get('mongo/things'));
    expect(error.isSessionEnded).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("drops empty query values and the '전체' filter", () => {
    expect(buildUrl('mongo/employees', { page: 1, status: '전체', searchTerm: '  김민 ', team: '', part: undefined })).toBe(
      '/api/mongo/employees?page=1&searchTerm=%EA%B9%80%EB%AF%BC',
    );
  });
});
