import { sql } from 'drizzle-orm';
import { bearer, body, createTestApp, createTestUser, login, requester, type Requester, type TestApp } from '../test/app';
import { insertId, seedTwoCompanies } from '../test/two-companies';
import { startOnboarding } from '../features/onboarding/onboarding.fixtures';
import { customUnitPermissions, principals, tokenScopes, type Principal } from './authorization-matrix';

/**
 * One company world for the authorization matrix and the field allowlists (issue 32 items 1 and 2).
 *
 * Every signed-in principal is linked to its own employee in 검색팀 (teamA1) of 한빛; `same` is a
 * colleague in 검색팀 linked to nobody, `other` works in 배송팀 (teamB1) of 누리. The `unit` principal
 * holds a custom role granted for 검색팀 only; `token` is an API token with employees:read made by
 * `admin` (its own record is admin's). Each of those people has a pending resignation and an
 * evaluation in an open cycle; the `evaluator` principal is the first evaluator of `same`'s.
 */
export type World = {
  t: TestApp;
  api: Requester;
  headers: Record<Principal, Record<string, string>>;
  /** Employee id per principal (token: admin's), plus `same` and `other`. */
  employee: Record<Principal | 'same' | 'other', string>;
  employeeNo: Record<Principal | 'same' | 'other', string>;
  resignation: Record<Principal | 'same' | 'other', string>;
  evaluation: Record<Principal | 'same' | 'other', string>;
  /** The open evaluation cycle of those evaluations. */
  cycle: string;
  /** An onboarding checklist of each of those people. */
  checklist: Record<Principal | 'same' | 'other', string>;
  /** A sign-off on each of those checklists. */
  verification: Record<Principal | 'same' | 'other', string>;
  /** A task force of the colleague and the person of the other unit. */
  taskForce: string;
  notice: string;
  applicant: string;
  units: { teamA1: string; teamB1: string };
};


const sessionRoles: Record<Exclude<Principal, 'unit' | 'token'>, string> = {
  admin: 'admin',
  hr_manager: 'hr_manager',
  hr_staff: 'hr_staff',
  executive: 'executive',
  evaluator: 'evaluator',
  evaluation_only: 'evaluation_only',
  employee: 'employee',
};

export async function createWorld(): Promise<World> {
  const t = await createTestApp();
  const api = requester(t);
  const { ids } = await seedTwoCompanies(t);
  const headers = {} as World['headers'];
  const userIds: Partial<Record<Principal, string>> = {};
  for (const [p, role] of Object.entries(sessionRoles)) {
    userIds[p as Principal] = (await createTestUser(t, p, [role])).id;
    headers[p as Principal] = bearer((await login(t, p)).token.access_token);
  }
  const adminApi = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => api(method, url, headers.admin, payload);
  const ok = async (res: Awaited<ReturnType<Requester>>) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return body(res);
  };

  const employee = {} as World['employee'];
  const employeeNo = {} as World['employeeNo'];
  let n = 0;
  const hire = async (key: Principal | 'same' | 'other', corp: string, div: string, team: string) => {
    n++;
    const created = await ok(
      await adminApi('POST', '/api/mongo/employees', {
        personal: {
          nameKor: `직원${n}`,
          employeeNo: `AZ${String(n).padStart(3, '0')}`,
          rrn: `9001${String(10 + n)}-1234567`.slice(0, 14),
          phone: `010-2000-${String(1000 + n)}`,
          emailPersonal: `person${n}@example.com`,
          address: '서울 강남구 테헤란로 152',
          emergencyContact: { name: '가족', relationship: '배우자', phone: '010-3000-0000' },
          disability: { isDisabled: true, degree: '경증' },
          veteran: { isVeteran: true, number: `11-${100000 + n}` },
          bankAccount: { bankName: '국민은행', accountNumber: `123-456-${100000 + n}`, accountHolder: `직원${n}` },
        },
        organization: { insuranceCorpId: corp, divisionId: div, teamId: team, jobTitle: '매니저', employmentType: '정규직' },
        accounts: { email: `az${n}@hanbit.example` },
        salary: { baseSalary: 3_000_000 + n },
      }),
    );
    employee[key] = created._id;
    employeeNo[key] = created.personal.employeeNo;
  };
  for (const p of Object.keys(sessionRoles)) await hire(p as Principal, ids.corpA, ids.divA, ids.teamA1);
  await hire('unit', ids.corpA, ids.divA, ids.teamA1);
  await hire('same', ids.corpA, ids.divA, ids.teamA1);
  await hire('other', ids.corpB, ids.divB, ids.teamB1);

  const role = await ok(await adminApi('POST', '/api/mongo/admin/roles', { label: '검색팀 인사', permissions: customUnitPermissions }));
  userIds.unit = (await createTestUser(t, 'unit', [])).id;
  await ok(await adminApi('PUT', `/api/mongo/admin/users/${userIds.unit}/grants`, { grants: [{ role: role.name, scopeType: 'unit', scopeUnitIds: [ids.teamA1] }] }));
  for (const p of [...Object.keys(sessionRoles), 'unit'] as Principal[]) {
    await t.db.execute(sql`update users set employee_id = ${employee[p]} where id = ${userIds[p]!}`);
  }
  headers.unit = bearer((await login(t, 'unit')).token.access_token);
  const token = await ok(await adminApi('POST', '/api/mongo/admin/api-tokens', { name: '직원 조회 연동', scopes: tokenScopes }));
  headers.token = bearer(token.token);
  employee.token = employee.admin;
  employeeNo.token = employeeNo.admin;

  const people = [...principals.filter((p) => p !== 'token'), 'same', 'other'] as const;
  const resignation = {} as World['resignation'];
  for (const key of people) {
    resignation[key] = await insertId(
      t,
      sql`insert into resignations (employee_id, request_date, last_working_date, resignation_type, reason, requested_by_label)
          values (${employee[key]}, '2026-11-20', '2026-12-31', '자진퇴사', ${`사유 ${key}`}, ${key}) returning id`,
    );
  }
  resignation.token = resignation.admin;

  const template = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('권한 점검 양식', '[]'::jsonb) returning id`);
  const cycle = await insertId(
    t,
    sql`insert into evaluation_cycles (name, period_start, period_end, template_id, population, status)
        values ('2026 하반기', '2026-07-01', '2026-12-31', ${template}, '{"unitIds":[],"employmentTypes":[],"hiredOnOrBefore":null}'::jsonb, 'open') returning id`,
  );
  const evaluation = {} as World['evaluation'];
  for (const key of people) {
    const first = key === 'same' ? employee.evaluator : null;
    // `same` has submitted its part (its evaluator may read it); the first evaluator's draft is the evaluator's own.
    const parts =
      key === 'same'
        ? { self: { answers: {}, comment: '자기 평가 의견', submittedAt: '2026-11-01T00:00:00.000Z' }, first: { answers: {}, comment: '1차 평가자 초안', submittedAt: null } }
        : { self: { answers: {}, comment: `${key} 초안`, submittedAt: null } };
    evaluation[key] = await insertId(
      t,
      sql`insert into evaluations (cycle_id, employee_id, unit_id, first_evaluator_id, status, parts, self_score, first_score)
          values (${cycle}, ${employee[key]}, ${key === 'other' ? ids.teamB1 : ids.teamA1}, ${first}, ${key === 'same' ? 'submitted' : 'draft'},
                  ${JSON.stringify(parts)}::jsonb, ${key === 'same' ? 4.2 : null}, ${key === 'same' ? 3.9 : null}) returning id`,
    );
  }
  evaluation.token = evaluation.admin;
  const checklist = {} as World['checklist'];
  for (const key of people) checklist[key] = await startOnboarding(t, employee[key]);
  checklist.token = checklist.admin;
  const verification = {} as World['verification'];
  for (const key of people) {
    verification[key] = await insertId(
      t,
      sql`insert into checklist_verifications (instance_id, item_id, method, status, created_by, decided_by, decided_at)
          values (${checklist[key]}, 'contract', 'sign_off', 'verified', 'test', 'test', now()) returning id`,
    );
  }
  verification.token = verification.admin;
  const taskForce = await ok(
    await adminApi('POST', '/api/v1/organizational-hierarchy/tf', {
      tfName: '검색 품질 TF',
      startDate: '2026-11-01',
      endDate: '2027-03-31',
      members: [{ employeeId: employee.same }, { employeeId: employee.other }],
    }),
  );

  // A running job notice of 검색팀 with one applicant, scored by two interviewers.
  const notice = await ok(
    await api('POST', '/api/recruitment/notices', headers.hr_manager, {
      title: '검색 엔지니어',
      unit_id: ids.teamA1,
      job_function: '검색 개발',
      employment_type: '정규직',
      headcount: 1,
      start_date: '2026-11-01',
      end_date: '2026-12-31',
      description: '<p>검색 품질 개선</p>',
      approver_id: userIds.admin,
    }),
  );
  await ok(await adminApi('PUT', `/api/recruitment/notices/${notice.id}/approve`, {}));
  const applicant = await ok(
    await api('POST', '/api/applicant', headers.hr_staff, { recruitment_id: notice.id, name: '김지원', email: 'applicant@example.com', phone: '010-1234-5678', apply_channel: '원티드', birth_date: '1995-05-05' }),
  );
  await ok(await api('PUT', `/api/applicant/${applicant.id}/evaluations`, headers.hr_staff, { stage: 'document', score: 4, note: '실무 경험 충분' }));
  await ok(await adminApi('PUT', `/api/applicant/${applicant.id}/evaluations`, { stage: 'document', score: 3, note: '관리자 의견' }));

  return { t, api, headers, notice: notice.id, employee, employeeNo, resignation, evaluation, cycle, checklist, verification, taskForce: taskForce.id, applicant: applicant.id, units: { teamA1: ids.teamA1, teamB1: ids.teamB1 } };
}
