import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createTestUser, login, requester, type TestApp } from '../../test/app';

/** A test app with an HR manager (all organisation rights), an HR staff member, an executive and an employee. */
/** `env` and `options` as createTestApp takes them (jobs on, a clock). */
export async function organizationTestApp(env: Record<string, string> = {}, options: { clock?: () => Date } = {}) {
  const t = await createTestApp(env, undefined, options);
  const users: Record<string, { id: string; headers: Record<string, string> }> = {};
  for (const [loginId, role] of [
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['exec', 'executive'],
    ['emp', 'employee'],
    ['hr.second', 'hr_manager'],
  ] as const) {
    const user = await createTestUser(t, loginId, [role]);
    users[loginId] = { id: user.id, headers: bearer((await login(t, loginId)).token.access_token) };
  }
  return { t, users, api: requester(t) };
}

export { body, requester, type Json, type Requester } from '../../test/app';

export async function insertCorporation(t: TestApp, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into corporations (name, corporate_type) values (${name}, 'OPERATING') returning id`,
  );
  return row!.id;
}

let serial = 0;
/** Employees straight into the table (the employees feature is not this feature's). */
export async function insertEmployees(
  t: TestApp,
  n: number,
  fields: Partial<Record<'insurance_corp' | 'division' | 'headquarters' | 'team' | 'part', string | null>> = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    serial += 1;
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into employees (employee_no, name_kor, insurance_corp, division, headquarters, team, part)
        values (${`T${String(serial).padStart(5, '0')}`}, ${`직원${serial}`}, ${fields.insurance_corp ?? null}, ${fields.division ?? null},
          ${fields.headquarters ?? null}, ${fields.team ?? null}, ${fields.part ?? null})
        returning id`,
    );
    ids.push(row!.id);
  }
  return ids;
}

export async function count(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, query);
  return Number(row?.n ?? 0);
}

/** A fingerprint of everything this feature writes, to prove a refused call wrote nothing. */
export async function snapshot(t: TestApp): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from org_units)::int as units,
      (select coalesce(sum(version), 0) from org_units)::int as versions,
      (select count(*) from unit_members)::int as members,
      (select count(*) from task_forces)::int as tfs,
      (select count(*) from task_force_events)::int as events,
      (select count(*) from task_force_approvals where decision <> 'PENDING')::int as decided,
      (select count(*) from hierarchy_mappings)::int as mappings,
      (select count(*) from migration_batches)::int as batches,
      (select coalesce(sum(version), 0) from employees)::int as employee_versions,
      (select count(*) from audit_log)::int as audits`,
  );
  return JSON.stringify(row);
}
