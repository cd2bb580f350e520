import type { RuleConditions, RuleGrantChange, RuleRunResult } from '@saram/shared/role-rules/role-rules.schemas';
import type { ScopeType } from '@saram/shared/rbac/rbac';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { assertNotAbove, holderOf, putGrant, reachOf, removeGrant, rolePermissionsOf, withinHolder, type Holder } from '../rbac/rbac.writer';
import { activeRuleRows, grantsHeld, grantsOfRule, ruleAccounts, unitsBelow, type RuleAccount } from './role-rules.repo';

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

type Account = RuleAccount;

type Held = { scopeType: ScopeType; scopeUnitIds: string[]; ruleId: string | null };

/** Which accounts a run looks at, and (for one rule's test) which role and rule. */
export type RunTarget = { employeeIds?: readonly string[]; rule?: { id: string; role: string } };

type Change = { account: Account; role: string; before: Held | null; after: Held | null };

export type Plan = { changes: Change[]; unchanged: number };

const normalise = (scopeType: ScopeType, ids: readonly string[]) => (scopeType === 'all' || scopeType === 'self' ? [] : [...new Set(ids)].sort());

async function activeRules(db: Db | Tx, role: string | undefined): Promise<Rule[]> {
  const rows = await activeRuleRows(db, role);
  const roots = [...new Set(rows.flatMap((rule) => rule.conditions.unitIds))];
  const below = new Map<string, Set<string>>(roots.map((id) => [id, new Set([id])]));
  if (roots.length) {
    for (const p of await unitsBelow(db, roots)) below.get(p.root)?.add(p.id);
  }
  const authors = new Map<string, Holder>();
  for (const id of new Set(rows.map((rule) => rule.createdBy))) if (id) authors.set(id, await holderOf(db, id));
  const permissions = await rolePermissionsOf(db, rows.map((rule) => rule.role));
  return rows.map((rule) => ({
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
  const people = await ruleAccounts(db, target.employeeIds);
  const userIds = people.map((a) => a.user_id);
  const held = userIds.length ? await grantsHeld(db, userIds, target.rule?.role) : [];
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
  const rows = await grantsOfRule(tx, ruleId);
  await assertNotAbove(tx, actor, rows.map((r) => r.userId));
  for (const r of rows) await removeGrant(tx, actor, r.userId, r.role);
  return rows.length;
}
