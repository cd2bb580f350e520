import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyResponse, networkError } from './api-error';
import { createCircuitBreaker } from './circuit-breaker';
import { criticalRetryPolicy, defaultRetryPolicy, isServerOrNetworkError, retryDelay, shouldRetry, withRetry } from './retry';

const serverError = () => classifyResponse({ status: 502, body: null }); // 3 s estimate
const clientError = () => classifyResponse({ status: 404, body: null });
const noJitter = () => 0;
const fullJitter = () => 1;

describe('retry delays (spec 9)', () => {
  it('default: 1 s ×2 capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => retryDelay(defaultRetryPolicy, i, { random: noJitter }))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('critical: 2 s ×1.5 capped at 15 s', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => retryDelay(criticalRetryPolicy, i, { random: noJitter }))).toEqual([
      2_000, 3_000, 4_500, 6_750, 10_125, 15_000,
    ]);
  });

  it('adds up to 25% jitter', () => {
    expect(retryDelay(defaultRetryPolicy, 0, { random: fullJitter })).toBe(1_250);
    expect(retryDelay(defaultRetryPolicy, 1, { random: () => 0.5 })).toBe(2_250);
    expect(retryDelay(defaultRetryPolicy, 10, { random: fullJitter })).toBe(12_500);
    for (let i = 0; i < 50; i++) {
      const delay = retryDelay(defaultRetryPolicy, 2);
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(5_000);
    }
  });

  it("waits at least the error's suggested recovery (database 5 s), within the cap", () => {
    const database = classifyResponse({ status: 500, body: { code: 'DATABASE_ERROR', message: '', details: { type: 'database' } } });
    expect(retryDelay(defaultRetryPolicy, 0, { random: noJitter, error: database })).toBe(5_000);
    expect(retryDelay(defaultRetryPolicy, 3, { random: noJitter, error: database })).toBe(8_000);
    const longWait = classifyResponse({ status: 503, body: null, retryAfterMs: 60_000 });
    expect(retryDelay(defaultRetryPolicy, 0, { random: noJitter, error: longWait })).toBe(10_000);
  });
});

describe('retry decisions', () => {
  it('retries retryable errors up to the policy count, never 4xx or plain errors', () => {
    expect(shouldRetry(defaultRetryPolicy, serverError(), 0)).toBe(true);
    expect(shouldRetry(defaultRetryPolicy, serverError(), 2)).toBe(true);
    expect(shouldRetry(defaultRetryPolicy, serverError(), 3)).toBe(false);
    expect(shouldRetry(criticalRetryPolicy, serverError(), 4)).toBe(true);
    expect(shouldRetry(criticalRetryPolicy, serverError(), 5)).toBe(false);
    expect(shouldRetry(defaultRetryPolicy, clientError(), 0)).toBe(false);
    expect(shouldRetry(defaultRetryPolicy, new Error('bug'), 0)).toBe(false);
  });

  it('critical: no retry when the estimated recovery is over 30 s', () => {
    const slow = classifyResponse({ status: 503, body: null, retryAfterMs: 31_000 });
    const ok = classifyResponse({ status: 503, body: null, retryAfterMs: 30_000 });
    expect(shouldRetry(criticalRetryPolicy, slow, 0)).toBe(false);
    expect(shouldRetry(criticalRetryPolicy, ok, 0)).toBe(true);
    expect(shouldRetry(defaultRetryPolicy, slow, 0)).toBe(true);
  });

  it('spec 8.2: server-internal and network errors are retried, others are not', () => {
    expect(isServerOrNetworkError(serverError())).toBe(true);
    expect(isServerOrNetworkError(networkError())).toBe(true);
    expect(isServerOrNetworkError(clientError())).toBe(false);
    expect(isServerOrNetworkError(new Error('x'))).toBe(false);
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries with the backoff delays and resolves once the task succeeds', async () => {
    const task = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue('ok');
    const delays: number[] = [];
    const done = withRetry(task, {
      random: noJitter,
      breaker: createCircuitBreaker(),
      onRetry: ({ delayMs }) => delays.push(delayMs),
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999); // the 502 suggests 3 s
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000); // network: 2 s (backoff 2 s)
    await expect(done).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([3_000, 2_000]);
  });

  it('gives up after the policy count and rethrows the last error', async () => {
    const error = networkError();
    const task = vi.fn<() => Promise<never>>().mockRejectedValue(error);
    const done = withRetry(task, { random: noJitter, breaker: createCircuitBreaker() });
    const assertion = expect(done).rejects.toBe(error);
    await vi.runAllTimersAsync();
    await assertion;
    expect(task).toHaveBeenCalledTimes(1 + defaultRetryPolicy.maxRetries);
  });

  it('does not retry a 4xx', async () => {
    const task = vi.fn<() => Promise<never>>().mockRejectedValue(clientError());
    await expect(withRetry(task, { breaker: createCircuitBreaker() })).rejects.toMatchObject({ status: 404 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when the caller aborts", async () => {
    const controller = new AbortController();
    const task = vi.fn<() => Promise<never>>().mockRejectedValue(serverError());
    const done = withRetry(task, { signal: controller.signal, breaker: createCircuitBreaker() });
    const assertion = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await assertion;
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('opens the circuit after 5 failures: later calls fail at once until 60 s have passed', async () => {
    const breaker = createCircuitBreaker();
    const task = vi.fn<() => Promise<string>>().mockRejectedValue(serverError());
    // Critical policy: 1 call + up to 5 retries, but the 5th failure opens the circuit.
    const first = withRetry(task, { policy: criticalRetryPolicy, circuitKey: 'employees:list', breaker, random: noJitter });
    const firstAssertion = expect(first).rejects.toMatchObject({ code: 'CIRCUIT_OPEN' });
    await vi.runAllTimersAsync();
    await firstAssertion;
    expect(task).toHaveBeenCalledTimes(5);
    expect(breaker.state('employees:list')).toBe('open');

    task.mockClear();
    await expect(withRetry(task, { circuitKey: 'employees:list', breaker })).rejects.toMatchObject({
      code: 'CIRCUIT_OPEN',
      retryable: false,
    });
    expect(task).not.toHaveBeenCalled();
    // Other keys are unaffected.
    task.mockResolvedValueOnce('other');
    await expect(withRetry(task, { circuitKey: 'employees:detail', breaker })).resolves.toBe('other');

    await vi.advanceTimersByTimeAsync(60_000);
    task.mockResolvedValueOnce('again');
    await expect(withRetry(task, { circuitKey: 'employees:list', breaker })).resolves.toBe('again');
  });
});
