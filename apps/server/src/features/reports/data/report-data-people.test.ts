import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import { queryRows } from '../../../db/client';
import { encryptField } from '../../../lib/auth/crypto';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../../test/app';
import { insertId } from '../../../test/two-companies';
import { reportNow, seedReportData, type ReportSeed } from './report-data.fixtures';

/** The reports that read one person or pay: compensation (salary permission, small groups left out) and individual progress. */

let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
let seed: ReportSeed;
const data = (slug: string, query = '') => `/api/reports/data/${slug}${query ? `?${query}` : ''}`;
const salary = (id: string, baseSalary: number) =>
  t.db.execute(sql`update employees set salary_enc = ${encryptField(t.secrets.encryptionKey, JSON.stringify({ baseSalary, allowances: 100000 }))}, version = version + 1, updated_at = now() where id = ${id}`);
const accessRows = (subjectType: string) =>
  queryRows<{ subject_id: string; fields: string[] }>(t.db, sql`select subject_id, fields from access_log where subject_type = ${subjectType} order by at`);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => reportNow });
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['hr', 'hr_manager'],
    ['exec', 'executive'],
    ['staff', 'hr_staff'],
  ]);
  seed = await seedReportData(t);
  seed.emp.c1 = await insertId(
    t,
    sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id, hire_date, job_grade) values ('RP10', '가나중', ${seed.ids.corpA}, ${seed.ids.divA}, ${seed.ids.teamA1}, '2024-01-01', '사원') returning id`,
  );
  // 사원 3명 (3,000,000 / 3,200,000 / 3,400,000), 과장 2명, 대리 1명; 검색팀 4명, 결제팀 1명, 배송팀 1명.
  for (const [who, amount] of [['a1', 5_000_000], ['a2', 3_000_000], ['a4', 4_000_000], ['a5', 3_200_000], ['b1', 5_500_000], ['c1', 3_400_000]] as const) await salary(seed.emp[who]!, amount);
  // A retired person's salary is never counted.
  await salary(seed.emp.a3!, 9_000_000);
  const scopedId = (await createTestUser(t, 'scoped', ['hr_manager'])).id;
  const grants: GrantInput[] = [{ role: 'hr_manager', scopeType: 'unit', scopeUnitIds: [seed.ids.teamA1] }];
  expect((await api('PUT', `/api/mongo/admin/users/${scopedId}/grants`, as.admin!, { grants })).statusCode).toBe(200);
  as.scoped = bearer((await login(t, 'scoped')).token.access_token);
}, 120_000);
afterAll(() => t.close());

const get = async (who: string, slug: string, query = '') => {
  const res = await api('GET', data(slug, query), as[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return body(res);
};
const figure = (r: Json, label: string) => r.figures.find((f: Json) => f.label === label)?.value;
const table = (r: Json, id: string) => r.tables.find((x: Json) => x.id === id);

describe('COMPENSATION_ANALYSIS', () => {
  it('needs the salary permission as well as the report permission', async () => {
    const res = await api('GET', data('compensation'), as.exec!);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('보상 분석은 급여 정보 열람 권한이 있어야 볼 수 있습니다.');
    expect((await api('GET', data('compensation'), as.staff!)).statusCode).toBe(403);
  });

  it('bands by 직급 and unit; groups under 3 people are left out with a note; an access record', async () => {
    const before = (await accessRows('report_compensation')).length;
    const r = await get('hr', 'compensation');
    expect(table(r, 'by-grade').rows).toEqual([{ name: '사원', count: 3, min: 3_000_000, median: 3_200_000, max: 3_400_000 }]);
    expect(table(r, 'by-unit').rows).toEqual([{ name: '검색팀', count: 4, min: 3_000_000, median: 3_700_000, max: 5_000_000 }]);
    expect(figure(r, '집계 인원')).toBe(6);
    expect(figure(r, '전체 중위 기본급')).toBe(3_700_000);
    expect(r.notes).toContain('직급 그룹 2개는 3명 미만이라 표시하지 않았습니다.');
    expect(r.notes).toContain('조직 그룹 2개는 3명 미만이라 표시하지 않았습니다.');
    // No figure of a group under three anywhere: 과장 (5,000,000 and 5,500,000), 대리 (4,000,000), the retired 9,000,000.
    for (const amount of [5_500_000, 4_000_000, 9_000_000]) expect(JSON.stringify(r)).not.toContain(String(amount));
    const rows = await accessRows('report_compensation');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.fields).toEqual(['salary']);
  });

  it('answers a changed salary at once, and a scoped reader sees only its units', async () => {
    await salary(seed.emp.c1!, 3_600_000);
    const r = await get('hr', 'compensation');
    expect(table(r, 'by-grade').rows[0].max).toBe(3_600_000);
    const scoped = await get('scoped', 'compensation');
    expect(figure(scoped, '집계 인원')).toBe(4);
    expect(table(scoped, 'by-grade').rows).toEqual([]);
    expect(table(scoped, 'by-unit').rows).toEqual([{ name: '검색팀', count: 4, min: 3_000_000, median: 3_800_000, max: 5_000_000 }]);
  });

  it('exports as Excel and PDF: the export opens salaries with the same key as the screen', async () => {
    for (const format of ['EXCEL', 'PDF']) {
      const res = await api('GET', `/api/reports/data/compensation/export?format=${format}`, as.hr!);
      expect({ format, status: res.statusCode }, res.body.slice(0, 300)).toEqual({ format, status: 200 });
      expect(res.headers['content-type']).toContain(format === 'PDF' ? 'application/pdf' : 'spreadsheetml');
    }
  });
});

describe('INDIVIDUAL_PROGRESS', () => {
  it("one person: evaluations across cycles (scores of closed cycles only), onboarding; an access record of that person", async () => {
    const r = await get('staff', 'individual-progress', `employeeId=${seed.emp.a1}`);
    expect(r.filters.employeeName).toBe('강검색');
    expect(table(r, 'evaluations').rows.map((x: Json) => [x.cycle, x.score, x.grade])).toEqual([
      ['2025년 평가', 92, 'S'],
      ['2026년 평가', null, null],
    ]);
    expect(r.charts[0].data).toEqual([{ cycle: '2025년 평가', score: 92 }]);
    expect(figure(r, '평가 참여 주기')).toBe(2);
    const rows = await accessRows('employee');
    expect(rows.some((x) => x.subject_id === seed.emp.a1 && x.fields.includes('evaluation'))).toBe(true);
  });

  it('someone outside the scope reads as absent; a bad id is 400', async () => {
    expect((await api('GET', data('individual-progress', `employeeId=${seed.emp.b1}`), as.scoped!)).statusCode).toBe(404);
    expect((await api('GET', data('individual-progress', 'employeeId=00000000-0000-4000-8000-000000000000'), as.staff!)).statusCode).toBe(404);
    expect((await api('GET', data('individual-progress', 'employeeId=x'), as.staff!)).statusCode).toBe(400);
  });

  it('without a person: the people in scope with their latest grade, one bulk access record', async () => {
    const before = (await accessRows('report_individual_list')).length;
    const r = await get('scoped', 'individual-progress');
    expect(table(r, 'people').rows.map((x: Json) => [x.name, x.grade])).toEqual([
      ['가나중', null],
      ['강검색', 'S'],
      ['김신입', null],
      ['박휴직', 'B'],
    ]);
    expect(table(r, 'people').omitted).toBe(0);
    expect((await accessRows('report_individual_list')).length).toBe(before + 1);
  });
});
