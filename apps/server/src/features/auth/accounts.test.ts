import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { bearer, body, createTestApp, login, requester, signedInUsers, testPassword, type Requester, type TestApp } from '../../test/app';

let t: TestApp;
let call: Requester;
let as: Record<string, Record<string, string>>;
let adminId: string;
const emp: Record<string, string> = {};
const base = '/api/mongo/admin/accounts';
const strong = 'violet-harbour-lantern-42';

beforeAll(async () => {
  t = await createTestApp();
  call = requester(t);
  as = await signedInUsers(t, [
    ['acc.admin', 'admin'],
    ['acc.staff', 'hr_staff'],
    ['acc.emp', 'employee'],
  ]);
  adminId = (await login(t, 'acc.admin')).user.id;
  const rows = await t.db
    .insert(employees)
    .values([
      { employeeNo: 'A-001', nameKor: '정하늘', email: 'haneul@hanbit.co.kr', team: '인사팀' },
      { employeeNo: 'A-002', nameKor: '오세린', email: 'serin@hanbit.co.kr', team: '재무팀' },
      { employeeNo: 'A-003', nameKor: '한도윤', email: null },
      { employeeNo: 'A-004', nameKor: '윤가람', email: 'garam@hanbit.co.kr' },
    ])
    .returning({ id: employees.id, no: employees.employeeNo });
  for (const r of rows) emp[r.no] = r.id;
});
afterAll(() => t.close());

const count = async (table: 'users' | 'audit_log') => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const signIn = (loginId: string, password: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId, password }, remoteAddress });

async function createAccount(employeeNo: string, loginId: string, extra: Record<string, unknown> = { mode: 'password', password: strong }) {
  const res = await call('POST', base, as['acc.admin']!, { employeeId: emp[employeeNo], loginId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

describe('permissions', () => {
  it('refuses hr_staff and employee on every admin call', async () => {
    const id = adminId;
    const calls: [Parameters<Requester>[0], string, unknown?][] = [
      ['GET', base],
      ['POST', base, { mode: 'sso', employeeId: emp['A-004'], loginId: 'nobody' }],
      ['PUT', `${base}/${id}/active`, { isActive: false }],
      ['PUT', `${base}/${id}/password`, { password: strong }],
      ['POST', `${base}/${id}/unlock`],
      ['GET', `/api/mongo/admin/users/${id}`],
    ];
    for (const who of ['acc.staff', 'acc.emp']) {
      for (const [method, url, payload] of calls) {
        expect((await call(method, url, as[who]!, payload)).statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('create', () => {
  it('creates an account with an initial password that must be changed at the next sign-in', async () => {
    const audits = await count('audit_log');
    const account = await createAccount('A-001', 'haneul.j', { mode: 'password', password: strong, roles: ['hr_staff'] });
    expect(account).toMatchObject({
      loginId: 'haneul.j',
      userName: '정하늘',
      email: 'haneul@hanbit.co.kr',
      isActive: true,
      hasPassword: true,
      mustChangePassword: true,
      locked: false,
      lastLoginAt: null,
      employee: { id: emp['A-001'], nameKor: '정하늘', employeeNo: 'A-001', department: '인사팀' },
      grants: [{ role: 'hr_staff', scopeType: 'all' }],
    });
    expect(await count('audit_log')).toBeGreaterThan(audits);

    const first = body(await signIn('haneul.j', strong));
    expect(first.user.mustChangePassword).toBe(true);
    const headers = bearer(first.token.access_token);
    expect(body(await call('GET', '/api/mongo/admin/me', headers)).user.mustChangePassword).toBe(true);
    // Until the change, the server opens nothing but the caller's own session routes.
    const early = await call('GET', '/api/mongo/employees/list', headers);
    expect(early.statusCode).toBe(403);
    expect(body(early).code).toBe('PASSWORD_CHANGE_REQUIRED');

    const wrong = await call('PUT', '/api/mongo/users/me/password', headers, { currentPassword: 'not-it-at-all-99', newPassword: 'meadow-copper-kettle-77' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).details.fields).toEqual({ currentPassword: '현재 비밀번호가 올바르지 않습니다.' });
    const same = await call('PUT', '/api/mongo/users/me/password', headers, { currentPassword: strong, newPassword: strong });
    expect(body(same).details.fields.newPassword).toBe('현재 비밀번호와 다른 비밀번호를 입력하세요.');
    const weak = await call('PUT', '/api/mongo/users/me/password', headers, { currentPassword: strong, newPassword: 'short' });
    expect(body(weak).details.fields.newPassword).toBe('비밀번호는 12자 이상이어야 합니다.');

    expect((await call('PUT', '/api/mongo/users/me/password', headers, { currentPassword: strong, newPassword: 'meadow-copper-kettle-77' })).statusCode).toBe(204);
    expect((await call('GET', '/api/mongo/admin/me', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/mongo/employees/list', headers)).statusCode).toBe(200);
    expect((await signIn('haneul.j', strong)).statusCode).toBe(401);
    const next = body(await signIn('haneul.j', 'meadow-copper-kettle-77'));
    expect(next.user.mustChangePassword).toBe(false);
    const listed = body(await call('GET', `${base}?q=A-001`, as['acc.admin']!)).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ loginId: 'haneul.j', mustChangePassword: false, lastLoginAt: expect.any(String) });
  });

  it('creates an SSO-only account without a password', async () => {
    const account = await createAccount('A-002', 'serin.o', { mode: 'sso' });
    expect(account).toMatchObject({ hasPassword: false, mustChangePassword: false, ssoEmailLinkAllowed: true, grants: [] });
    const [row] = await queryRows<{ password_hash: string | null }>(t.db, sql`select password_hash from users where login_id = 'serin.o'`);
    expect(row?.password_hash).toBeNull();
  });

  it('answers 400 with Korean field errors and writes nothing', async () => {
    const [users, audits] = [await count('users'), await count('audit_log')];
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ mode: 'password', employeeId: emp['A-004'], loginId: 'garam.y', password: 'short' }, { password: '비밀번호는 12자 이상이어야 합니다.' }],
      [{ mode: 'password', employeeId: emp['A-004'], loginId: 'HANEUL.J', password: strong }, { loginId: '이미 사용 중인 로그인 ID입니다.' }],
      [{ mode: 'sso', employeeId: '00000000-0000-4000-8000-000000000000', loginId: 'ghost.x' }, { employeeId: '존재하지 않는 직원입니다.' }],
      [{ mode: 'sso', employeeId: emp['A-001'], loginId: 'haneul.two' }, { employeeId: '이미 관리자 ID가 연결된 직원입니다.' }],
      [{ mode: 'sso', employeeId: emp['A-003'], loginId: 'doyun.h' }, { employeeId: '회사 이메일이 없는 직원은 SSO 전용 계정을 만들 수 없습니다.' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await call('POST', base, as['acc.admin']!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).details.fields).toEqual(fields);
    }
    const badId = await call('POST', base, as['acc.admin']!, { mode: 'sso', employeeId: emp['A-004'], loginId: '김 가람' });
    expect(badId.statusCode).toBe(400);
    expect(body(badId).details.fields.loginId).toMatch(/영문, 숫자/);
    expect([await count('users'), await count('audit_log')]).toEqual([users, audits]);
  });
});

describe('disable, reset, unlock', () => {
  it('disabling ends every session at once; the admin may not disable themselves', async () => {
    await createAccount('A-004', 'garam.y', { mode: 'password', password: strong, roles: ['employee'] });
    const id = body(await signIn('garam.y', strong)).user.id as string;
    const sessions = [body(await signIn('garam.y', strong)), body(await signIn('garam.y', strong))];
    for (const s of sessions) expect((await call('GET', '/api/mongo/admin/me', bearer(s.token.access_token))).statusCode).toBe(200);

    const off = await call('PUT', `${base}/${id}/active`, as['acc.admin']!, { isActive: false });
    expect(body(off)).toMatchObject({ isActive: false });
    for (const s of sessions) expect((await call('GET', '/api/mongo/admin/me', bearer(s.token.access_token))).statusCode).toBe(401);
    const live = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions where user_id = ${id} and revoked_at is null`);
    expect(live[0]!.n).toBe(0);
    expect((await signIn('garam.y', strong)).statusCode).toBe(401);
    const audit = await queryRows<{ after: { endedSessions: number } }>(t.db, sql`select after from audit_log where action = 'users.disable' and target_id = ${id}`);
    expect(audit[0]!.after.endedSessions).toBe(3);

    const self = await call('PUT', `${base}/${adminId}/active`, as['acc.admin']!, { isActive: false });
    expect(self.statusCode).toBe(409);
    expect(body(self).message).toBe('자기 자신의 계정은 사용 중지할 수 없습니다.');

    expect(body(await call('PUT', `${base}/${id}/active`, as['acc.admin']!, { isActive: true })).isActive).toBe(true);
    expect((await signIn('garam.y', strong)).statusCode).toBe(200);
    expect((await call('PUT', `${base}/00000000-0000-4000-8000-000000000000/active`, as['acc.admin']!, { isActive: true })).statusCode).toBe(404);
  });

  it('a reset sets a temporary password, ends sessions and forces a change', async () => {
    const before = body(await signIn('garam.y', strong));
    const weak = await call('PUT', `${base}/${before.user.id}/password`, as['acc.admin']!, { password: 'garam.y-12345' });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).details.fields.password).toBe('비밀번호에 로그인 ID를 포함할 수 없습니다.');

    const reset = await call('PUT', `${base}/${before.user.id}/password`, as['acc.admin']!, { password: 'temporary-river-stone-31' });
    expect(body(reset)).toMatchObject({ mustChangePassword: true });
    expect((await call('GET', '/api/mongo/admin/me', bearer(before.token.access_token))).statusCode).toBe(401);
    expect((await signIn('garam.y', strong)).statusCode).toBe(401);
    expect(body(await signIn('garam.y', 'temporary-river-stone-31')).user.mustChangePassword).toBe(true);
  });

  it('unlocking clears the throttle of the account so the next sign-in from the locked address works', async () => {
    await createTestUserFor('locked.one');
    for (let i = 0; i < 5; i++) expect((await signIn('locked.one', `wrong-password-${i}`, '10.9.1.1')).statusCode).toBe(401);
    expect((await signIn('locked.one', testPassword, '10.9.1.1')).statusCode).toBe(429);
    const listed = body(await call('GET', `${base}?q=locked.one`, as['acc.admin']!)).data[0];
    expect(listed.locked).toBe(true);

    const unlocked = await call('POST', `${base}/${listed.id}/unlock`, as['acc.admin']!);
    expect(body(unlocked).locked).toBe(false);
    expect((await signIn('locked.one', testPassword, '10.9.1.1')).statusCode).toBe(200);
    const audit = await queryRows<{ actor_id: string }>(t.db, sql`select actor_id from audit_log where action = 'users.unlock' and target_id = ${listed.id}`);
    expect(audit.map((a) => a.actor_id)).toEqual([adminId]);
  });
});

async function createTestUserFor(loginId: string) {
  await signedInUsers(t, [[loginId, 'employee']]);
}

describe('user lookups', () => {
  it('GET admin/users/:id answers the AdminUser shape, 404 for an unknown id', async () => {
    const res = await call('GET', `/api/mongo/admin/users/${adminId}`, as['acc.admin']!);
    expect(Object.keys(body(res)).sort()).toEqual(
      ['createdAt', 'email', 'employeeId', 'id', 'isActive', 'loginId', 'mustChangePassword', 'permissions', 'roles', 'updatedAt', 'userName'].sort(),
    );
    expect(body(res)).toMatchObject({ id: adminId, loginId: 'acc.admin', roles: [{ name: 'admin' }] });
    expect((await call('GET', '/api/mongo/admin/users/00000000-0000-4000-8000-000000000000', as['acc.admin']!)).statusCode).toBe(404);
    expect((await call('GET', '/api/mongo/admin/users/not-a-uuid', as['acc.admin']!)).statusCode).toBe(404);
  });

  it('POST users/batch answers labels of the ids found to any session, at most 200 ids', async () => {
    const res = await call('POST', '/api/mongo/users/batch', as['acc.emp']!, { ids: [adminId, adminId, 'system', '00000000-0000-4000-8000-000000000000'] });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual([{ id: adminId, loginId: 'acc.admin', userName: 'acc.admin', email: 'acc.admin@example.co.kr' }]);
    const tooMany = await call('POST', '/api/mongo/users/batch', as['acc.emp']!, { ids: Array.from({ length: 201 }, (_, i) => `id-${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/mongo/users/batch', payload: { ids: [adminId] } })).statusCode).toBe(401);
  });
});

describe('current user settings', () => {
  const url = '/api/admin/users/current/settings';
  it('round-trips per user, merging top-level keys; null removes one', async () => {
    expect(body(await call('GET', url, as['acc.staff']!))).toEqual({ settings: {}, updatedAt: null });
    await call('PUT', url, as['acc.staff']!, { settings: { employeeList: { pageSize: 50, columns: ['name', 'team'] } } });
    const saved = body(await call('PUT', url, as['acc.staff']!, { settings: { theme: 'light' } }));
    expect(saved.settings).toEqual({ employeeList: { pageSize: 50, columns: ['name', 'team'] }, theme: 'light' });
    expect(body(await call('PUT', url, as['acc.staff']!, { settings: { theme: null } })).settings).toEqual({ employeeList: { pageSize: 50, columns: ['name', 'team'] } });
    expect(body(await call('GET', url, as['acc.staff']!)).settings).toEqual({ employeeList: { pageSize: 50, columns: ['name', 'team'] } });
    expect(body(await call('GET', url, as['acc.emp']!)).settings).toEqual({});
  });

  it('refuses a body that is not an object, too big or with too many keys, and keeps what was stored', async () => {
    for (const payload of [{ settings: [1, 2] }, { settings: 'x' }, { settings: { big: 'x'.repeat(20_000) } }, { settings: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }, {}]) {
      const res = await call('PUT', url, as['acc.staff']!, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    const merged = await call('PUT', url, as['acc.staff']!, { settings: many });
    expect(body(merged).details.fields.settings).toBe('설정은 50개 항목까지 저장할 수 있습니다.');
    expect(Object.keys(body(await call('GET', url, as['acc.staff']!)).settings)).toEqual(['employeeList']);
  });
});
