/**
 * Circuit breaker per key (spec 4 and 9): after 5 failures for a key the circuit opens, calls for
 * that key fail at once for 60 seconds, then the key resets (closed, no failures counted). A
 * success resets the key too.
 */

export type CircuitState = 'closed' | 'open';

export type CircuitBreakerOptions = {
  failureThreshold?: number;
  openMs?: number;
  now?: () => number;
};

export type CircuitBreaker = {
  state: (key: string) => CircuitState;
  /** Milliseconds until an open circuit resets; 0 when closed. */
  remainingMs: (key: string) => number;
  failures: (key: string) => number;
  recordFailure: (key: string) => void;
  recordSuccess: (key: string) => void;
  reset: (key?: string) => void;
};

export const circuitFailureThreshold = 5;
export const circuitOpenMs = 60_000;

export function createCircuitBreaker({
  failureThreshold = circuitFailureThreshold,
  openMs = circuitOpenMs,
  now = () => Date.now(),
}: CircuitBreakerOptions = {}): CircuitBreaker {
  const entries = new Map<string, { failures: number; openedAt: number | null }>();

  /** Drops a key whose open period is over, so it starts again from zero. */
  function current(key: string) {
    const entry = entries.get(key);
    if (entry?.openedAt != null && now() - entry.openedAt >= openMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    state: (key) => (current(key)?.openedAt != null ? 'open' : 'closed'),
    remainingMs: (key) => {
      const openedAt = current(key)?.openedAt;
      return openedAt == null ? 0 : Math.max(0, openedAt + openMs - now());
    },
    failures: (key) => current(key)?.failures ?? 0,
    recordFailure: (key) => {
      const entry = current(key) ?? { failures: 0, openedAt: null };
      entry.failures += 1;
      if (entry.openedAt == null && entry.failures >= failureThreshold) entry.openedAt = now();
      entries.set(key, entry);
    },
    recordSuccess: (key) => {
      entries.delete(key);
    },
    reset: (key) => {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}

/** The app's breaker, shared by every call that names a circuit key. */
export const circuitBreaker = createCircuitBreaker();
