import { describe, expect, it } from 'vitest';
import { classifyResponse, networkError, parseRetryAfter, timeoutError } from './api-error';

const body = (code: string, message: string, details: unknown = null) => ({ code, message, details, errorId: 'srv-1' });

describe('error classification (spec 8.1)', () => {
  it('network failure: NETWORK_ERROR, retryable', () => {
    expect(networkError(new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인해주세요.',
      category: 'network',
      retryable: true,
      details: 'Failed to fetch',
    });
  });

  it('timeout: TIMEOUT, retryable', () => {
    expect(timeoutError(30_000)).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: '요청 시간이 초과되었습니다.',
      category: 'network',
      retryable: true,
    });
  });

  it.each([
    ['code DATABASE_ERROR', body('DATABASE_ERROR', '데이터베이스 처리 중 오류가 발생했습니다.', { type: 'database' })],
    ['details.type database', body('INTERNAL_ERROR', 'x', { type: 'database' })],
    ['details.type MongoDB', body('INTERNAL_ERROR', 'x', { type: 'MongoDB' })],
  ])('500 database-related (%s): retryable, 5 s', (_label, payload) => {
    const error = classifyResponse({ status: 500, body: payload });
    expect(error).toMatchObject({
      status: 500,
      message: '데이터베이스 처리 중 오류가 발생했습니다.',
      category: 'server',
      severity: 'critical',
      retryable: true,
      estimatedRecoveryMs: 5_000,
      errorId: 'srv-1',
    });
    expect(error.isDatabaseError).toBe(true);
  });

  it('other 500: retryable, 3 s recovery estimate; a non-JSON body is classified by status', () => {
    expect(classifyResponse({ status: 500, body: body('INTERNAL_ERROR', '서버에서 오류가 발생했습니다.') })).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: '서버에서 오류가 발생했습니다.',
      category: 'server',
      severity: 'high',
      retryable: true,
      estimatedRecoveryMs: 3_000,
      errorId: 'srv-1',
    });
    const bare = classifyResponse({ status: 500, body: null });
    expect(bare).toMatchObject({ code: 'HTTP_500', message: '서버에서 오류가 발생했습니다.', errorId: null });
    expect(bare.isDatabaseError).toBe(false);
  });

  it("other 5xx: '서버 오류 (status)', retryable; 503 is high severity", () => {
    expect(classifyResponse({ status: 502, body: null })).toMatchObject({
      code: 'HTTP_502',
      message: '서버 오류 (502)',
      category: 'server',
      severity: 'medium',
      retryable: true,
    });
    const unavailable = classifyResponse({ status: 503, body: body('SERVICE_UNAVAILABLE', '서비스를 일시적으로 사용할 수 없습니다.') });
    expect(unavailable).toMatchObject({ message: '서버 오류 (503)', severity: 'high', retryable: true, code: 'SERVICE_UNAVAILABLE' });
    expect(classifyResponse({ status: 503, body: null, retryAfterMs: 45_000 }).estimatedRecoveryMs).toBe(45_000);
  });

  it("400: the server's message and details, validation, not retryable", () => {
    const error = classifyResponse({ status: 400, body: body('VALIDATION_ERROR', '입력값이 올바르지 않습니다.', { name: '필수' }) });
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: '입력값이 올바르지 않습니다.',
      details: { name: '필수' },
      category: 'validation',
      severity: 'low',
      retryable: false,
    });
  });

  it('401 token_expired (by code or by an expired message): flagged tokenExpired', () => {
    for (const payload of [body('token_expired', '인증 토큰이 만료되었습니다.'), body('UNAUTHORIZED', 'jwt expired')]) {
      const error = classifyResponse({ status: 401, body: payload });
      expect(error).toMatchObject({ message: '인증 토큰이 만료되었습니다.', category: 'auth', retryable: false, tokenExpired: true });
      expect(error.isTokenExpired).toBe(true);
      expect(error.isSessionEnded).toBe(false);
    }
  });

  it('401 AUTH105 / AUTH106: session ended, not token-expired', () => {
    for (const code of ['AUTH105', 'AUTH106']) {
      const error = classifyResponse({ status: 401, body: body(code, '세션이 만료되었습니다. 다시 로그인해주세요.') });
      expect(error).toMatchObject({ code, category: 'auth', severity: 'high', retryable: false, tokenExpired: false });
      expect(error.isSessionEnded).toBe(true);
    }
  });

  it("other 401: '인증이 필요합니다.', not token-expired; a specific server code keeps its message", () => {
    for (const payload of [null, body('UNAUTHORIZED', 'Unauthorized')]) {
      const error = classifyResponse({ status: 401, body: payload });
      expect(error).toMatchObject({ message: '인증이 필요합니다.', category: 'auth', retryable: false, tokenExpired: false });
    }
    expect(
      classifyResponse({ status: 401, body: body('INVALID_CREDENTIALS', '로그인 ID 또는 비밀번호가 올바르지 않습니다.') }).message,
    ).toBe('로그인 ID 또는 비밀번호가 올바르지 않습니다.');
  });

  it.each([
    [403, 'permission'],
    [404, 'client'],
    [409, 'data_integrity'],
    [422, 'business_logic'],
    [429, 'client'],
  ] as const)('other 4xx (%i): non-retryable %s error', (status, category) => {
    const error = classifyResponse({ status, body: null });
    expect(error).toMatchObject({ status, code: `HTTP_${status}`, category, retryable: false });
    expect(error.message).not.toBe('');
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
