import {
  accessTokenExpiresHeader,
  accessTokenHeader,
  type AuthResponse,
} from '@saram/shared/auth';
import { errorCatalogue, type ErrorCode } from '@saram/shared/errors';
import { toast } from 'sonner';
import { useAuthStore } from './auth-store';

/**
 * The one way the web talks to the server (spec 7): `/api/{endpoint}`, JSON bodies (FormData for
 * multipart), bearer token from the stored session, credentials included. A 204 resolves to
 * `undefined`; every failure rejects with an `ApiError`.
 */

/** Client-side codes in addition to the server's catalogue (spec 8.1). */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

export type ApiErrorInit = {
  status: number;
  code: ErrorCode | ClientErrorCode | (string & {});
  message: string;
  details?: unknown;
  errorId?: string | null;
};

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  readonly code: ApiErrorInit['code'];
  readonly details: unknown;
  readonly errorId: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? null;
    this.errorId = init.errorId ?? null;
  }

  /** The session cannot continue: sign in again (spec 8.1, AUTH105 / AUTH106). */
  get isSessionEnded(): boolean {
    return this.status === 401 && (this.code === 'AUTH105' || this.code === 'AUTH106');
  }

  get isTokenExpired(): boolean {
    return this.status === 401 && this.code === 'token_expired';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Empty values and the list-filter value '전체' (all) are not sent (spec 5). */
  query?: Record<string, QueryValue | QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sends the stored bearer token and takes part in refresh / session-end handling. Default true. */
  auth?: boolean;
  timeoutMs?: number;
};

const defaultTimeoutMs = 30_000;
const allFilterValue = '전체';

export function buildUrl(endpoint: string, query?: RequestOptions['query']): string {
  const path = `/api/${endpoint.replace(/^\/+/, '')}`;
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null) continue;
      const text = typeof value === 'string' ? value.trim() : String(value);
      if (text === '' || text === allFilterValue) continue;
      params.append(key, text);
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function fallbackMessage(status: number): string {
  if (status === 401) return errorCatalogue.UNAUTHORIZED.message;
  if (status === 403) return errorCatalogue.FORBIDDEN.message;
  if (status === 404) return errorCatalogue.NOT_FOUND.message;
  if (status === 429) return errorCatalogue.TOO_MANY_REQUESTS.message;
  if (status === 500) return errorCatalogue.INTERNAL_ERROR.message;
  if (status === 503) return errorCatalogue.SERVICE_UNAVAILABLE.message;
  if (status > 500) return `서버 오류가 발생했습니다. (${status})`;
  return '요청을 처리하지 못했습니다.';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the server's `{ message, code, details, errorId }`; tolerates any other body. */
async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status.
  }
  const fields = isRecord(body) ? body : {};
  return new ApiError({
    status: response.status,
    code: typeof fields.code === 'string' ? fields.code : `HTTP_${response.status}`,
    message:
      typeof fields.message === 'string' && fields.message
        ? fields.message
        : fallbackMessage(response.status),
    details: fields.details ?? null,
    errorId: typeof fields.errorId === 'string' ? fields.errorId : null,
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'UNKNOWN',
      message: '서버 응답을 해석하지 못했습니다.',
    });
  }
}

/** Aborts on the caller's signal or after `timeoutMs`; tells the two apart afterwards. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function send(endpoint: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, query, headers, signal, auth = true } = options;
  const finalHeaders = new Headers({ Accept: 'application/json', ...headers });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    finalHeaders.set('Content-Type', 'application/json');
  }
  const accessToken = auth ? useAuthStore.getState().token?.access_token : undefined;
  if (accessToken) finalHeaders.set('Authorization', `Bearer ${accessToken}`);

  const timeout = withTimeout(signal, options.timeoutMs ?? defaultTimeoutMs);
  try {
    return await fetch(buildUrl(endpoint, query), {
      method,
      headers: finalHeaders,
      body: payload ?? null,
      credentials: 'include',
      mode: 'cors',
      signal: timeout.signal,
    });
  } catch (error) {
    if (timeout.timedOut()) {
      throw new ApiError({ status: 0, code: 'TIMEOUT', message: '요청 시간이 초과되었습니다.' });
    }
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인해주세요.',
      details: error instanceof Error ? error.message : null,
    });
  } finally {
    timeout.done();
  }
}

/** The server may rotate the access token on any response (spec 4): keep the new one. */
function saveRotatedToken(response: Response) {
  const accessToken = response.headers.get(accessTokenHeader);
  const expiresAt = response.headers.get(accessTokenExpiresHeader);
  if (accessToken && expiresAt) useAuthStore.getState().setAccessToken(accessToken, expiresAt);
}

let refreshing: Promise<boolean> | null = null;

async function rotateTokens(expiredAccessToken: string): Promise<boolean> {
  // Another request or another tab may have refreshed already: refresh tokens rotate, and
  // replaying a used one revokes the whole session, so use theirs instead of refreshing again.
  await useAuthStore.persist.rehydrate();
  const current = useAuthStore.getState().token;
  if (!current) return false;
  if (current.access_token !== expiredAccessToken) return true;
  try {
    const response = await send('mongo/admin/refresh', {
      method: 'POST',
      auth: false,
      body: current.refresh_token ? { refresh_token: current.refresh_token } : undefined,
    });
    if (!response.ok) return false;
    const data = (await readBody(response)) as Partial<AuthResponse> | undefined;
    if (!data?.token) return false;
    useAuthStore.getState().login({ token: data.token, user: data.user });
    return true;
  } catch {
    return false;
  }
}

/**
 * Gets a fresh access token after `token_expired`: one refresh at a time in this tab, and, where the
 * browser has Web Locks, across tabs.
 */
function refreshSession(expiredAccessToken: string): Promise<boolean> {
  refreshing ??= withRefreshLock(() => rotateTokens(expiredAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  // Missing in older browsers and in test DOMs (happy-dom has `navigator.locks === null`).
  const locks = typeof navigator === 'undefined' ? null : (navigator.locks as LockManager | null | undefined);
  if (!locks) return task();
  return await locks.request('saram-token-refresh', task);
}

/** Ends the session once, however many requests fail with it (spec 8.1: toast 세션 만료). */
function endSession(error: ApiError) {
  const store = useAuthStore.getState();
  if (!store.isAuthenticated) return;
  toast.error('세션 만료', { id: 'session-ended', description: error.message });
  store.logout();
}

async function request<T>(endpoint: string, options: RequestOptions, retried: boolean): Promise<T> {
  const auth = options.auth ?? true;
  const usedToken = auth ? useAuthStore.getState().token?.access_token : undefined;
  const response = await send(endpoint, options);
  if (auth) saveRotatedToken(response);
  if (response.ok) return (await readBody(response)) as T;

  const error = await toApiError(response);
  if (usedToken && error.isTokenExpired) {
    if (!retried && (await refreshSession(usedToken))) return request<T>(endpoint, options, true);
    endSession(error);
  } else if (usedToken && error.isSessionEnded) {
    endSession(error);
  }
  throw error;
}

export function apiRequest<T = unknown>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(endpoint, options, false);
}

export const api = {
  get: <T>(endpoint: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(endpoint, { ...options, method: 'GET' }),
  post: <T>(endpoint: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(endpoint, { ...options, method: 'POST', body }),
  put: <T>(endpoint: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(endpoint, { ...options, method: 'PUT', body }),
  patch: <T>(endpoint: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(endpoint, { ...options, method: 'PATCH', body }),
  delete: <T>(endpoint: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(endpoint, { ...options, method: 'DELETE' }),
};
