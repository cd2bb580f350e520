import { sql } from 'drizzle-orm';
import { bearer, body, createTestApp, createTestUser, login, requester, type Requester, type TestApp } from '../test/app';
import { insertId, seedTwoCompanies } from '../test/two-companies';
import { principals, type Principal } from './authorization-matrix';

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
  applicant: string;
  units: { teamA1: string; teamB1: string };
};

/** The custom role: reads people (with disability and veteran data), their resignations and evaluations, and approves resignations, within one unit. */
export const customUnitPermissions = [
  'employees:read',
  'employees:sensitive:view',
  'organization:read',
  'resignations:request',
  'resignations:read',
  'resignations:approve',
  'evaluations:self',
  'evaluations:read',
  'checklists:read',
] as const;
export const tokenScopes = ['employees:read'] as const;

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
          disability: { isDisabled: true, degree: '경증' },
          veteran: { isVeteran: true, number: `11-${100000 + n}` },
          bankAccount: { bankName: '국민은행', accountNumber: `123-456-${100000 + n}`, accountHolder: `직원${n}` },
        },
        organization: { insuranceCorpId: corp, divisionId: div, teamId: team },
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
          values (${employee[key]}, '2026-11-20', '2026-12-31', '자진 퇴사', ${`사유 ${key}`}, ${key}) returning id`,
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

  return { t, api, headers, employee, employeeNo, resignation, evaluation, applicant: '', units: { teamA1: ids.teamA1, teamB1: ids.teamB1 } };
}
