import { sql } from 'drizzle-orm';
import { bearer, createTestUser, login, type TestApp } from '../../test/app';
import { insertId, seedTwoCompanies } from '../../test/two-companies';

/**
 * The search tests' world: 한빛 (검색팀) and 누리 (배송팀) with people, a job notice and its applicants
 * and documents in each, onboarding checklists with a document each, an evaluation each, and a saved
 * report with a generated file. Employees get their search tokens from search_tokens(), as the writer
 * would (hangul.ts nameSearchTokens).
 */
export async function seedSearchWorld(t: TestApp) {
  const { ids } = await seedTwoCompanies(t);
  const person = (no: string, name: string, team: string, div: string, corp: string, email: string | null = null) =>
    insertId(
      t,
      sql`insert into employees (employee_no, name_kor, email, search_tokens, corporation_id, division_id, team_id, team, job_title, hire_date)
        values (${no}, ${name}, ${email}, search_tokens(${name}), ${corp}, ${div}, ${team}, ${team === ids.teamA1 ? '검색팀' : '배송팀'}, '사원', '2026-01-02') returning id`,
    );
  const a = (no: string, name: string, email?: string) => person(no, name, ids.teamA1, ids.divA, ids.corpA, email ?? null);
  const b = (no: string, name: string) => person(no, name, ids.teamB1, ids.divB, ids.corpB);
  const people = {
    minsu: await a('E-2026-001', '김민수', 'minsu.kim@hanbit.co.kr'),
    min: await a('S200', '김민'),
    parkKimMin: await a('S201', '박김민'),
    gimi: await a('S202', '기미나'),
    minji: await b('S300', '김민지'),
    seoyeon: await b('S301', '이서연'),
  };

  const notice = (title: string, unit: string, unitName: string) =>
    insertId(
      t,
      sql`insert into recruitment_notices (title, unit_id, unit_name, unit_path, job_function, employment_type, headcount, start_date, end_date, status, author_label)
        values (${title}, ${unit}, ${unitName}, ${unitName}, '개발', '정규직', 1, '2026-01-01', '2026-12-31', 'in_progress', 'hr') returning id`,
    );
  const noticeA = await notice('검색 엔진 개발자 채용', ids.teamA1, '검색팀');
  const noticeB = await notice('배송 관리자 채용', ids.teamB1, '배송팀');
  const applicant = (noticeId: string, name: string, email: string, status: string) =>
    insertId(
      t,
      sql`insert into applicants (notice_id, name, email, phone, apply_channel, applied_job_function, applied_at, status)
        values (${noticeId}, ${name}, ${email}, '01012345678', '직접 지원', '개발', '2026-03-01', ${status}) returning id`,
    );
  const applicants = {
    kimMinho: await applicant(noticeA, '김민호', 'minho@mail.com', 'final_passed'),
    kimMina: await applicant(noticeB, '김민아', 'mina@mail.com', 'received'),
  };
  const file = (table: 'applicant_documents' | 'checklist_documents', owner: string, filename: string, kind?: string) =>
    insertId(
      t,
      table === 'applicant_documents'
        ? sql`insert into applicant_documents (applicant_id, kind, filename, content_type, size, sha256, data, uploaded_by)
            values (${owner}, ${kind ?? 'resume'}, ${filename}, 'application/pdf', 8, 'x', '\\x255044462d312e34'::bytea, 'hr') returning id`
        : sql`insert into checklist_documents (instance_id, filename, content_type, size, sha256, data, uploaded_by)
            values (${owner}, ${filename}, 'image/png', 8, 'x', '\\x89504e470d0a1a0a'::bytea, '김민수') returning id`,
    );
  const docs = {
    resumeA: await file('applicant_documents', applicants.kimMinho, '이력서_김민호.pdf'),
    resumeB: await file('applicant_documents', applicants.kimMina, '이력서_김민아.pdf'),
  };

  const template = await insertId(t, sql`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', '신입 온보딩 기본', 1, 'hr') returning id`);
  await t.db.execute(sql`insert into checklist_template_versions (template_id, version, name, sections, items, created_by)
    values (${template}, 1, '신입 온보딩 기본', '[]', '[{"id":"contract"},{"id":"id-card"}]', 'hr')`);
  const instance = (employeeId: string) =>
    insertId(
      t,
      sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, created_by)
        values ('onboarding', ${employeeId}, ${template}, 1, '신입 온보딩 기본', '[]', '[{"id":"contract"}]', 'hr') returning id`,
    );
  const instances = { minsu: await instance(people.minsu), minji: await instance(people.minji) };
  Object.assign(docs, {
    idCardA: await file('checklist_documents', instances.minsu, '신분증_김민수.png'),
    idCardB: await file('checklist_documents', instances.minji, '신분증_김민지.png'),
  });

  const evalTemplate = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('기본 평가', '[]') returning id`);
  const cycle = await insertId(
    t,
    sql`insert into evaluation_cycles (name, period_start, period_end, template_id, population, status) values ('2026 상반기', '2026-01-01', '2026-06-30', ${evalTemplate}, '{}', 'open') returning id`,
  );
  const evaluation = (employeeId: string, first: string | null = null) =>
    insertId(t, sql`insert into evaluations (cycle_id, employee_id, first_evaluator_id) values (${cycle}, ${employeeId}, ${first}) returning id`);
  const evaluations = { minsu: await evaluation(people.minsu), minji: await evaluation(people.minji, people.minsu) };

  const users = {
    hr: await createTestUser(t, 'search.hr', ['hr_manager']),
    scoped: await createTestUser(t, 'search.scoped', ['hr_manager']),
    staff: await createTestUser(t, 'search.staff', ['employee']),
  };
  await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${ids.teamA1}]::uuid[] where user_id = ${users.scoped.id}`);
  await t.db.execute(sql`insert into role_permissions (role, permission) values ('employee', 'search:use') on conflict do nothing`);
  await t.db.execute(sql`update users set employee_id = ${people.minsu} where id = ${users.staff.id}`);

  const saved = await insertId(t, sql`insert into saved_reports (owner_id, name, report_type) values (${users.hr.id}, '월간 인원 현황', 'EXECUTIVE_SUMMARY') returning id`);
  Object.assign(docs, {
    reportFile: await insertId(
      t,
      sql`insert into report_runs (saved_report_id, owner_id, name, report_type, trigger, status, format, started_at, finished_at, filename, content_type, file)
        values (${saved}, ${users.hr.id}, '월간 인원 현황', 'EXECUTIVE_SUMMARY', 'manual', 'success', 'PDF', now(), now(), '월간 인원 현황_2026-03.pdf', 'application/pdf', '\\x255044462d'::bytea) returning id`,
    ),
  });

  const headers = async (loginId: string) => bearer((await login(t, loginId)).token.access_token);
  return {
    ids,
    people,
    notices: { noticeA, noticeB },
    applicants,
    docs: docs as typeof docs & { idCardA: string; idCardB: string; reportFile: string },
    instances,
    template,
    evaluations,
    saved,
    users,
    auth: { hr: await headers('search.hr'), scoped: await headers('search.scoped'), staff: await headers('search.staff') },
  };
}
