import { sql } from 'drizzle-orm';
import type { ChecklistItem } from '@saram/shared/checklists/checklists.schemas';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/app';

/**
 * Test data for onboarding: people and their running checklists, written as the instance routes
 * would leave them (the checklists feature owns those tables; tests only seed them).
 */

export const contract = {
  id: 'contract',
  sectionId: 'docs',
  title: '근로계약서 서명',
  description: '',
  required: true,
  verification: { method: 'sign_off', by: 'role', role: 'hr_staff' },
  order: 1,
} as ChecklistItem;
export const training = { ...contract, id: 'training', title: '직무 교육 이수', order: 2 } as ChecklistItem;
export const badge = { id: 'badge', sectionId: null, title: '사원증 발급', description: '', required: false, verification: { method: 'document' }, order: 3 } as ChecklistItem;
export const defaultItems = [contract, training, badge];

type Person = {
  name: string;
  no: string;
  hireDate?: string | null;
  email?: string | null;
  probationEndDate?: string;
  corporation?: string;
  team?: string;
  headquartersId?: string | null;
};

export async function insertEmployee(t: TestApp, p: Person): Promise<string> {
  const record = { organization: { probationEndDate: p.probationEndDate ?? '' }, newbieChecklist: { isCompleted: false, completedAt: null } };
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into employees (employee_no, name_kor, email, hire_date, insurance_corp, team, job_grade, job_title, employment_type, headquarters_id, record)
      values (${p.no}, ${p.name}, ${p.email === undefined ? `${p.no.toLowerCase()}@saram.test` : p.email}, ${p.hireDate === undefined ? '2026-09-01' : p.hireDate},
        ${p.corporation ?? '사람주식회사'}, ${p.team ?? '인사팀'}, '사원', '팀원', '정규직', ${p.headquartersId ?? null}, ${JSON.stringify(record)}::jsonb)
      returning id`,
  );
  return row!.id;
}

let templateId: string | undefined;
async function template(t: TestApp): Promise<string> {
  if (templateId) {
    const [still] = await queryRows(t.db, sql`select 1 from checklist_templates where id = ${templateId}`);
    if (still) return templateId;
  }
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_templates (feature_id, name, current_version, created_by) values ('onboarding', ${`사무직 온보딩 ${crypto.randomUUID().slice(0, 8)}`}, 1, 'test') returning id`,
  );
  templateId = row!.id;
  return templateId;
}

/** A running onboarding checklist for the person (started `startedAt`, default now). */
export async function startOnboarding(t: TestApp, employeeId: string, items: ChecklistItem[] = defaultItems, startedAt = new Date()): Promise<string> {
  const sections = [{ id: 'docs', title: '서류', order: 1 }];
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into checklist_instances (feature_id, employee_id, template_id, template_version, template_name, sections, items, created_by, created_at)
      values ('onboarding', ${employeeId}, ${await template(t)}, 1, '사무직 온보딩', ${JSON.stringify(sections)}::jsonb, ${JSON.stringify(items)}::jsonb, 'test', ${startedAt.toISOString()})
      returning id`,
  );
  return row!.id;
}

/** A sign-off that verifies the item. */
export async function verify(t: TestApp, instanceId: string, itemId: string): Promise<void> {
  await t.db.execute(
    sql`insert into checklist_verifications (instance_id, item_id, method, status, created_by, decided_by, decided_at) values (${instanceId}, ${itemId}, 'sign_off', 'verified', 'test', 'test', now())`,
  );
}

export async function count(t: TestApp, table: string, where = 'true'): Promise<number> {
  return (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;
}
