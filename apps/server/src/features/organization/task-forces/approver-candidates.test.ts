import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '../../../test/app';
import { body, organizationTestApp, type Json, type Requester } from '../test-fixtures';

const url = '/api/v1/organizational-hierarchy/tf/approver-candidates';
let t: TestApp;
let api: Requester;
let users: Awaited<ReturnType<typeof organizationTestApp>>['users'];
let hr: Record<string, string>;

beforeAll(async () => {
  const o = await organizationTestApp();
  ({ t, api, users } = o);
  hr = users['hr.manager']!.headers;
  await t.db.execute(sql`update users set user_name = '김지현' where login_id = 'hr.manager'`);
  await t.db.execute(sql`update users set user_name = '박서준' where login_id = 'hr.staff'`);
  await createTestUser(t, 'retired.hr', ['hr_manager'], { email: 'retired.hr@example.co.kr' });
  await t.db.execute(sql`update users set is_active = false, user_name = '김퇴사' where login_id = 'retired.hr'`);
});
afterAll(() => t.close());

const logins = (res: Awaited<ReturnType<Requester>>) => (body(res).data as Json[]).map((u) => u.loginId as string);

describe('GET tf/approver-candidates', () => {
  it('lists the active accounts that hold organization:write, with id, loginId, userName and email only', async () => {
    const res = await api('GET', url, hr);
    expect(res.statusCode, res.body).toBe(200);
    const found = logins(res);
    expect(found).toEqual(expect.arrayContaining(['hr.staff', 'hr.second']));
    // The caller submits the TF and may not approve it: never their own candidate.
    expect(found).not.toContain('hr.manager');
    expect(logins(await api('GET', url, users['hr.staff']!.headers))).toEqual(expect.arrayContaining(['hr.manager', 'hr.second']));
    expect(logins(await api('GET', url, users['hr.staff']!.headers))).not.toContain('hr.staff');
    // executive and employee roles cannot manage organisations; the inactive account is left out.
    expect(found).not.toContain('exec');
    expect(found).not.toContain('emp');
    expect(found).not.toContain('retired.hr');
    const first = (body(res).data as Json[]).find((u) => u.loginId === 'hr.staff');
    expect(first).toEqual({ id: users['hr.staff']!.id, loginId: 'hr.staff', userName: '박서준', email: 'hr.staff@example.co.kr' });
  });

  it('searches by name, login ID, e-mail and 초성, and honours limit', async () => {
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('지현')}`, users['hr.staff']!.headers))).toEqual(['hr.manager']);
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('지현')}`, hr))).toEqual([]);
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('ㅂㅅㅈ')}`, hr))).toEqual(['hr.staff']);
    expect(logins(await api('GET', `${url}?q=HR.SEC`, hr))).toEqual(['hr.second']);
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('staff@example')}`, hr))).toEqual(['hr.staff']);
    // LIKE wildcards are taken literally.
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('%')}`, hr))).toEqual([]);
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('퇴사')}`, hr))).toEqual([]);
    expect(body(await api('GET', `${url}?limit=1`, hr)).data).toHaveLength(1);
  });

  it("searches by the linked employee's 사번 and name", async () => {
    await t.db.execute(sql`insert into employees (employee_no, name_kor) values ('TF-7001', '한결재')`);
    await t.db.execute(sql`update users set employee_id = (select id::text from employees where employee_no = 'TF-7001') where login_id = 'hr.second'`);
    expect(logins(await api('GET', `${url}?q=TF-7001`, hr))).toEqual(['hr.second']);
    expect(logins(await api('GET', `${url}?q=${encodeURIComponent('한결')}`, hr))).toEqual(['hr.second']);
  });

  it('every candidate is accepted as an approver by TF create', async () => {
    const candidates = body(await api('GET', url, hr)).data as Json[];
    const res = await api('POST', '/api/v1/organizational-hierarchy/tf', hr, {
      tfName: '결재자 후보 확인 TF',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
      approvers: candidates.map((c) => c.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res).approvals.map((a: Json) => a.approverName)).toEqual(candidates.map((c) => c.userName ?? c.loginId));
  });

  it('refuses bad input in Korean and callers without organization:write', async () => {
    const bad = await api('GET', `${url}?limit=500`, hr);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields.limit).toMatch(/50/);
    expect((await api('GET', `${url}?unknown=1`, hr)).statusCode).toBe(400);
    expect((await api('GET', url, users.exec!.headers)).statusCode).toBe(403);
    expect((await api('GET', url, users.emp!.headers)).statusCode).toBe(403);
    expect((await api('GET', url, {})).statusCode).toBe(401);
  });
});
