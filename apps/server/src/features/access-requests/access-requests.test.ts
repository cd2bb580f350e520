import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'root.admin', ['admin']);
  admin = bearer((await login(t, 'root.admin')).token.access_token);
});
afterAll(() => t.close());

const submit = (payload: object, ip = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/api/access-requests', payload, remoteAddress: ip });

describe('access requests (sign-up)', () => {
  it('are filed by anyone and approved into an SSO-linkable account', async () => {
    const res = await submit({ name: '오세훈', email: 'Sehun.Oh@hanbit.co.kr', department: '재무팀', reason: '급여 담당' });
    expect(res.statusCode).toBe(201);
    const filed = res.json();
    expect(filed).toMatchObject({ status: 'pending', email: 'sehun.oh@hanbit.co.kr' });

    const list = await t.app.inject({ url: '/api/mongo/admin/access-requests', headers: admin });
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(filed.id);

    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/mongo/admin/access-requests/${filed.id}/approve`,
      payload: { loginId: 'sehun.oh', roles: ['hr_staff'] },
      headers: admin,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'approved', userId: expect.any(String) });
    const [user] = await queryRows<{ login_id: string; sso_email_link_allowed: boolean; password_hash: string | null }>(
      t.db,
      sql`select login_id, sso_email_link_allowed, password_hash from users where id = ${approve.json().userId}`,
    );
    expect(user).toEqual({ login_id: 'sehun.oh', sso_email_link_allowed: true, password_hash: null });

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/mongo/admin/access-requests/${filed.id}/reject`,
      payload: { comment: '중복' },
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('reject with a comment; approval with a taken login ID writes nothing', async () => {
    const a = (await submit({ name: '유재석', email: 'js.yoo@hanbit.co.kr' }, '10.1.1.2')).json();
    const dup = await t.app.inject({
      method: 'PUT',
      url: `/api/mongo/admin/access-requests/${a.id}/approve`,
      payload: { loginId: 'root.admin', roles: ['employee'] },
      headers: admin,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('DUPLICATE');
    const still = await queryRows<{ status: string }>(t.db, sql`select status from access_requests where id = ${a.id}`);
    expect(still[0]?.status).toBe('pending');

    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/mongo/admin/access-requests/${a.id}/reject`,
      payload: { comment: '퇴사 예정자' },
      headers: admin,
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionComment: '퇴사 예정자' });
  });

  it('validate input in Korean and limit each address', async () => {
    const bad = await submit({ name: '', email: 'not-an-email' }, '10.1.1.3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toMatchObject({ name: '필수 입력 항목입니다.', email: '올바른 이메일 형식이 아닙니다.' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit({ name: `신청${i}`, email: `a${i}@b.kr` }, '10.1.1.4')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
