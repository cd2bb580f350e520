import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/app';

/** Test data for the date rules: records, units with leaders, evaluations (other features' tables, seeded). */

export async function insertId(t: TestApp, query: ReturnType<typeof sql>): Promise<string> {
  return (await queryRows<{ id: string }>(t.db, query))[0]!.id;
}

type Person = { name: string; no: string; hireDate?: string; teamId?: string | null; record?: object; status?: string };

export function insertPerson(t: TestApp, p: Person): Promise<string> {
  return insertId(
    t,
    sql`insert into employees (employee_no, name_kor, email, hire_date, team_id, employment_status, record)
      values (${p.no}, ${p.name}, ${`${p.no.toLowerCase()}@saram.test`}, ${p.hireDate ?? '2026-01-05'}, ${p.teamId ?? null}, ${p.status ?? '재직'}, ${JSON.stringify(p.record ?? {})}::jsonb)
      returning id`,
  );
}

export function insertTeam(t: TestApp, name: string, leaderId: string | null): Promise<string> {
  return insertId(t, sql`insert into org_units (name, level, unit_type, leader_id) values (${name}, 3, 'TEAM', ${leaderId}) returning id`);
}

export async function linkAccount(t: TestApp, userId: string, employeeId: string): Promise<void> {
  await t.db.execute(sql`update users set employee_id = ${employeeId} where id = ${userId}`);
}

/** An open cycle due on `due` and one evaluation in it at `status`. */
export async function insertEvaluation(t: TestApp, o: { employeeId: string; firstId: string | null; status: string; due: string }): Promise<string> {
  const template = await insertId(t, sql`insert into evaluation_templates (name, sections) values ('기본 평가', '[]') returning id`);
  const cycle = await insertId(
    t,
    sql`insert into evaluation_cycles (name, period_start, period_end, due_date, template_id, population, status)
      values ('2026 하반기 평가', '2026-07-01', '2026-12-31', ${o.due}, ${template}, '{}', 'open') returning id`,
  );
  return insertId(t, sql`insert into evaluations (cycle_id, employee_id, first_evaluator_id, status) values (${cycle}, ${o.employeeId}, ${o.firstId}, ${o.status}) returning id`);
}

/** A running onboarding checklist with two required items, neither done. */
export async function startOnboarding(t: TestApp, employeeId: string): Promise<void> {
  const template = await insertId(t, sql`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', '사무직 온보딩', 1, 'test') returning id`);
  const item = (id: string, title: string, order: number) => ({ id, sectionId: null, title, description: '', required: true, verification: { method: 'sign_off', by: 'role', role: 'hr_staff' }, order });
  const items = [item('contract', '근로계약서 서명', 1), item('training', '직무 교육 이수', 2)];
  await t.db.execute(
    sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, created_by)
      values ('onboarding', ${employeeId}, ${template}, 1, '사무직 온보딩', '[]'::jsonb, ${JSON.stringify(items)}::jsonb, 'test')`,
  );
}
