import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSubjectText } from '@saram/shared/audit/audit';
import { queryRows } from '../../db/client';
import { body, createTestApp, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';

/**
 * PIPA art. 8: every read of personal data writes one access record per request, naming the subject
 * (one person) or the query and head count (a list), the actor and the address.
 */

let t: TestApp;
let api: Requester;
let h: Record<string, Record<string, string>>;
const ids: Record<string, string> = {};
const people: Record<string, string> = {};
let unitId = '';
let noticeId = '';
const now = new Date('2026-12-01T05:00:00Z');

type AccessRow = { actor_id: string | null; actor_label: string; ip: string | null; subject_type: string; subject_id: string; action: string; fields: string[] };

const lastId = async () => (await queryRows<{ n: number }>(t.db, sql`select coalesce(max(id), 0)::int as n from access_log`))[0]!.n;
const since = (id: number) => queryRows<AccessRow>(t.db, sql`select actor_id, actor_label, ip, subject_type, subject_id, action, fields from access_log where id > ${id} order by id`);

/** The request answers 200 and writes exactly one access record by `who`; that record. */
async function oneRecord(who: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ row: AccessRow; answer: Json }> {
  const before = await lastId();
  const res = await api(method, url, h[who]!, payload);
  expect(res.statusCode, res.body).toBe(200);
  const rows = await since(before);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({ actor_id: ids[who], actor_label: `${who} (${who})`, action: 'view' });
  expect(row.ip).toBeTruthy();
  expect(row.fields.length).toBeGreaterThan(0);
  return { row, answer: body(res) };
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
  api = requester(t);
  h = await signedInUsers(t, [
    ['hr.lead', 'hr_manager'],
    ['hr.boss', 'hr_manager'],
    ['worker', 'employee'],
  ]);
  for (const loginId of Object.keys(h)) {
    const [u] = await queryRows<{ id: string }>(t.db, sql`select id from users where login_id = ${loginId}`);
    ids[loginId] = u!.id;
  }
  const unit = await api('POST', '/api/v1/organizational-hierarchy/units', h['hr.lead']!, { unitName: '접속팀', unitType: 'TEAM' });
  expect(unit.statusCode, unit.body).toBe(201);
  unitId = body(unit).id;
  for (const [key, nameKor, employeeNo] of [
    ['a', '김접속', 'A001'],
    ['b', '김기록', 'A002'],
    ['c', '이퇴직', 'A003'],
  ] as const) {
    const res = await api('POST', '/api/mongo/employees', h['hr.lead']!, {
      personal: { nameKor, employeeNo, phone: '010-1111-2222' },
      organization: { teamId: unitId },
      employmentHistory: [{ startDate: '2024-03-01' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    people[key] = body(res)._id;
  }
  await t.db.execute(sql`update employees set employment_status = '퇴직', termination_date = '2026-11-30' where id = ${people.c}`);
  await t.db.execute(sql`update users set employee_id = ${people.a} where id = ${ids.worker}`);
  const filed = await api('POST', '/api/mongo/resignations', h.worker!, { lastWorkingDate: '2026-12-31', resignationType: '자진퇴사', reason: '학업' });
  expect(filed.statusCode, filed.body).toBe(201);

  const created = await api('POST', '/api/recruitment/notices', h['hr.lead']!, {
    title: '접속기록 담당자',
    unit_id: unitId,
    job_function: '보안',
    employment_type: '정규직',
    headcount: 1,
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    description: '<p>접속기록</p>',
    approver_id: ids['hr.boss'],
  });
  expect(created.statusCode, created.body).toBe(201);
  noticeId = body(created).id;
  expect((await api('PUT', `/api/recruitment/notices/${noticeId}/approve`, h['hr.boss']!, {})).statusCode).toBe(200);
  for (const n of [1, 2]) {
    const res = await api('POST', '/api/applicant', h['hr.lead']!, { recruitment_id: noticeId, name: `지원자${n}`, email: `ap${n}@example.com`, phone: '010-3333-4444', apply_channel: '원티드' });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);
afterAll(() => t.close());

describe('one access record per read of personal data', () => {
  it('GET employees/list: the query and the head count shown', async () => {
    const { row, answer } = await oneRecord('hr.lead', 'GET', '/api/mongo/employees/list?searchTerm=%EA%B9%80&limit=10');
    expect(answer.data).toHaveLength(2);
    expect(row.subject_type).toBe('employee_list');
    expect(row.subject_id).toMatch(/^2명 \(/);
    expect(row.subject_id).toContain('searchTerm=김');
    expect(row.subject_id).toContain('page=1');
    expect(row.subject_id).toContain('limit=10');
  });

  it('GET employees/all: everyone in scope', async () => {
    const { row } = await oneRecord('hr.lead', 'GET', '/api/mongo/employees/all');
    expect(row).toMatchObject({ subject_type: 'employee_list', subject_id: '3명 (전체)' });
  });

  it('GET employees/search (quick search)', async () => {
    const { row, answer } = await oneRecord('hr.lead', 'GET', '/api/employees/search?q=%EA%B9%80%EC%A0%91');
    expect(answer.data).toHaveLength(1);
    expect(row.subject_type).toBe('employee_search');
    expect(row.subject_id).toMatch(/^1명 \(.*q=김접/);
  });

  it('GET employees/retired', async () => {
    const { row, answer } = await oneRecord('hr.lead', 'GET', '/api/mongo/employees/retired');
    expect(answer.data).toHaveLength(1);
    expect(row.subject_type).toBe('retired_list');
    expect(row.subject_id).toMatch(/^1명 \(/);
  });

  it('GET organizations/{id}/members', async () => {
    const { row, answer } = await oneRecord('hr.lead', 'GET', `/api/mongo/organizations/${unitId}/members`);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(row.subject_type).toBe('unit_members');
    expect(row.subject_id).toMatch(new RegExp(`^${answer.data.length}명 \\(.*organization=${unitId}`));
  });

  it('POST recruitment/list/application (the applicant list)', async () => {
    const { row, answer } = await oneRecord('hr.lead', 'POST', '/api/recruitment/list/application', { recruitment_id: noticeId, status: 'received' });
    expect(answer.data).toHaveLength(2);
    expect(row.subject_type).toBe('applicant_list');
    expect(row.subject_id).toMatch(new RegExp(`^2명 \\(.*recruitment_id=${noticeId}.*status=received`));
  });

  it('GET employees/{id}/history names the person', async () => {
    const { row } = await oneRecord('hr.lead', 'GET', `/api/mongo/employees/${people.a}/history`);
    expect(row).toMatchObject({ subject_type: 'employee', subject_id: people.a, fields: ['history'] });
  });

  it('GET employees/{id}/hr-metrics names the person', async () => {
    const { row } = await oneRecord('hr.lead', 'GET', `/api/mongo/employees/${people.b}/hr-metrics`);
    expect(row).toMatchObject({ subject_type: 'employee', subject_id: people.b, fields: ['hrMetrics'] });
  });

  it('GET resignations: for HR and for the employee reading their own', async () => {
    const hr = await oneRecord('hr.lead', 'GET', '/api/mongo/resignations?status=pending');
    expect(hr.row.subject_type).toBe('resignation_list');
    expect(hr.row.subject_id).toMatch(/^1명 \(.*status=pending/);
    const own = await oneRecord('worker', 'GET', '/api/mongo/resignations');
    expect(own.row.subject_id).toMatch(/^1명 \(/);
  });

  it('a refused read writes no record', async () => {
    const before = await lastId();
    expect((await api('GET', '/api/mongo/employees/list', h.worker!)).statusCode).toBe(403);
    expect((await api('GET', `/api/mongo/employees/${people.b}/history`, h.worker!)).statusCode).toBe(403);
    expect(await since(before)).toHaveLength(0);
  });

  it('the access-records API shows a list read with its query and count', async () => {
    await oneRecord('hr.lead', 'GET', '/api/mongo/employees/list?searchTerm=%EA%B8%B0%EB%A1%9D');
    const res = await api('GET', '/api/mongo/admin/access-logs?limit=1', h['hr.lead']!);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data[0]).toMatchObject({ actorId: ids['hr.lead'], subjectType: 'employee_list', subjectName: null, action: 'view' });
    expect(body(res).data[0].subjectId).toMatch(/^1명 \(.*searchTerm=기록/);
    // The screen and the Excel download read it as the kind of list with its count and conditions.
    expect(accessSubjectText(body(res).data[0])).toMatch(/^직원 목록 · 1명 \(.*searchTerm=기록/);
  });
});
