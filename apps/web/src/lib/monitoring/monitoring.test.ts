import { afterEach, describe, expect, it } from 'vitest';
import { classifyResponse } from '../api/api-error';
import { logger } from './logger';
import { startClientMonitoring } from './monitoring';

describe('client monitoring', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    logger.clear();
  });

  it('logs uncaught errors and unhandled rejections, once started (idempotent)', () => {
    stop = startClientMonitoring({ vitals: false });
    expect(startClientMonitoring({ vitals: false })).toBe(stop);

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom 900101-1234567'), message: 'boom' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('async boom') });
    window.dispatchEvent(rejection);
    // An ended session is expected: not reported.
    const ended = Object.assign(new Event('unhandledrejection'), {
      reason: classifyResponse({ status: 401, body: { code: 'AUTH106', message: 'x' } }),
    });
    window.dispatchEvent(ended);

    const errors = logger.entries().filter((e) => e.level === 'error');
    expect(errors.map((e) => e.message)).toEqual(['boom 900101-1******', 'async boom']);
    expect(errors[0]?.context).toMatchObject({ source: 'window.error' });
    expect(errors[1]?.context).toMatchObject({ source: 'unhandledrejection' });
  });

  it('stops listening', () => {
    startClientMonitoring({ vitals: false })();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('ignored') }));
    expect(logger.entries()).toEqual([]);
  });
});
