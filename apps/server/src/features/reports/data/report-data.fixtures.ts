import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { insertId, seedTwoCompanies } from '../../../test/two-companies';

/**
 * Test data for the reports, on the clock of the tests (today 2026-11-15, Seoul; the default period
 * 2025-12-01 ~ 2026-11-15). 한빛 has 검색팀 (a1-a4) and 결제팀 (a5, a6); 누리 has 배송팀 (b1, b2).
 */
export const reportNow = new Date('2026-11-15T03:00:00Z');

type Person = { no: string; name: string; corp: 'A' | 'B'; team: 'A1' | 'A2' | 'B1'; hire: string; status?: '재직' | '휴직' | '퇴직'; end?: string; grade?: string; type?: string; resignationType?: string };

export const people: Record<string, Person> = {
  a1: { no: 'RP01', name: '강검색', corp: 'A', team: 'A1', hire: '2020-01-01', grade: '과장', type: '정규직' },
  a2: { no: 'RP02', name: '김신입', corp: 'A', team: 'A1', hire: '2026-03-10', grade: '사원', type: '정규직' },
  a3: { no: 'RP03', name: '이퇴직', corp: 'A', team: 'A1', hire: '2019-05-01', status: '퇴직', end: '2026-06-01', grade: '대리', type: '정규직', resignationType: '자발적 퇴직' },
  a4: { no: 'RP04', name: '박휴직', corp: 'A', team: 'A1', hire: '2021-01-01', status: '휴직', grade: '대리', type: '계약직' },
  a5: { no: 'RP05', name: '윤결제', corp: 'A', team: 'A2', hire: '2026-07-01', grade: '사원', type: '정규직' },
  a6: { no: 'RP06', name: '정예전', corp: 'A', team: 'A2', hire: '2018-01-01', status: '퇴직', end: '2025-06-01', grade: '과장', type: '정규직', resignationType: '자발적 퇴직' },
  b1: { no: 'RP07', name: '서배송', corp: 'B', team: 'B1', hire: '2022-01-01', grade: '과장', type: '정규직' },
  b2: { no: 'RP08', name: '한단기', corp: 'B', team: 'B1', hire: '2026-02-01', status: '퇴직', end: '2026-09-01', grade: '사원', type: '정규직', resignationType: '권고사직' },
};

export type ReportSeed = Awaited<ReturnType<typeof seedReportData>>;

export async function seedReportData(t: TestApp) {
  const { ids } = await seedTwoCompanies(t);
  const corpOf = { A: ids.corpA, B: ids.corpB };
  const divOf = { A1: ids.divA, A2: ids.divA, B1: ids.divB };
  const teamOf = { A1: ids.teamA1, A2: ids.teamA2, B1: ids.teamB1 };
  const emp: Record<string, string> = {};
  for (const [key, p] of Object.entries(people)) {
    emp[key] = await insertId(
      t,
      sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id, hire_date, termination_date, employment_status, job_grade, employment_type, resignation_type)
        values (${p.no}, ${p.name}, ${corpOf[p.corp]}, ${divOf[p.team]}, ${teamOf[p.team]}, ${p.hire}, ${p.end ?? null}, ${p.status ?? '재직'}, ${p.grade ?? null}, ${p.type ?? null}, ${p.resignationType ?? null}) returning id`,
    );
  }
  // Leaders: a1 leads 검색팀, b1 leads 배송팀; 결제팀 has no leader.
  await t.db.execute(sql`update org_units set leader_id = ${emp.a1!} where id = ${ids.teamA1}`);
  await t.db.execute(sql`update org_units set leader_id = ${emp.b1!} where id = ${ids.teamB1}`);

  const notice = (title: string, unit: string, unitName: string, headcount: number, status: string) =>
    insertId(
      t,
      sql`insert into recruitment_notices (title, unit_id, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, status, author_label)
        values (${title}, ${unit}, ${unitName}, ${unitName}, '개발', '정규직', ${headcount}, '2026-11-01', '2026-12-31', ${status}, 'test') returning id`,
    );
  const noticeA = await notice('검색 엔지니어', ids.teamA1, '검색팀', 2, 'in_progress');
  const noticeB = await notice('배송 매니저', ids.teamB1, '배송팀', 1, 'in_progress');
  await notice('지난 공고', ids.teamA2, '결제팀', 5, 'closed');
  const applicant = (noticeId: string, n: number, status: string) =>
    t.db.execute(
      sql`insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
        values (${noticeId}, ${`지원자${n}`}, ${`apply${n}@example.com`}, '01000000000', '직접 지원', '개발', '2026-11-05', ${status})`,
    );
  await applicant(noticeA, 1, 'received');
  await applicant(noticeA, 2, 'interview_1');
  await applicant(noticeB, 3, 'received');

  // One competency question (q1, 커뮤니케이션); 리더십 is defined but asked nowhere.
  const sections = [{ id: 's1', title: '역량', questions: [{ id: 'q1', kind: 'competency', competencyCode: 'COMM', weight: 100 }] }];
  const template = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('기본', ${JSON.stringify(sections)}::jsonb) returning id`);
  await t.db.execute(sql`insert into evaluation_codes (kind, code, name, sort_order) values ('competency', 'COMM', '커뮤니케이션', 1), ('competency', 'LEAD', '리더십', 2)`);
  const cycle = (name: string, start: string, end: string, status: string) =>
    insertId(
      t,
      sql`insert into evaluation_cycles (name, period_start, period_end, template_id, population, status) values (${name}, ${start}, ${end}, ${template}, '{}'::jsonb, ${status}) returning id`,
    );
  const closed = await cycle('2025년 평가', '2025-01-01', '2025-12-31', 'released');
  const open = await cycle('2026년 평가', '2026-01-01', '2026-12-31', 'open');
  const evaluation = (cycleId: string, who: string, status: string, score: number | null, grade: string | null, first: string | null = null, rating?: number) =>
    t.db.execute(
      sql`insert into evaluations (cycle_id, employee_id, unit_id, status, final_score, grade, computed_grade, first_evaluator_id, parts)
        values (${cycleId}, ${emp[who]!}, null, ${status}, ${score}, ${grade}, ${grade}, ${first ? emp[first]! : null},
          ${JSON.stringify(rating ? { first: { answers: { q1: { score: rating } }, comment: '', submittedAt: null } } : {})}::jsonb)`,
    );
  await evaluation(closed, 'a1', 'confirmed', 92, 'S', null, 4);
  await evaluation(closed, 'a3', 'confirmed', 65, 'C', 'a1');
  await evaluation(closed, 'a4', 'confirmed', 75, 'B', 'a1', 2);
  await evaluation(closed, 'b1', 'confirmed', 84, 'A');
  await evaluation(open, 'a1', 'confirmed', 88, 'A');
  await evaluation(open, 'a2', 'draft', null, null, 'a1');
  await evaluation(open, 'b1', 'second_reviewed', 81, 'A');
  // a4 has filed (pending); a5's resignation is approved, last working day 2026-12-31.
  const resignation = (who: string, status: string, last: string) =>
    t.db.execute(
      sql`insert into resignations (employee_id, status, request_date, last_working_date, resignation_type, requested_by_label)
        values (${emp[who]!}, ${status}, '2026-11-01', ${last}, '자진퇴사', 'test')`,
    );
  await resignation('a4', 'pending', '2026-12-15');
  await resignation('a5', 'approved', '2026-12-31');
  await t.db.execute(sql`update employees set record = ${JSON.stringify({ personal: { birthDate: '1968-03-02' } })}::jsonb where id = ${emp.a1!}`);
  return { ids, emp, cycles: { closed, open }, notices: { noticeA, noticeB } };
}
