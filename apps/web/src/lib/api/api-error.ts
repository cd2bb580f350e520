import { errorCatalogue, type ErrorCode } from '@saram/shared/error-codes';

/**
 * Typed request errors and their classification (spec 8.1). Every failure of the API client is an
 * `ApiError` carrying what the UI and the retry policy need: a Korean message, a category, a
 * severity, whether retrying can help and after roughly how long, plus the server's errorId and
 * details.
 *
 * | situation                          | code                 | message                              | retry        |
 * |------------------------------------|----------------------|--------------------------------------|--------------|
 * | network failure                    | NETWORK_ERROR        | 네트워크 연결을 확인해주세요.            | yes          |
 * | timeout                            | TIMEOUT              | 요청 시간이 초과되었습니다.              | yes          |
 * | 500, database-related              | server's (DATABASE_ERROR) | 데이터베이스 처리 중 오류가 발생했습니다. | yes, 5 s     |
 * | other 500                          | server's / HTTP_500  | 서버에서 오류가 발생했습니다.            | yes, 3 s     |
 * | other 5xx                          | server's / HTTP_5xx  | 서버 오류 (status)                     | yes; 503 high |
 * | 400                                | server's             | server's (details kept and logged)   | no           |
 * | 401 token_expired / expired message | token_expired       | 인증 토큰이 만료되었습니다.              | no (refresh) |
 * | 401 AUTH105 / AUTH106              | AUTH105 / AUTH106    | server's; session ends (세션 만료)     | no           |
 * | other 401                          | server's / UNAUTHORIZED | 인증이 필요합니다.                   | no           |
 * | other 4xx                          | server's / HTTP_4xx  | server's or a status default         | no           |
 */

export type ErrorCategory =
  | 'network'
  | 'server'
  | 'client'
  | 'validation'
  | 'auth'
  | 'permission'
  | 'business_logic'
  | 'data_integrity';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

/** Client-side codes in addition to the server's catalogue (spec 8.1). */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'CIRCUIT_OPEN' | 'UNKNOWN';

export type ApiErrorInit = {
  status: number;
  code: ErrorCode | ClientErrorCode | (string & {});
  message: string;
  category: ErrorCategory;
  severity: ErrorSeverity;
  retryable: boolean;
  /** Roughly how long until retrying can succeed (ms); null when waiting does not help. */
  estimatedRecoveryMs?: number | null;
  tokenExpired?: boolean;
  details?: unknown;
  errorId?: string | null;
};

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network failure, timeout, open circuit). */
  readonly status: number;
  readonly code: ApiErrorInit['code'];
  readonly category: ErrorCategory;
  readonly severity: ErrorSeverity;
  readonly retryable: boolean;
  readonly estimatedRecoveryMs: number | null;
  /** 401 because the access token's lifetime ended: the client may refresh it. */
  readonly tokenExpired: boolean;
  readonly details: unknown;
  /** The server's error id (`{ errorId }` of the body), to quote to an administrator. */
  readonly errorId: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.category = init.category;
    this.severity = init.severity;
    this.retryable = init.retryable;
    this.estimatedRecoveryMs = init.estimatedRecoveryMs ?? null;
    this.tokenExpired = init.tokenExpired ?? false;
    this.details = init.details ?? null;
    this.errorId = init.errorId ?? null;
  }

  /** The session cannot continue: sign in again (spec 8.1, AUTH105 / AUTH106). */
  get isSessionEnded(): boolean {
    return this.status === 401 && (this.code === 'AUTH105' || this.code === 'AUTH106');
  }

  get isTokenExpired(): boolean {
    return this.tokenExpired;
  }

  /** A 500 caused by the database (server code DATABASE_ERROR or details.type database/MongoDB). */
  get isDatabaseError(): boolean {
    return this.status >= 500 && isDatabaseRelated(this.code, this.details);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 403: the caller lacks the permission. Retrying cannot help; screens show 권한 없음 instead. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

export const networkErrorMessage = '네트워크 연결을 확인해주세요.';
export const timeoutMessage = '요청 시간이 초과되었습니다.';
export const databaseErrorMessage = '데이터베이스 처리 중 오류가 발생했습니다.';
export const serverErrorMessage = '서버에서 오류가 발생했습니다.';
export const tokenExpiredMessage = '인증 토큰이 만료되었습니다.';
export const authRequiredMessage = '인증이 필요합니다.';

/** Suggested waits (spec 8.1): database 5 s, other 500 3 s. */
export const databaseRecoveryMs = 5_000;
export const serverRecoveryMs = 3_000;
const networkRecoveryMs = 2_000;
const unavailableRecoveryMs = 5_000;

export function networkError(cause?: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 'NETWORK_ERROR',
    message: networkErrorMessage,
    category: 'network',
    severity: 'high',
    retryable: true,
    estimatedRecoveryMs: networkRecoveryMs,
    details: cause instanceof Error ? cause.message : null,
  });
}

export function timeoutError(timeoutMs: number): ApiError {
  return new ApiError({
    status: 0,
    code: 'TIMEOUT',
    message: timeoutMessage,
    category: 'network',
    severity: 'medium',
    retryable: true,
    estimatedRecoveryMs: serverRecoveryMs,
    details: { timeoutMs },
  });
}

/** A key's circuit is open (spec 9): no call is made until it resets. */
export function circuitOpenError(key: string, remainingMs: number): ApiError {
  return new ApiError({
    status: 0,
    code: 'CIRCUIT_OPEN',
    message: '요청이 계속 실패하여 잠시 중단했습니다. 잠시 후 다시 시도해주세요.',
    category: 'server',
    severity: 'high',
    retryable: false,
    estimatedRecoveryMs: remainingMs,
    details: { key },
  });
}

/** A 2xx whose body is not what it claims to be. */
export function unreadableResponseError(status: number): ApiError {
  return new ApiError({
    status,
    code: 'UNKNOWN',
    message: '서버 응답을 해석하지 못했습니다.',
    category: 'server',
    severity: 'medium',
    retryable: false,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDatabaseRelated(code: string, details: unknown): boolean {
  if (code === 'DATABASE_ERROR') return true;
  const type = isRecord(details) && typeof details.type === 'string' ? details.type.toLowerCase() : '';
  return type === 'database' || type === 'mongodb';
}

/** 401 with code token_expired, or an "expired" message that is not a session end. */
function isExpiredToken(code: string, message: string): boolean {
  if (code === 'token_expired') return true;
  if (code === 'AUTH105' || code === 'AUTH106') return false;
  return /token.*expired|expired.*token|jwt expired|토큰이 만료/i.test(message);
}

function clientFallbackMessage(status: number): string {
  if (status === 401) return errorCatalogue.UNAUTHORIZED.message;
  if (status === 403) return errorCatalogue.FORBIDDEN.message;
  if (status === 404) return errorCatalogue.NOT_FOUND.message;
  if (status === 409) return errorCatalogue.CONFLICT.message;
  if (status === 413) return errorCatalogue.PAYLOAD_TOO_LARGE.message;
  if (status === 415) return errorCatalogue.UNSUPPORTED_MEDIA_TYPE.message;
  if (status === 429) return errorCatalogue.TOO_MANY_REQUESTS.message;
  if (status === 400 || status === 422) return errorCatalogue.BAD_REQUEST.message;
  return '요청을 처리하지 못했습니다.';
}

function clientCategory(status: number): ErrorCategory {
  if (status === 400) return 'validation';
  if (status === 403) return 'permission';
  if (status === 409) return 'data_integrity';
  if (status === 422) return 'business_logic';
  return 'client';
}

/** Seconds or an HTTP date, as ms from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type ErrorResponse = {
  status: number;
  /** The parsed body: the server's `{ message, code, details, errorId }` or anything else. */
  body: unknown;
  /** Retry-After in ms, if the response had one. */
  retryAfterMs?: number | null;
};

/** Classifies a non-2xx answer (spec 8.1). Pure: the caller decides what to log or end. */
export function classifyResponse({ status, body, retryAfterMs = null }: ErrorResponse): ApiError {
  const fields = isRecord(body) ? body : {};
  const serverCode = typeof fields.code === 'string' && fields.code ? fields.code : null;
  const serverMessage = typeof fields.message === 'string' && fields.message ? fields.message : null;
  const code = serverCode ?? `HTTP_${status}`;
  const common = {
    status,
    code,
    details: fields.details ?? null,
    errorId: typeof fields.errorId === 'string' ? fields.errorId : null,
  };

  if (status >= 500) {
    if (status === 500 && isDatabaseRelated(code, fields.details)) {
      return new ApiError({
        ...common,
        message: databaseErrorMessage,
        category: 'server',
        severity: 'critical',
        retryable: true,
        estimatedRecoveryMs: Math.max(databaseRecoveryMs, retryAfterMs ?? 0),
      });
    }
    if (status === 500) {
      return new ApiError({
        ...common,
        message: serverErrorMessage,
        category: 'server',
        severity: 'high',
        retryable: true,
        estimatedRecoveryMs: Math.max(serverRecoveryMs, retryAfterMs ?? 0),
      });
    }
    return new ApiError({
      ...common,
      message: `서버 오류 (${status})`,
      category: 'server',
      severity: status === 503 ? 'high' : 'medium',
      retryable: true,
      estimatedRecoveryMs: retryAfterMs ?? (status === 503 ? unavailableRecoveryMs : serverRecoveryMs),
    });
  }

  if (status === 401) {
    if (serverCode === 'AUTH105' || serverCode === 'AUTH106') {
      return new ApiError({
        ...common,
        message: serverMessage ?? errorCatalogue[serverCode].message,
        category: 'auth',
        severity: 'high',
        retryable: false,
      });
    }
    if (isExpiredToken(code, serverMessage ?? '')) {
      return new ApiError({
        ...common,
        message: tokenExpiredMessage,
        category: 'auth',
        severity: 'medium',
        retryable: false,
        tokenExpired: true,
      });
    }
    const specific = serverCode !== null && serverCode !== 'UNAUTHORIZED' ? serverMessage : null;
    return new ApiError({
      ...common,
      message: specific ?? authRequiredMessage,
      category: 'auth',
      severity: 'medium',
      retryable: false,
    });
  }

  return new ApiError({
    ...common,
    message: serverMessage ?? clientFallbackMessage(status),
    category: clientCategory(status),
    severity: status === 403 || status === 409 ? 'medium' : 'low',
    retryable: false,
    estimatedRecoveryMs: retryAfterMs,
  });
}
