import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows, wrapPool, type Database } from '../../db/client';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';

/**
 * Sessions are kept in memory by each instance (lib/auth/authenticate.ts SessionCache) and dropped when
 * PostgreSQL announces a change (migration 0020). Another instance here has its own connections
 * (on PostgreSQL its own pool and listening connection; PGlite is one process, so they share it).
 */
let t: TestApp;
let otherDatabase: Database;
let other: FastifyInstance;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const pool = (t.db as unknown as { $client: unknown }).$client;
  otherDatabase = pool instanceof pg.Pool ? wrapPool(new pg.Pool({ ...pool.options, max: 2 })) : t.database;
  other = await buildApp({ database: otherDatabase, config: t.config, secrets: t.secrets, logger: false });
  await other.ready();
  userId = (await createTestUser(t, 'cache.hr', ['hr_manager'])).id;
});
afterAll(async () => {
  await other.close();
  if (otherDatabase !== t.database) await otherDatabase.close();
  await t.close();
});

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/mongo/admin/me', headers: bearer(token) });
const list = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/mongo/employees/list', headers: bearer(token) });

describe('sessions kept in memory', () => {
  it('a logout through one instance ends the session on the other at once', async () => {
    const { token } = await login(t, 'cache.hr');
    expect((await me(other, token.access_token)).statusCode).toBe(200);
    expect((await me(t.app, token.access_token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/mongo/admin/logout', headers: bearer(token.access_token) })).statusCode).toBe(204);
    expect((await me(other, token.access_token)).json().code).toBe('AUTH106');
  });

  it('a role change through one instance reaches the other on its next request', async () => {
    await createTestUser(t, 'cache.admin', ['admin']);
    const { token: adminToken } = await login(t, 'cache.admin');
    const { token } = await login(t, 'cache.hr');
    expect((await list(other, token.access_token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/mongo/admin/users/${userId}/grants`,
      headers: bearer(adminToken.access_token),
      payload: { grants: [{ role: 'employee', scopeType: 'all', scopeUnitIds: [] }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await list(other, token.access_token)).statusCode).toBe(403);
    await t.db.execute(sql`update user_roles set role = 'hr_manager' where user_id = ${userId}`);
    expect((await list(other, token.access_token)).statusCode).toBe(200);
  });

  it('answers from memory: without the announcement a revoked session would still pass', async () => {
    const { token } = await login(t, 'cache.hr');
    expect((await me(t.app, token.access_token)).statusCode).toBe(200);
    const revoke = sql`update sessions set revoked_at = now() where user_id = ${userId} and revoked_at is null`;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sessions disable trigger sessions_changed_auth_notify`);
      await tx.execute(revoke);
      await tx.execute(sql`alter table sessions enable trigger sessions_changed_auth_notify`);
    });
    expect((await me(t.app, token.access_token)).statusCode).toBe(200);
    // Any announcement for the account drops what was kept.
    await t.db.execute(sql`update users set updated_at = now() where id = ${userId}`);
    expect((await me(t.app, token.access_token)).json().code).toBe('AUTH106');
  });

  it('writes the last-seen time at most once a minute, and an idle session still ends', async () => {
    const { token } = await login(t, 'cache.hr');
    const seenAgo = async () =>
      (await queryRows<{ s: number }>(t.db, sql`select extract(epoch from now() - last_seen_at)::float8 as s from sessions where user_id = ${userId} and revoked_at is null`))[0]!.s;
    const setBack = (interval: string) => t.db.execute(sql`update sessions set last_seen_at = now() - ${interval}::interval where user_id = ${userId} and revoked_at is null`);
    await setBack('30 seconds');
    expect((await me(t.app, token.access_token)).statusCode).toBe(200);
    expect((await me(t.app, token.access_token)).statusCode).toBe(200);
    expect(await seenAgo()).toBeGreaterThanOrEqual(29);
    await setBack('2 minutes');
    expect((await me(t.app, token.access_token)).statusCode).toBe(200);
    expect(await seenAgo()).toBeLessThan(5);
    await setBack('31 minutes');
    expect((await me(other, token.access_token)).json().code).toBe('AUTH105');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('checks the database on every request while its listening connection is lost', async () => {
    const { token } = await login(t, 'cache.hr');
    expect((await me(other, token.access_token)).statusCode).toBe(200);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'saram-listen'`);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sessions disable trigger sessions_changed_auth_notify`);
      await tx.execute(sql`update sessions set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
      await tx.execute(sql`alter table sessions enable trigger sessions_changed_auth_notify`);
    });
    expect((await me(other, token.access_token)).json().code).toBe('AUTH106');
  });
});
