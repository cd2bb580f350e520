import { circuitOpenError, isApiError } from './api-error';
import { circuitBreaker as appCircuitBreaker, type CircuitBreaker } from './circuit-breaker';

/**
 * Retry with exponential backoff and jitter (spec 9):
 * - default: 3 retries, 1 s initial delay, ×2, at most 10 s, plus up to 25% jitter;
 * - critical (employee list and detail): 5 retries, 2 s, ×1.5, at most 15 s, and no retry at all
 *   when the error says recovery will take longer than 30 s.
 *
 * Only errors that say so are retried (`ApiError.retryable`: network, timeout, 5xx); a caller's
 * abort and every 4xx fail at once. With a circuit key, every failed attempt counts towards the
 * key's circuit breaker (5 failures open it for 60 s) and an open circuit fails without calling.
 *
 * Used inside a TanStack query function, set the query's `retry: false` so the two layers do not
 * multiply.
 *
 * The web's one retry policy, kept rather than cockatiel: cockatiel's breaker half-opens after its
 * pause (one trial call) where this one resets the key, it has no per-key breakers, and neither the
 * wait an error suggests (estimatedRecoveryMs) nor "no retry past 30 s of recovery" are among its
 * backoffs, so the same behaviour on cockatiel would be no shorter. (The server's retries are pg-boss
 * job retries: lib/jobs/jobs.ts retryLimit/retryDelaySeconds/retryBackoff, used by the mailer and reports.)
 */

export type RetryPolicy = {
  maxRetries: number;
  initialDelayMs: number;
  backoffMultiplier: number;
  maxDelayMs: number;
  /** Up to this fraction of the delay is added at random (0.25 = up to 25%). */
  jitter: number;
  /** No retry when the error's estimated recovery is longer than this. */
  maxRecoveryMs?: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 3,
  initialDelayMs: 1_000,
  backoffMultiplier: 2,
  maxDelayMs: 10_000,
  jitter: 0.25,
};

export const criticalRetryPolicy: RetryPolicy = {
  maxRetries: 5,
  initialDelayMs: 2_000,
  backoffMultiplier: 1.5,
  maxDelayMs: 15_000,
  jitter: 0.25,
  maxRecoveryMs: 30_000,
};

export type Random = () => number;

/**
 * Delay before retry number `retryIndex` (0 = the first retry): initial × multiplier^index, raised
 * to the error's suggested recovery wait if longer, capped at maxDelayMs, then up to `jitter` more.
 */
export function retryDelay(
  policy: RetryPolicy,
  retryIndex: number,
  { random = Math.random, error }: { random?: Random; error?: unknown } = {},
): number {
  const backoff = policy.initialDelayMs * policy.backoffMultiplier ** retryIndex;
  const suggested = isApiError(error) ? (error.estimatedRecoveryMs ?? 0) : 0;
  const base = Math.min(Math.max(backoff, suggested), policy.maxDelayMs);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(base + base * policy.jitter * r);
}

/** Whether retry number `retryIndex` (0-based) should happen after `error`. */
export function shouldRetry(policy: RetryPolicy, error: unknown, retryIndex: number): boolean {
  if (retryIndex >= policy.maxRetries) return false;
  if (!isApiError(error) || !error.retryable) return false;
  if (policy.maxRecoveryMs !== undefined && (error.estimatedRecoveryMs ?? 0) > policy.maxRecoveryMs) return false;
  return true;
}

/**
 * Spec 8.2's rule for the employee loads: server-internal and network errors are rethrown (to be
 * retried); any other error gives the caller an empty result.
 */
export function isServerOrNetworkError(error: unknown): boolean {
  return isApiError(error) && (error.category === 'network' || (error.status >= 500 && error.retryable));
}

export type RetryOptions = {
  policy?: RetryPolicy;
  /** Circuit breaker key (for example 'employees:list'); none = no breaker. */
  circuitKey?: string;
  breaker?: CircuitBreaker;
  random?: Random;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (info: { retryIndex: number; delayMs: number; error: unknown }) => void;
};

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `task` with the policy's retries; `attempt` is 0 for the first call. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    policy = defaultRetryPolicy,
    circuitKey,
    breaker = appCircuitBreaker,
    random = Math.random,
    signal,
    sleep: wait = sleep,
    onRetry,
  } = options;

  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortReason(signal);
    if (circuitKey && breaker.state(circuitKey) === 'open') {
      throw circuitOpenError(circuitKey, breaker.remainingMs(circuitKey));
    }
    try {
      const result = await task(attempt);
      if (circuitKey) breaker.recordSuccess(circuitKey);
      return result;
    } catch (error) {
      // A failure the server or the network caused counts; a 4xx or the caller's abort does not.
      if (circuitKey && isApiError(error) && error.retryable) breaker.recordFailure(circuitKey);
      if (signal?.aborted || !shouldRetry(policy, error, attempt)) throw error;
      const delayMs = retryDelay(policy, attempt, { random, error });
      onRetry?.({ retryIndex: attempt, delayMs, error });
      await wait(delayMs, signal);
    }
  }
}
