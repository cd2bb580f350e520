import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RuleConditions, RuleGrantChange, RuleRunResult } from '@saram/shared/role-rules.schemas';
import type { ScopeType } from '@saram/shared/rbac';
import { queryRows, type Db, type Tx } from '../../db/client';
import { roles, userRoles } from '../../db/schema/rbac';
import { roleAssignmentRules } from '../../db/schema/role-rules';
import type { Actor } from '../../lib/actor';
import { assertNotAbove, holderOf, putGrant, reachOf, removeGrant, rolePermissionsOf, withinHolder, type Holder } from '../rbac/rbac.writer';

/**
 * What the rules say each account should hold, against what it holds: the plan of a run. A dry run
 * answers the plan; a real run computes the same plan inside its transaction and carries it out, so
 * the two cannot differ.
 */

type Rule = {
  id: string;
  role: string;
  scopeType: ScopeType;
  scopeUnitIds: string[];
  conditions: RuleConditions;
  /** The condition units with all their descendants. */
  units: Set<string>;
  /** What the rule's author holds at this run (null: made by the system), and its role's permissions. */
  author: Holder | null;
  permissions: string[];
};

type Account = {
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

type Held = { scopeType: ScopeType; scopeUnitIds: string[]; ruleId: string | null };

/** Which accounts a run looks at, and (for one rule's test) which role and rule. */
export type RunTarget = { employeeIds?: readonly string[]; rule?: { id: string; role: string } };

type Change = { account: Account; role: string; before: Held | null; after: Held | null };

export type Plan = { changes: Change[]; unchanged: number };

const normalise = (scopeType: ScopeType, ids: readonly string[]) => (scopeType === 'all' || scopeType === 'self' ? [] : [...new Set(ids)].sort());

async function activeRules(db: Db | Tx, role: string | undefined): Promise<Rule[]> {
  const rows = await db
    .select({ rule: roleAssignmentRules })
    .from(roleAssignmentRules)
    .innerJoin(roles, eq(roles.name, roleAssignmentRules.role))
    .where(and(eq(roleAssignmentRules.isActive, true), role ? eq(roleAssignmentRules.role, role) : undefined))
    .orderBy(desc(roleAssignmentRules.priority), asc(roleAssignmentRules.createdAt), asc(roleAssignmentRules.id));
  const roots = [...new Set(rows.flatMap((r) => r.rule.conditions.unitIds))];
  const below = new Map<string, Set<string>>(roots.map((id) => [id, new Set([id])]));
  if (roots.length) {
    const pairs = await queryRows<{ root: string; id: string }>(
      db,
      sql`with recursive d(root, id) as (
            select u.id, u.id from org_units u where u.id = any(${`{${roots.join(',')}}`}::uuid[])
            union all select d.root, c.id from org_units c join d on c.parent_id = d.id)
          select root::text, id::text from d`,
    );
    for (const p of pairs) below.get(p.root)?.add(p.id);
  }
  const authors = new Map<string, Holder>();
  for (const id of new Set(rows.map((r) => r.rule.createdBy))) if (id) authors.set(id, await holderOf(db, id));
  const permissions = await rolePermissionsOf(db, rows.map((r) => r.rule.role));
  return rows.map(({ rule }) => ({
    id: rule.id,
    role: rule.role,
    scopeType: rule.scopeType,
    scopeUnitIds: rule.scopeUnitIds,
    conditions: rule.conditions,
    units: new Set(rule.conditions.unitIds.flatMap((id) => [...(below.get(id) ?? [])])),
    author: rule.createdBy ? authors.get(rule.createdBy)! : null,
    permissions: permissions.get(rule.role) ?? [],
  }));
}

/** A rule gives only what its author could give this account now (a demoted author's rule stops giving). */
async function authorMayGrant(db: Db | Tx, rule: Rule, a: Account): Promise<boolean> {
  if (!rule.author) return true;
  const reach = reachOf(rule.scopeType, rule.scopeUnitIds, { employeeId: a.employee_id, corporationId: a.corporation_id, unitId: a.unit_ids.at(-1) ?? null });
  return withinHolder(db, rule.author, rule.permissions, reach);
}

async function accounts(db: Db | Tx, employeeIds: readonly string[] | undefined): Promise<Account[]> {
  // Accounts holding a rule grant without a linked employee (just unlinked) always lose it.
  const unlinked = sql`(u.employee_id is null and exists (select 1 from user_roles r where r.user_id = u.id and r.source = 'rule'))`;
  const which = employeeIds
    ? sql`(u.employee_id = any(${`{${employeeIds.join(',')}}`}::text[]) or ${unlinked})`
    : sql`(u.employee_id is not null or ${unlinked})`;
  return queryRows<Account>(
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

function matches(rule: Rule, a: Account): boolean {
  const c = rule.conditions;
  const accepts = (list: readonly string[], value: string | null) => list.length === 0 || (value !== null && list.includes(value));
  return (
    a.eligible &&
    (c.unitIds.length === 0 || a.unit_ids.some((id) => rule.units.has(id))) &&
    accepts(c.corporationIds, a.corporation_id) &&
    accepts(c.jobTitles, a.job_title) &&
    accepts(c.jobGrades, a.job_grade) &&
    accepts(c.employmentTypes, a.employment_type)
  );
}

export async function plan(db: Db | Tx, target: RunTarget): Promise<Plan> {
  if (target.employeeIds && target.employeeIds.length === 0) return { changes: [], unchanged: 0 };
  const rules = await activeRules(db, target.rule?.role);
  const people = await accounts(db, target.employeeIds);
  const userIds = people.map((a) => a.user_id);
  const held = userIds.length
    ? await db
        .select()
        .from(userRoles)
        .where(and(sql`${userRoles.userId} = any(${`{${userIds.join(',')}}`}::uuid[])`, target.rule ? eq(userRoles.role, target.rule.role) : undefined))
    : [];
  const heldBy = new Map(held.map((g) => [`${g.userId}|${g.role}`, g]));
  const ruleRolesOf = new Map<string, string[]>();
  for (const g of held) if (g.source === 'rule') ruleRolesOf.set(g.userId, [...(ruleRolesOf.get(g.userId) ?? []), g.role]);
  const involves = (h: Held | null) => !target.rule || h?.ruleId === target.rule.id;
  const changes: Change[] = [];
  let unchanged = 0;
  for (const account of people) {
    const wanted = new Map<string, Held>();
    for (const rule of rules) {
      if (wanted.has(rule.role) || !matches(rule, account) || !(await authorMayGrant(db, rule, account))) continue;
      wanted.set(rule.role, { scopeType: rule.scopeType, scopeUnitIds: normalise(rule.scopeType, rule.scopeUnitIds), ruleId: rule.id });
    }
    const roleNames = new Set([...wanted.keys(), ...(ruleRolesOf.get(account.user_id) ?? [])]);
    for (const role of [...roleNames].sort()) {
      const current = heldBy.get(`${account.user_id}|${role}`);
      if (current?.source === 'manual') continue;
      const before: Held | null = current
        ? { scopeType: current.scopeType, scopeUnitIds: normalise(current.scopeType, current.scopeUnitIds ?? []), ruleId: current.ruleId }
        : null;
      const after = wanted.get(role) ?? null;
      if (JSON.stringify(before) === JSON.stringify(after)) {
        if (involves(after)) unchanged++;
        continue;
      }
      if (involves(before) || involves(after)) changes.push({ account, role, before, after });
    }
  }
  return { changes, unchanged };
}

function row(account: Account, role: string, held: Held): RuleGrantChange {
  return {
    userId: account.user_id,
    loginId: account.login_id,
    employeeId: account.employee_id,
    name: account.name,
    role,
    scopeType: held.scopeType,
    scopeUnitIds: held.scopeUnitIds,
    ruleId: held.ruleId,
  };
}

export function describePlan(p: Plan, dryRun: boolean): RuleRunResult {
  return {
    dryRun,
    gains: p.changes.flatMap((c) => (c.after ? [row(c.account, c.role, c.after)] : [])),
    losses: p.changes.flatMap((c) => (c.before ? [row(c.account, c.role, c.before)] : [])),
    unchanged: p.unchanged,
  };
}

/** The accounts a plan changes. */
export const accountsOf = (p: Plan) => [...new Set(p.changes.map((c) => c.account.user_id))];

/** Carries out a plan made in the same transaction; each grant change is audited by rbac.writer. */
export async function carryOut(tx: Tx, actor: Actor, p: Plan): Promise<void> {
  for (const c of p.changes) {
    if (c.after) await putGrant(tx, actor, c.account.user_id, { role: c.role, ...c.after, source: 'rule' });
    else await removeGrant(tx, actor, c.account.user_id, c.role);
  }
}

/** Removes every grant a rule made (the rule was deactivated, deleted or given another role). */
export async function withdrawRuleGrants(tx: Tx, actor: Actor, ruleId: string): Promise<number> {
  const rows = await tx
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.ruleId, ruleId), eq(userRoles.source, 'rule')));
  await assertNotAbove(tx, actor, rows.map((r) => r.userId));
  for (const r of rows) await removeGrant(tx, actor, r.userId, r.role);
  return rows.length;
}
