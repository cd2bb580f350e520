import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../db/client';
import { systemActor } from '../lib/auth/actor';
import { answersFor } from '../demo/evaluations';
import { seedDemo } from '../demo/seed';
import { bearer, body, createTestApp, login, requester, testPassword, type Requester, type TestApp } from '../test/app';

/**
 * Parallel writes to one record (run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the
 * requests really overlap on separate connections): two edits with the same version → one 200 and one
 * 409; parallel decisions on one resignation, task force, job notice and evaluation step → exactly
 * one succeeds, the others get 409, and exactly one audit row is written for the change.
 */

const parallel = 4;
let t: TestApp;
let api: Requester;
const as: Record<string, Record<string, string>> = {};

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0]!;
/** Audit rows about one record (of any action: a lost race must write none at all). */
const auditRows = async (targetId: string) => (await one<{ n: number }>(sql`select count(*)::int as n from audit_log where target_id = ${targetId}`)).n;

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  await seedDemo(t.db, systemActor('test'), testPassword, t.secrets.encryptionKey, { employees: 60 });
  for (const loginId of ['hr.manager', 'employee', 'eval.only', 'evaluator']) as[loginId] = bearer((await login(t, loginId)).token.access_token);
}, 120_000);
afterAll(() => t.close());

/** The same request sent `n` times at once. */
const race = (n: number, send: () => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: n }, send));

/** Exactly one answer `ok`, every other one 409 in the error shape. */
function expectOneWinner(answers: LightMyRequestResponse[], ok = 200) {
  const statuses = answers.map((r) => r.statusCode).sort();
  expect(statuses, answers.map((r) => r.body.slice(0, 200)).join('\n')).toEqual([ok, ...Array(answers.length - 1).fill(409)].sort());
  for (const loser of answers.filter((r) => r.statusCode === 409)) expect(loser.json()).toMatchObject({ code: expect.any(String), message: expect.any(String), errorId: expect.any(String) });
}

describe('two edits of one record with the same version: one 200, one 409, one audit row', () => {
  /**
   * `table` holds the record's version (a task force's is its unit's); `where` picks one record;
   * `audits`: rows one edit writes (a task force edit records the unit change and the TF change).
   */
  const cases: { name: string; table: string; where: string; url: (id: string) => string; edit: (i: number) => object; audits?: number }[] = [
    // Not the editor's own record: a person may not change their own placement and title (role rules read them).
    { name: 'employee', table: 'employees', where: "employment_status <> '퇴직' and id::text not in (select employee_id from users where employee_id is not null)", url: (id) => `/api/mongo/employees/${id}`, edit: (i) => ({ organization: { jobTitle: `동시 수정 ${i}` } }) },
    { name: 'organisation unit', table: 'org_units', where: 'level = 3 and is_active', url: (id) => `/api/v1/organizational-hierarchy/units/${id}`, edit: (i) => ({ description: `동시 수정 ${i}` }) },
    { name: 'corporation', table: 'corporations', where: 'true', url: (id) => `/api/v1/corporate-structure/${id}`, edit: (i) => ({ address: `서울특별시 동시로 ${i}` }) },
    { name: 'job notice', table: 'recruitment_notices', where: "status = 'in_progress'", url: (id) => `/api/recruitment/notices/${id}`, edit: (i) => ({ title: `동시 수정 공고 ${i}` }) },
    {
      name: 'task force',
      table: 'org_units',
      where: "id in (select unit_id from task_forces where status = 'DRAFT')",
      url: (id) => `/api/v1/organizational-hierarchy/tf/${id}`,
      edit: (i) => ({ purpose: `동시 수정 ${i}` }),
      audits: 2,
    },
    { name: 'common type', table: 'common_types', where: 'is_active', url: (id) => `/api/mongo/common-types/${id}`, edit: (i) => ({ description: `동시 수정 ${i}` }) },
  ];
  const versionOf = (table: string, where: string) => one<{ id: string; version: number }>(sql.raw(`select id::text as id, version from ${table} where ${where} order by id limit 1`));

  for (const c of cases) {
    it(c.name, async () => {
      const { id, version } = await versionOf(c.table, c.where);
      const before = await auditRows(id);
      const answers = await Promise.all([0, 1].map((i) => api('PUT', c.url(id), as['hr.manager']!, { ...c.edit(i), version })));
      expectOneWinner(answers);
      expect(await auditRows(id)).toBe(before + (c.audits ?? 1));
      expect((await versionOf(c.table, `id = '${id}'`)).version).toBe(version + 1);
    });
  }
});

describe('parallel decisions on one request: exactly one succeeds, one audit row', () => {
  it('resignation: approvals of one pending request', async () => {
    const { id } = await one<{ id: string }>(sql`select id::text as id from resignations where status = 'pending' order by created_at limit 1`);
    const before = await auditRows(id);
    expectOneWinner(await race(parallel, () => api('PUT', `/api/mongo/resignations/${id}/approve`, as['hr.manager']!, { comment: '승인' })));
    expect(await auditRows(id)).toBe(before + 1);
    expect((await one<{ status: string }>(sql`select status from resignations where id = ${id}`)).status).toBe('approved');
  });

  it('resignation: an approval and a rejection of one pending request', async () => {
    const { id } = await one<{ id: string }>(sql`select id::text as id from resignations where status = 'pending' order by created_at limit 1`);
    const before = await auditRows(id);
    const answers = await Promise.all([
      api('PUT', `/api/mongo/resignations/${id}/approve`, as['hr.manager']!, {}),
      api('PUT', `/api/mongo/resignations/${id}/reject`, as['hr.manager']!, { reason: '반려' }),
    ]);
    expectOneWinner(answers);
    expect(await auditRows(id)).toBe(before + 1);
  });

  it('resignation: requests filed at once for one employee (one open request per person)', async () => {
    const { id: employee } = await one<{ id: string }>(
      sql`select id::text as id from employees e where employment_status <> '퇴직'
          and not exists (select 1 from resignations r where r.employee_id = e.id) order by employee_no desc limit 1`,
    );
    const filed = () => api('POST', '/api/mongo/resignations', as['hr.manager']!, { employee_id: employee, lastWorkingDate: '2027-01-29', resignationType: '자진퇴사', reason: '동시 신청' });
    expectOneWinner(await race(parallel, filed), 201);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from resignations where employee_id = ${employee}`)).n).toBe(1);
  });

  it('task force: approvals of one request waiting for approval', async () => {
    const { id } = await one<{ id: string }>(sql`select unit_id::text as id from task_forces where status = 'PENDING_APPROVAL' limit 1`);
    const before = await auditRows(id);
    expectOneWinner(await race(parallel, () => api('POST', `/api/v1/organizational-hierarchy/tf/workflow/${id}/approve`, as['hr.manager']!, { comments: '승인' })));
    expect(await auditRows(id)).toBe(before + 1);
    const steps = await one<{ n: number }>(sql`select count(*)::int as n from task_force_approvals where unit_id = ${id} and decision = 'APPROVED'`);
    expect(steps.n).toBe(1);
  });

  it('job notice: approvals of one notice waiting for approval', async () => {
    const { id } = await one<{ id: string }>(sql`select id::text as id from recruitment_notices where status = 'waiting_approval' limit 1`);
    const before = await auditRows(id);
    expectOneWinner(await race(parallel, () => api('PUT', `/api/recruitment/notices/${id}/approve`, as['hr.manager']!, {})));
    expect(await auditRows(id)).toBe(before + 1);
  });

  /** The evaluation `loginId` may write next, with its answers saved complete (so a submit is accepted). */
  async function readyToSubmit(evaluationOf: string, loginId: string, party: number) {
    const { id } = await one<{ id: string }>(
      sql`select e.id::text as id from evaluations e join users u on u.employee_id::text = e.employee_id::text
          join evaluation_cycles c on c.id = e.cycle_id where u.login_id = ${evaluationOf} and c.status = 'open'`,
    );
    const current = body(await api('GET', `/api/evaluations/${id}`, as[loginId]!)) as { version: number };
    const saved = await api('PUT', `/api/evaluations/${id}/save-draft`, as[loginId]!, { version: current.version, answers: answersFor(7, party), comment: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    return id;
  }

  it('evaluation: submits of one self-review', async () => {
    const id = await readyToSubmit('employee', 'employee', 0);
    const before = await auditRows(id);
    expectOneWinner(await race(parallel, () => api('POST', `/api/mongo/evaluation/evaluations/${id}/submit`, as.employee!, {})));
    expect(await auditRows(id)).toBe(before + 1);
  });

  it('evaluation: submits of one first review', async () => {
    const id = await readyToSubmit('eval.only', 'eval.only', 0);
    const self = await api('POST', `/api/mongo/evaluation/evaluations/${id}/submit`, as['eval.only']!, {});
    expect(self.statusCode, self.body).toBe(200);
    await readyToSubmit('eval.only', 'evaluator', 1);
    const before = await auditRows(id);
    expectOneWinner(await race(parallel, () => api('POST', `/api/mongo/evaluation/evaluations/${id}/submit`, as.evaluator!, {})));
    expect(await auditRows(id)).toBe(before + 1);
  });
});
