import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenExpiresHeader, accessTokenHeader } from '@saram/shared/auth/auth';
import { queryRows } from '../../db/client';
import { sha256 } from '../../lib/auth/crypto';
import { signAccessToken } from '../../lib/auth/tokens';
import { hashStoredLoginKeys, throttleNetwork } from './auth.service';
import { bearer, createTestApp, createTestUser, login, testPassword, type TestApp } from '../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'kim.hr', ['hr_staff'], { email: 'Kim.HR@hanbit.co.kr' });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const withoutId = (body: Record<string, unknown>) => ({ ...body, errorId: undefined });

describe('login', () => {
  it('signs in by login ID or e-mail and answers token and user', async () => {
    const byId = await post('/api/mongo/admin/login', { loginId: 'kim.hr', password: testPassword });
    expect(byId.statusCode).toBe(200);
    const body = byId.json();
    expect(body.token).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(new Date(body.token.expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(body.user).toMatchObject({ loginId: 'kim.hr', roles: [{ name: 'hr_staff' }], isActive: true });
    expect(body.user.permissions).toContain('employees:read');
    expect(body.user.permissions).not.toContain('employees:rrn:view');
    expect(byId.headers['set-cookie']).toMatch(/saram_refresh=.*HttpOnly; SameSite=Strict/);

    const byEmail = await post('/api/mongo/admin/login', { loginId: 'kim.hr@hanbit.co.kr', password: testPassword });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user.id).toBe(body.user.id);
  });

  it('writes the login attempt and an audit row with the new session', async () => {
    const { user } = await login(t, 'kim.hr');
    const audits = await queryRows<{ target_id: string }>(
      t.db,
      sql`select target_id from audit_log where action = 'auth.login' and actor_id = ${user.id}`,
    );
    expect(audits.length).toBeGreaterThan(0);
    const attempts = await queryRows<{ outcome: string }>(
      t.db,
      sql`select outcome from login_attempts where user_id = ${user.id} order by at desc limit 1`,
    );
    expect(attempts[0]?.outcome).toBe('success');
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const wrong = await post('/api/mongo/admin/login', { loginId: 'kim.hr', password: 'not-the-password-1' });
    const unknown = await post('/api/mongo/admin/login', { loginId: 'nobody.here', password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutId(wrong.json())).toEqual(withoutId(unknown.json()));
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: '로그인 ID 또는 비밀번호가 올바르지 않습니다.' });
  });

  it('refuses the 6th wrong attempt in a row, the same way for unknown accounts', async () => {
    await createTestUser(t, 'lee.target', ['employee']);
    const run = async (loginId: string, ip: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/mongo/admin/login',
          payload: { loginId, password: `wrong-password-${i}` },
          remoteAddress: ip,
        });
        answers.push({ status: res.statusCode, ...withoutId(res.json()) });
      }
      return answers;
    };
    const known = await run('lee.target', '10.0.0.1');
    const unknown = await run('ghost.user', '10.0.0.2');
    expect(known.slice(0, 5).every((a) => a.status === 401)).toBe(true);
    expect(known[5]).toMatchObject({ status: 429, code: 'LOGIN_THROTTLED' });
    expect(unknown).toEqual(known);

    // Locked from that address even with the right password, and the refusal is logged.
    const locked = await t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId: 'lee.target', password: testPassword }, remoteAddress: '10.0.0.1' });
    expect(locked.statusCode).toBe(429);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from login_attempts where user_id = (select id from users where login_id = 'lee.target') and outcome = 'throttled'`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  const signIn = (loginId: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId, password }, remoteAddress });

  it('throttles per account and address: an administrator still signs in from an address that has not failed', async () => {
    await createTestUser(t, 'admin.target', ['admin']);
    for (let i = 0; i < 5; i++) expect((await signIn('admin.target', `wrong-password-${i}`, '10.0.1.1')).statusCode).toBe(401);
    expect((await signIn('admin.target', testPassword, '10.0.1.1')).statusCode).toBe(429);
    expect((await signIn('admin.target', testPassword, '10.0.1.2')).statusCode).toBe(200);
  });

  it('backs off per account after 20 failures from any addresses: only addresses that have not failed may still try', async () => {
    await createTestUser(t, 'spread.target', ['admin']);
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 4; i++) expect((await signIn('spread.target', `wrong-password-${i}`, `10.0.2.${a}`)).statusCode).toBe(401);
    }
    expect((await signIn('spread.target', testPassword, '10.0.2.0')).statusCode).toBe(429);
    expect((await signIn('spread.target', 'wrong-password-x', '10.0.2.99')).statusCode).toBe(401);
    expect((await signIn('spread.target', testPassword, '10.0.2.99')).statusCode).toBe(429);
    expect((await signIn('spread.target', testPassword, '10.0.2.100')).statusCode).toBe(200);
  });

  it('counts parallel attempts atomically: 40 parallel wrong passwords get 5 password checks', async () => {
    await createTestUser(t, 'race.target', ['employee']);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn('race.target', `wrong-password-${i}`, '10.0.3.1')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const rows = await queryRows<{ outcome: string; n: number }>(
      t.db,
      sql`select outcome, count(*)::int as n from login_attempts where ip = '10.0.3.1' group by outcome order by outcome`,
    );
    expect(rows).toEqual([{ outcome: 'failure', n: 5 }, { outcome: 'throttled', n: 35 }]);
  });

  it('stores a keyed hash of the typed ID, never the ID itself, and hashes the rows stored before', async () => {
    const typed = 'My-Password-Typed-As-ID!';
    expect((await signIn(typed, 'wrong-password-x', '10.0.4.1')).statusCode).toBe(401);
    expect((await signIn(typed.toLowerCase(), 'wrong-password-x', '10.0.4.1')).statusCode).toBe(401);
    const rows = await queryRows<{ login_key: string }>(t.db, sql`select login_key from login_attempts where ip = '10.0.4.1'`);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.login_key).toMatch(/^h:[0-9a-f]{64}$/);
    expect(rows[1]!.login_key).toBe(rows[0]!.login_key);
    const raw = await queryRows(t.db, sql`select 1 from login_attempts where login_key ilike ${'%' + typed + '%'} or login_key not like 'h:%'`);
    expect(raw).toHaveLength(0);

    // Rows written before keys were hashed get the same hash.
    await t.db.execute(sql`insert into login_attempts (login_key, ip, outcome) values (${typed.toLowerCase()}, '10.0.4.2', 'failure')`);
    await hashStoredLoginKeys(t.db, t.secrets);
    const [old] = await queryRows<{ login_key: string }>(t.db, sql`select login_key from login_attempts where ip = '10.0.4.2'`);
    expect(old?.login_key).toBe(rows[0]!.login_key);
    expect(await queryRows(t.db, sql`select 1 from login_attempts where login_key not like 'h:%'`)).toHaveLength(0);
    // Done once: later starts read one audit row instead of scanning the whole log again.
    expect(await hashStoredLoginKeys(t.db, t.secrets)).toBe(0);
    expect(await queryRows(t.db, sql`select 1 from audit_log where action = 'login_attempts.keys_hashed'`)).toHaveLength(1);
  });

  it('throttles one address trying many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mongo/admin/login',
        payload: { loginId: `spray${i}`, password: 'wrong-password-x' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('counts an IPv6 address by its /64 and an IPv4-mapped address as IPv4', async () => {
    expect(throttleNetwork('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(throttleNetwork('2001:0db8:0000:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:12::/64');
    expect(throttleNetwork('::1')).toBe('0:0:0:0::/64');
    expect(throttleNetwork('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(throttleNetwork('10.1.2.3')).toBe('10.1.2.3');
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mongo/admin/login',
        payload: { loginId: `v6spray${i}`, password: 'wrong-password-x' },
        remoteAddress: `2001:db8:77:1:${i.toString(16)}::9`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('rejects bad input with Korean field messages and writes nothing', async () => {
    const res = await post('/api/mongo/admin/login', { loginId: '', password: 'x', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { loginId: '로그인 ID를 입력해주세요.' } },
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/mongo/admin/login',
      body: '{"loginId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
  });
});

describe('session', () => {
  it('serves me and validate with the access token, 401 without it', async () => {
    const { token } = await login(t, 'kim.hr');
    const me = await get('/api/mongo/admin/me', bearer(token.access_token));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.loginId).toBe('kim.hr');
    const validate = await get('/api/mongo/admin/validate', bearer(token.access_token));
    expect(validate.json()).toMatchObject({ valid: true, expires_at: token.expires_at.replace(/\.\d+Z$/, '.000Z') });

    const anonymous = await get('/api/mongo/admin/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: '인증이 필요합니다.' });
    const forged = await get('/api/mongo/admin/me', bearer('eyJhbGciOiJub25lIn0.e30.'));
    expect(forged.json().code).toBe('UNAUTHORIZED');
  });

  it('answers token_expired for an expired access token', async () => {
    const { user } = await login(t, 'kim.hr');
    const [session] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from sessions where user_id = ${user.id} order by created_at desc limit 1`,
    );
    const expired = await signAccessToken(t.secrets.jwtKey, { sub: user.id, sid: session!.id }, -60);
    const res = await get('/api/mongo/admin/me', bearer(expired.token));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const first = await login(t, 'kim.hr');
    const refreshed = await post('/api/mongo/admin/refresh', { refresh_token: first.token.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().token;
    expect(second.refresh_token).not.toBe(first.token.refresh_token);
    expect(refreshed.headers[accessTokenHeader]).toBe(second.access_token);
    expect(refreshed.headers[accessTokenExpiresHeader]).toBe(second.expires_at);
    expect((await get('/api/mongo/admin/me', bearer(second.access_token))).statusCode).toBe(200);

    // Past the few seconds two tabs may race in, a used token means it leaked.
    await t.db.execute(sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`);
    const replay = await post('/api/mongo/admin/refresh', { refresh_token: first.token.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('AUTH106');
    // The whole family is gone: the newest refresh token and access token stop working too.
    expect((await post('/api/mongo/admin/refresh', { refresh_token: second.refresh_token })).json().code).toBe('AUTH106');
    expect((await get('/api/mongo/admin/me', bearer(second.access_token))).json().code).toBe('AUTH106');
  });

  it('answers two parallel refreshes with one token with two valid sessions, not a revocation', async () => {
    const { token } = await login(t, 'kim.hr');
    const [a, b] = await Promise.all([0, 1].map(() => post('/api/mongo/admin/refresh', { refresh_token: token.refresh_token })));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    for (const res of [a!, b!]) {
      expect((await get('/api/mongo/admin/me', bearer(res.json().token.access_token))).statusCode).toBe(200);
      expect((await post('/api/mongo/admin/refresh', { refresh_token: res.json().token.refresh_token })).statusCode).toBe(200);
    }
    const [session] = await queryRows<{ revoked_at: string | null }>(
      t.db,
      sql`select s.revoked_at from sessions s join refresh_tokens r on r.session_id = s.id where r.token_hash = ${sha256(token.refresh_token)}`,
    );
    expect(session).toEqual({ revoked_at: null });
  });

  it('refreshes from the httpOnly cookie with an empty body', async () => {
    const { token } = await login(t, 'kim.hr');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mongo/admin/refresh',
      cookies: { saram_refresh: token.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.loginId).toBe('kim.hr');
  });

  it('logout revokes the session: AUTH106 afterwards', async () => {
    const { token } = await login(t, 'kim.hr');
    const out = await post('/api/mongo/admin/logout', undefined, bearer(token.access_token));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await get('/api/mongo/admin/me', bearer(token.access_token))).json().code).toBe('AUTH106');
    expect((await post('/api/mongo/admin/refresh', { refresh_token: token.refresh_token })).json().code).toBe('AUTH106');
  });

  it('logout with only the refresh token in the body revokes that session', async () => {
    const { token } = await login(t, 'kim.hr');
    const out = await post('/api/mongo/admin/logout', { refresh_token: token.refresh_token });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/mongo/admin/me', bearer(token.access_token))).json().code).toBe('AUTH106');
    expect((await post('/api/mongo/admin/refresh', { refresh_token: token.refresh_token })).json().code).toBe('AUTH106');
  });

  it('clears the refresh cookie with the attributes that set it (Secure when PUBLIC_URL is https)', async () => {
    const setting = (await post('/api/mongo/admin/login', { loginId: 'kim.hr', password: testPassword })).headers['set-cookie'];
    const clearing = (await post('/api/mongo/admin/logout')).headers['set-cookie'];
    const attributes = (cookie: unknown) => String(cookie).split('; ').slice(1).filter((a) => !/^(Max-Age|Expires)=/.test(a)).sort();
    expect(attributes(clearing)).toEqual(attributes(setting));
    expect(attributes(clearing)).toEqual(['HttpOnly', 'Path=/api/mongo/admin', 'SameSite=Strict']);

    const https = await createTestApp({ PUBLIC_URL: 'https://hr.example.co.kr' });
    try {
      const cleared = (await https.app.inject({ method: 'POST', url: '/api/mongo/admin/logout' })).headers['set-cookie'];
      expect(attributes(cleared)).toEqual(['HttpOnly', 'Path=/api/mongo/admin', 'SameSite=Strict', 'Secure']);
    } finally {
      await https.close();
    }
  });

  it('ends idle and over-age sessions with AUTH105', async () => {
    const idle = await login(t, 'kim.hr');
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where id = (select session_id from refresh_tokens where token_hash is not null order by created_at desc limit 1)`,
    );
    expect((await get('/api/mongo/admin/me', bearer(idle.token.access_token))).json().code).toBe('AUTH105');

    const old = await login(t, 'kim.hr');
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = (select session_id from refresh_tokens order by created_at desc limit 1)`,
    );
    expect((await post('/api/mongo/admin/refresh', { refresh_token: old.token.refresh_token })).json().code).toBe('AUTH105');
  });

  it('extend issues a fresh access token in body and headers', async () => {
    const { token } = await login(t, 'kim.hr');
    const res = await post('/api/mongo/admin/extend', undefined, bearer(token.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.headers[accessTokenHeader]).toBe(res.json().token.access_token);
    expect((await get('/api/mongo/admin/me', bearer(res.json().token.access_token))).statusCode).toBe(200);
  });

  it('disabling a user or removing a role takes effect on the next request', async () => {
    const user = await createTestUser(t, 'park.audit', ['hr_manager']);
    const { token } = await login(t, 'park.audit');
    const audit = () => get('/api/mongo/admin/audit-logs', bearer(token.access_token));
    expect((await audit()).statusCode).toBe(200);
    await t.db.execute(sql`delete from user_roles where user_id = ${user.id}`);
    expect((await audit()).statusCode).toBe(403);
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await get('/api/mongo/admin/me', bearer(token.access_token))).json().code).toBe('AUTH106');
  });
});
