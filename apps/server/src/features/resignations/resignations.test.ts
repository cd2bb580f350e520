import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { body, bearer, createTestApp, createTestUser, login, requester, testPassword, type Json, type Requester, type TestApp } from '../../test/app';
import { waitFor } from '../../test/wait-for';
import { RETIREMENT_JOB, retireDue } from './retirement';

/** mongo/resignations: every call and transition, and the retirement job on a controlled clock. */

const base = '/api/mongo/resignations';
let t: TestApp;
let api: Requester;
// The runner's clock: 2026-12-01 14:00 in Seoul (no schedule slot near) until the retirement test moves it.
let current = new Date('2026-12-01T05:00:00Z');
const h: Record<string, Record<string, string>> = {};
const userIds: Record<string, string> = {};
const people: Record<string, string> = {};

const count = async (table: string, where: string) => (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;

/** A working employee hired 2024-03-01. */
async function insertEmployee(name: string, no: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into employees (employee_no, name_kor, hire_date, team, record) values (${no}, ${name}, '2024-03-01', '인사팀', '{}'::jsonb) returning id`,
  );
  return row!.id;
}

async function signIn(loginId: string) {
  h[loginId] = bearer((await login(t, loginId)).token.access_token);
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5', JOBS_SCHEDULE_CHECK_SECONDS: '3600' }, undefined, { clock: () => current });
  api = requester(t);
  const accounts = [
    ['hr.lead', 'hr_manager'],
    ['hr.second', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['worker', 'employee'],
    ['other', 'employee'],
    ['loner', 'employee'],
  ] as const;
  for (const [loginId, role] of accounts) userIds[loginId] = (await createTestUser(t, loginId, [role])).id;
  const person = async (key: string, name: string, no: string, account?: string) => {
    people[key] = await insertEmployee(name, no);
    if (account) await t.db.execute(sql`update users set employee_id = ${people[key]} where id = ${userIds[account]}`);
  };
  await person('worker', '김민준', 'R001', 'worker');
  await person('other', '이서연', 'R002', 'other');
  await person('lead', '박인사', 'R003', 'hr.lead');
  await person('c', '최하늘', 'R004');
  await person('d', '정바다', 'R005');
  await person('e', '한여름', 'R006');
  for (const [loginId] of accounts) await signIn(loginId);
}, 60_000);
afterAll(() => t.close());

const file = (headers: Record<string, string>, payload: object) => api('POST', base, headers, payload);
const request = { lastWorkingDate: '2026-12-31', resignationType: '자진퇴사', reason: '학업 계속' };
const act = (id: string, action: string, headers: Record<string, string>, payload: object = {}) => api('PUT', `${base}/${id}/${action}`, headers, payload);
const historyOf = async (id: string, headers = h['hr.lead']!) => body(await api('GET', `${base}/${id}/history`, headers)).data as Json[];
const written = async () =>
  (await queryRows<{ n: string }>(t.db, sql`select (select count(*) from resignations) || '/' || (select count(*) from resignation_events) || '/' || (select count(*) from audit_log) || '/' || (select sum(version) from employees) as n`))[0]!.n;

describe('resignation requests', () => {
  let mine: Json;

  it('an employee files for themself: pending, dated today in Seoul, with its first history row; one open request at a time', async () => {
    const res = await file(h.worker!, request);
    expect(res.statusCode, res.body).toBe(201);
    mine = body(res);
    expect(mine).toMatchObject({
      employee_id: people.worker,
      employee: { name: '김민준', employee_no: 'R001', hire_date: '2024-03-01' },
      status: 'pending',
      resignationDate: '2026-12-01',
      lastWorkingDate: '2026-12-31',
      retirementDate: '2027-01-01',
      resignationType: '자진퇴사',
      reason: '학업 계속',
      requested_by: userIds.worker,
      can: { edit: true, cancel: true, approve: false, reject: false, delete: false },
    });
    expect(await historyOf(mine.id, h.worker)).toEqual([
      expect.objectContaining({ action: 'request', from: null, to: 'pending', actor: 'worker (worker)', actor_id: userIds.worker, comment: '학업 계속' }),
    ]);
    // HR (every account holding resignations:approve) hears of it, after the commit.
    const mails = await queryRows<{ to: string; subject: string }>(t.db, sql`select "to", subject from mail_outbox order by "to"`);
    expect(mails).toEqual([
      { to: 'hr.lead@example.co.kr', subject: '[사람] 사직 신청 접수: 김민준 (최종 근무일 2026-12-31)' },
      { to: 'hr.second@example.co.kr', subject: '[사람] 사직 신청 접수: 김민준 (최종 근무일 2026-12-31)' },
    ]);
    const again = await file(h.worker!, { ...request, lastWorkingDate: '2027-01-31' });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('김민준님의 진행 중인 사직 신청이 이미 있습니다.');
  });

  it('400s in Korean with nothing written: no last working day, one before the hire date, an unknown type, a reason over 2000', async () => {
    const before = await written();
    const missing = await file(h.other!, { resignationType: '자진퇴사' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).details.fields.lastWorkingDate).toBe('최종 근무일을 YYYY-MM-DD 형식으로 입력해주세요.');
    const early = await file(h.other!, { ...request, lastWorkingDate: '2024-02-28' });
    expect(early.statusCode).toBe(400);
    expect(body(early).details.fields).toEqual({ lastWorkingDate: '최종 근무일은 입사일(2024-03-01) 이후여야 합니다.' });
    const type = await file(h.other!, { ...request, resignationType: '잠적' });
    expect(type.statusCode).toBe(400);
    expect(body(type).details.fields.resignationType).toMatch(/^퇴직 유형은 자진퇴사, 권고사직, .* 중 하나여야 합니다\.$/);
    const long = await file(h.other!, { ...request, reason: '가'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(body(long).details.fields.reason).toBe('사유는 2000자 이하로 입력해주세요.');
    const noType = await file(h.other!, { lastWorkingDate: '2026-12-31' });
    expect(body(noType).details.fields.resignationType).toBe('퇴직 유형을 선택해주세요.');
    expect(await written()).toBe(before);
  });

  it('self-service offers only the types a person files: 권고사직, 해고 … are refused in Korean (400, nothing written); HR may file them for someone', async () => {
    const before = await written();
    for (const type of ['권고사직', '해고', '계약만료', '정년퇴직']) {
      const res = await file(h.other!, { ...request, resignationType: type });
      expect(res.statusCode).toBe(400);
      expect(body(res).details.fields.resignationType).toBe(`${type} 유형은 인사 담당자가 등록합니다. 본인 사직서는 자진퇴사, 기타 중에서 선택해주세요.`);
    }
    // Not even HR filing its own request, nor by naming oneself, nor by editing one's own request afterwards.
    expect((await file(h['hr.lead']!, { ...request, resignationType: '해고' })).statusCode).toBe(400);
    expect((await file(h.worker!, { ...request, employee_id: people.worker, resignationType: '권고사직' })).statusCode).toBe(400);
    expect((await api('PUT', `${base}/${mine.id}`, h.worker!, { resignationType: '해고' })).statusCode).toBe(400);
    expect(await written()).toBe(before);
  });

  it('an employee cannot file for someone else (403) nor without a linked record (409); HR files for anyone in scope', async () => {
    const before = await written();
    expect((await file(h.worker!, { ...request, employee_id: people.c })).statusCode).toBe(403);
    const unlinked = await file(h.loner!, request);
    expect(unlinked.statusCode).toBe(409);
    expect(body(unlinked).message).toContain('연결된 직원 정보가 없어');
    expect(await written()).toBe(before);
    const byHr = await file(h['hr.staff']!, { ...request, employee_id: people.c, resignationType: '계약만료' });
    expect(byHr.statusCode, byHr.body).toBe(201);
    expect(body(byHr)).toMatchObject({ employee_id: people.c, requested_by: userIds['hr.staff'], requested_by_label: 'hr.staff (hr.staff)' });
    expect((await file(h['hr.staff']!, { ...request, employee_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('lists: an employee sees only their own; HR filters by status, type, period, unit and pages', async () => {
    const own = body(await api('GET', base, h.worker!));
    expect(own.data.map((r: Json) => r.id)).toEqual([mine.id]);
    expect((await api('GET', `${base}/${mine.id}`, h.other!)).statusCode).toBe(404);
    expect((await api('GET', `${base}/${mine.id}/history`, h.other!)).statusCode).toBe(404);
    const all = body(await api('GET', `${base}?limit=1`, h['hr.staff']!));
    expect(all).toMatchObject({ total: 2, page: 1, limit: 1, hasNext: true });
    expect(body(await api('GET', `${base}?resignationType=${encodeURIComponent('계약만료')}`, h['hr.lead']!)).data.map((r: Json) => r.employee_id)).toEqual([people.c]);
    expect(body(await api('GET', `${base}?status=approved`, h['hr.lead']!)).total).toBe(0);
    expect(body(await api('GET', `${base}?from=2027-01-01`, h['hr.lead']!)).total).toBe(0);
    expect(body(await api('GET', `${base}?from=2026-12-31&to=2026-12-31&search=R00`, h['hr.lead']!)).total).toBe(2);
    // A unit reaches the people placed under it (any level).
    const unit = body(await api('POST', '/api/v1/organizational-hierarchy/units', h['hr.lead']!, { unitName: '인사본부', unitType: 'BUSINESS_UNIT' }));
    await t.db.execute(sql`update employees set headquarters_id = ${unit!.id} where id = ${people.c}`);
    expect(body(await api('GET', `${base}?unit_id=${unit!.id}`, h['hr.lead']!)).data.map((r: Json) => r.employee_id)).toEqual([people.c]);
    expect((await api('GET', `${base}?status=done`, h['hr.lead']!)).statusCode).toBe(400);
    expect(body(await api('GET', `${base}/pending/count`, h['hr.staff']!))).toEqual({ count: 2 });
    expect((await api('GET', `${base}/pending/count`, h.worker!)).statusCode).toBe(403);
  });

  it('edit while pending by the requester or HR; others cannot; every change audited', async () => {
    const edited = await api('PUT', `${base}/${mine.id}`, h.worker!, { lastWorkingDate: '2026-12-20', reason: '진학' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(edited)).toMatchObject({ lastWorkingDate: '2026-12-20', reason: '진학', resignationType: '자진퇴사' });
    const [audit] = await queryRows<Json>(t.db, sql`select before, after from audit_log where action = 'resignations.update' and target_id = ${mine.id}`);
    expect(audit).toEqual({ before: { lastWorkingDate: '2026-12-31', reason: '학업 계속' }, after: { lastWorkingDate: '2026-12-20', reason: '진학' } });
    expect((await api('PUT', `${base}/${mine.id}`, h['hr.staff']!, { resignationType: '권고사직' })).statusCode).toBe(200);
    expect((await api('PUT', `${base}/${mine.id}`, h['hr.staff']!, { resignationType: '자진퇴사' })).statusCode).toBe(200);
    const before = await written();
    expect((await api('PUT', `${base}/${mine.id}`, h.worker!, { lastWorkingDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await api('PUT', `${base}/${mine.id}`, h.other!, { reason: '남의 것' })).statusCode).toBe(404);
    expect(await written()).toBe(before);
  });

  it('approve and reject need resignations:approve (403); nobody decides their own request (403)', async () => {
    const before = await written();
    expect((await act(mine.id, 'approve', h.worker!)).statusCode).toBe(403);
    expect((await act(mine.id, 'approve', h['hr.staff']!)).statusCode).toBe(403);
    expect((await act(mine.id, 'reject', h.worker!, { reason: 'x' })).statusCode).toBe(403);
    const own = body(await file(h['hr.lead']!, { ...request, lastWorkingDate: '2027-02-28' }));
    expect(own).toMatchObject({ employee_id: people.lead, can: { approve: false, reject: false, cancel: true } });
    const self = await act(own.id, 'approve', h['hr.lead']!);
    expect(self.statusCode).toBe(403);
    expect(body(self).message).toBe('본인의 사직 신청은 승인하거나 반려할 수 없습니다.');
    expect((await act(own.id, 'reject', h['hr.lead']!, { reason: '셀프' })).statusCode).toBe(403);
    // Another HR manager may; the request is then closed for edits.
    expect(body(await api('GET', `${base}/${own.id}`, h['hr.second']!)).can).toMatchObject({ approve: true, reject: true, cancel: false, edit: true });
    expect(body(await act(own.id, 'reject', h['hr.second']!, { reason: '인수인계 일정 재협의' })).status).toBe('rejected');
    expect(Number((await written()).split('/')[0])).toBe(Number(before.split('/')[0]) + 1);
  });

  it('reject needs a reason (400, nothing written); a decided request allows no further step (409)', async () => {
    const c = body(await api('GET', `${base}?employee_id=${people.c}`, h['hr.lead']!)).data[0];
    const before = await written();
    const noReason = await act(c.id, 'reject', h['hr.lead']!, {});
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).details.fields).toEqual({ reason: '반려 사유를 입력해주세요.' });
    expect((await act(c.id, 'reject', h['hr.lead']!, { reason: '   ' })).statusCode).toBe(400);
    expect(await written()).toBe(before);
    const rejected = await act(c.id, 'reject', h['hr.lead']!, { reason: '계약 연장 예정' });
    expect(body(rejected)).toMatchObject({ status: 'rejected', decided_by_label: 'hr.lead (hr.lead)', decision_comment: '계약 연장 예정' });
    const after = await written();
    const again = await act(c.id, 'approve', h['hr.lead']!);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('반려 상태의 사직 신청은 승인할 수 없습니다.');
    expect((await act(c.id, 'reject', h['hr.lead']!, { reason: '다시' })).statusCode).toBe(409);
    expect((await api('PUT', `${base}/${c.id}`, h['hr.lead']!, { reason: '수정' })).statusCode).toBe(409);
    expect((await api('DELETE', `${base}/${c.id}`, h['hr.lead']!)).statusCode).toBe(409);
    expect(await written()).toBe(after);
    expect((await historyOf(c.id)).map((e) => [e.action, e.from, e.to, e.actor, e.comment])).toEqual([
      ['request', null, 'pending', 'hr.staff (hr.staff)', '학업 계속'],
      ['reject', 'pending', 'rejected', 'hr.lead (hr.lead)', '계약 연장 예정'],
    ]);
  });

  it('cancel: only the requester, only while pending; HR deletes pending or cancelled requests only', async () => {
    const other = body(await file(h.other!, { ...request, resignationType: '기타' }));
    expect((await act(other.id, 'cancel', h['hr.lead']!)).statusCode).toBe(403);
    expect((await act(other.id, 'cancel', h.worker!)).statusCode).toBe(404);
    const cancelled = await act(other.id, 'cancel', h.other!, { comment: '계속 근무하기로 함' });
    expect(body(cancelled)).toMatchObject({ status: 'cancelled', can: { cancel: false, edit: false } });
    expect((await act(other.id, 'cancel', h.other!)).statusCode).toBe(409);
    expect((await act(other.id, 'approve', h['hr.lead']!)).statusCode).toBe(409);
    expect((await historyOf(other.id)).map((e) => [e.action, e.to, e.comment])).toEqual([
      ['request', 'pending', '학업 계속'],
      ['cancel', 'cancelled', '계속 근무하기로 함'],
    ]);
    expect((await api('DELETE', `${base}/${other.id}`, h.other!)).statusCode).toBe(403);
    const removed = await api('DELETE', `${base}/${other.id}`, h['hr.staff']!);
    expect(removed.statusCode).toBe(204);
    expect((await api('GET', `${base}/${other.id}`, h['hr.lead']!)).statusCode).toBe(404);
    expect(await count('resignation_events', `resignation_id = '${other.id}'`)).toBe(0);
    expect(await count('audit_log', `action = 'resignations.delete' and target_id = '${other.id}'`)).toBe(1);
    // A pending one may go too; the person may then file again.
    const again = body(await file(h.other!, request));
    expect((await api('DELETE', `${base}/${again.id}`, h['hr.lead']!)).statusCode).toBe(204);
  });

  it('two parallel approvals: exactly one wins, the other is 409; the record gets its resignation section and a history entry', async () => {
    const [a, b] = await Promise.all([act(mine.id, 'approve', h['hr.lead']!, { comment: '수고 많으셨습니다' }), act(mine.id, 'approve', h['hr.second']!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = body(a.statusCode === 200 ? a : b);
    expect(won).toMatchObject({ status: 'approved', decided_at: expect.any(String), can: { edit: false, delete: false } });
    const history = await historyOf(mine.id);
    expect(history.map((e) => [e.action, e.from, e.to])).toEqual([
      ['request', null, 'pending'],
      ['approve', 'pending', 'approved'],
    ]);
    expect(history[1]).toMatchObject({ actor: won.decided_by_label, at: expect.any(String) });
    expect(await count('audit_log', `action = 'resignations.approve' and target_id = '${mine.id}'`)).toBe(1);
    const [decided] = await queryRows<{ subject: string; text: string }>(t.db, sql`select subject, text from mail_outbox where "to" = 'worker@example.co.kr'`);
    expect(decided).toMatchObject({ subject: '[사람] 사직 신청 승인 완료: 김민준' });
    expect(decided!.text).toContain('최종 근무일: 2026-12-20');

    const record = body(await api('GET', `/api/mongo/employees/${people.worker}`, h['hr.lead']!));
    expect(record.resignation).toEqual({ status: 'approved', resignationDate: '2026-12-01', lastWorkingDate: '2026-12-20', resignationType: '자진퇴사', resignationReason: '진학' });
    expect(record.organization.employmentStatus).toBe('재직');
    const changes = body(await api('GET', `/api/mongo/employees/${people.worker}/history`, h['hr.lead']!)).data;
    expect(changes.filter((c: Json) => c.action === 'resignation')).toHaveLength(1);
    expect(changes.find((c: Json) => c.action === 'resignation').changes).toEqual(
      expect.arrayContaining([{ field: 'resignation.lastWorkingDate', before: '', after: '2026-12-20' }, { field: 'resignation.status', before: '', after: 'approved' }]),
    );
    expect((await act(mine.id, 'cancel', h.worker!)).statusCode).toBe(409);
    expect((await api('DELETE', `${base}/${mine.id}`, h['hr.lead']!)).statusCode).toBe(409);
    expect((await file(h.worker!, request)).statusCode).toBe(409);
  });

  it('upcoming: approved requests whose last working day is within today … today + days (default 30)', async () => {
    const later = body(await file(h['hr.staff']!, { ...request, employee_id: people.d, lastWorkingDate: '2027-01-20' }));
    await act(later.id, 'approve', h['hr.lead']!);
    const pending = body(await file(h['hr.staff']!, { ...request, employee_id: people.e, lastWorkingDate: '2026-12-10' }));
    expect(body(await api('GET', `${base}/upcoming`, h['hr.staff']!)).data.map((r: Json) => r.employee.name)).toEqual(['김민준']);
    expect(body(await api('GET', `${base}/upcoming?days=60`, h['hr.staff']!)).data.map((r: Json) => [r.employee.name, r.lastWorkingDate])).toEqual([
      ['김민준', '2026-12-20'],
      ['정바다', '2027-01-20'],
    ]);
    expect((await api('GET', `${base}/upcoming?days=-1`, h['hr.staff']!)).statusCode).toBe(400);
    expect(body(await api('GET', `${base}/pending/count`, h['hr.lead']!))).toEqual({ count: 1 });
    await act(pending.id, 'reject', h['hr.lead']!, { reason: '보류' });
  });
});

describe('the retirement job', () => {
  /** 00:10 in Seoul on `day` (the job's daily slot). */
  const slot = (day: string) => new Date(`${day}T00:10:00+09:00`);
  let runs = 0;
  async function runNight(day: string) {
    current = slot(day);
    expect(await t.app.jobs.runDue(current)).toContain(RETIREMENT_JOB);
    runs += 1;
    await waitFor(async () => ((await t.app.jobs.counts(RETIREMENT_JOB)).completed ?? 0) === runs);
  }
  const employeeRow = async (id: string) =>
    (await queryRows<Json>(t.db, sql`select employment_status, is_active, termination_date::text, resignation_type, version from employees where id = ${id}`))[0];

  it('nothing on the last working day; the night after, the person is 퇴직, signed out and refused, with history; a rerun changes nothing', async () => {
    const sections = [{ id: 'out', title: '퇴직 절차', order: 1 }];
    const items = [{ id: 'laptop', sectionId: 'out', title: '노트북 반납', description: '', required: true, verification: { method: 'document' }, order: 1 }];
    const template = await api('POST', '/api/mongo/checklist/templates', h['hr.lead']!, { feature_id: 'offboarding', name: '퇴직 절차', sections, items });
    expect(template.statusCode, template.body).toBe(201);
    const unit = body(await api('POST', '/api/v1/organizational-hierarchy/units', h['hr.lead']!, { unitName: '개발본부', unitType: 'BUSINESS_UNIT' }));
    await t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${unit!.id}, ${people.worker}, true)`);
    const worker = h.worker!;

    await runNight('2026-12-20'); // the last working day itself
    expect(await employeeRow(people.worker!)).toMatchObject({ employment_status: '재직', is_active: true });
    expect((await api('GET', '/api/mongo/profile', worker)).statusCode).toBe(200);

    await runNight('2026-12-21');
    const request = body(await api('GET', `${base}?employee_id=${people.worker}`, h['hr.lead']!)).data[0];
    expect(request).toMatchObject({ status: 'completed', completed_at: expect.any(String), retirementDate: '2026-12-21' });
    expect((await historyOf(request.id)).at(-1)).toMatchObject({
      action: 'complete',
      from: 'approved',
      to: 'completed',
      actor: '시스템 (퇴직 처리)',
      actor_id: null,
      comment: '최종 근무일(2026-12-20)이 지나 2026-12-21자로 퇴직 처리되었습니다.',
    });
    const row = await employeeRow(people.worker!);
    expect(row).toMatchObject({ employment_status: '퇴직', is_active: false, termination_date: '2026-12-21', resignation_type: '자진퇴사' });
    const record = body(await api('GET', `/api/mongo/employees/${people.worker}`, h['hr.lead']!));
    expect(record).toMatchObject({ isActive: false, organization: { employmentStatus: '퇴직' } });
    expect(body(await api('GET', `/api/mongo/employees/${people.worker}/history`, h['hr.lead']!)).data[0]).toMatchObject({
      action: 'retire',
      actorLabel: '시스템 (퇴직 처리)',
      changes: expect.arrayContaining([{ field: 'organization.employmentStatus', before: '재직', after: '퇴직' }]),
    });
    expect(await count('unit_members', `employee_id = '${people.worker}'`)).toBe(0);
    // The account: disabled, its session ended, sign-in refused.
    expect((await api('GET', '/api/mongo/profile', worker)).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId: 'worker', password: testPassword } });
    expect(refused.statusCode).toBe(401);
    expect(await count('sessions', `user_id = '${userIds.worker}' and revoked_at is null`)).toBe(0);
    expect(await count('audit_log', `action = 'users.disable' and target_id = '${userIds.worker}'`)).toBe(1);
    // The offboarding checklist started from the live template.
    expect(await count('checklist_instances', `employee_id = '${people.worker}' and feature_id = 'offboarding'`)).toBe(1);
    // 정바다 (last day 2027-01-20) is untouched.
    expect(await employeeRow(people.d!)).toMatchObject({ employment_status: '재직', is_active: true });

    // Rerun: the slot is claimed once; the work itself finds nothing more to do.
    const snapshot = await written();
    expect(await t.app.jobs.runDue(current)).toEqual([]);
    expect(await retireDue(t.db, slot('2026-12-22'))).toEqual([]);
    expect(await written()).toBe(snapshot);
    expect(await count('checklist_instances', `employee_id = '${people.worker}' and feature_id = 'offboarding'`)).toBe(1);
  });

  it('an approval whose last working day has already passed is retired at once (the job is queued)', async () => {
    current = new Date('2027-01-25T05:00:00Z');
    const done = runs;
    const r = body(await api('GET', `${base}?employee_id=${people.d}`, h['hr.lead']!)).data[0];
    expect(r.status).toBe('approved');
    const late = body(await file(h['hr.staff']!, { ...request, employee_id: people.e, lastWorkingDate: '2027-01-10' }));
    expect((await act(late.id, 'approve', h['hr.lead']!)).statusCode).toBe(200);
    await waitFor(async () => ((await t.app.jobs.counts(RETIREMENT_JOB)).completed ?? 0) === done + 1);
    expect(await employeeRow(people.e!)).toMatchObject({ employment_status: '퇴직', termination_date: '2027-01-11' });
    // The same run also retired 정바다, whose last day (2027-01-20) had passed by then.
    expect(await employeeRow(people.d!)).toMatchObject({ employment_status: '퇴직', termination_date: '2027-01-21' });
    expect((await file(h['hr.staff']!, { ...request, employee_id: people.e })).statusCode).toBe(409);
  });
});
