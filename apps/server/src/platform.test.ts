import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { systemActor } from './lib/auth/actor';
import { recordAccess, writeAudit } from './lib/data/audit';
import { decryptField, encryptField } from './lib/auth/crypto';
import { loggerOptions } from './lib/logger';
import { checkPassword } from './lib/auth/passwords';
import { randomSecrets } from './lib/auth/secrets';
import { createTestApp, signedInUsers, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('sends security headers, and no-store on the API', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('documents the API as OpenAPI at /api/docs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/mongo/admin/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/mongo/admin/me'].get).toBeDefined();
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('keeps /api/docs for signed-in callers in production unless API_DOCS_PUBLIC opens it', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject('/api/docs/json')).statusCode).toBe(401);
      expect((await production.app.inject('/api/docs')).statusCode).toBe(401);
      const [user] = Object.values(await signedInUsers(production, [['docs.reader', 'employee']]));
      const doc = await production.app.inject({ url: '/api/docs/json', headers: user });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().openapi).toMatch(/^3\./);
    } finally {
      await production.close();
    }
    const open = await createTestApp({ NODE_ENV: 'production', API_DOCS_PUBLIC: '1' });
    try {
      expect((await open.app.inject('/api/docs/json')).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('찾을 수 없습니다'), code: 'NOT_FOUND', details: null, errorId: expect.any(String) });
  });

  it('answers paths the router refuses (too long a parameter, broken encoding) with the error shape', async () => {
    for (const url of [`/api/mongo/employees/${'a'.repeat(101)}`, '/api/mongo/employees/%E0%A4%A']) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST', details: null, errorId: expect.any(String) });
    }
  });

  it('refuses oversized and non-JSON bodies with 4xx, never 500', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/mongo/admin/login',
      payload: { loginId: 'a'.repeat(100), password: 'b'.repeat(4000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/mongo/admin/login',
      body: 'loginId=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new ones', async () => {
    let release!: () => void;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const other = await createTestApp({}, (app) =>
      app.get('/slow-test', async () => {
        markStarted();
        await new Promise<void>((r) => (release = r));
        return { done: true };
      }),
    );
    const address = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/slow-test`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await started;
    const closing = other.close();
    setTimeout(() => release(), 200);
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

describe('audit and access records', () => {
  it('are append-only in the database itself', async () => {
    const actor = systemActor('test');
    await writeAudit(t.db, actor, { action: 'test.write', targetCollection: 'tests', targetId: '1', after: { a: 1 } });
    await recordAccess(t.db, actor, { subjectType: 'employee', subjectId: 'e1', action: 'view', fields: ['rrn'], reason: '4대보험 신고' });
    await expect(t.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`update access_log set reason = null`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from access_log`)).rejects.toThrow();
    const rows = await queryRows<{ action: string }>(t.db, sql`select action from audit_log where target_collection = 'tests'`);
    expect(rows).toEqual([{ action: 'test.write' }]);
  });

  it('roll back with the change they record', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await writeAudit(tx, systemActor('test'), { action: 'test.rollback', targetCollection: 'tests' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await queryRows(t.db, sql`select 1 from audit_log where action = 'test.rollback'`);
    expect(rows).toHaveLength(0);
  });
});

describe('secrets stay secret', () => {
  it('logs redact passwords, tokens and resident registration numbers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ loggerInstance: (await import('pino')).default({ ...options }, stream) });
    app.log.info({ body: { password: 'hunter2-secret-pw', rrn: '900101-1234567' }, token: 'tok-123' }, 'user 850505-2345678 signed up');
    app.log.info({ req: { headers: { authorization: 'Bearer abc.def' } } }, 'request');
    await app.close();
    const out = lines.join('');
    expect(out).toContain('[REDACTED]');
    for (const secret of ['hunter2-secret-pw', '900101-1234567', '850505-2345678', 'tok-123', 'abc.def']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('850505-2******');
  });

  it('request lines name the method and the path, with secrets in the query redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const app = Fastify({ loggerInstance: (await import('pino')).default({ ...(loggerOptions('info') as object) }, stream) });
    app.get('/callback', async () => ({ ok: true }));
    await app.inject({ url: '/callback?code=abc-code&page=2' });
    await app.close();
    const incoming = lines.map((l) => JSON.parse(l) as { msg: string; req?: { method: string; url: string } }).find((l) => l.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/callback?code=[REDACTED]&page=2' });
  });

  it('encrypts fields with AES-256-GCM and detects tampering', () => {
    const { encryptionKey } = randomSecrets();
    const sealed = encryptField(encryptionKey, '900101-1234567');
    expect(sealed).not.toContain('900101');
    expect(decryptField(encryptionKey, sealed)).toBe('900101-1234567');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decryptField(encryptionKey, parts.join('.'))).toThrow();
  });

  it('applies the password policy of security.md', () => {
    expect(checkPassword('short-pw')).toMatch(/12자 이상/);
    expect(checkPassword('password1234')).toMatch(/흔하거나/);
    expect(checkPassword('aaaaaaaaaaaaaaa')).toMatch(/흔하거나/);
    expect(checkPassword('admin-is-my-password', { loginId: 'admin' })).toMatch(/로그인 ID/);
    expect(checkPassword('봄날의 햇살 같은 비밀번호')).toBeNull();
    expect(checkPassword('x'.repeat(10) + 'yz' + 'q'.repeat(100))).toBeNull();
  });
});
