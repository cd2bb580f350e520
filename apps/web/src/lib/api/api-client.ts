import { accessTokenExpiresHeader, accessTokenHeader } from '@saram/shared/auth/auth';
import type { AuthResponse } from '@saram/shared/auth/auth.schemas';
import type { EndpointOf } from '@saram/shared/contract';
import { fillPath, type Endpoint, type EndpointInput, type EndpointResponse, type Route } from '@saram/shared/endpoint';
import {
  ApiError,
  classifyResponse,
  networkError,
  parseRetryAfter,
  timeoutError,
  unreadableResponseError,
} from './api-error';
import { useAuthStore } from '../auth/auth-store';
import { logger } from '../monitoring/logger';
import { defaultRetryPolicy, withRetry, type RetryPolicy } from './retry';
import { showSessionExpired } from '../toast';

/**
 * The one way the web talks to the server (spec 7): `/api/{endpoint}`, JSON bodies (FormData for
 * multipart), bearer token from the stored session, credentials included, a 30 s time-out. A 204
 * resolves to `undefined`; every failure rejects with an `ApiError` classified per spec 8.1 (see
 * api-error.ts). `token_expired` refreshes the session once (single flight, across tabs where Web
 * Locks exist) and replays the request; AUTH105 / AUTH106 end the session with the toast 세션 만료
 * (app/session.ts then replaces the location with /login).
 *
 * Retries: none here by default (TanStack Query retries queries). A call may ask for the policies
 * of spec 9 with `retry: true` (default policy) or `retry: criticalRetryPolicy`, and for the circuit
 * breaker with `circuitKey`.
 */

export { ApiError, isApiError, type ApiErrorInit, type ClientErrorCode } from './api-error';

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
  /** Aborts and rejects with TIMEOUT after this long. Default 30 s. */
  timeoutMs?: number;
  /** Retry policy of spec 9: true = the default policy. Default: no retry. */
  retry?: boolean | RetryPolicy;
  /** Counts failures towards this circuit breaker key (5 failures open it for 60 s). */
  circuitKey?: string;
  /** Resolves to the successful Response itself (files: lib/api/download.ts) instead of its parsed body. */
  raw?: boolean;
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

/** Reads the server's `{ message, code, details, errorId }` (any other body is tolerated). */
async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's error page, an empty body): classified by the status alone.
  }
  return classifyResponse({
    status: response.status,
    body,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
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
    throw unreadableResponseError(response.status);
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

  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const timeout = withTimeout(signal, timeoutMs);
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
    if (timeout.timedOut()) throw timeoutError(timeoutMs);
    if (signal?.aborted) throw error;
    throw networkError(error);
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
  logger.warn('세션이 종료되었습니다.', { code: error.code, errorId: error.errorId });
  if (error.isSessionEnded) showSessionExpired(error.message);
  else showSessionExpired();
  store.logout();
}

/** Keeps a trace of every failed call in the client log (400: with the server's details). */
function logFailure(method: string, endpoint: string, error: ApiError) {
  const context = { method, endpoint, status: error.status, code: error.code, errorId: error.errorId };
  if (error.status === 400) logger.warn(`요청 검증 실패: ${method} ${endpoint}`, { ...context, details: error.details });
  else if (error.status >= 500 || error.status === 0) logger.error(`요청 실패: ${method} ${endpoint}`, { ...context, message: error.message });
  else logger.info(`요청 거절: ${method} ${endpoint}`, context);
}

async function request<T>(endpoint: string, options: RequestOptions, retried: boolean): Promise<T> {
  const auth = options.auth ?? true;
  const method = options.method ?? 'GET';
  const usedToken = auth ? useAuthStore.getState().token?.access_token : undefined;
  let response: Response;
  try {
    response = await send(endpoint, options);
  } catch (error) {
    if (error instanceof ApiError) logFailure(method, endpoint, error);
    throw error;
  }
  if (auth) saveRotatedToken(response);
  if (response.ok) return (options.raw ? response : await readBody(response)) as T;

  const error = await toApiError(response);
  logFailure(method, endpoint, error);
  if (usedToken && error.isTokenExpired) {
    if (!retried && (await refreshSession(usedToken))) return request<T>(endpoint, options, true);
    endSession(error);
  } else if (usedToken && error.isSessionEnded) {
    endSession(error);
  }
  throw error;
}

export function apiRequest<T = unknown>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  const { retry, circuitKey, signal } = options;
  if (!retry && !circuitKey) return request<T>(endpoint, options, false);
  const policy = retry === true ? defaultRetryPolicy : retry || { ...defaultRetryPolicy, maxRetries: 0 };
  return withRetry(() => request<T>(endpoint, options, false), { policy, circuitKey, signal });
}


/** Options of one call besides what the endpoint defines (method, path, query, body, file answer). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query' | 'raw'>;

/** The input of a call: multipart endpoints take a FormData body. */
export type CallInput<E extends Endpoint> = E extends { multipart: true } ? Omit<EndpointInput<E>, 'body'> & { body: FormData } : EndpointInput<E>;
/** The answer of a call: the Response itself for a file endpoint. */
export type CallResponse<E extends Endpoint> = E extends { file: true } ? Response : EndpointResponse<E>;

type CallArgs<E extends Endpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every input part is optional"
  {} extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

/**
 * Calls a route of the contract (packages/shared): the path parameters, query and body are typed
 * from the route's schemas, and so is the answer (a Response for file endpoints, undefined for 204).
 */
export function call<R extends Route>(route: R, ...[input, options]: CallArgs<EndpointOf<R>>): Promise<CallResponse<EndpointOf<R>>> {
  const parts = (input ?? {}) as { params?: Record<string, string>; query?: RequestOptions['query']; body?: unknown };
  return apiRequest<CallResponse<EndpointOf<R>>>(fillPath(route.path, parts.params).slice('/api/'.length), {
    ...options,
    method: route.method,
    query: parts.query,
    body: parts.body,
    ...(route.file ? { raw: true, headers: { Accept: '*/*', ...options?.headers } } : {}),
  });
}
