import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

/** The headers the hand-written hook sent before @fastify/helmet (lib/http/security-headers.ts until issue 33). */
const before = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** Fastify's own headers (not security headers) are left out of the comparison. */
const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The security headers of an answer; the policy as its directives (helmet writes `a;b`, the hook wrote `a; b`). */
function securityHeaders(headers: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) if (!own.has(name)) out[name] = value;
  return out;
}
const directives = (policy: unknown) => String(policy).split(';').map((d) => d.trim()).filter(Boolean);

async function server(trustHttps = false) {
  const app = Fastify(trustHttps ? { trustProxy: true } : {});
  await registerSecurityHeaders(app);
  app.get('/api/x', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  await app.ready();
  return app;
}

describe('security headers (@fastify/helmet)', () => {
  const plain = server();
  const behindHttps = server(true);
  afterAll(async () => {
    await (await plain).close();
    await (await behindHttps).close();
  });

  it('sends the same header set as before: same names, same values, the same policy directives', async () => {
    const res = await (await plain).inject({ url: '/page' });
    const { 'content-security-policy': policy, ...rest } = securityHeaders(res.headers);
    const { 'content-security-policy': expectedPolicy, ...expectedRest } = before;
    expect(rest).toEqual(expectedRest);
    expect(directives(policy)).toEqual(directives(expectedPolicy));
  });

  it('never caches API answers, and adds HSTS only on https', async () => {
    const api = await (await plain).inject({ url: '/api/x' });
    const { 'content-security-policy': _p, ...rest } = securityHeaders(api.headers);
    const { 'content-security-policy': _e, ...expectedRest } = before;
    expect(rest).toEqual({ ...expectedRest, 'cache-control': 'no-store' });
    const https = await (await behindHttps).inject({ url: '/page', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(hsts['strict-transport-security']);
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them on a 404 too', async () => {
    const res = await (await plain).inject({ url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(directives(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
