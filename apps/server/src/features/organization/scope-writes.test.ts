import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { multipart } from '../../test/multipart';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { insertId, seedTwoCompanies } from '../../test/two-companies';

/**
 * Record scope on every write (issue 28, item 3): an HR staff member whose grant reaches one unit
 * (플랫폼본부 and below) may neither pull people from outside into it, nor take them out, nor change
 * units outside it, nor run company-wide tools. Every refusal writes nothing; an out-of-scope person
 * is answered exactly like a missing one.
 */
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
const missing = '00000000-0000-4000-8000-000000000000';
const hb = '/api/v1/organizational-hierarchy';
const legacy = '/api/mongo/organizations';

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [['admin', 'admin']]);
  const { ids: seeded, unit } = await seedTwoCompanies(t);
  Object.assign(ids, seeded);
  ids.teamB2 = await unit('창고팀', 3, 'TEAM', ids.divB, ids.corpB);
  const employee = async (no: string, name: string, email: string, corp: string, div: string, team: string) => {
    const id = await insertId(t, sql`insert into employees (employee_no, name_kor, email, corporation_id, headquarters_id, team_id)
      values (${no}, ${name}, ${email}, ${corp}, ${div}, ${team}) returning id`);
    await t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${team}, ${id}, true)`);
    return id;
  };
  ids.e1 = await employee('SW001', '강검색', 'search@hanbit.kr', ids.corpA, ids.divA, ids.teamA1);
  ids.e2 = await employee('SW002', '윤결제', 'pay@hanbit.kr', ids.corpA, ids.divA, ids.teamA2);
  ids.e3 = await employee('SW003', '서배송', 'ship@nuri.kr', ids.corpB, ids.divB, ids.teamB1);
  ids.e4 = await employee('SW004', '문창고', 'store@nuri.kr', ids.corpB, ids.divB, ids.teamB2);
  await t.db.execute(sql`update org_units set leader_id = ${ids.e3} where id = ${ids.teamB1}`);

  // Task forces made by the unscoped administrator: one outside the scope, one inside with a member from outside.
  const tf = async (tfName: string, parentId: string, leaderId: string, members: string[]) => {
    const res = await api('POST', `${hb}/tf`, as.admin!, { tfName, parentId, leaderId, startDate: '2030-01-01', endDate: '2030-06-30', members: members.map((employeeId) => ({ employeeId })) });
    expect(res.statusCode, res.body).toBe(201);
    return body(res).id as string;
  };
  ids.tfB = await tf('물류혁신TF', ids.divB, ids.e3, []);
  ids.tfA = await tf('검색개선TF', ids.divA, ids.e3, [ids.e1, ids.e4]);

  ids.scoped = (await createTestUser(t, 'scoped', ['employee'])).id;
  as.scoped = bearer((await login(t, 'scoped')).token.access_token);
  const granted = await api('PUT', `/api/mongo/admin/users/${ids.scoped}/grants`, as.admin!, {
    grants: [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.divA] }],
  });
  expect(granted.statusCode, granted.body).toBe(200);

  // A 최종 합격 applicant of a notice for 배송팀 (outside the scope).
  const notice = await insertId(t, sql`insert into recruitment_notices (title, unit_id, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, status, author_label)
    values ('배송 기사', ${ids.teamB1}, '배송팀', '물류본부 > 배송팀', '배송', '정규직', 1, '2030-01-01', '2030-01-31', 'running', 'admin') returning id`);
  ids.applicant = await insertId(t, sql`insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
    values (${notice}, '최지원', 'apply@example.com', '01012345678', '원티드', '배송', '2030-01-02', 'final_passed') returning id`);
}, 120_000);
afterAll(() => t.close());

/** Everything a refused call could have written, in one string. */
async function written(): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select (select count(*) from employees)::int as employees,
      (select coalesce(sum(version), 0) from employees)::int as employee_versions,
      (select md5(coalesce(string_agg(unit_id || ':' || employee_id || ':' || is_primary || ':' || is_head, ',' order by unit_id, employee_id), '')) from unit_members) as members,
      (select md5(coalesce(string_agg(id || ':' || version || ':' || coalesce(parent_id::text, '') || ':' || coalesce(corporation_id::text, ''), ',' order by id), '')) from org_units) as units,
      (select count(*) from task_forces)::int as tfs,
      (select count(*) from task_force_events)::int as tf_events,
      (select coalesce(sum(version), 0) from hierarchy_mappings)::int as mappings,
      (select count(*) from hierarchy_mappings)::int as mapping_rows,
      (select count(*) from applicants where integrated_at is not null)::int as integrated,
      (select count(*) from audit_log)::int as audits`,
  );
  return JSON.stringify(row);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, unknown?];
const call = ([method, url, payload]: Call, who = 'scoped') => api(method, url, as[who]!, payload);
/** What the caller learns from an answer (the error id aside). */
const seenOf = (res: LightMyRequestResponse) => {
  const { errorId: _errorId, ...rest } = body(res) as Json;
  return { status: res.statusCode, ...rest };
};
async function version(table: 'org_units' | 'employees', id: string): Promise<number> {
  const [row] = await queryRows<{ version: number }>(t.db, sql`select version from ${sql.raw(table)} where id = ${id}`);
  return row!.version;
}

describe('writes that name a person outside the scope are answered as if the person did not exist', () => {
  const cases: [string, () => Call, () => Call][] = [
    ['assign (mongo)', () => ['POST', `${legacy}/assign`, { organizationId: ids.teamA1, employeeIds: [ids.e3] }], () => ['POST', `${legacy}/assign`, { organizationId: ids.teamA1, employeeIds: [missing] }]],
    ['assign (older)', () => ['POST', '/api/organizations/assign', { organization_id: ids.teamA1, employee_ids: [ids.e3] }], () => ['POST', '/api/organizations/assign', { organization_id: ids.teamA1, employee_ids: [missing] }]],
    ['unassign from every unit', () => ['POST', `${legacy}/unassign`, { employeeIds: [ids.e3] }], () => ['POST', `${legacy}/unassign`, { employeeIds: [missing] }]],
    ['unassign from one unit', () => ['POST', `${legacy}/unassign`, { organizationId: ids.teamA1, employeeIds: [ids.e3] }], () => ['POST', `${legacy}/unassign`, { organizationId: ids.teamA1, employeeIds: [missing] }]],
    ['unit leader', () => ['PUT', `${hb}/units/${ids.teamA1}`, { version: 1, leaderId: ids.e3 }], () => ['PUT', `${hb}/units/${ids.teamA1}`, { version: 1, leaderId: missing }]],
    [
      'task force member',
      () => ['POST', `${hb}/tf`, { tfName: '침투TF', parentId: ids.divA, startDate: '2030-01-01', endDate: '2030-02-01', members: [{ employeeId: ids.e3 }] }],
      () => ['POST', `${hb}/tf`, { tfName: '침투TF', parentId: ids.divA, startDate: '2030-01-01', endDate: '2030-02-01', members: [{ employeeId: missing }] }],
    ],
    [
      'task force leader',
      () => ['POST', `${hb}/tf`, { tfName: '침투TF', parentId: ids.divA, startDate: '2030-01-01', endDate: '2030-02-01', leaderId: ids.e3 }],
      () => ['POST', `${hb}/tf`, { tfName: '침투TF', parentId: ids.divA, startDate: '2030-01-01', endDate: '2030-02-01', leaderId: missing }],
    ],
    ['employee update', () => ['PUT', `/api/mongo/employees/${ids.e3}`, { version: 1, personal: { nameKor: '바꿈' } }], () => ['PUT', `/api/mongo/employees/${missing}`, { version: 1, personal: { nameKor: '바꿈' } }]],
  ];
  it.each(cases)('%s', async (_name, outOfScope, absent) => {
    const before = await written();
    const refused = await call(outOfScope());
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(seenOf(refused)).toEqual(seenOf(await call(absent())));
    expect(await written()).toBe(before);
  });
});

describe('writes to units outside the scope, and company-wide operations, are refused (403)', () => {
  const cases: [string, () => Call][] = [
    ['assign into a unit outside', () => ['POST', `${legacy}/assign`, { organizationId: ids.teamB1, employeeIds: [ids.e1] }]],
    ['older assign into a unit outside', () => ['POST', '/api/organizations/assign', { organization_id: ids.teamB1, employee_ids: [ids.e1] }]],
    ['unassign from a unit outside', () => ['POST', `${legacy}/unassign`, { organizationId: ids.teamB1, employeeIds: [ids.e1] }]],
    ['sync-members', () => ['POST', `${legacy}/sync-members`, {}]],
    ['sync-members dry run', () => ['POST', `${legacy}/sync-members`, { dryRun: true }]],
    ['create a unit under a unit outside', () => ['POST', `${hb}/units`, { unitName: '침투팀', unitType: 'TEAM', parentId: ids.divB }]],
    ['create a top unit of a corporation outside', () => ['POST', `${hb}/units`, { unitName: '새본부', unitType: 'DIVISION', corporationId: ids.corpB }]],
    ['create a top unit of no corporation', () => ['POST', `${hb}/units`, { unitName: '새본부', unitType: 'DIVISION' }]],
    ['update a unit outside', () => ['PUT', `${hb}/units/${ids.teamB1}`, { version: 1, unitName: '바뀐팀' }]],
    ['move a unit outside under one inside', () => ['POST', `${hb}/units/${ids.teamB2}/move`, { newParentId: ids.divA, version: 1 }]],
    ['move a unit inside under one outside', () => ['POST', `${hb}/units/${ids.teamA2}/move`, { newParentId: ids.divB, version: 1 }]],
    ['move a unit inside to the top of a corporation outside', () => ['POST', `${hb}/units/${ids.teamA2}/move`, { newParentId: null, corporationId: ids.corpB, version: 1 }]],
    ['delete a unit outside', () => ['DELETE', `${hb}/units/${ids.teamB2}`]],
    ['legacy create under a unit outside', () => ['POST', legacy, { name: '침투팀', type: 'team', parentId: ids.divB }]],
    ['legacy update of a unit outside', () => ['PUT', `${legacy}/${ids.teamB1}`, { version: 1, name: '바뀐팀' }]],
    ['legacy move of a unit outside under one inside', () => ['PUT', `${legacy}/${ids.teamB2}`, { version: 1, parentId: ids.divA }]],
    ['legacy delete of a unit outside', () => ['DELETE', `${legacy}/${ids.teamB2}`]],
    ['task force under a unit outside', () => ['POST', `${hb}/tf`, { tfName: '침투TF', parentId: ids.divB, startDate: '2030-01-01', endDate: '2030-02-01' }]],
    ['task force under no unit', () => ['POST', `${hb}/tf`, { tfName: '침투TF', startDate: '2030-01-01', endDate: '2030-02-01' }]],
    ['update a task force outside', () => ['PUT', `${hb}/tf/${ids.tfB}`, { version: 1, tfName: '바뀐TF' }]],
    ['move a task force inside under a unit outside', () => ['PUT', `${hb}/tf/${ids.tfA}`, { version: 1, parentId: ids.divB }]],
    ['extend a task force outside', () => ['POST', `${hb}/tf/${ids.tfB}/extend`, { endDate: '2030-12-31' }]],
    ['dissolve a task force outside', () => ['POST', `${hb}/tf/${ids.tfB}/dissolve`, {}]],
    ['delete a task force outside', () => ['DELETE', `${hb}/tf/${ids.tfB}`]],
    ['submit a task force outside', () => ['POST', `${hb}/tf/workflow/${ids.tfB}/submit`, {}]],
    ['migrate-existing', () => ['POST', `${hb}/migrate-existing`, { dryRun: false }]],
    ['import', () => ['POST', `${hb}/import`, { rows: [{ unitName: '가져온팀', unitType: 'TEAM', parentId: ids.divA }] }]],
    ['create a mapping', () => ['POST', `${hb}/mappings`, { legacyType: 'cell', level: 5, label: '셀' }]],
    ['update a mapping', () => ['PUT', `${hb}/mappings/team`, { version: 1, label: '팀!' }]],
    ['delete a mapping', () => ['DELETE', `${hb}/mappings/part`]],
    ['create an employee in a unit outside', () => ['POST', '/api/mongo/employees', { personal: { nameKor: '침투' }, organization: { teamId: ids.teamB1 } }]],
    ['create an employee in a corporation outside', () => ['POST', '/api/mongo/employees', { personal: { nameKor: '침투' }, organization: { insuranceCorpId: ids.corpB } }]],
    ['create an employee placed nowhere', () => ['POST', '/api/mongo/employees', { personal: { nameKor: '침투' } }]],
    ['move an employee inside to a unit outside', () => ['PUT', `/api/mongo/employees/${ids.e1}`, { version: 1, organization: { teamId: ids.teamB1 } }]],
    ['integrate an applicant into a unit outside', () => ['POST', `/api/integration/applicant/${ids.applicant}`, {}]],
    ['create a corporation', () => ['POST', '/api/v1/corporate-structure', { name: '새법인', corporateType: 'OPERATING' }]],
    ['rename a corporation outside', () => ['PUT', `/api/v1/corporate-structure/${ids.corpB}`, { version: 1, name: '누리2' }]],
    ['delete a corporation outside', () => ['DELETE', `/api/v1/corporate-structure/${ids.corpB}`]],
    ['migrate-insurance-corp', () => ['POST', '/api/v1/corporate-structure/migrate-insurance-corp', {}]],
    ['rollback-migration', () => ['POST', '/api/v1/corporate-structure/rollback-migration', {}]],
  ];
  it.each(cases)('%s', async (_name, request) => {
    const before = await written();
    const res = await call(request());
    expect(res.statusCode, res.body).toBe(403);
    expect(body(res).code).toBe('FORBIDDEN');
    expect(await written()).toBe(before);
  });

  it('batch unit calls with one unit outside write nothing', async () => {
    const before = await written();
    for (const request of [
      ['POST', `${hb}/units/bulk`, { units: [{ unitName: '좋은팀', unitType: 'TEAM', parentId: ids.divA }, { unitName: '침투팀', unitType: 'TEAM', parentId: ids.divB }] }],
      ['PUT', `${hb}/units/bulk`, { units: [{ id: ids.teamA2, version: 1, unitName: '결제2팀' }, { id: ids.teamB1, version: 1, unitName: '바뀐팀' }] }],
      ['DELETE', `${hb}/units/bulk`, { ids: [ids.teamB2] }],
    ] as Call[]) {
      const res = await call(request);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(body(res).details.rows)).toContain('담당 범위 밖의 조직');
    }
    expect(await written()).toBe(before);
  });
});

describe('employee import', () => {
  it('reports a row placed outside the scope as invalid and imports nothing', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('직원');
    ws.addRows([
      ['이름', '법인', '본부', '팀'],
      ['안쪽', '한빛', '플랫폼본부', '검색팀'],
      ['바깥', '누리', '물류본부', '배송팀'],
    ]);
    const form = multipart([{ name: 'file', filename: '직원.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const res = await t.app.inject({ method: 'POST', url: '/api/mongo/employees/import', payload: form.payload, headers: { ...as.scoped!, ...form.headers } });
    expect(res.statusCode, res.body).toBe(200);
    const report = body(res);
    expect(report).toMatchObject({ total: 2, valid: 1, invalid: 1, imported: 0 });
    expect(report.rows[1]).toMatchObject({ status: 'invalid', errors: { 행: '담당 범위 밖의 조직에는 직원을 등록하거나 옮길 수 없습니다.' } });
    const names = await queryRows<{ name_kor: string }>(t.db, sql`select name_kor from employees where name_kor in ('안쪽', '바깥')`);
    expect(names).toEqual([]);
  });
});

describe('inside the scope the same calls still work', () => {
  it('assigns, moves and creates within the unit; the unscoped administrator may do the company-wide calls', async () => {
    const assigned = await call(['POST', `${legacy}/assign`, { organizationId: ids.teamA1, employeeIds: [ids.e2] }]);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await call(['POST', `${legacy}/assign`, { organizationId: ids.teamA2, employeeIds: [ids.e2] }])).statusCode).toBe(200);
    const created = await call(['POST', `${hb}/units`, { unitName: '추천파트', unitType: 'PART', parentId: ids.teamA1 }]);
    expect(created.statusCode, created.body).toBe(201);
    const moved = await call(['POST', `${hb}/units/${body(created).id}/move`, { newParentId: ids.teamA2, version: 1 }]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call(['DELETE', `${hb}/units/${body(created).id}`])).statusCode).toBe(204);
    const hired = await call(['POST', '/api/mongo/employees', { personal: { nameKor: '신입' }, organization: { teamId: ids.teamA1 } }]);
    expect(hired.statusCode, hired.body).toBe(201);
    const tf = await call(['POST', `${hb}/tf`, { tfName: '내부TF', parentId: ids.divA, startDate: '2030-01-01', endDate: '2030-02-01', members: [{ employeeId: ids.e1 }] }]);
    expect(tf.statusCode, tf.body).toBe(201);
    expect((await call(['POST', `${legacy}/sync-members`, { dryRun: true }], 'admin')).statusCode).toBe(200);
  });

  it("an edit of an employee inside that keeps the placement is not a move", async () => {
    const res = await call(['PUT', `/api/mongo/employees/${ids.e1}`, { version: await version('employees', ids.e1!), organization: { jobTitle: '책임' } }]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('reads beside the writes', () => {
  it("a unit's detail names its leader only when the leader is in scope", async () => {
    expect(body(await call(['GET', `${hb}/units/${ids.teamB1}`])).leaderName).toBeNull();
    expect(body(await call(['GET', `${hb}/units/${ids.teamB1}`], 'admin')).leaderName).toBe('서배송');
  });

  it('a task force lists only the people in scope; an edit keeps the leader and members the editor cannot see', async () => {
    const seen = body(await call(['GET', `${hb}/tf/${ids.tfA}`]));
    expect(seen).toMatchObject({ leaderId: ids.e3, leaderName: null, memberCount: 3 });
    expect(seen.members.map((m: Json) => m.name)).toEqual(['강검색']);
    expect(JSON.stringify(seen)).not.toMatch(/서배송|문창고/);
    // The edit form sends the leader back unchanged and the members it was shown.
    const res = await call(['PUT', `${hb}/tf/${ids.tfA}`, { version: await version('org_units', ids.tfA!), leaderId: ids.e3, members: [{ employeeId: ids.e1, role: '기획' }] }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(body(res))).not.toMatch(/서배송|문창고/);
    const all = body(await call(['GET', `${hb}/tf/${ids.tfA}`], 'admin'));
    expect(all).toMatchObject({ leaderId: ids.e3, leaderName: '서배송' });
    expect(all.members.map((m: Json) => `${m.name}:${m.role ?? ''}`).sort()).toEqual(['강검색:기획', '문창고:', '서배송:리더']);
  });

  it("the corporations' consistency report names only the mismatched employees in scope", async () => {
    await t.db.execute(sql`update employees set insurance_corp = '옛이름' where id in (${ids.e2}, ${ids.e3})`);
    try {
      const report = body(await call(['GET', '/api/v1/corporate-structure/verify-consistency']));
      expect(report.mismatchedEmployees.map((m: Json) => m.nameKor)).toEqual(['윤결제']);
      expect(report.totals.mismatchedEmployees).toBe(1);
      expect(body(await call(['GET', '/api/v1/corporate-structure/verify-consistency'], 'admin')).totals.mismatchedEmployees).toBe(2);
    } finally {
      await t.db.execute(sql`update employees set insurance_corp = null where id in (${ids.e2}, ${ids.e3})`);
    }
  });

  it('check-duplicate still finds a duplicate outside the scope, but excludes only a record in scope', async () => {
    const check = async (query: string) => body(await call(['GET', `/api/mongo/employees/check-duplicate?${query}`]));
    // Someone outside holds the number: a duplicate, and nothing says who.
    const outside = await check('employeeId=SW003&email=ship@nuri.kr');
    expect(outside).toEqual({ duplicate: true, employeeIdExists: true, emailExists: true, message: '이미 사용 중인 사번입니다.' });
    // Naming the holder as the record being edited does not reveal that they hold it.
    expect(await check(`employeeId=SW003&email=ship@nuri.kr&excludeId=${ids.e3}`)).toEqual(outside);
    expect(await check(`employeeId=SW003&excludeId=${missing}`)).toEqual(await check(`employeeId=SW003&excludeId=${ids.e3}`));
    // The caller's own records are excluded as before.
    expect(await check(`employeeId=SW001&email=search@hanbit.kr&excludeId=${ids.e1}`)).toMatchObject({ duplicate: false });
  });
});
