import { describe, expect, it, vi } from 'vitest';
import { classifyResponse } from '../api/api-error';
import {
  buildClientErrorPayload,
  createErrorId,
  createErrorReporter,
  createLogger,
  defaultSampleRate,
  errorLogStorageKey,
  isSampled,
  type ClientErrorPayload,
} from './logger';

describe('client logger (spec 9)', () => {
  it('keeps the last 100 entries in memory and the last 50 errors in localStorage', () => {
    const log = createLogger();
    for (let i = 0; i < 130; i++) log.info(`info ${i}`);
    for (let i = 0; i < 70; i++) log.error(`error ${i}`);
    const entries = log.entries();
    expect(entries).toHaveLength(100);
    expect(entries.at(-1)?.message).toBe('error 69');
    expect(entries[0]?.message).toBe('info 100');

    const stored = JSON.parse(localStorage.getItem(errorLogStorageKey) ?? '[]') as Array<{ message: string }>;
    expect(stored).toHaveLength(50);
    expect(stored[0]?.message).toBe('error 20');
    expect(log.storedErrors().at(-1)?.message).toBe('error 69');
    log.clear();
    expect(log.entries()).toEqual([]);
    expect(localStorage.getItem(errorLogStorageKey)).toBeNull();
  });

  it('redacts what it keeps', () => {
    const log = createLogger();
    log.warn('로그인 실패 900101-1234567', { password: 'secret', loginId: 'kim' });
    expect(log.entries()[0]).toMatchObject({
      level: 'warn',
      message: '로그인 실패 900101-1******',
      context: { password: '[REDACTED]', loginId: 'kim' },
    });
  });

  it('survives unusable storage', () => {
    const log = createLogger({
      storage: () => {
        throw new Error('denied');
      },
    });
    expect(() => log.error('x')).not.toThrow();
    expect(log.entries()).toHaveLength(1);
  });
});

describe('error reports', () => {
  it('samples: 10% in production, never in development or tests', () => {
    expect(defaultSampleRate()).toBe(0); // vitest runs in test mode
    expect(isSampled(0.1, () => 0.0999)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    let hits = 0;
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 10_000; i++) if (isSampled(0.1, random)) hits++;
    expect(hits).toBeGreaterThan(900);
    expect(hits).toBeLessThan(1100);
  });

  it('sends only sampled or forced reports, once per error object, and always logs', () => {
    const sent: ClientErrorPayload[] = [];
    const log = createLogger({ storage: () => null });
    const randoms = [0.5, 0.05];
    const reporter = createErrorReporter({ logger: log, sampleRate: () => 0.1, random: () => randoms.shift() ?? 0.5, send: (p) => void sent.push(p) });

    const first = new Error('not sampled');
    const id = reporter.report(first);
    expect(sent).toHaveLength(0);
    expect(log.entries().at(-1)).toMatchObject({ level: 'error', message: 'not sampled', errorId: id });
    expect(reporter.report(first)).toBe(id); // the same error again: same id, nothing new

    reporter.report(new Error('sampled')); // random 0.05 < 0.1
    reporter.report(new Error('forced'), { force: true });
    expect(sent.map((p) => p.message)).toEqual(['sampled', 'forced']);
  });

  it('redacts the payload and keeps the server limits', () => {
    const error = new Error(`주민번호 900101-1234567 ${'x'.repeat(3000)}`);
    const payload = buildClientErrorPayload(error, 'web-1', { token: 'abc', body: { password: 'p', name: '김' } }, [
      { time: 't', level: 'info', message: 'm' },
    ]);
    expect(payload.message.startsWith('주민번호 900101-1******')).toBe(true);
    expect(payload.message.length).toBeLessThanOrEqual(2000);
    expect(payload.context).toMatchObject({ token: '[REDACTED]', body: { password: '[REDACTED]', name: '김' }, recentLogs: ['t info m'] });
    expect(payload.stack).toBeDefined();
    expect(JSON.stringify(payload)).not.toContain('1234567');
  });

  it("uses the server's errorId for an ApiError and carries its classification", () => {
    const sent: ClientErrorPayload[] = [];
    const reporter = createErrorReporter({ logger: createLogger({ storage: () => null }), send: (p) => void sent.push(p) });
    const apiError = classifyResponse({ status: 500, body: { code: 'INTERNAL_ERROR', errorId: 'srv-9', message: 'x' } });
    expect(reporter.report(apiError, { force: true })).toBe('srv-9');
    expect(sent[0]?.context).toMatchObject({ status: 500, category: 'server', serverErrorId: 'srv-9' });
  });

  it('error ids are short and distinct', () => {
    const random = vi.fn(() => 0.123456);
    expect(createErrorId(random, 0)).toBe('web-0-' + Math.floor(0.123456 * 36 ** 6).toString(36).padStart(6, '0'));
    expect(new Set(Array.from({ length: 100 }, () => createErrorId())).size).toBe(100);
  });
});
