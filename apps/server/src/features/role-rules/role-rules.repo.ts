import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RuleType } from '@saram/shared/role-rules/role-rules';
import { queryRows, type Db, type Tx } from '../../db/client';
import { corporations } from '../../db/schema/corporate-structure';
import { users } from '../../db/schema/auth';
import { orgUnits } from '../../db/schema/organization';
import { roles, userRoles } from '../../db/schema/rbac';
import { roleAssignmentRules } from '../../db/schema/role-rules';

export type RuleRow = typeof roleAssignmentRules.$inferSelect;
export type RuleValues = Omit<typeof roleAssignmentRules.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'createdBy'>;

export async function listRules(db: Db, q: { activeOnly: boolean; ruleType?: RuleType | undefined }): Promise<RuleRow[]> {
  return db
    .select()
    .from(roleAssignmentRules)
    .where(and(q.activeOnly ? eq(roleAssignmentRules.isActive, true) : undefined, q.ruleType ? eq(roleAssignmentRules.ruleType, q.ruleType) : undefined))
    .orderBy(desc(roleAssignmentRules.priority), asc(roleAssignmentRules.name));
}

export async function findRule(db: Db | Tx, id: string): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(roleAssignmentRules).where(eq(roleAssignmentRules.id, id));
  return row;
}

export async function insertRule(tx: Tx, values: RuleValues & { createdBy: string | null }): Promise<RuleRow> {
  const [row] = await tx.insert(roleAssignmentRules).values(values).returning();
  return row!;
}

/** Updates when the version still matches; undefined otherwise. */
export async function updateRuleIf(tx: Tx, id: string, version: number, values: RuleValues & { createdBy: string | null }): Promise<RuleRow | undefined> {
  const [row] = await tx
    .update(roleAssignmentRules)
    .set({ ...values, version: sql`${roleAssignmentRules.version} + 1`, updatedAt: new Date() })
    .where(and(eq(roleAssignmentRules.id, id), eq(roleAssignmentRules.version, version)))
    .returning();
  return row;
}

export async function deleteRule(tx: Tx, id: string): Promise<void> {
  await tx.delete(roleAssignmentRules).where(eq(roleAssignmentRules.id, id));
}

/** How many grants each rule has made that are still held, by rule id. */
export async function grantCounts(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db
    .select({ ruleId: userRoles.ruleId, n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.source, 'rule'))
    .groupBy(userRoles.ruleId);
  return new Map(rows.flatMap((r) => (r.ruleId ? [[r.ruleId, r.n] as const] : [])));
}

export async function roleExists(db: Db | Tx, name: string): Promise<boolean> {
  return (await db.select({ name: roles.name }).from(roles).where(eq(roles.name, name))).length > 0;
}

/** The ids among `ids` that name no unit (or corporation). */
export async function unknownUnits(db: Db | Tx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: orgUnits.id }).from(orgUnits).where(inArray(orgUnits.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function unknownCorporations(db: Db | Tx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: corporations.id }).from(corporations).where(inArray(corporations.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The employee an account is linked to. */
export async function employeeOfUser(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ employeeId: users.employeeId }).from(users).where(eq(users.id, userId));
  return row?.employeeId ?? null;
}

/** The active rules (of one role, when given) whose role exists, highest priority first. */
export async function activeRuleRows(db: Db | Tx, role: string | undefined): Promise<RuleRow[]> {
  const rows = await db
    .select({ rule: roleAssignmentRules })
    .from(roleAssignmentRules)
    .innerJoin(roles, eq(roles.name, roleAssignmentRules.role))
    .where(and(eq(roleAssignmentRules.isActive, true), role ? eq(roleAssignmentRules.role, role) : undefined))
    .orderBy(desc(roleAssignmentRules.priority), asc(roleAssignmentRules.createdAt), asc(roleAssignmentRules.id));
  return rows.map((r) => r.rule);
}

/** Each of the `roots` units with itself and every unit below it, as (root, id) pairs. */
export async function unitsBelow(db: Db | Tx, roots: readonly string[]): Promise<{ root: string; id: string }[]> {
  return queryRows<{ root: string; id: string }>(
    db,
    sql`with recursive d(root, id) as (
          select u.id, u.id from org_units u where u.id = any(${`{${roots.join(',')}}`}::uuid[])
          union all select d.root, c.id from org_units c join d on c.parent_id = d.id)
        select root::text, id::text from d`,
  );
}

/** An account as the rules see it: its employee's placement and job. */
export type RuleAccount = {
  user_id: string;
  login_id: string;
  employee_id: string | null;
  name: string | null;
  /** Active account linked to an employee who has not retired. */
  eligible: boolean;
  corporation_id: string | null;
  unit_ids: string[];
  job_title: string | null;
  job_grade: string | null;
  employment_type: string | null;
};

/**
 * The accounts linked to these employees (every linked account when not given), plus those holding
 * a rule grant without a linked employee (just unlinked: they always lose it), by login id.
 */
export async function ruleAccounts(db: Db | Tx, employeeIds: readonly string[] | undefined): Promise<RuleAccount[]> {
  const unlinked = sql`(u.employee_id is null and exists (select 1 from user_roles r where r.user_id = u.id and r.source = 'rule'))`;
  const which = employeeIds
    ? sql`(u.employee_id = any(${`{${employeeIds.join(',')}}`}::text[]) or ${unlinked})`
    : sql`(u.employee_id is not null or ${unlinked})`;
  return queryRows<RuleAccount>(
    db,
    sql`select u.id::text as user_id, u.login_id, u.employee_id, coalesce(e.name_kor, u.user_name) as name,
          (u.is_active and e.id is not null and e.employment_status <> '퇴직') as eligible,
          e.corporation_id::text as corporation_id,
          array_remove(array[e.division_id, e.headquarters_id, e.team_id, e.part_id], null)::text[] as unit_ids,
          e.job_title, e.job_grade, e.employment_type
        from users u left join employees e on e.id::text = u.employee_id
        where ${which}
        order by u.login_id`,
  );
}

/** The grants these accounts hold (of one role, when given). */
export async function grantsHeld(db: Db | Tx, userIds: readonly string[], role: string | undefined) {
  return db
    .select()
    .from(userRoles)
    .where(and(sql`${userRoles.userId} = any(${`{${userIds.join(',')}}`}::uuid[])`, role ? eq(userRoles.role, role) : undefined));
}

/** The grants one rule made. */
export async function grantsOfRule(tx: Tx, ruleId: string): Promise<{ userId: string; role: string }[]> {
  return tx
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.ruleId, ruleId), eq(userRoles.source, 'rule')));
}
