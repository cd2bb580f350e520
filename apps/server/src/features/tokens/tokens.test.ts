import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createTestUser, login, testPassword, type TestApp } from '../../test/app';

let t: TestApp;
let adminToken: string;
let hrToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'root.admin', ['admin']);
  await createTestUser(t, 'hr.lead', ['hr_manager']);
  adminToken = (await login(t, 'root.admin')).token.access_token;
  hrToken = (await login(t, 'hr.lead')).token.access_token;
});
afterAll(() => t.close());

const issue = (session: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/mongo/admin/api-tokens', payload, headers: bearer(session) });

describe('API tokens', () => {
  it('are shown once, stored as a hash, and act within their scopes', async () => {
    const res = await issue(adminToken, { name: '급여 시스템 연동', scopes: ['admin:audit'], expiresInDays: 30 });
    expect(res.statusCode).toBe(201);
    const { token, apiToken } = res.json();
    expect(token).toMatch(/^saram_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: '급여 시스템 연동', scopes: ['admin:audit'], prefix: token.slice(0, 12) });

    const stored = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from api_tokens where id = ${apiToken.id}`);
    expect(stored[0]?.token_hash).not.toContain(token.slice(6));

    expect((await t.app.inject({ url: '/api/mongo/admin/audit-logs', headers: bearer(token) })).statusCode).toBe(200);
    // Outside its scope, even though its creator is an administrator.
    expect((await t.app.inject({ url: '/api/mongo/admin/api-tokens', headers: bearer(token) })).statusCode).toBe(403);

    const [used] = await queryRows<{ last_used_at: string | null }>(
      t.db,
      sql`select last_used_at from api_tokens where id = ${apiToken.id}`,
    );
    expect(used?.last_used_at).not.toBeNull();
    const audit = await queryRows(t.db, sql`select 1 from audit_log where action = 'api_tokens.create' and target_id = ${apiToken.id}`);
    expect(audit).toHaveLength(1);
  });

  it('cannot be wider than their creator', async () => {
    // hr_manager may read audit records but not manage tokens: the route itself refuses.
    expect((await issue(hrToken, { name: 'x', scopes: ['admin:audit'] })).statusCode).toBe(403);
    const res = await issue(adminToken, { name: 'x', scopes: ['no:such:permission'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty('scopes.0');
  });

  it('refuse scopes the creator does not hold, and expiry dates beyond a year, with Korean field errors', async () => {
    // A custom role holding only token management: it may not hand out employees:read.
    await t.db.execute(sql`insert into roles (name, label) values ('token_keeper', '토큰 관리자')`);
    await t.db.execute(sql`insert into role_permissions (role, permission) values ('token_keeper', 'admin:tokens')`);
    await createTestUser(t, 'keeper', []);
    await t.db.execute(sql`insert into user_roles (user_id, role) select id, 'token_keeper' from users where login_id = 'keeper'`);
    const keeper = (await login(t, 'keeper')).token.access_token;
    const count = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from api_tokens`))[0]?.n;
    const before = await count();

    const wider = await issue(keeper, { name: 'x', scopes: ['admin:tokens', 'employees:read'] });
    expect(wider.statusCode).toBe(400);
    expect(wider.json().details.fields.scopes).toContain('employees:read');
    const far = await issue(adminToken, { name: 'x', scopes: ['admin:audit'], expiresOn: '2999-01-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json().details.fields.expiresOn).toMatch(/최대 1년/);
    expect(await count()).toBe(before);

    const own = await issue(keeper, { name: 'ok', scopes: ['admin:tokens'] });
    expect(own.statusCode).toBe(201);
    // Default: 90 days; the list names the owner.
    const days = (Date.parse(own.json().apiToken.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(91);
    const list = await t.app.inject({ url: '/api/mongo/admin/api-tokens', headers: bearer(adminToken) });
    expect(list.json().data.find((x: { id: string }) => x.id === own.json().apiToken.id)).toMatchObject({ ownerLabel: 'keeper (keeper)' });
  });

  it('are managed by holders of admin:tokens only', async () => {
    for (const role of ['hr_staff', 'employee'] as const) {
      await createTestUser(t, `no.tokens.${role}`, [role]);
      const session = (await login(t, `no.tokens.${role}`)).token.access_token;
      expect((await issue(session, { name: 'x', scopes: ['search:use'] })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/mongo/admin/api-tokens', headers: bearer(session) })).statusCode).toBe(403);
    }
  });

  it('name themselves in every audit row written during their requests, and record the last address', async () => {
    const manager = (await issue(adminToken, { name: 'ERP 연동', scopes: ['admin:tokens'], expiresOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) })).json();
    const victim = (await issue(adminToken, { name: 'victim', scopes: ['admin:audit'] })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/mongo/admin/api-tokens/${victim.apiToken.id}`,
      headers: bearer(manager.token),
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(204);
    const [row] = await queryRows<{ actor_label: string }>(
      t.db,
      sql`select actor_label from audit_log where action = 'api_tokens.revoke' and target_id = ${victim.apiToken.id}`,
    );
    expect(row?.actor_label).toBe('root.admin (root.admin) · API 토큰 "ERP 연동"');
    const list = await t.app.inject({ url: '/api/mongo/admin/api-tokens', headers: bearer(adminToken) });
    const used = list.json().data.find((x: { id: string }) => x.id === manager.apiToken.id);
    expect(used.lastUsedIp).toBe('10.1.2.3');
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('stop working when revoked or expired, and when their owner loses the permission', async () => {
    const { token, apiToken } = (await issue(adminToken, { name: 'temp', scopes: ['admin:audit'] })).json();
    const call = () => t.app.inject({ url: '/api/mongo/admin/audit-logs', headers: bearer(token) });
    expect((await call()).statusCode).toBe(200);

    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/mongo/admin/api-tokens/${apiToken.id}`, headers: bearer(adminToken) });
    expect(revoke.statusCode).toBe(204);
    expect((await call()).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/mongo/admin/api-tokens/${apiToken.id}`, headers: bearer(adminToken) });
    expect(again.statusCode).toBe(409);

    const second = (await issue(adminToken, { name: 'soon expired', scopes: ['admin:audit'] })).json();
    await t.db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${second.apiToken.id}`);
    expect((await t.app.inject({ url: '/api/mongo/admin/audit-logs', headers: bearer(second.token) })).statusCode).toBe(401);

    const third = (await issue(adminToken, { name: 'owner demoted', scopes: ['admin:audit'] })).json();
    await t.db.execute(sql`update user_roles set role = 'employee' where user_id = (select id from users where login_id = 'root.admin')`);
    expect((await t.app.inject({ url: '/api/mongo/admin/audit-logs', headers: bearer(third.token) })).statusCode).toBe(403);
  });

  it('reach only routes whose access names a permission they hold: never the session routes of their owner', async () => {
    await createTestUser(t, 'payroll.owner', ['admin']);
    const owner = bearer((await login(t, 'payroll.owner')).token.access_token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/mongo/employees',
      headers: owner,
      payload: { person_name: '박급여', employee_number: 'TK001', email: 'tk001@gmail.com', base_salary: '4,100,000' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const employeeId = created.json()._id as string;
    await t.db.execute(sql`update users set employee_id = ${employeeId} where login_id = 'payroll.owner'`);
    const { token } = (await issue(owner.authorization.slice(7), { name: '조직도 연동', scopes: ['organization:read'] })).json();
    const as = bearer(token);

    expect((await t.app.inject({ url: '/api/v1/organizational-hierarchy/units', headers: as })).statusCode).toBe(200);
    const rowOf = async () =>
      (await queryRows<{ version: number; audits: number }>(
        t.db,
        sql`select version, (select count(*)::int from audit_log where target_id = ${employeeId}) as audits from employees where id = ${employeeId}`,
      ))[0];
    const before = await rowOf();
    const refusals = [
      { method: 'GET', url: '/api/mongo/profile' },
      { method: 'PUT', url: '/api/mongo/users/me', payload: { version: before!.version, personal: { bankAccount: { bankName: '가짜은행', accountNumber: '999-999', accountHolder: '공격자' } } } },
      { method: 'GET', url: '/api/mongo/admin/me' },
      { method: 'POST', url: '/api/mongo/admin/extend' },
      { method: 'PUT', url: '/api/mongo/users/me/password', payload: { currentPassword: testPassword, newPassword: 'another-long-passphrase-9' } },
      { method: 'GET', url: '/api/admin/users/current/settings' },
    ] as const;
    for (const r of refusals) {
      const res = await t.app.inject({ ...r, headers: as });
      expect({ url: r.url, status: res.statusCode, code: res.json().code }).toEqual({ url: r.url, status: 403, code: 'FORBIDDEN' });
    }
    expect(await rowOf()).toEqual(before);
    // The owner's password is unchanged: the session still signs in with it.
    await login(t, 'payroll.owner');
  });

  it('die when their owner is disabled, has the password reset by an administrator, or changes it', async () => {
    const count = async (action: string) =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action = ${action}`))[0]?.n ?? 0;
    // root.admin lost its role above: another administrator acts here.
    await createTestUser(t, 'accounts.admin', ['admin']);
    const adminToken = (await login(t, 'accounts.admin')).token.access_token;
    for (const [n, change] of [
      [1, async (id: string) => {
        expect((await t.app.inject({ method: 'PUT', url: `/api/mongo/admin/accounts/${id}/active`, headers: bearer(adminToken), payload: { isActive: false } })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'PUT', url: `/api/mongo/admin/accounts/${id}/active`, headers: bearer(adminToken), payload: { isActive: true } })).statusCode).toBe(200);
      }],
      [2, async (id: string) => {
        const res = await t.app.inject({ method: 'PUT', url: `/api/mongo/admin/accounts/${id}/password`, headers: bearer(adminToken), payload: { password: 'temporary-passphrase-77' } });
        expect(res.statusCode).toBe(200);
      }],
      [3, async (_id: string, session: string) => {
        const res = await t.app.inject({ method: 'PUT', url: '/api/mongo/users/me/password', headers: bearer(session), payload: { currentPassword: testPassword, newPassword: 'another-long-passphrase-9' } });
        expect(res.statusCode).toBe(204);
      }],
    ] as const) {
      const user = await createTestUser(t, `dying.owner${n}`, ['admin']);
      const session = (await login(t, `dying.owner${n}`)).token.access_token;
      const { token, apiToken } = (await issue(session, { name: `연동 ${n}`, scopes: ['admin:audit'] })).json();
      const call = () => t.app.inject({ url: '/api/mongo/admin/audit-logs', headers: bearer(token) });
      expect((await call()).statusCode).toBe(200);
      const revokes = await count('api_tokens.revoke');
      await change(user.id, session);
      expect((await call()).statusCode).toBe(401);
      const [row] = await queryRows<{ revoked_at: string | null }>(t.db, sql`select revoked_at from api_tokens where id = ${apiToken.id}`);
      expect(row?.revoked_at).not.toBeNull();
      expect(await count('api_tokens.revoke')).toBe(revokes + 1);
    }
  });
});
