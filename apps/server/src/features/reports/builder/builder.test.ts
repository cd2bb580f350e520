import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import type { BuilderDefinitionInput } from '@saram/shared/reports/report-builder.schemas';
import { queryRows } from '../../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../../test/app';
import { insertId, seedTwoCompanies } from '../../../test/two-companies';

/** The report builder: only readable fields are offered and accepted, record scope applies, groups are counted in SQL. */
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
const period = { from: '2026-01-01', to: '2026-11-15' };

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['manager', 'hr_manager'],
    ['staff', 'hr_staff'],
    ['exec', 'executive'],
    ['worker', 'employee'],
  ]);
  const { ids: seeded } = await seedTwoCompanies(t);
  Object.assign(ids, seeded);
  const employee = (no: string, name: string, corp: string, div: string, team: string, teamName: string, grade: string, hire: string, left: string | null = null) =>
    insertId(
      t,
      sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id, team, job_grade, hire_date, termination_date, employment_status, is_active)
          values (${no}, ${name}, ${corp}, ${div}, ${team}, ${teamName}, ${grade}, ${hire}, ${left}, ${left ? '퇴직' : '재직'}, ${left === null}) returning id`,
    );
  ids.e1 = await employee('RB001', '강검색', ids.corpA!, ids.divA!, ids.teamA1!, '검색팀', '과장', '2020-01-01');
  ids.e2 = await employee('RB002', '윤결제', ids.corpA!, ids.divA!, ids.teamA2!, '결제팀', '대리', '2022-06-01');
  ids.e3 = await employee('RB003', '서배송', ids.corpB!, ids.divB!, ids.teamB1!, '배송팀', '대리', '2021-03-01');
  ids.e4 = await employee('RB004', '한퇴사', ids.corpA!, ids.divA!, ids.teamA1!, '검색팀', '대리', '2019-01-01', '2026-06-30');
  ids.e5 = await employee('RB005', '오래전', ids.corpB!, ids.divB!, ids.teamB1!, '배송팀', '부장', '2010-01-01', '2020-01-01');

  const resignation = (employeeId: string, status: string, last: string, type: string) =>
    t.db.execute(
      sql`insert into resignations (employee_id, status, request_date, last_working_date, resignation_type, requested_by_label) values (${employeeId}, ${status}, '2026-01-10', ${last}, ${type}, 'test')`,
    );
  await resignation(ids.e4!, 'completed', '2026-06-30', '자진퇴사');
  await resignation(ids.e3!, 'approved', '2026-03-31', '권고사직');
  await resignation(ids.e2!, 'pending', '2026-12-31', '자진퇴사');

  const template = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('기본', '[]'::jsonb) returning id`);
  const cycle = await insertId(
    t,
    sql`insert into evaluation_cycles (name, period_start, period_end, template_id, population, status) values ('2026 상반기', '2026-01-01', '2026-06-30', ${template}, '{}'::jsonb, 'released') returning id`,
  );
  const evaluation = (employeeId: string, grade: string, score: number) =>
    t.db.execute(sql`insert into evaluations (cycle_id, employee_id, status, grade, final_score) values (${cycle}, ${employeeId}, 'confirmed', ${grade}, ${score})`);
  await evaluation(ids.e1!, 'A', 90);
  await evaluation(ids.e2!, 'B', 80);
  await evaluation(ids.e3!, 'B', 70);

  ids.scoped = (await createTestUser(t, 'scoped', ['employee'])).id;
  const grants: GrantInput[] = [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.teamA1!] }];
  expect((await api('PUT', `/api/mongo/admin/users/${ids.scoped}/grants`, as.admin!, { grants })).statusCode).toBe(200);
  as.scoped = bearer((await login(t, 'scoped')).token.access_token);
});
afterAll(() => t.close());

const fields = async (who: string) => body(await api('GET', '/api/reports/builder/fields', as[who]!));
const preview = (who: string, definition: BuilderDefinitionInput | Record<string, unknown>, filters: Record<string, unknown> = period) =>
  api('POST', '/api/reports/builder/preview', as[who]!, { title: '테스트', definition, filters });
const keysOf = (set: Json) => set.fields.map((f: Json) => f.key);
const groupsOf = (result: Json) => Object.fromEntries(result.tables.find((tb: Json) => tb.id === 'custom-groups').rows.map((r: Json) => [r.category, r.value ?? r.count]));

describe('GET /api/reports/builder/fields', () => {
  it('offers only data sets and fields the caller may read, never RRN, salary, bank or disability', async () => {
    const all = await fields('manager');
    expect(all.dataSets.map((s: Json) => s.key)).toEqual(['employees', 'resignations', 'evaluations']);
    const everyKey = all.dataSets.flatMap(keysOf).join(',');
    expect(everyKey).not.toMatch(/rrn|salary|bank|disab/i);
    expect(keysOf(all.dataSets[2])).toContain('grade');

    const staff = await fields('staff');
    expect(keysOf(staff.dataSets.find((s: Json) => s.key === 'evaluations'))).not.toContain('grade');
    expect(keysOf(staff.dataSets.find((s: Json) => s.key === 'evaluations'))).not.toContain('finalScore');

    // Executives read employees and evaluations but not resignations.
    expect((await fields('exec')).dataSets.map((s: Json) => s.key)).toEqual(['employees', 'evaluations']);
    expect((await api('GET', '/api/reports/builder/fields', as.worker!)).statusCode).toBe(403);
  });
});

describe('POST /api/reports/builder/preview', () => {
  it('counts people by grade over the period, in SQL, with the rows listed', async () => {
    const res = await preview('manager', { dataSet: 'employees', columns: ['employeeNo', 'name', 'jobGrade'], groupBy: 'jobGrade', chart: 'bar' });
    expect(res.statusCode).toBe(200);
    const result = body(res);
    expect(result.type).toBe('CUSTOM');
    expect(result.title).toBe('테스트');
    expect(result.figures[0].value).toBe(4);
    expect(groupsOf(result)).toEqual({ 대리: 3, 과장: 1 });
    expect(result.charts[0]).toMatchObject({ kind: 'bar', category: 'category', data: [{ category: '대리', value: 3 }, { category: '과장', value: 1 }] });
    expect(result.tables[1].rows.map((r: Json) => r.employeeNo)).toEqual(['RB001', 'RB002', 'RB003', 'RB004']);
    const [access] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from access_log where subject_type = 'custom_report'`);
    expect(access!.n).toBeGreaterThan(0);
  });

  it('averages a number per group and filters by a value', async () => {
    const grades = body(await preview('manager', { dataSet: 'evaluations', columns: ['name', 'grade', 'finalScore'], groupBy: 'grade', aggregate: 'avg', measure: 'finalScore', chart: 'pie' }));
    expect(groupsOf(grades)).toEqual({ A: 90, B: 75 });
    const done = body(
      await preview('manager', { dataSet: 'resignations', columns: ['name', 'status', 'resignationType'], filters: [{ field: 'status', op: 'eq', value: '퇴직 처리' }], groupBy: null, chart: 'none' }),
    );
    expect(done.tables[0].rows).toEqual([{ name: '한퇴사', status: '퇴직 처리', resignationType: '자진퇴사' }]);
    const types = body(await preview('manager', { dataSet: 'resignations', columns: ['name'], groupBy: 'resignationType', chart: 'horizontalBar' }));
    expect(groupsOf(types)).toEqual({ 권고사직: 1, 자진퇴사: 1 });
  });

  it('applies the unit and corporation filters and the caller’s record scope', async () => {
    const byUnit = body(await preview('manager', { dataSet: 'employees', columns: ['employeeNo'], groupBy: 'jobGrade' }, { ...period, unitIds: [ids.divA] }));
    expect(byUnit.tables[1].rows.map((r: Json) => r.employeeNo)).toEqual(['RB001', 'RB002', 'RB004']);
    expect(byUnit.filters.unitNames).toEqual(['플랫폼본부']);
    const byCorp = body(await preview('manager', { dataSet: 'employees', columns: ['employeeNo'], chart: 'none' }, { ...period, corporationId: ids.corpB }));
    expect(byCorp.tables[0].rows).toEqual([{ employeeNo: 'RB003' }]);

    const scoped = body(await preview('scoped', { dataSet: 'employees', columns: ['employeeNo', 'jobGrade'], groupBy: 'jobGrade' }));
    expect(groupsOf(scoped)).toEqual({ 과장: 1, 대리: 1 });
    expect(scoped.tables[1].rows.map((r: Json) => r.employeeNo)).toEqual(['RB001', 'RB004']);
    // Picking a unit outside the scope shows nothing more.
    const outside = body(await preview('scoped', { dataSet: 'employees', columns: ['employeeNo'], chart: 'none' }, { ...period, unitIds: [ids.teamB1] }));
    expect(outside.figures[0].value).toBe(0);
  });

  it('refuses a field the caller may not read (403), an unknown or crafted one (400), and never answers 500', async () => {
    const grade = await preview('staff', { dataSet: 'evaluations', columns: ['name', 'grade'], chart: 'none' });
    expect(grade.statusCode).toBe(403);
    expect(body(grade).message).toContain('등급');
    expect((await preview('staff', { dataSet: 'evaluations', columns: ['name'], groupBy: 'grade' })).statusCode).toBe(403);
    expect((await preview('exec', { dataSet: 'resignations', columns: ['name'], chart: 'none' })).statusCode).toBe(403);

    const rrn = await preview('manager', { dataSet: 'employees', columns: ['name', 'rrn'], chart: 'none' });
    expect(rrn.statusCode).toBe(400);
    expect(body(rrn).details.fields['definition.columns.1']).toContain('알 수 없는 필드');
    expect((await preview('manager', { dataSet: 'employees', columns: ['name_kor; drop table employees'], chart: 'none' })).statusCode).toBe(400);
    expect((await preview('manager', { dataSet: 'employees', columns: ['name'], filters: [{ field: 'tenureYears', op: 'gte', value: '열' }], chart: 'none' })).statusCode).toBe(400);
    expect((await preview('manager', { dataSet: 'employees', columns: ['name'], groupBy: 'name' })).statusCode).toBe(400);
    expect((await preview('manager', { dataSet: 'employees', columns: ['name'], chart: 'bar' })).statusCode).toBe(400);
    expect((await preview('manager', { dataSet: 'employees', columns: ['name'], groupBy: 'team', aggregate: 'avg', measure: 'team' })).statusCode).toBe(400);
    expect((await preview('manager', { dataSet: 'payroll', columns: ['name'] })).statusCode).toBe(400);
    expect((await preview('worker', { dataSet: 'employees', columns: ['name'], chart: 'none' })).statusCode).toBe(403);
    // A value with LIKE wildcards is matched literally.
    const literal = body(await preview('manager', { dataSet: 'employees', columns: ['name'], filters: [{ field: 'name', op: 'contains', value: '%' }], chart: 'none' }));
    expect(literal.figures[0].value).toBe(0);
  });
});
