import { AppError } from './errors';

/**
 * A fixed-window counter per key, kept in this process. For public write endpoints (error reports,
 * access requests) where a rough per-instance limit is enough.
 */
export function rateLimiter(opts: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): void => {
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (now - w.start > opts.windowMs) windows.delete(k);
    }
    const w = windows.get(key);
    if (!w || now - w.start > opts.windowMs) {
      windows.set(key, { start: now, count: 1 });
      return;
    }
    if (++w.count > opts.max) throw new AppError('TOO_MANY_REQUESTS');
  };
}
