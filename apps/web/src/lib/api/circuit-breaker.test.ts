import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

describe('circuit breaker (spec 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after 5 failures for a key and stays open 60 s, then resets', () => {
    const breaker = createCircuitBreaker();
    for (let i = 0; i < 4; i++) breaker.recordFailure('k');
    expect(breaker.state('k')).toBe('closed');
    expect(breaker.failures('k')).toBe(4);
    breaker.recordFailure('k');
    expect(breaker.state('k')).toBe('open');
    expect(breaker.remainingMs('k')).toBe(60_000);

    vi.advanceTimersByTime(59_999);
    expect(breaker.state('k')).toBe('open');
    expect(breaker.remainingMs('k')).toBe(1);
    // Failures while open do not extend it.
    breaker.recordFailure('k');
    vi.advanceTimersByTime(1);
    expect(breaker.state('k')).toBe('closed');
    expect(breaker.failures('k')).toBe(0);
    expect(breaker.remainingMs('k')).toBe(0);
  });

  it('counts per key, and a success resets the count', () => {
    const breaker = createCircuitBreaker();
    for (let i = 0; i < 4; i++) breaker.recordFailure('a');
    breaker.recordFailure('b');
    breaker.recordSuccess('a');
    breaker.recordFailure('a');
    expect(breaker.failures('a')).toBe(1);
    expect(breaker.failures('b')).toBe(1);
    expect(breaker.state('a')).toBe('closed');
  });

  it('takes other thresholds and a clock', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMs: 10, now: () => now });
    breaker.recordFailure('x');
    breaker.recordFailure('x');
    expect(breaker.state('x')).toBe('open');
    now = 10;
    expect(breaker.state('x')).toBe('closed');
    breaker.recordFailure('x');
    breaker.reset();
    expect(breaker.failures('x')).toBe(0);
  });
});
