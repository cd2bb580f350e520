import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, type Json, type Requester, type TestApp } from '../../test/app';
import { applyDue } from './apply';

/** 인사발령: approval lines, the sequential approval, refusals, and the job applying them on a controlled clock. */

const base = '/api/appointments';
const org = '/api/v1/organizational-hierarchy';
let t: TestApp;
let api: Requester;
// 2026-12-01 14:00 in Seoul.
const current = new Date('2026-12-01T05:00:00Z');
/** The clock moved on for one test (notifications' reminders), else `current`. */
let later: Date | undefined;
const tomorrow = '2026-12-02';
const h: Record<string, Record<string, string>> = {};
const users: Record<string, string> = {};
const people: Record<string, string> = {};
const units: Record<string, string> = {};

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);

async function unit(name: string, unitType: string, parentId?: string, corporationId?: string): Promise<string> {
  const res = await api('POST', `${org}/units`, h['hr.lead']!, { unitName: name, unitType, ...(parentId ? { parentId } : {}), ...(corporationId ? { corporationId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return body(res).id as string;
}

/** A working employee placed in 팀A. */
async function person(key: string, name: string, no: string, account?: string) {
  const [row] = await rows<{ id: string }>(
    sql`insert into employees (employee_no, name_kor, hire_date, team, team_id, record) values (${no}, ${name}, '2024-03-01', '팀A', ${units.teamA}, '{}'::jsonb) returning id`,
  );
  people[key] = row!.id;
  if (account) await t.db.execute(sql`update users set employee_id = ${row!.id} where id = ${users[account]}`);
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => later ?? current });
  api = requester(t);
  for (const [loginId, role] of [
    ['hr.lead', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['leader', 'employee'],
    ['second', 'employee'],
    ['worker', 'employee'],
  ] as const) {
    users[loginId] = (await createTestUser(t, loginId, [role])).id;
    h[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  const [corp] = await rows<{ id: string }>(sql`insert into corporations (name, corporate_type) values ('한빛소프트', 'OPERATING') returning id`);
  units.bu = await unit('플랫폼사업부', 'BUSINESS_UNIT', undefined, corp!.id);
  units.div = await unit('개발본부', 'DIVISION', units.bu);
  units.teamA = await unit('팀A', 'TEAM', units.div);
  units.teamB = await unit('팀B', 'TEAM', units.div);
  await person('staff', '박인사', 'A001', 'hr.staff');
  await person('leader', '김팀장', 'A002', 'leader');
  await person('second', '이본부', 'A003', 'second');
  await person('subject', '최하늘', 'A004', 'worker');
  await t.db.execute(sql`update org_units set leader_id = ${people.leader} where id = ${units.teamA}`);
}, 120_000);
afterAll(() => t.close());

const saveLine = (payload: object, who = 'hr.lead') => api('PUT', `${base}/approval-lines`, h[who]!, payload);
const transfer = (extra: object = {}) => ({ employee_id: people.subject, type: 'transfer', effectiveDate: tomorrow, reason: '조직 개편', change: { unitId: units.teamB }, ...extra });

describe('approval lines', () => {
  it('refuses an unknown or duplicate approver with Korean field errors, and HR staff without the permission', async () => {
    const bad = await saveLine({ corporation_id: null, type: 'transfer', steps: [{ kind: 'employee', employee_id: '00000000-0000-4000-8000-000000000000' }] });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields['steps.0.employee_id']).toBe('존재하지 않는 직원입니다.');
    const twice = await saveLine({ corporation_id: null, type: 'transfer', steps: [{ kind: 'employee', employee_id: people.second }, { kind: 'employee', employee_id: people.second }] });
    expect(body(twice).details.fields['steps.1.employee_id']).toBe('같은 결재자가 두 번 있습니다.');
    expect((await saveLine({ corporation_id: null, type: 'transfer', steps: [{ kind: 'manager' }] }, 'hr.staff')).statusCode).toBe(403);
  });

  it('saves one line per type and corporation (a second save replaces it), audited', async () => {
    expect((await saveLine({ corporation_id: null, type: 'transfer', steps: [{ kind: 'employee', employee_id: people.second }] })).statusCode).toBe(200);
    const res = await saveLine({ corporation_id: null, type: 'transfer', steps: [{ kind: 'manager' }, { kind: 'employee', employee_id: people.second }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).steps).toEqual([
      { kind: 'manager', employee_id: null, label: '상신자의 조직장' },
      { kind: 'employee', employee_id: people.second, label: '이본부 (A003)' },
    ]);
    const list = body(await api('GET', `${base}/approval-lines`, h['hr.lead']!));
    expect(list.data).toHaveLength(1);
    const [audit] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where action like 'approval_lines.%'`);
    expect(audit!.n).toBe(2);
  });
});

describe('an appointment through a two-step line', () => {
  let id: string;

  it('refuses bad input with Korean field errors and writes nothing', async () => {
    const missing = await api('POST', base, h['hr.staff']!, transfer({ change: {} }));
    expect(missing.statusCode).toBe(400);
    expect(body(missing).details.fields['change.unitId']).toBe('전보 발령에는 발령 조직이 필요합니다.');
    const same = await api('POST', base, h['hr.staff']!, transfer({ change: { unitId: units.teamA } }));
    expect(body(same).details.fields['change.unitId']).toBe('현재 소속과 같은 조직입니다.');
    const date = await api('POST', base, h['hr.staff']!, transfer({ effectiveDate: '2026-13-01' }));
    expect(date.statusCode).toBe(400);
    expect((await api('POST', base, h.worker!, transfer())).statusCode).toBe(403);
    const noLine = await api('POST', base, h['hr.staff']!, transfer({ type: 'promotion', change: { jobGrade: '과장' } }));
    expect(noLine.statusCode).toBe(409);
    expect(body(noLine).message).toContain('승진 발령의 결재선이 설정되지 않았습니다');
    const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from appointments`);
    expect(n!.n).toBe(0);
  });

  it('submits: the requester’s manager (the unit leader) decides first, the named approver waits', async () => {
    const res = await api('POST', base, h['hr.staff']!, transfer());
    expect(res.statusCode, res.body).toBe(201);
    const a = body(res);
    id = a.id;
    expect(a).toMatchObject({ status: 'pending', type: 'transfer', effectiveDate: tomorrow, unit_path: '플랫폼사업부 > 개발본부 > 팀B' });
    expect(a.approvals.map((s: Json) => [s.step, s.kind, s.approver_user_id, s.state])).toEqual([
      [1, 'manager', users.leader, 'current'],
      [2, 'employee', users.second, 'waiting'],
    ]);
    expect(a.can).toEqual({ submit: false, approve: false, reject: false, cancel: true, edit: false });
  });

  it('reminds the approver whose turn it is once the appointment has waited more than 3 days (결재 대기), once', async () => {
    await createTestUser(t, 'rules.admin', ['admin']);
    const admin = bearer((await login(t, 'rules.admin')).token.access_token);
    const runOn = async (days: number) => {
      later = new Date(current.getTime() + days * 86_400_000);
      const res = await api('POST', '/api/notifications/rules/run', admin, {});
      later = undefined;
      expect(res.statusCode, res.body).toBe(200);
    };
    const reminded = () => rows<{ user_id: string; title: string; link: string }>(sql`select user_id, title, link from notifications where kind = 'approval_pending'`);
    await runOn(2);
    expect(await reminded()).toEqual([]);
    await runOn(4);
    await runOn(5);
    expect(await reminded()).toEqual([{ user_id: users.leader, title: '결재 대기 4일: 최하늘님의 전보 발령', link: '/appointment-approvals' }]);
  });

  it('lets only the approver whose turn it is decide; the requester never', async () => {
    const early = await api('PUT', `${base}/${id}/approve`, h.second!, {});
    expect(early.statusCode).toBe(403);
    expect(body(early).message).toBe('지금은 이 인사발령을 결재할 차례가 아닙니다.');
    const own = await api('PUT', `${base}/${id}/approve`, h['hr.staff']!, {});
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('본인이 상신한 인사발령은 결재할 수 없습니다.');
    // Someone with no step on the line does not even see it.
    expect((await api('GET', `${base}/${id}`, h.worker!)).statusCode).toBe(404);
  });

  it('moves through both steps; the inbox follows; the last approval makes it 승인(예정)', async () => {
    expect(body(await api('GET', `${base}/inbox`, h.leader!)).data.map((a: Json) => a.id)).toEqual([id]);
    const first = body(await api('PUT', `${base}/${id}/approve`, h.leader!, { comment: '확인' }));
    expect(first.status).toBe('pending');
    expect(first.approvals.map((s: Json) => s.state)).toEqual(['approved', 'current']);
    expect(body(await api('GET', `${base}/inbox`, h.leader!)).data).toEqual([]);
    expect(body(await api('GET', `${base}/inbox`, h.second!)).data[0].can).toMatchObject({ approve: true, reject: true });
    const last = body(await api('PUT', `${base}/${id}/approve`, h.second!, {}));
    expect(last.status).toBe('approved');
    expect(last.events.map((e: Json) => [e.action, e.to])).toEqual([
      ['create', 'draft'],
      ['submit', 'pending'],
      ['approve', 'pending'],
      ['approve', 'approved'],
    ]);
    const again = await api('PUT', `${base}/${id}/approve`, h.second!, {});
    expect(again.statusCode).toBe(409);
  });

  it('shows as 예정 for the person until the effective date', async () => {
    const upcoming = body(await api('GET', `${base}/upcoming?employee_id=${people.subject}`, h['hr.lead']!));
    expect(upcoming.data.map((a: Json) => [a.id, a.status])).toEqual([[id, 'approved']]);
  });

  it('takes effect on the effective date through the employees writer, once, raising appointment.effective', async () => {
    await createTestUser(t, 'hook.admin', ['admin']);
    const admin = bearer((await login(t, 'hook.admin')).token.access_token);
    const hook = await api('POST', '/api/admin/webhooks', admin, { name: '인사 연동', url: 'https://hooks.example.com/saram', events: ['appointment.effective'] });
    expect(hook.statusCode, hook.body).toBe(201);
    expect(await applyDue(t.db, current)).toEqual([]);
    const at = new Date('2026-12-01T15:10:00Z'); // 2026-12-02 00:10 in Seoul
    expect(await applyDue(t.db, at)).toEqual([id]);
    expect(await applyDue(t.db, at)).toEqual([]);

    const record = body(await api('GET', `/api/mongo/employees/${people.subject}`, h['hr.lead']!));
    expect(record.organization).toMatchObject({ team: '팀B', teamId: units.teamB, headquarters: expect.any(String), transferDate: tomorrow });
    const [member] = await rows<{ unit_id: string }>(sql`select unit_id from unit_members where employee_id = ${people.subject} and is_primary`);
    expect(member!.unit_id).toBe(units.teamB);
    const history = await rows<{ action: string; before: Json; after: Json }>(
      sql`select action, before, after from audit_log where target_collection = 'employees' and target_id = ${people.subject} order by id`,
    );
    const entry = history.find((r) => r.action === 'appointment');
    expect(entry?.before['organization.team']).toBe('팀A');
    expect(entry?.after['organization.team']).toBe('팀B');
    const a = body(await api('GET', `${base}/${id}`, h['hr.lead']!));
    expect(a).toMatchObject({ status: 'effective', applied_at: at.toISOString() });
    expect(a.events.at(-1)).toMatchObject({ action: 'apply', actor: '시스템 (인사발령)' });
    expect(body(await api('GET', `${base}/upcoming?employee_id=${people.subject}`, h['hr.lead']!)).data).toEqual([]);
    const events = await rows<{ payload: Json }>(sql`select payload from webhook_deliveries where event_type = 'appointment.effective'`);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.data).toMatchObject({ appointmentId: id, appointmentType: 'transfer', effectiveDate: tomorrow, employee: { id: people.subject, team: '팀B' } });
  });
});

describe('reject, cancel and a line the requester is on', () => {
  it('a rejection needs a reason and ends the line', async () => {
    const a = body(await api('POST', base, h['hr.staff']!, transfer({ change: { unitId: units.teamA } })));
    const empty = await api('PUT', `${base}/${a.id}/reject`, h.leader!, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).details.fields.reason).toBe('반려 사유를 입력해주세요.');
    const done = body(await api('PUT', `${base}/${a.id}/reject`, h.leader!, { reason: '시기 조정 필요' }));
    expect(done.status).toBe('rejected');
    expect(done.approvals.map((s: Json) => s.state)).toEqual(['rejected', 'skipped']);
  });

  it('HR saves a draft, then cancels it; a cancelled one cannot be submitted', async () => {
    const draft = body(await api('POST', base, h['hr.staff']!, transfer({ change: { unitId: units.teamA }, submit: false })));
    expect(draft.status).toBe('draft');
    expect(draft.approvals).toEqual([]);
    expect(body(await api('PUT', `${base}/${draft.id}/cancel`, h['hr.staff']!, { reason: '중복 작성' })).status).toBe('cancelled');
    expect((await api('PUT', `${base}/${draft.id}/submit`, h['hr.staff']!, {})).statusCode).toBe(409);
  });

  it('refuses to submit along a line where the requester would approve their own appointment', async () => {
    await saveLine({ corporation_id: null, type: 'leave', steps: [{ kind: 'employee', employee_id: people.staff }] });
    const res = await api('POST', base, h['hr.staff']!, { employee_id: people.subject, type: 'leave', effectiveDate: tomorrow });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toContain('본인의 발령은 직접 결재할 수 없습니다');
  });
});

describe('the test clock', () => {
  it('does not exist without SARAM_TEST_CLOCK', async () => {
    expect((await api('POST', '/api/test/clock', h['hr.lead']!, { now: new Date().toISOString() })).statusCode).toBe(404);
  });

  it('with SARAM_TEST_CLOCK=1: an administrator moves the clock and runs the named scheduled job', async () => {
    const flagged = await createTestApp({ SARAM_TEST_CLOCK: '1' }, undefined, { database: t.database });
    try {
      await createTestUser(flagged, 'root', ['admin']);
      const root = bearer((await login(flagged, 'root')).token.access_token);
      const call = (payload: object, headers = root) => flagged.app.inject({ method: 'POST', url: '/api/test/clock', headers, payload });
      const hr = bearer((await login(flagged, 'hr.lead')).token.access_token);
      expect((await call({ now: '2026-12-02T00:00:00+09:00' }, hr)).statusCode).toBe(403);
      const res = await call({ now: '2026-12-05T00:10:00+09:00', jobs: ['appointments-apply'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ now: '2026-12-04T15:10:00.000Z', ran: ['appointments-apply'] });
      expect(JSON.parse((await call({ now: null })).body).ran).toEqual([]);
    } finally {
      await flagged.app.close();
    }
  });
});
