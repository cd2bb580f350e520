import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { body, createTestApp, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { anonymizeEmployee, retireEmployee, setResignation } from './employees.writer';

/** POST mongo/employees/{id}/rehire (재입사): both 사번 choices, the refusals, nothing written on a refusal. */

const base = '/api/mongo/employees';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const actor = systemActor('테스트');

/** A person hired 2020-03-02, retired on 2026-07-01 (last working day 2026-06-30) with a 자진퇴사 section. */
async function retiredPerson(name: string, employeeNo: string): Promise<string> {
  const res = await api('POST', base, as['hr.manager']!, {
    personal: { nameKor: name, employeeNo },
    organization: { employmentType: '정규직' },
    employmentHistory: [{ startDate: '2020-03-02', endDate: '', type: '정규직', firstJoinDate: '2020-03-02' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = body(res)._id as string;
  await t.db.transaction(async (tx) => {
    await setResignation(tx, actor, id, { status: 'approved', resignationDate: '2026-06-01', lastWorkingDate: '2026-06-30', resignationType: '자진퇴사', resignationReason: '이직' });
    await retireEmployee(tx, actor, id, { terminationDate: '2026-07-01', resignationType: '자진퇴사' });
  });
  return id;
}

const written = async () =>
  (await queryRows<{ n: string }>(t.db, sql`select (select count(*) from audit_log) || '/' || (select sum(version) from employees) as n`))[0]!.n;
const row = async (id: string) =>
  (await queryRows<Json>(t.db, sql`select employee_no, is_active, employment_status, termination_date::text, resignation_type, record, version from employees where id = ${id}`))[0];
const rehire = (id: string, payload: object, who = 'hr.manager') => api('POST', `${base}/${id}/rehire`, as[who]!, payload);

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['hr.manager', 'hr_manager'],
    ['emp', 'employee'],
  ]);
}, 60_000);
afterAll(() => t.close());

describe('rehire', () => {
  it('keeps the old 사번: active again, a new employment-history entry, the resignation section in the history', async () => {
    const id = await retiredPerson('재입사하나', 'RH001');
    const before = await row(id);
    const res = await rehire(id, { hireDate: '2026-09-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ isActive: true, personal: { employeeNo: 'RH001' }, organization: { employmentStatus: '재직' }, resignation: null });
    expect(body(res).employmentHistory).toEqual([
      { startDate: '2020-03-02', endDate: '2026-06-30', type: '정규직', firstJoinDate: '2020-03-02' },
      { startDate: '2026-09-01', endDate: '', type: '정규직', firstJoinDate: '2020-03-02' },
    ]);
    expect(await row(id)).toMatchObject({ employee_no: 'RH001', is_active: true, employment_status: '재직', termination_date: null, resignation_type: null, version: before.version + 1 });

    const history = body(await api('GET', `${base}/${id}/history`, as['hr.manager']!)).data as Json[];
    const entry = history.find((h) => h.action === 'rehire');
    expect(entry).toBeTruthy();
    const fields = Object.fromEntries((entry.changes as Json[]).map((c) => [c.field, c]));
    expect(fields['resignation.lastWorkingDate']).toMatchObject({ before: '2026-06-30' });
    expect(fields['resignation.resignationType']).toMatchObject({ before: '자진퇴사' });
    expect(fields.terminationDate).toMatchObject({ before: '2026-07-01', after: '' });

    // Active now: a second rehire is refused.
    const again = await rehire(id, { hireDate: '2026-10-01' });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('재직 중인 직원은 재입사 처리할 수 없습니다.');
  });

  it('a new 사번: the next of the hire year series', async () => {
    await api('POST', base, as['hr.manager']!, { personal: { nameKor: '번호차지', employeeNo: '20270007' } });
    const id = await retiredPerson('재입사둘', 'RH002');
    const res = await rehire(id, { hireDate: '2027-01-02', employeeNo: 'new' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).personal.employeeNo).toBe('20270008');
    expect((await row(id)).employee_no).toBe('20270008');
    const entry = (body(await api('GET', `${base}/${id}/history`, as['hr.manager']!)).data as Json[]).find((h) => h.action === 'rehire');
    expect((entry.changes as Json[]).find((c) => c.field === 'personal.employeeNo')).toMatchObject({ before: 'RH002', after: '20270008' });
  });

  it('refuses an anonymised record (409), a hire date before 퇴직일 and a bad body (400), an employee (403); nothing written', async () => {
    const id = await retiredPerson('재입사셋', 'RH003');
    const start = await written();

    const early = await rehire(id, { hireDate: '2026-06-15' });
    expect(early.statusCode).toBe(400);
    expect(body(early).details.fields.hireDate).toBe('재입사일은 퇴직일(2026-07-01) 이후여야 합니다.');
    const bad = await rehire(id, { hireDate: '9월 1일', employeeNo: 'other' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields).toMatchObject({ hireDate: '재입사일을 YYYY-MM-DD 형식으로 입력해주세요.' });
    expect((await rehire(id, { hireDate: '2026-09-01', extra: 1 })).statusCode).toBe(400);
    expect((await rehire(id, { hireDate: '2026-09-01' }, 'emp')).statusCode).toBe(403);
    expect((await api('POST', `${base}/00000000-0000-4000-8000-000000000000/rehire`, as['hr.manager']!, { hireDate: '2026-09-01' })).statusCode).toBe(404);
    expect(await written()).toBe(start);

    await t.db.transaction((tx) => anonymizeEmployee(tx, actor, id));
    const anonymised = await written();
    const refused = await rehire(id, { hireDate: '2026-09-01' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('익명화된 퇴직자');
    expect(await written()).toBe(anonymised);
    expect(await row(id)).toMatchObject({ is_active: false, employment_status: '퇴직' });
  });
});
