import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import { notUnitLeaderMessage } from '@saram/shared/dashboard/my-dashboard';
import { bearer, body, createTestApp, createTestUser, login, requester, type Json, type Requester, type TestApp } from '../../test/app';
import { insertId, seedTwoCompanies } from '../../test/two-companies';

/**
 * /api/dashboard/my and /team against seeded records: each person's tasks are theirs only (their
 * evaluations, the checklist items assigned to their role or to them as 조직장, the approvals at
 * their step or in their scope), and a manager's team is the people who report to them directly
 * (보고 라인: the unit leader unless HR set another manager). "Today" is 2026-11-15 (Asia/Seoul).
 */
const now = new Date('2026-11-15T03:00:00Z');
let t: TestApp;
let api: Requester;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
const users: Record<string, string> = {};

async function user(loginId: string, roles: string[], employeeId?: string) {
  const u = await createTestUser(t, loginId, roles);
  users[loginId] = u.id;
  if (employeeId) await t.db.execute(sql`update users set employee_id = ${employeeId} where id = ${u.id}`);
  as[loginId] = bearer((await login(t, loginId)).token.access_token);
}

const item = (id: string, title: string, verification: object, order: number) => ({ id, sectionId: null, title, description: '', required: true, verification, order });

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
  api = requester(t);
  const { ids: seeded } = await seedTwoCompanies(t);
  Object.assign(ids, seeded);
  let n = 0;
  const employee = (corp: string, div: string, team: string | null, status: string, hire: string, title: string | null = null) =>
    insertId(
      t,
      sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id, employment_status, hire_date, job_title)
        values (${`M${String(++n).padStart(3, '0')}`}, ${`직원${n}`}, ${corp}, ${div}, ${team}, ${status}, ${hire}, ${title}) returning id`,
    );
  // 플랫폼본부 (한빛): its 본부장 L leads it and 검색팀 too; 검색팀장 tl signs off for 검색팀.
  ids.leader = await employee(ids.corpA!, ids.divA!, null, '재직', '2015-01-01', '본부장');
  ids.tl = await employee(ids.corpA!, ids.divA!, ids.teamA1!, '재직', '2026-08-20', '팀장');
  ids.a1 = await employee(ids.corpA!, ids.divA!, ids.teamA1!, '재직', '2020-01-01');
  ids.a2 = await employee(ids.corpA!, ids.divA!, ids.teamA1!, '재직', '2026-09-01');
  ids.a3 = await employee(ids.corpA!, ids.divA!, ids.teamA2!, '휴직', '2021-05-01');
  ids.a4 = await employee(ids.corpA!, ids.divA!, ids.teamA2!, '퇴직', '2019-01-01');
  ids.b1 = await employee(ids.corpB!, ids.divB!, ids.teamB1!, '재직', '2026-10-01');
  await t.db.execute(sql`update org_units set leader_id = ${ids.leader} where id in (${ids.divA}, ${ids.teamA1})`);
  // b1 holds a concurrent post (겸직) in 결제팀: one of the team too.
  await t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${ids.teamA2}, ${ids.b1}, false)`);

  await user('leader', ['employee'], ids.leader);
  await user('tl', ['hr_staff'], ids.tl);
  await user('a1', ['employee'], ids.a1);
  await user('a2', ['employee'], ids.a2);
  await user('hr', ['hr_manager']);
  await user('admin', ['admin']);
  await user('hrB', ['employee']);
  const grant: GrantInput = { role: 'hr_manager', scopeType: 'unit', scopeUnitIds: [ids.divB!] };
  expect((await api('PUT', `/api/mongo/admin/users/${users.hrB}/grants`, as.admin!, { grants: [grant] })).statusCode).toBe(200);
  as.hrB = bearer((await login(t, 'hrB')).token.access_token);

  // a2's onboarding: a role sign-off (hr_staff), a 조직장 sign-off, a document handed in; tl's is completed.
  const template = await insertId(t, sql`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', '신규 입사', 1, 'test') returning id`);
  const items = [
    item('contract', '근로계약서 서명', { method: 'sign_off', by: 'role', role: 'hr_staff' }, 0),
    item('meeting', '팀장 면담', { method: 'sign_off', by: 'manager' }, 1),
    item('idcard', '신분증 사본', { method: 'document' }, 2),
    item('done', '보안 서약', { method: 'sign_off', by: 'role', role: 'hr_staff' }, 3),
  ];
  ids.instance = await insertId(
    t,
    sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, status, created_by)
      values ('onboarding', ${ids.a2}, ${template}, 1, '신규 입사', '[]', ${JSON.stringify(items)}, 'in_progress', 'test') returning id`,
  );
  for (const [itemId, status] of [['idcard', 'submitted'], ['done', 'verified']] as const) {
    const method = itemId === 'idcard' ? 'document' : 'sign_off';
    await t.db.execute(sql`insert into checklist_verifications (instance_id, item_id, method, status, created_by) values (${ids.instance}, ${itemId}, ${method}, ${status}, 'test')`);
  }
  await t.db.execute(sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, status, created_by)
      values ('onboarding', ${ids.tl}, ${template}, 1, '신규 입사', '[]', '[]', 'completed', 'test')`);
  // A new HR staff member (누리) in onboarding: their own hr_staff sign-off is never their task.
  ids.newHr = await employee(ids.corpB!, ids.divB!, ids.teamB1!, '재직', '2026-11-02');
  await user('newhr', ['hr_staff'], ids.newHr);
  await t.db.execute(sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, status, created_by)
      values ('onboarding', ${ids.newHr}, ${template}, 1, '신규 입사', '[]', ${JSON.stringify([items[0]])}, 'in_progress', 'test')`);

  // Evaluations: an open cycle (a1 submitted to its 1차 평가자 L; a2 and L still writing their own) and a draft one.
  const evalTemplate = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('2026 평가', '[]') returning id`);
  const cycle = (name: string, status: string) =>
    insertId(
      t,
      sql`insert into evaluation_cycles (name, period_start, period_end, due_date, template_id, population, status)
        values (${name}, '2026-01-01', '2026-06-30', '2026-12-10', ${evalTemplate}, '{"unitIds":[],"employmentTypes":[],"hiredOnOrBefore":null}', ${status}) returning id`,
    );
  ids.cycle = await cycle('2026 상반기', 'open');
  const draftCycle = await cycle('2027 준비', 'draft');
  const evaluation = (c: string, emp: string, status: string, first: string | null) =>
    insertId(t, sql`insert into evaluations (cycle_id, employee_id, status, first_evaluator_id) values (${c}, ${emp}, ${status}, ${first}) returning id`);
  ids.evA1 = await evaluation(ids.cycle, ids.a1!, 'submitted', ids.leader!);
  ids.evA2 = await evaluation(ids.cycle, ids.a2!, 'draft', ids.tl!);
  ids.evLeader = await evaluation(ids.cycle, ids.leader!, 'draft', null);
  await evaluation(draftCycle, ids.a3!, 'draft', ids.leader!);

  // A task force at step 2 of 2: step 1 (hr) still pending, so it is hr's turn, not the leader's.
  const tf = await insertId(t, sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values ('AI TF', 5, 'TASK_FORCE', ${ids.divA}, ${ids.corpA}) returning id`);
  ids.tf = tf;
  await t.db.execute(sql`insert into task_forces (unit_id, status, start_date, end_date) values (${tf}, 'PENDING_APPROVAL', '2026-12-01', '2027-03-31')`);
  await t.db.execute(sql`insert into task_force_approvals (unit_id, step, approver_id) values (${tf}, 1, ${users.hr}), (${tf}, 2, ${users.leader})`);

  // Job notices: one for any approver, one named to admin, one written by hr itself.
  const notice = (title: string, author: string | null, approver: string | null) =>
    insertId(
      t,
      sql`insert into recruitment_notices (title, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, author_id, author_label, approver_id, status)
        values (${title}, '검색팀', '한빛 > 검색팀', '개발', '정규직', 1, '2026-12-01', '2026-12-31', ${author}, 'test', ${approver}, 'waiting_approval') returning id`,
    );
  ids.noticeOpen = await notice('검색 엔지니어', null, null);
  await notice('결제 엔지니어', null, users.admin!);
  await notice('인사 담당자', users.hr!, null);

  // Resignations: a3 (한빛) and b1 (누리) pending; a1 approved already.
  const resign = (emp: string, status: string) =>
    insertId(
      t,
      sql`insert into resignations (employee_id, request_date, last_working_date, resignation_type, requested_by_label, status)
        values (${emp}, '2026-11-01', '2026-12-31', '자진퇴사', 'test', ${status}) returning id`,
    );
  ids.resignA3 = await resign(ids.a3!, 'pending');
  ids.resignB1 = await resign(ids.b1!, 'pending');
  await resign(ids.a1!, 'approved');
});
afterAll(() => t.close());

const get = async (who: string, path: string) => {
  const res = await api('GET', path, as[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return body(res);
};
const group = (b: Json, kind: string) => (b.tasks as Json[]).find((g) => g.kind === kind);
const kinds = (b: Json) => (b.tasks as Json[]).map((g) => g.kind);

describe('GET /api/dashboard/my', () => {
  it("lists an employee's own self-review, onboarding and evaluations, and nothing of others", async () => {
    const b = await get('a2', '/api/dashboard/my');
    expect(b.employee).toMatchObject({ id: ids.a2, name: '직원4', unit: '검색팀' });
    expect(kinds(b)).toEqual(['self_review']);
    expect(group(b, 'self_review')).toMatchObject({
      total: 1,
      href: '/eval/my',
      items: [{ id: ids.evA2, title: '2026 상반기 · 자기평가', dueDate: '2026-12-10', href: `/eval/evaluations/${ids.evA2}` }],
    });
    expect(b.evaluations).toEqual([expect.objectContaining({ id: ids.evA2, cycleName: '2026 상반기', status: 'draft', actionRequired: true })]);
    expect(b.onboarding).toMatchObject({ state: 'in_progress', templateName: '신규 입사', hireDate: '2026-09-01', probationEndDate: '2026-12-01' });
    expect(b.onboarding.progress).toMatchObject({ total: 4, done: 1 });
    expect(b.onboarding.openItems.map((i: Json) => i.title)).toEqual(['근로계약서 서명', '팀장 면담', '신분증 사본']);
    expect(b.ledUnits).toEqual([]);
    expect(b.directReports).toBe(0);
  });

  it('gives a unit leader their evaluator review, their own self-review and their units, not a later approval step', async () => {
    const b = await get('leader', '/api/dashboard/my');
    expect(kinds(b)).toEqual(['self_review', 'evaluator_review']);
    expect(group(b, 'evaluator_review').items).toEqual([
      expect.objectContaining({ id: ids.evA1, title: '직원3 · 1차 평가', detail: '2026 상반기', href: `/eval/evaluations/${ids.evA1}` }),
    ]);
    expect(b.ledUnits.map((u: Json) => u.name)).toEqual(['플랫폼본부', '검색팀']);
    expect(b.directReports).toBeGreaterThanOrEqual(5);
    expect(b.onboarding).toBeNull();
  });

  it("lists checklist items by the verifier's role and as 조직장, never decided ones or their own", async () => {
    const b = await get('tl', '/api/dashboard/my');
    const checklist = group(b, 'checklist');
    expect(checklist.total).toBe(4);
    expect(checklist.items.map((i: Json) => [i.title, i.detail, i.href])).toEqual([
      ['직원4 · 근로계약서 서명', '확인 서명', `/new-employees/${ids.a2}`],
      ['직원4 · 팀장 면담', '확인 서명', `/new-employees/${ids.a2}`],
      ['직원4 · 신분증 사본', '제출 서류 확인', `/new-employees/${ids.a2}`],
      ['직원8 · 근로계약서 서명', '확인 서명', `/new-employees/${ids.newHr}`],
    ]);
    // The new HR staff member: 직원4's role sign-off and document, not the item of their own checklist.
    const own = group(await get('newhr', '/api/dashboard/my'), 'checklist');
    expect(own.items.map((i: Json) => i.title)).toEqual(['직원4 · 근로계약서 서명', '직원4 · 신분증 사본']);
    // hr_manager: the handed-in document only (the sign-offs are the hr_staff role's and the 팀장's).
    const hr = group(await get('hr', '/api/dashboard/my'), 'checklist');
    expect(hr.items.map((i: Json) => i.title)).toEqual(['직원4 · 신분증 사본']);
  });

  it('lists the approvals waiting for HR: its task-force step, notices it may decide, resignations in its scope', async () => {
    const b = await get('hr', '/api/dashboard/my');
    expect(kinds(b)).toEqual(['checklist', 'task_force', 'job_notice', 'resignation']);
    expect(group(b, 'task_force').items).toEqual([expect.objectContaining({ id: ids.tf, title: 'AI TF', detail: '1단계 결재', href: '/organization?tab=tf' })]);
    expect(group(b, 'job_notice').items).toEqual([
      expect.objectContaining({ id: ids.noticeOpen, title: '검색 엔지니어', href: `/job-notices/detail/${ids.noticeOpen}` }),
    ]);
    expect(group(b, 'resignation')).toMatchObject({ total: 2, href: '/resignation-management?status=pending' });
    expect(group(b, 'resignation').items.map((i: Json) => i.id).sort()).toEqual([ids.resignA3, ids.resignB1].sort());
    expect(group(b, 'resignation').items[0]).toMatchObject({ dueDate: '2026-12-31' });

    // A 누리-scoped HR manager: 누리's resignation only, no checklist of 한빛's people.
    const scoped = await get('hrB', '/api/dashboard/my');
    expect(group(scoped, 'resignation').items.map((i: Json) => i.id)).toEqual([ids.resignB1]);
    expect(group(scoped, 'checklist')).toBeUndefined();
    // Admin: the notice named to them and the one hr wrote as well.
    expect(group(await get('admin', '/api/dashboard/my'), 'job_notice').total).toBe(3);
  });

  it('answers an account without an employee record with its approvals only', async () => {
    const b = await get('hr', '/api/dashboard/my');
    expect(b.employee).toBeNull();
    expect(b.evaluations).toEqual([]);
    expect(b.onboarding).toBeNull();
  });

  it('writes one access record when other people appear in the tasks', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from access_log where subject_type = 'my_dashboard_tasks'`);
    await get('hr', '/api/dashboard/my');
    const after = await t.db.execute(sql`select count(*)::int as n from access_log where subject_type = 'my_dashboard_tasks'`);
    const n = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]!.n;
    expect(n(after) - n(before)).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/my' })).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/team', () => {
  it('counts the people who report to the leader directly', async () => {
    const b = await get('leader', '/api/dashboard/team');
    // 검색팀 lies inside 플랫폼본부: one unit, headed by the 본부.
    expect(b.units).toEqual([{ id: ids.divA, name: '플랫폼본부', path: '플랫폼본부' }]);
    // tl, a1, a2 (검색팀, led by L), a3 (휴직) and b1 (겸직) of 결제팀 (no leader: up to L); a4 퇴직 is not
    // counted, nor L himself (the 본부장 reports to nobody here).
    expect(b.headcount).toBe(5);
    expect(b.onLeaveCount).toBe(1);
    expect(b.members.map((p: Json) => p.id).sort()).toEqual([ids.tl, ids.a1, ids.a2, ids.a3, ids.b1].sort());
    expect(b.byUnit).toEqual([
      { id: ids.teamA1, name: '검색팀', headcount: 3, onLeave: 0 },
      { id: ids.teamA2, name: '결제팀', headcount: 2, onLeave: 1 },
    ]);
  });

  it('lists new hires of 90 days, people on leave and probation ends within 30 days', async () => {
    const b = await get('leader', '/api/dashboard/team');
    // b1 (2026-10-01), a2 (2026-09-01), tl (2026-08-20); from 2026-08-17.
    expect(b.newHireCount).toBe(3);
    expect(b.newHires.map((p: Json) => p.id)).toEqual([ids.b1, ids.a2, ids.tl]);
    expect(b.onLeave).toEqual([expect.objectContaining({ id: ids.a3, unit: '결제팀' })]);
    // a2 ends 2026-12-01 (16 days); tl's (2026-11-20) is decided (수습 완료); b1's (2027-01-01) is later.
    expect(b.probationEndCount).toBe(1);
    expect(b.probationEnds).toEqual([expect.objectContaining({ id: ids.a2, probationEndDate: '2026-12-01', daysLeft: 16 })]);
  });

  it("sums the team's evaluations of open cycles by stage, and those waiting for the leader", async () => {
    const b = await get('leader', '/api/dashboard/team');
    expect(b.reviews).toEqual([
      { cycleId: ids.cycle, cycleName: '2026 상반기', dueDate: '2026-12-10', total: 2, selfPending: 1, firstPending: 1, secondPending: 0, done: 0, mine: 1 },
    ]);
  });

  it('refuses a caller who leads no unit, HR included, with a polite Korean message', async () => {
    for (const who of ['a1', 'tl', 'hr']) {
      const res = await api('GET', '/api/dashboard/team', as[who]!);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe(notUnitLeaderMessage);
    }
  });

  it('a manager set by hand has the person in their team (and the unit leader no longer)', async () => {
    await t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${ids.teamA1}, ${ids.a1}, true)`);
    const line = `/api/v1/organizational-hierarchy/reporting-lines/${ids.a1}/${ids.teamA1}/manager`;
    expect((await api('PUT', line, as.hr!, { managerId: ids.a2 })).statusCode).toBe(200);
    try {
      expect(await get('a2', '/api/dashboard/my')).toMatchObject({ ledUnits: [], directReports: 1 });
      const b = await get('a2', '/api/dashboard/team');
      expect(b.units).toEqual([]);
      expect(b.members.map((p: Json) => p.id)).toEqual([ids.a1]);
      expect(b.byUnit).toEqual([{ id: ids.teamA1, name: '검색팀', headcount: 1, onLeave: 0 }]);
      expect((await get('leader', '/api/dashboard/team')).members.map((p: Json) => p.id)).not.toContain(ids.a1);
    } finally {
      expect((await api('PUT', line, as.hr!, { managerId: null })).statusCode).toBe(200);
    }
    expect((await api('GET', '/api/dashboard/team', as.a2!)).statusCode).toBe(403);
  });

  it('follows the organisation: a leader moved off the unit loses the team', async () => {
    await t.db.execute(sql`update org_units set leader_id = ${ids.a1} where id = ${ids.teamA1}`);
    try {
      const b = await get('a1', '/api/dashboard/team');
      expect(b.units.map((u: Json) => u.name)).toEqual(['검색팀']);
      expect(b.units[0].path).toBe('플랫폼본부 > 검색팀');
      // tl and a2; a1, the new 팀장, reports to the 본부장 above.
      expect(b.headcount).toBe(2);
      expect(b.byUnit).toEqual([{ id: ids.teamA1, name: '검색팀', headcount: 2, onLeave: 0 }]);
      expect((await get('leader', '/api/dashboard/team')).members.map((p: Json) => p.id)).toContain(ids.a1);
      // a1 sees only 검색팀 people: no 휴직 of 결제팀.
      expect(b.onLeave).toEqual([]);
    } finally {
      await t.db.execute(sql`update org_units set leader_id = ${ids.leader} where id = ${ids.teamA1}`);
    }
  });
});
