import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';

const base = '/api/mongo/role-assignment';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
let corp: string;
let hq: string;
let team1: string;
let team2: string;
const people: Record<string, { employeeId: string; userId: string }> = {};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(t.db, query))[0]!;
}
const count = async (table: string, where = sql`true`) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).n;
const grantOf = (userId: string, role = 'hr_staff') =>
  queryRows<{ source: string; rule_id: string | null; scope_type: string; scope_unit_ids: string[] | null }>(
    t.db,
    sql`select source, rule_id, scope_type, scope_unit_ids from user_roles where user_id = ${userId} and role = ${role}`,
  );
const snapshot = async () => ({
  rules: await count('role_assignment_rules'),
  grants: (await queryRows(t.db, sql`select user_id, role, scope_type, scope_unit_ids, source, rule_id from user_roles order by user_id, role`)),
  audit: await count('audit_log'),
});

/** An employee placed in `teamId` with an account linked to it (the account holds `roles` by hand). */
async function person(key: string, teamId: string, jobTitle: string, roles: ('employee' | 'hr_staff')[] = ['employee']) {
  const res = await api('POST', '/api/mongo/employees', as.admin!, {
    personal: { nameKor: `직원${key}`, employeeNo: `RR${key}` },
    organization: { teamId, jobTitle, employmentType: '정규직' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = await createTestUser(t, `rr.${key}`, roles);
  const linked = await api('PUT', `/api/mongo/employees/${body(res)._id}/admin`, as.admin!, { userId: user.id });
  expect(linked.statusCode, linked.body).toBe(200);
  people[key] = { employeeId: body(res)._id, userId: user.id };
}

async function move(key: string, fields: Record<string, unknown>) {
  const id = people[key]!.employeeId;
  const current = body(await api('GET', `/api/mongo/employees/${id}`, as.admin!));
  const res = await api('PUT', `/api/mongo/employees/${id}`, as.admin!, { version: current.version, organization: fields });
  expect(res.statusCode, res.body).toBe(200);
}

const rule = (over: Record<string, unknown> = {}) => ({
  name: '개발본부 인사 담당',
  role: 'hr_staff',
  scopeType: 'unit',
  scopeUnitIds: [hq],
  conditions: { unitIds: [hq] },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
  ]);
  corp = (await one<{ id: string }>(sql`insert into corporations (name, corporate_type) values ('한빛소프트', 'OPERATING') returning id`)).id;
  hq = (await one<{ id: string }>(sql`insert into org_units (name, level, unit_type, corporation_id) values ('개발본부', 2, 'DIVISION', ${corp}) returning id`)).id;
  team1 = (await one<{ id: string }>(sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values ('플랫폼팀', 3, 'TEAM', ${hq}, ${corp}) returning id`)).id;
  team2 = (await one<{ id: string }>(sql`insert into org_units (name, level, unit_type, corporation_id) values ('영업팀', 3, 'TEAM', ${corp}) returning id`)).id;
  await person('1', team1, '팀원');
  await person('2', team2, '팀장');
  await person('3', team1, '팀원', ['hr_staff']);
});
afterAll(() => t.close());

describe('role-assignment rules', () => {
  it('refuses lower roles on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const who of ['hr.staff', 'emp']) {
      const h = as[who]!;
      expect((await api('GET', `${base}/rules`, h)).statusCode).toBe(403);
      expect((await api('POST', `${base}/rules`, h, rule())).statusCode).toBe(403);
      expect((await api('PUT', `${base}/rules/${id}`, h, { ...rule(), version: 1 })).statusCode).toBe(403);
      expect((await api('DELETE', `${base}/rules/${id}`, h)).statusCode).toBe(403);
      expect((await api('POST', `${base}/test/${id}`, h, {})).statusCode).toBe(403);
      expect((await api('POST', `${base}/apply-all`, h, {})).statusCode).toBe(403);
    }
  });

  it('validates in Korean and writes nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ role: 'no_such_role' }, 'role'],
      [{ conditions: { unitIds: ['00000000-0000-4000-8000-000000000001'] } }, 'conditions.unitIds'],
      [{ conditions: { corporationIds: ['00000000-0000-4000-8000-000000000001'] } }, 'conditions.corporationIds'],
      [{ conditions: {} }, 'conditions'],
      [{ priority: 1.5 }, 'priority'],
      [{ priority: 5000 }, 'priority'],
      [{ scopeUnitIds: ['00000000-0000-4000-8000-000000000001'] }, 'scopeUnitIds'],
    ];
    for (const [over, field] of cases) {
      const res = await api('POST', `${base}/rules`, as.admin!, rule(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(body(res).details.fields[field], JSON.stringify(body(res))).toMatch(/[가-힣]/);
    }
    expect(await snapshot()).toEqual(before);
  });

  let r1: Json;
  it('creates and lists rules with their derived type', async () => {
    const res = await api('POST', `${base}/rules`, as.admin!, rule());
    expect(res.statusCode, res.body).toBe(201);
    r1 = body(res);
    expect(r1).toMatchObject({ ruleType: 'ORGANIZATION', isActive: true, priority: 0, version: 1, grantCount: 0, scopeUnitIds: [hq] });
    expect(r1.conditions).toEqual({ unitIds: [hq], jobTitles: [], jobGrades: [], employmentTypes: [], corporationIds: [] });
    expect(await count('audit_log', sql`action = 'role_rules.create' and target_id = ${r1.id}`)).toBe(1);
    expect(body(await api('GET', `${base}/rules?ruleType=ORGANIZATION`, as.admin!)).data.map((r: Json) => r.id)).toEqual([r1.id]);
    expect(body(await api('GET', `${base}/rules?ruleType=POSITION`, as.admin!)).data).toEqual([]);
  });

  it('dry run writes nothing and answers exactly what the real run does; manual grants stay', async () => {
    const before = await snapshot();
    const dry = await api('POST', `${base}/test/${r1.id}`, as.admin!, {});
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await snapshot()).toEqual(before);
    const plan = body(dry);
    expect(plan).toMatchObject({ dryRun: true, losses: [], unchanged: 0 });
    // 직원3 sits in the unit too but holds hr_staff by hand: skipped.
    expect(plan.gains).toEqual([
      { userId: people['1']!.userId, loginId: 'rr.1', employeeId: people['1']!.employeeId, name: '직원1', role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [hq], ruleId: r1.id },
    ]);

    const real = body(await api('POST', `${base}/test/${r1.id}`, as.admin!, { dryRun: false }));
    expect(real).toEqual({ ...plan, dryRun: false });
    expect(await grantOf(people['1']!.userId)).toEqual([{ source: 'rule', rule_id: r1.id, scope_type: 'unit', scope_unit_ids: [hq] }]);
    expect(await grantOf(people['3']!.userId)).toEqual([{ source: 'manual', rule_id: null, scope_type: 'all', scope_unit_ids: [] }]);
    expect(await count('audit_log', sql`action = 'grants.add' and target_id = ${people['1']!.userId} and after->>'source' = 'rule'`)).toBe(1);
    expect(await count('audit_log', sql`action = 'role_rules.apply' and target_id = ${r1.id}`)).toBe(1);

    const again = body(await api('POST', `${base}/test/${r1.id}`, as.admin!, {}));
    expect(again).toMatchObject({ gains: [], losses: [], unchanged: 1 });
    expect(body(await api('GET', `${base}/rules?activeOnly=true`, as.admin!)).data[0].grantCount).toBe(1);
  });

  it('re-applies when an employee moves (PUT employees/:id): out of the unit loses, into it gains; retiring loses', async () => {
    await move('1', { teamId: team2 });
    expect(await grantOf(people['1']!.userId)).toEqual([]);
    await move('2', { teamId: team1 });
    expect(await grantOf(people['2']!.userId)).toEqual([{ source: 'rule', rule_id: r1.id, scope_type: 'unit', scope_unit_ids: [hq] }]);
    await move('3', { teamId: team2 });
    expect((await grantOf(people['3']!.userId))[0]?.source).toBe('manual');
    await move('1', { teamId: team1 });
    expect(await grantOf(people['1']!.userId)).toHaveLength(1);

    // Unlinking the account withdraws the grant; linking it again gives it back.
    const e1 = people['1']!.employeeId;
    expect((await api('DELETE', `/api/mongo/employees/${e1}/admin`, as.admin!)).statusCode).toBe(200);
    expect(await grantOf(people['1']!.userId)).toEqual([]);
    expect((await api('PUT', `/api/mongo/employees/${e1}/admin`, as.admin!, { userId: people['1']!.userId })).statusCode).toBe(200);
    expect(await grantOf(people['1']!.userId)).toHaveLength(1);

    // A unit move re-places its people through the employees writer: moving 영업팀 under 개발본부 brings 직원1 along.
    await move('1', { teamId: team2 });
    expect(await grantOf(people['1']!.userId)).toEqual([]);
    const unit = body(await api('GET', `/api/v1/organizational-hierarchy/units/${team2}`, as.admin!));
    const moved = await api('POST', `/api/v1/organizational-hierarchy/units/${team2}/move`, as.admin!, { newParentId: hq, version: unit.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await grantOf(people['1']!.userId)).toEqual([{ source: 'rule', rule_id: r1.id, scope_type: 'unit', scope_unit_ids: [hq] }]);
    expect((await grantOf(people['3']!.userId))[0]?.source).toBe('manual');

    await move('1', { employmentStatus: '퇴직' });
    expect(await grantOf(people['1']!.userId)).toEqual([]);
  });

  let r2: Json;
  it('the higher priority rule gives its scope; apply-all dry run equals its real run', async () => {
    const res = await api('POST', `${base}/rules`, as.admin!, rule({ name: '팀장 전체 권한', scopeType: 'all', scopeUnitIds: [], conditions: { jobTitles: ['팀장'], corporationIds: [corp] }, priority: 10 }));
    expect(res.statusCode, res.body).toBe(201);
    r2 = body(res);
    expect(r2.ruleType).toBe('COMPOSITE');
    const before = await snapshot();
    const dry = body(await api('POST', `${base}/apply-all`, as.admin!, {}));
    expect(await snapshot()).toEqual(before);
    expect(dry.losses).toMatchObject([{ userId: people['2']!.userId, ruleId: r1.id, scopeType: 'unit' }]);
    expect(dry.gains).toMatchObject([{ userId: people['2']!.userId, ruleId: r2.id, scopeType: 'all', scopeUnitIds: [] }]);
    const real = body(await api('POST', `${base}/apply-all`, as.admin!, { dryRun: false }));
    expect(real).toEqual({ ...dry, dryRun: false });
    expect(await grantOf(people['2']!.userId)).toEqual([{ source: 'rule', rule_id: r2.id, scope_type: 'all', scope_unit_ids: [] }]);
    expect(await count('audit_log', sql`action = 'role_rules.apply_all'`)).toBe(1);
  });

  it('answers 409 for a stale version and 404 for an unknown rule', async () => {
    const stale = await api('PUT', `${base}/rules/${r2.id}`, as.admin!, { ...rule(), version: 99 });
    expect(stale.statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect((await api('PUT', `${base}/rules/${unknown}`, as.admin!, { ...rule(), version: 1 })).statusCode).toBe(404);
    expect((await api('DELETE', `${base}/rules/${unknown}`, as.admin!)).statusCode).toBe(404);
    expect((await api('POST', `${base}/test/${unknown}`, as.admin!, {})).statusCode).toBe(404);
  });

  it('deactivating or deleting a rule withdraws its grants', async () => {
    const off = await api('PUT', `${base}/rules/${r2.id}`, as.admin!, {
      name: r2.name,
      role: r2.role,
      scopeType: r2.scopeType,
      conditions: r2.conditions,
      priority: r2.priority,
      isActive: false,
      version: r2.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(body(off)).toMatchObject({ isActive: false, version: 2, grantCount: 0 });
    expect(await grantOf(people['2']!.userId)).toEqual([]);
    // The lower-priority rule takes over on the next run.
    expect(body(await api('POST', `${base}/test/${r1.id}`, as.admin!, { dryRun: false })).gains).toHaveLength(1);
    expect((await api('DELETE', `${base}/rules/${r1.id}`, as.admin!)).statusCode).toBe(204);
    expect(await grantOf(people['2']!.userId)).toEqual([]);
    expect(await count('user_roles', sql`source = 'rule'`)).toBe(0);
    expect((await grantOf(people['3']!.userId))[0]?.source).toBe('manual');
    expect(body(await api('GET', `${base}/rules`, as.admin!)).data.map((r: Json) => r.id)).toEqual([r2.id]);
  });

  it('an account created for a matching employee receives the rule grant; disabling it withdraws the grant', async () => {
    const made = await api('POST', `${base}/rules`, as.admin!, rule({ name: '플랫폼팀 인사 담당' }));
    expect(made.statusCode, made.body).toBe(201);
    const res = await api('POST', '/api/mongo/employees', as.admin!, { personal: { nameKor: '직원9', employeeNo: 'RR9' }, organization: { teamId: team1 } });
    expect(res.statusCode, res.body).toBe(201);
    const account = await api('POST', '/api/mongo/admin/accounts', as.admin!, { mode: 'password', employeeId: body(res)._id, loginId: 'rr.nine', password: 'meadow-copper-kettle-77' });
    expect(account.statusCode, account.body).toBe(201);
    const userId = body(account).id as string;
    expect(await grantOf(userId)).toEqual([{ source: 'rule', rule_id: body(made).id, scope_type: 'unit', scope_unit_ids: [hq] }]);
    expect((await api('PUT', `/api/mongo/admin/accounts/${userId}/active`, as.admin!, { isActive: false })).statusCode).toBe(200);
    expect(await grantOf(userId)).toEqual([]);
  });
});

describe('self-promotion through rules', () => {
  const ownMessage = '역할 배정 규칙에 쓰이는 본인의 정보(소속, 직책, 직급, 고용형태, 직원 연결)는 직접 변경할 수 없습니다. 다른 담당자에게 요청하세요.';
  const employeeRow = (id: string) =>
    one(sql`select version, job_title, job_grade, employment_type, team_id, division_id, corporation_id from employees where id = ${id}`);

  it('a person cannot change the fields rules match on in their own record; someone else can', async () => {
    await person('4', team2, '팀원', ['hr_staff']);
    const me = people['4']!;
    const h = bearer((await login(t, 'rr.4')).token.access_token);
    const made = await api('POST', `${base}/rules`, as.admin!, { name: '팀장은 인사 책임자', role: 'hr_manager', scopeType: 'all', conditions: { jobTitles: ['팀장'] } });
    expect(made.statusCode, made.body).toBe(201);

    const before = { row: JSON.stringify(await employeeRow(me.employeeId)), all: await snapshot() };
    const put = async (organization: Record<string, unknown>) => {
      const { version } = body(await api('GET', `/api/mongo/employees/${me.employeeId}`, h));
      return api('PUT', `/api/mongo/employees/${me.employeeId}`, h, { version, organization });
    };
    for (const fields of [{ jobTitle: '팀장' }, { teamId: team1 }, { jobGrade: '수석' }, { employmentType: '계약직' }]) {
      const res = await put(fields);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(403);
      expect(body(res).message).toBe(ownMessage);
    }
    // Nor by moving the own record through the organisation, nor by linking the own account elsewhere.
    const assign = await api('POST', '/api/organizations/assign', h, { organization_id: team1, employee_ids: [me.employeeId] });
    expect(assign.statusCode, assign.body).toBe(403);
    expect(body(assign).message).toBe(ownMessage);
    const adminId = (await one<{ id: string }>(sql`select id from users where login_id = 'admin'`)).id;
    const relink = await api('PUT', `/api/mongo/employees/${people['2']!.employeeId}/admin`, as.admin!, { userId: adminId });
    expect(relink.statusCode, relink.body).toBe(403);
    expect(body(relink).message).toBe(ownMessage);
    expect(JSON.stringify(await employeeRow(me.employeeId))).toBe(before.row);
    expect(await snapshot()).toEqual(before.all);
    expect(await grantOf(me.userId, 'hr_manager')).toEqual([]);

    // Other fields of the own record stay editable; someone else may change the placement.
    const { version } = body(await api('GET', `/api/mongo/employees/${me.employeeId}`, h));
    const phone = await api('PUT', `/api/mongo/employees/${me.employeeId}`, h, { version, personal: { phone: '010-1234-5678' } });
    expect(phone.statusCode, phone.body).toBe(200);
    await move('4', { jobTitle: '팀장' });
    expect(await grantOf(me.userId, 'hr_manager')).toEqual([{ source: 'rule', rule_id: body(made).id, scope_type: 'all', scope_unit_ids: [] }]);
  });
});
