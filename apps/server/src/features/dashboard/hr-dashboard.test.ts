import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import { dashboardLinks } from '@saram/shared/dashboard/dashboard';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { insertId, seedTwoCompanies } from '../../test/two-companies';

/**
 * The HR dashboard's three calls against seeded records: each figure as counted by hand, the lists
 * behind the figures answering the same totals, the caller's record scope, the period and
 * corporation filters, and the permission. "Today" is 2026-11-15 (Asia/Seoul).
 */
const now = new Date('2026-11-15T03:00:00Z');
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['hr', 'hr_manager'],
    ['staff', 'employee'],
  ]);
  const { ids: seeded } = await seedTwoCompanies(t);
  Object.assign(ids, seeded);
  let n = 0;
  const employee = (corp: string, div: string, team: string, status: string, hire: string, term: string | null = null) =>
    insertId(
      t,
      sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id, employment_status, hire_date, termination_date)
        values (${`D${String(++n).padStart(3, '0')}`}, ${`직원${n}`}, ${corp}, ${div}, ${team}, ${status}, ${hire}, ${term}) returning id`,
    );
  const A = [ids.corpA!, ids.divA!, ids.teamA1!] as const;
  const A2 = [ids.corpA!, ids.divA!, ids.teamA2!] as const;
  const B = [ids.corpB!, ids.divB!, ids.teamB1!] as const;
  // 한빛: 3 재직 + 1 휴직 today; one hired in the period (2026-03-10); one left in the period (퇴직일 2026-06-01).
  ids.a1 = await employee(...A, '재직', '2020-01-01');
  ids.a2 = await employee(...A, '재직', '2026-03-10');
  ids.a3 = await employee(...A2, '휴직', '2021-05-01');
  ids.a4 = await employee(...A2, '재직', '2024-12-01');
  ids.a5 = await employee(...A2, '퇴직', '2019-01-01', '2026-06-01');
  // left before the period: not in the trend, not a leaver
  await employee(...A, '퇴직', '2018-01-01', '2025-03-01');
  // 누리: 1 재직 hired in the period (2026-11-02), 1 퇴직 in the period (2025-12-20)
  ids.b1 = await employee(...B, '재직', '2026-11-02');
  ids.b2 = await employee(...B, '퇴직', '2022-01-01', '2025-12-20');

  const resign = (emp: string, status: string) =>
    t.db.execute(sql`insert into resignations (employee_id, request_date, last_working_date, resignation_type, requested_by_label, status)
      values (${emp}, '2026-11-01', '2026-12-31', '자진퇴사', 'test', ${status})`);
  await resign(ids.a1!, 'pending');
  await resign(ids.a4!, 'approved');
  await resign(ids.b1!, 'pending');

  const template = await insertId(t, sql`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', '신규 입사', 1, 'test') returning id`);
  const instance = (emp: string, status: string) =>
    t.db.execute(sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, status, created_by)
      values ('onboarding', ${emp}, ${template}, 1, '신규 입사', '[]', '[]', ${status}, 'test')`);
  await instance(ids.a2!, 'in_progress');
  await instance(ids.a4!, 'completed');
  await instance(ids.b1!, 'in_progress');

  const notice = (status: string) =>
    insertId(
      t,
      sql`insert into recruitment_notices (title, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, author_label, status)
        values ('백엔드 개발자', '검색팀', '한빛 > 검색팀', '개발', '정규직', 1, '2026-11-01', '2026-12-31', 'test', ${status}) returning id`,
    );
  const open = await notice('in_progress');
  await notice('closed');
  for (const [i, status] of ['received', 'received', 'interview_1'].entries()) {
    await t.db.execute(sql`insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
      values (${open}, '지원자', ${`a${i}@example.com`}, '01000000000', '직접', '개발', '2026-11-02', ${status})`);
  }

  const evalTemplate = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('2026 평가', '[]') returning id`);
  ids.cycle = await insertId(
    t,
    sql`insert into evaluation_cycles (name, period_start, period_end, template_id, population, status)
      values ('2026 상반기', '2026-01-01', '2026-06-30', ${evalTemplate}, '{"unitIds":[],"employmentTypes":[],"hiredOnOrBefore":null}', 'open') returning id`,
  );
  const evaluation = (emp: string, status: string) => t.db.execute(sql`insert into evaluations (cycle_id, employee_id, status) values (${ids.cycle}, ${emp}, ${status})`);
  await evaluation(ids.a1!, 'confirmed');
  await evaluation(ids.a3!, 'submitted');
  await evaluation(ids.b1!, 'second_reviewed');

  ids.scoped = (await createTestUser(t, 'scoped', ['employee'])).id;
  as.scoped = bearer((await login(t, 'scoped')).token.access_token);
  const grant: GrantInput = { role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.divA!] };
  expect((await api('PUT', `/api/mongo/admin/users/${ids.scoped}/grants`, as.admin!, { grants: [grant] })).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = async (who: string, path: string) => {
  const res = await api('GET', path, as[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return body(res);
};
const stats = (who: string, q = '') => get(who, `/api/mongo/dashboard/statistics${q}`);

/** The total of the list a dashboard link opens, read through that list's own call. */
async function listTotal(who: string, href: string): Promise<number> {
  const url = new URL(href, 'http://x');
  const q = url.searchParams;
  const call = (path: string, params: Record<string, string | null>) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null));
    return get(who, `${path}?${query}`);
  };
  if (url.pathname === '/employees') return (await call('/api/mongo/employees/list', Object.fromEntries(q))).total;
  if (url.pathname === '/retired-employees') return (await call('/api/mongo/employees/retired', Object.fromEntries(q))).total;
  if (url.pathname === '/resignation-management') return (await call('/api/mongo/resignations', { status: q.get('status'), unit_id: q.get('unit') })).total;
  if (url.pathname === '/new-employees')
    return (await call('/api/mongo/checklist/instances', { feature_id: 'onboarding', status: q.get('status'), unit_id: q.get('unit') })).total;
  if (url.pathname === '/job-notices') {
    const res = await api('POST', '/api/recruitment/list', as[who]!, { status: [q.get('status')] });
    return body(res).total;
  }
  if (url.pathname === '/eval/dashboard') return (await get(who, `/api/evaluation-cycles/${q.get('cycle')}/status`)).total;
  throw new Error(`no list for ${href}`);
}

describe('GET mongo/dashboard/statistics', () => {
  it('counts headcount (재직 + 휴직), its monthly trend, hires, leavers and turnover over the default 12 months', async () => {
    const s = await stats('hr');
    expect(s.filters).toEqual({ from: '2025-12-01', to: '2026-11-15', corporationId: null });
    expect(s.headcount).toEqual({ total: 5, active: 4, onLeave: 1 });
    expect(s.trend).toHaveLength(12);
    // Before the period: a1, a3, a4, a5, b2 employed. b2 leaves 2025-12-20, a2 joins 2026-03-10, a5 leaves 2026-06-01, b1 joins 2026-11-02.
    const byMonth = Object.fromEntries(s.trend.map((p: Json) => [p.month, p.headcount]));
    expect(byMonth).toMatchObject({ '2025-12': 4, '2026-02': 4, '2026-03': 5, '2026-05': 5, '2026-06': 4, '2026-10': 4, '2026-11': 5 });
    expect(s.hires).toBe(2);
    expect(s.leavers).toBe(2);
    expect(s.flows.find((f: Json) => f.month === '2026-03')).toEqual({ month: '2026-03', hires: 1, leavers: 0 });
    expect(s.flows.find((f: Json) => f.month === '2025-12')).toEqual({ month: '2025-12', hires: 0, leavers: 1 });
    const average = s.trend.reduce((sum: number, p: Json) => sum + p.headcount, 0) / 12;
    expect(s.averageHeadcount).toBe(Math.round(average * 10) / 10);
    expect(s.turnoverRate).toBe(Math.round((2 / average) * 1000) / 10);
    expect(s.pendingResignations).toBe(2);
    expect(s.recruitment.openNotices).toBe(1);
    expect(s.recruitment.applicants.filter((a: Json) => a.count)).toEqual([
      { stage: 'received', label: '서류 접수', count: 2 },
      { stage: 'interview_1', label: '1차 면접', count: 1 },
    ]);
    expect(s.evaluations).toEqual([
      expect.objectContaining({ cycleId: ids.cycle, name: '2026 상반기', total: 3, completed: 2 }),
    ]);
  });

  it('every figure equals the total of the list its link opens', async () => {
    for (const who of ['hr', 'scoped']) {
      for (const corp of [null, ids.corpA!]) {
        const s = await stats(who, corp ? `?corporationId=${corp}` : '');
        const { from, to } = s.filters;
        expect(await listTotal(who, dashboardLinks.headcount(corp))).toBe(s.headcount.total);
        expect(await listTotal(who, dashboardLinks.onLeave(corp))).toBe(s.headcount.onLeave);
        expect(await listTotal(who, dashboardLinks.hires(from, to, corp))).toBe(s.hires);
        expect(await listTotal(who, dashboardLinks.leavers(from, to, corp))).toBe(s.leavers);
        expect(await listTotal(who, dashboardLinks.pendingResignations(corp))).toBe(s.pendingResignations);
        const o = await get(who, `/api/mongo/dashboard/onboarding${corp ? `?corporationId=${corp}` : ''}`);
        expect(await listTotal(who, dashboardLinks.probation(corp))).toBe(o.inProbation);
        const d = await get(who, `/api/mongo/dashboard/departments${corp ? `?corporationId=${corp}` : ''}`);
        for (const u of d.byUnit.filter((x: Json) => x.unitId)) {
          expect(await listTotal(who, dashboardLinks.headcount(corp, { filter: u.filter, id: u.unitId }))).toBe(u.headcount);
        }
        for (const c of d.byCorporation) expect(await listTotal(who, dashboardLinks.headcount(c.corporationId))).toBe(c.headcount);
        expect(await listTotal(who, dashboardLinks.openNotices())).toBe(s.recruitment.openNotices);
        if (!corp) for (const c of s.evaluations) expect(await listTotal(who, dashboardLinks.evaluation(c.cycleId))).toBe(c.total);
      }
    }
  });

  it('a unit-scoped HR user counts only its units’ people', async () => {
    const s = await stats('scoped');
    expect(s.headcount).toEqual({ total: 4, active: 3, onLeave: 1 });
    expect(s.hires).toBe(1);
    expect(s.leavers).toBe(1);
    expect(s.pendingResignations).toBe(1);
    expect(s.evaluations[0]).toMatchObject({ total: 2, completed: 1 });
    const d = await get('scoped', '/api/mongo/dashboard/departments');
    expect(d.byCorporation).toEqual([{ corporationId: ids.corpA, name: '한빛', headcount: 4 }]);
    expect(d.byUnit).toEqual([{ unitId: ids.divA, name: '플랫폼본부', filter: 'division', headcount: 4 }]);
    expect((await get('scoped', '/api/mongo/dashboard/onboarding')).inProbation).toBe(1);
  });

  it('filters by corporation and by period', async () => {
    const b = await stats('hr', `?corporationId=${ids.corpB}`);
    expect(b.headcount.total).toBe(1);
    expect(b.pendingResignations).toBe(1);
    const spring = await stats('hr', '?from=2026-03-01&to=2026-05-31');
    expect(spring.trend).toEqual([
      { month: '2026-03', headcount: 5 },
      { month: '2026-04', headcount: 5 },
      { month: '2026-05', headcount: 5 },
    ]);
    expect([spring.hires, spring.leavers, spring.turnoverRate]).toEqual([1, 0, 0]);
    const june = await stats('hr', '?from=2026-06-01&to=2026-06-30');
    expect(june.trend).toEqual([{ month: '2026-06', headcount: 4 }]);
    expect(june.turnoverRate).toBe(25);
  });

  it('refuses bad input with Korean field messages (400) and a role without dashboard:read (403)', async () => {
    const bad = await api('GET', '/api/mongo/dashboard/statistics?from=2026-05-01&to=2026-01-01', as.hr!);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields.from).toBe('시작일은 종료일보다 앞서야 합니다.');
    expect((await api('GET', '/api/mongo/dashboard/statistics?from=2020-01-01&to=2026-01-01', as.hr!)).statusCode).toBe(400);
    expect((await api('GET', '/api/mongo/dashboard/departments?corporationId=x', as.hr!)).statusCode).toBe(400);
    const future = await api('GET', '/api/mongo/dashboard/statistics?from=2027-01-01', as.hr!);
    expect([future.statusCode, body(future).details.fields.from]).toEqual([400, '시작일은 종료일(오늘)보다 앞서야 합니다.']);
    expect((await api('GET', '/api/mongo/dashboard/onboarding?from=2010-01-01', as.hr!)).statusCode).toBe(400);
    expect((await api('GET', '/api/mongo/dashboard/statistics?extra=1', as.hr!)).statusCode).toBe(400);
    for (const path of ['statistics', 'onboarding', 'departments']) {
      expect((await api('GET', `/api/mongo/dashboard/${path}`, as.staff!)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/mongo/dashboard/${path}` })).statusCode).toBe(401);
    }
  });
});

describe('GET mongo/dashboard/onboarding and departments', () => {
  it('tells units of the same name apart by their corporation', async () => {
    await t.db.execute(sql`update org_units set name = '플랫폼본부' where id = ${ids.divB}`);
    try {
      const d = await get('hr', '/api/mongo/dashboard/departments');
      expect(d.byUnit.map((u: Json) => u.name)).toEqual(['플랫폼본부 (한빛)', '플랫폼본부 (누리)']);
    } finally {
      await t.db.execute(sql`update org_units set name = '물류본부' where id = ${ids.divB}`);
    }
  });

  it('counts new hires in probation and headcount by top-level unit and corporation', async () => {
    const o = await get('hr', '/api/mongo/dashboard/onboarding');
    expect(o).toMatchObject({ inProbation: 2, hiredInPeriod: 2 });
    const d = await get('hr', '/api/mongo/dashboard/departments');
    expect(d.byUnit).toEqual([
      { unitId: ids.divA, name: '플랫폼본부', filter: 'division', headcount: 4 },
      { unitId: ids.divB, name: '물류본부', filter: 'division', headcount: 1 },
    ]);
    expect(d.byCorporation).toEqual([
      { corporationId: ids.corpA, name: '한빛', headcount: 4 },
      { corporationId: ids.corpB, name: '누리', headcount: 1 },
    ]);
    expect(d.corporations).toEqual([
      { id: ids.corpB, name: '누리' },
      { id: ids.corpA, name: '한빛' },
    ]);
  });
});
