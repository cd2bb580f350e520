import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerRateLimit, routeLimit } from './rate-limit';

/** The behaviour of the hand-written per-process limiter it replaced (lib/http/rate-limit.ts until issue 33). */
async function server() {
  const app = Fastify();
  registerErrorHandler(app, { spaFallback: false });
  await registerRateLimit(app);
  const limit = routeLimit(app, { max: 3, timeWindow: 60_000 });
  const body = { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } as const;
  app.post('/a', { schema: { body } }, async (request, reply) => {
    await limit(request, reply);
    return { ok: 'a' };
  });
  app.post('/b', async (request, reply) => {
    await limit(request, reply);
    return { ok: 'b' };
  });
  await app.ready();
  return app;
}

describe('rate limit (@fastify/rate-limit)', () => {
  const appPromise = server();
  afterAll(async () => (await appPromise).close());
  const post = async (url: string, ip: string, payload: object = { n: 1 }) => (await appPromise).inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('counts per address in a fixed window shared by the routes of one limiter, then answers the app 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
      const statuses = [(await post('/a', '10.0.0.1')).statusCode, (await post('/b', '10.0.0.1')).statusCode, (await post('/a', '10.0.0.1')).statusCode];
      expect(statuses).toEqual([200, 200, 200]);
      const over = await post('/b', '10.0.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
      expect(Object.keys(over.headers).filter((h) => h.startsWith('x-ratelimit') || h === 'retry-after')).toEqual([]);
      // Another address has its own count.
      expect((await post('/a', '10.0.0.2')).statusCode).toBe(200);
      // A new window starts a minute after the first call.
      vi.setSystemTime(new Date('2026-03-02T09:00:59Z'));
      expect((await post('/a', '10.0.0.1')).statusCode).toBe(429);
      vi.setSystemTime(new Date('2026-03-02T09:01:00Z'));
      expect((await post('/a', '10.0.0.1')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count a request refused before its handler (an invalid body)', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/a', '10.0.0.9', { n: 'x' })).statusCode).toBe(400);
    expect((await post('/a', '10.0.0.9')).statusCode).toBe(200);
  });
});
