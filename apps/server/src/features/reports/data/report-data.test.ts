import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import { reportCatalogue, reportTypes } from '@saram/shared/reports/reports';
import { queryRows } from '../../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../../test/app';
import { reportNow, seedReportData, type ReportSeed } from './report-data.fixtures';

/** The report data routes: permission per report, record scope, filters, the executive summary's figures. */

let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
let seed: ReportSeed;
const data = (slug: string, query = '') => `/api/reports/data/${slug}${query ? `?${query}` : ''}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => reportNow });
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['exec', 'executive'],
    ['staff', 'hr_staff'],
    ['worker', 'employee'],
  ]);
  seed = await seedReportData(t);
  const scopedId = (await createTestUser(t, 'scoped', ['executive'])).id;
  const grants: GrantInput[] = [{ role: 'executive', scopeType: 'unit', scopeUnitIds: [seed.ids.teamA1] }];
  const res = await api('PUT', `/api/mongo/admin/users/${scopedId}/grants`, as.admin!, { grants });
  expect(res.statusCode, res.body).toBe(200);
  as.scoped = bearer((await login(t, 'scoped')).token.access_token);
}, 120_000);
afterAll(() => t.close());

const get = async (who: string, slug: string, query = '') => {
  const res = await api('GET', data(slug, query), as[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return body(res);
};
const accessCount = async (subjectType: string) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from access_log where subject_type = ${subjectType}`))[0]!.n;
const figure = (r: Json, label: string) => r.figures.find((f: Json) => f.label === label)?.value;

describe('permissions', () => {
  it('refuses each report without its permission, in Korean', async () => {
    for (const type of reportTypes) {
      const res = await api('GET', data(reportCatalogue[type].slug), as.worker!);
      expect(res.statusCode, type).toBe(403);
      expect(body(res).message).toMatch(/권한/);
    }
    // HR staff read the operational reports but not the executive summary or pay.
    expect((await api('GET', data('executive-dashboard'), as.staff!)).statusCode).toBe(403);
    expect((await api('GET', data('compensation'), as.staff!)).statusCode).toBe(403);
  });
});

describe('filters', () => {
  it('answers bad filters with 400 and a Korean message', async () => {
    for (const query of ['from=2026-05-01&to=2026-01-01', 'unitIds=abc', 'from=2026-13-01', 'corporationId=1', 'bogus=1']) {
      const res = await api('GET', data('executive-dashboard', query), as.exec!);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).message, query).toMatch(/[가-힣]/);
    }
    const unknownUnit = await api('GET', data('executive-dashboard', 'unitIds=00000000-0000-4000-8000-000000000000'), as.exec!);
    expect(unknownUnit.statusCode).toBe(400);
    expect(body(unknownUnit).details.fields.unitIds).toBe('조직을 찾을 수 없습니다.');
    const longPeriod = await api('GET', data('executive-dashboard', 'from=2000-01-01&to=2026-01-01'), as.exec!);
    expect(longPeriod.statusCode).toBe(400);
  });

  it('fills in the default period: the 12 months up to today from the first of the month', async () => {
    const r = await get('exec', 'executive-dashboard');
    expect(r.filters).toMatchObject({ from: '2025-12-01', to: '2026-11-15', unitIds: [], corporationId: null });
    expect(r.type).toBe('EXECUTIVE_SUMMARY');
    expect(r.title).toBe('경영진 요약');
  });
});

describe('EXECUTIVE_SUMMARY', () => {
  it('counts head count, hires, leavers, turnover, notices and evaluation progress from the records', async () => {
    const r = await get('exec', 'executive-dashboard');
    expect(figure(r, '재직 인원')).toBe(5);
    expect(figure(r, '기간 입사')).toBe(3);
    expect(figure(r, '기간 퇴사')).toBe(2);
    // 2 leavers over the average of 4 (2025-11-30) and 5 (2026-11-15).
    expect(figure(r, '이직률')).toBe(44.4);
    expect(figure(r, '진행 중 채용 공고')).toBe(2);
    expect(figure(r, '지원자')).toBe(3);
    expect(figure(r, '평가 완료율')).toBe(66.7);
    const trend = r.charts.find((c: Json) => c.id === 'headcount-trend');
    expect(trend.data.map((d: Json) => d.headcount)).toEqual([4, 4, 5, 6, 6, 6, 5, 6, 6, 5, 5, 5]);
    expect(trend.data[0].month).toBe('2025.12');
    const flows = r.charts.find((c: Json) => c.id === 'hires-leavers').data;
    expect(flows.find((d: Json) => d.month === '2026.09')).toEqual({ month: '2026.09', hires: 0, leavers: 1 });
    const corps = r.tables.find((x: Json) => x.id === 'corporations').rows;
    expect(corps).toEqual([
      { corporation: '한빛', count: 4, share: 80 },
      { corporation: '누리', count: 1, share: 20 },
    ]);
    expect(r.missing).toEqual([]);
  });

  it('a unit-scoped reader sees only its units', async () => {
    const r = await get('scoped', 'executive-dashboard');
    expect(figure(r, '재직 인원')).toBe(3);
    expect(figure(r, '기간 입사')).toBe(1);
    expect(figure(r, '기간 퇴사')).toBe(1);
    expect(figure(r, '진행 중 채용 공고')).toBe(1);
    expect(figure(r, '지원자')).toBe(2);
    expect(figure(r, '평가 완료율')).toBe(50);
    expect(r.tables.find((x: Json) => x.id === 'corporations').rows).toEqual([{ corporation: '한빛', count: 3, share: 100 }]);
    // A unit filter outside the scope adds no one.
    const other = await get('scoped', 'executive-dashboard', `unitIds=${seed.ids.teamB1}`);
    expect(figure(other, '재직 인원')).toBe(0);
  });

  it('filters by units (with sub-units), corporation and period', async () => {
    const byDivision = await get('exec', 'executive-dashboard', `unitIds=${seed.ids.divA}`);
    expect(figure(byDivision, '재직 인원')).toBe(4);
    expect(byDivision.filters.unitNames).toEqual(['플랫폼본부']);
    const byCorp = await get('exec', 'executive-dashboard', `corporationId=${seed.ids.corpB}`);
    expect(figure(byCorp, '재직 인원')).toBe(1);
    expect(byCorp.filters.corporationName).toBe('누리');
    expect(figure(byCorp, '진행 중 채용 공고')).toBe(1);
    const summer = await get('exec', 'executive-dashboard', 'from=2026-06-01&to=2026-08-31');
    expect(figure(summer, '기간 입사')).toBe(1);
    expect(figure(summer, '기간 퇴사')).toBe(1);
    expect(summer.charts[0].data.map((d: Json) => d.month)).toEqual(['2026.06', '2026.07', '2026.08']);
  });
});

const table = (r: Json, id: string) => r.tables.find((x: Json) => x.id === id);

describe('DEPARTMENT_PERFORMANCE', () => {
  it('per team: head count, hires, leavers, turnover, average score and grades of the latest closed cycle', async () => {
    const r = await get('exec', 'department-performance');
    expect(table(r, 'units').rows).toEqual([
      { unit: '검색팀', headcount: 3, hires: 1, leavers: 1, turnover: 33.3, average: 77.3, grade_S: 1, grade_A: 0, grade_B: 1, grade_C: 1, grade_D: 0 },
      { unit: '결제팀', headcount: 1, hires: 1, leavers: 0, turnover: 0, average: null, grade_S: 0, grade_A: 0, grade_B: 0, grade_C: 0, grade_D: 0 },
      { unit: '배송팀', headcount: 1, hires: 1, leavers: 1, turnover: 100, average: 84, grade_S: 0, grade_A: 1, grade_B: 0, grade_C: 0, grade_D: 0 },
    ]);
    expect(figure(r, '평균 평가 점수')).toBe(79);
    expect(r.charts.map((c: Json) => c.id)).toEqual(['headcount-by-unit', 'turnover-by-unit', 'grades-by-unit']);
    const staff = await get('staff', 'department-performance');
    expect(table(staff, 'units').rows).toHaveLength(3);
  });
});

describe('TALENT_ANALYTICS', () => {
  it('grade distribution, high performers, 직급, 근속 and 고용형태 composition', async () => {
    const r = await get('exec', 'talent-analytics');
    expect(figure(r, '재직 인원')).toBe(5);
    expect(figure(r, '평가 대상')).toBe(4);
    expect(figure(r, '고성과자 비율')).toBe(50);
    expect(figure(r, '평균 평가 점수')).toBe(79);
    expect(r.charts.find((c: Json) => c.id === 'grade-distribution').data).toEqual([
      { grade: 'S', count: 1 },
      { grade: 'A', count: 1 },
      { grade: 'B', count: 1 },
      { grade: 'C', count: 1 },
      { grade: 'D', count: 0 },
    ]);
    expect(table(r, 'job-grades').rows).toEqual([
      { name: '과장', count: 2, share: 40 },
      { name: '사원', count: 2, share: 40 },
      { name: '대리', count: 1, share: 20 },
    ]);
    expect(table(r, 'tenure-bands').rows.map((b: Json) => [b.name, b.count])).toEqual([
      ['1년 미만', 2],
      ['3~5년', 1],
      ['5~10년', 2],
    ]);
    expect(r.charts.find((c: Json) => c.id === 'employment-type').data).toEqual([
      { name: '정규직', count: 4 },
      { name: '계약직', count: 1 },
    ]);
  });
});

describe('MANAGER_EFFECTIVENESS', () => {
  it("per leader: team size and turnover, review completion, the team's grades; an access record", async () => {
    const before = await accessCount('report_manager_effectiveness');
    const r = await get('exec', 'manager-effectiveness');
    expect(table(r, 'leaders').rows).toEqual([
      { leader: '강검색', unit: '검색팀', size: 2, leavers: 1, turnover: 50, assigned: 1, done: 0, completion: 0, grade_S: 0, grade_A: 0, grade_B: 1, grade_C: 1, grade_D: 0 },
      { leader: '서배송', unit: '배송팀', size: 0, leavers: 1, turnover: null, assigned: 0, done: 0, completion: null, grade_S: 0, grade_A: 0, grade_B: 0, grade_C: 0, grade_D: 0 },
    ]);
    expect(figure(r, '조직장')).toBe(2);
    expect(figure(r, '평가 완료율')).toBe(0);
    expect(await accessCount('report_manager_effectiveness')).toBe(before + 1);
    // A kept answer (nothing changed) is still an access: one record per read.
    expect(table(await get('exec', 'manager-effectiveness'), 'leaders').rows).toHaveLength(2);
    expect(await accessCount('report_manager_effectiveness')).toBe(before + 2);
    const scoped = await get('scoped', 'manager-effectiveness');
    expect(table(scoped, 'leaders').rows.map((x: Json) => x.leader)).toEqual(['강검색']);
  });
});

describe('SUCCESSION_PLANNING', () => {
  it('leader posts filled and vacant, tenure and age where recorded; candidates reported missing', async () => {
    const r = await get('exec', 'succession-planning');
    expect(table(r, 'posts').rows.map((x: Json) => [x.unit, x.status, x.leader, x.tenure, x.age, x.grade])).toEqual([
      ['물류본부', '공석', null, null, null, null],
      ['플랫폼본부', '공석', null, null, null, null],
      ['검색팀', '재임', '강검색', 6, 58, 'S'],
      ['결제팀', '공석', null, null, null, null],
      ['배송팀', '재임', '서배송', 4, null, 'A'],
    ]);
    expect([figure(r, '조직장 직책'), figure(r, '공석'), figure(r, '공석률'), figure(r, '조직장 평균 근속'), figure(r, '55세 이상 조직장')]).toEqual([5, 3, 60, 5, 1]);
    expect(r.missing.map((m: Json) => m.title)).toEqual(['승계 후보']);
    expect(JSON.stringify(r)).not.toMatch(/후보자 수|candidate/i);
    const scoped = await get('scoped', 'succession-planning');
    expect(table(scoped, 'posts').rows.map((x: Json) => x.unit)).toEqual(['검색팀']);
  });
});

describe('SKILLS_GAP and TRAINING_EFFECTIVENESS', () => {
  it('skills: says what is missing and shows only the competencies the evaluations hold', async () => {
    const r = await get('staff', 'skills-gap');
    expect(r.missing.map((m: Json) => m.title)).toEqual(['보유 역량', '직무별 필요 역량']);
    expect(table(r, 'competencies').rows).toEqual([
      { code: 'COMM', name: '커뮤니케이션', questions: 1, answers: 2, average: 3 },
      { code: 'LEAD', name: '리더십', questions: 0, answers: 0, average: null },
    ]);
    expect(r.charts[0].data).toEqual([{ name: '커뮤니케이션', average: 3 }]);
  });

  it('training: only what is missing, no figures at all', async () => {
    const r = await get('staff', 'training-effectiveness');
    expect(r.missing).toHaveLength(2);
    expect([r.figures, r.charts, r.tables]).toEqual([[], [], []]);
  });
});

describe('RETENTION_RISK', () => {
  it('leavers by month, tenure and type, early leavers, and the counted risk signals', async () => {
    const r = await get('staff', 'retention-risk');
    expect([figure(r, '기간 퇴사'), figure(r, '이직률'), figure(r, '조기 퇴사(1년 미만)'), figure(r, '승인 대기 사직서'), figure(r, '퇴직 예정'), figure(r, '장기 미평가')]).toEqual([
      2, 44.4, 1, 1, 1, 0,
    ]);
    expect(table(r, 'tenure').rows).toEqual([
      { name: '1년 미만', count: 1, share: 50 },
      { name: '5~10년', count: 1, share: 50 },
    ]);
    expect(table(r, 'types').rows.map((x: Json) => x.name).sort()).toEqual(['권고사직', '자발적 퇴직']);
    expect(table(r, 'units').rows[0]).toEqual({ unit: '배송팀', headcount: 1, leavers: 1, turnover: 100 });
    expect(r.missing.map((m: Json) => m.title)).toEqual(['퇴직 위험 점수']);
    // Long service with no evaluation in a cycle closed in the last two years.
    await t.db.execute(sql`insert into employees (employee_no, name_kor, corporation_id, team_id, hire_date) values ('RP09', '오장기', ${seed.ids.corpA}, ${seed.ids.teamA2}, '2015-01-01')`);
    expect(figure(await get('staff', 'retention-risk'), '장기 미평가')).toBe(1);
    expect(figure(await get('scoped', 'retention-risk'), '장기 미평가')).toBe(0);
  });
});

describe('kept answers', () => {
  it('a change to any table a report reads shows on the next read', async () => {
    const before = figure(await get('exec', 'executive-dashboard'), '진행 중 채용 공고');
    expect(figure(await get('exec', 'executive-dashboard'), '진행 중 채용 공고')).toBe(before);
    await t.db.execute(
      sql`insert into recruitment_notices (title, unit_id, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, status, author_label)
        values ('새 공고', ${seed.ids.teamA2}, '결제팀', '결제팀', '개발', '정규직', 1, '2026-11-01', '2026-12-31', 'in_progress', 'test')`,
    );
    expect(figure(await get('exec', 'executive-dashboard'), '진행 중 채용 공고')).toBe(before + 1);
    await t.db.execute(sql`update evaluations set status = 'confirmed' where status = 'draft'`);
    expect(figure(await get('exec', 'executive-dashboard'), '평가 완료율')).toBe(100);
  });
});
