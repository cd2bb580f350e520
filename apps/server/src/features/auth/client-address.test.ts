import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { createTestApp, createTestUser, testPassword, type TestApp } from '../../test/app';

/** TRUST_PROXY (item 8 of issue 28): which X-Forwarded-For entry is the client, and what a forged one can do. */

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(trustProxy: string | undefined) {
  const t = await createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  apps.push(t);
  await createTestUser(t, 'proxy.user', ['employee']);
  return t;
}

const signIn = (t: TestApp, password: string, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mongo/admin/login',
    payload: { loginId: 'proxy.user', password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const ipsSeen = async (t: TestApp) => {
  const rows = await queryRows<{ ip: string }>(
    t.db,
    sql`select ip from login_attempts union select ip from audit_log where action = 'auth.login' order by 1`,
  );
  return rows.map((r) => r.ip);
};

describe('TRUST_PROXY', () => {
  it('takes a hop count: behind one proxy the client is the entry that proxy added, not a forged left-most one', async () => {
    const t = await appWith('1');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mongo/admin/login',
        payload: { loginId: `spray${i}`, password: 'wrong-password-x' },
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `198.18.${i}.1, 203.0.113.7` },
      });
      statuses.push(res.statusCode);
    }
    // One client (203.0.113.7), however many addresses it claims: refused after 30 failures.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect((await signIn(t, testPassword, '10.0.0.5', '198.18.99.1, 198.51.100.20')).statusCode).toBe(200);
    expect(await ipsSeen(t)).toEqual(['198.51.100.20', '203.0.113.7']);
  });

  it('takes the proxies\' addresses or ranges: only their X-Forwarded-For is believed', async () => {
    const t = await appWith('10.0.0.0/8, 192.0.2.1');
    expect((await signIn(t, testPassword, '10.1.2.3', '198.18.0.1, 203.0.113.8')).statusCode).toBe(200);
    expect((await signIn(t, testPassword, '192.0.2.1', '203.0.113.9')).statusCode).toBe(200);
    // Not one of the proxies: its header is not believed.
    expect((await signIn(t, testPassword, '198.51.100.30', '203.0.113.10')).statusCode).toBe(200);
    expect(await ipsSeen(t)).toEqual(['198.51.100.30', '203.0.113.8', '203.0.113.9']);
  });

  it('trusts no proxy by default', async () => {
    const t = await appWith(undefined);
    expect((await signIn(t, testPassword, '198.51.100.40', '203.0.113.11')).statusCode).toBe(200);
    expect(await ipsSeen(t)).toEqual(['198.51.100.40']);
  });

  it('refuses values that would trust every address', () => {
    for (const off of ['', '0', 'false', 'no']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['true', 'yes', 'proxy.example.com', '10.0.0.0/33', '0.0.0.0/0', '::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });
});
