import { type RuleType } from '@saram/shared/role-rules/role-rules';
import { ruleTypeOf } from '@saram/shared/role-rules/rule-conditions';
import type { ruleInputSchema, RoleRule, RuleRunResult } from '@saram/shared/role-rules/role-rules.schemas';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { accountsOf, carryOut, describePlan, plan, withdrawRuleGrants, type RunTarget } from './role-rules.engine';
import { assertMayGrant, assertNotAbove, assertNotSelf } from '../rbac/rbac.writer';
import * as repo from './role-rules.repo';

/**
 * Role-assignment rules (spec 2.2, 7.10). Saving a rule grants nothing by itself: its test (dry run)
 * shows who would gain and lose which grant, and applying it carries that out. Deactivating or
 * deleting a rule, or giving it another role, withdraws the grants it made at once. Employee changes
 * re-apply every rule to that employee (`reapplyRulesFor`, called by the employees feature).
 */

type Input = z.output<typeof ruleInputSchema>;
const collection = 'role_assignment_rules';
const notFound = () => new AppError('NOT_FOUND', '역할 배정 규칙을 찾을 수 없습니다.');

function dto(row: repo.RuleRow, counts: Map<string, number>): RoleRule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    role: row.role,
    scopeType: row.scopeType,
    scopeUnitIds: row.scopeUnitIds,
    conditions: row.conditions,
    ruleType: row.ruleType,
    isActive: row.isActive,
    priority: row.priority,
    grantCount: counts.get(row.id) ?? 0,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Checks what the schema cannot (the role, units and corporations exist; some condition is given). */
async function checked(db: Db | Tx, input: Input): Promise<repo.RuleValues> {
  const fields: Record<string, string> = {};
  const ruleType = ruleTypeOf(input.conditions);
  if (!ruleType) fields.conditions = '조건을 하나 이상 지정하세요 (조직, 직책, 직급, 고용형태, 법인).';
  if (!(await repo.roleExists(db, input.role))) fields.role = '존재하지 않는 역할입니다.';
  if ((await repo.unknownUnits(db, input.conditions.unitIds)).length) fields['conditions.unitIds'] = '존재하지 않는 조직이 있습니다.';
  if ((await repo.unknownCorporations(db, input.conditions.corporationIds)).length) fields['conditions.corporationIds'] = '존재하지 않는 법인이 있습니다.';
  const scopeIds = input.scopeType === 'all' || input.scopeType === 'self' ? [] : [...new Set(input.scopeUnitIds)];
  if (input.scopeType === 'unit' && (await repo.unknownUnits(db, scopeIds)).length) fields.scopeUnitIds = '존재하지 않는 조직이 있습니다.';
  if (input.scopeType === 'corporation' && (await repo.unknownCorporations(db, scopeIds)).length) fields.scopeUnitIds = '존재하지 않는 법인이 있습니다.';
  if (Object.keys(fields).length || !ruleType) throw validationError(fields);
  return { ...input, scopeUnitIds: scopeIds, ruleType };
}

export async function list(db: Db, q: { activeOnly: 'true' | 'false'; ruleType?: RuleType | undefined }): Promise<{ data: RoleRule[] }> {
  const [rows, counts] = await Promise.all([repo.listRules(db, { activeOnly: q.activeOnly === 'true', ruleType: q.ruleType }), repo.grantCounts(db)]);
  return { data: rows.map((r) => dto(r, counts)) };
}

export async function create(db: Db, actor: Actor, input: Input): Promise<RoleRule> {
  return db.transaction(async (tx) => {
    const values = await checked(tx, input);
    await assertMayGrant(tx, actor, [values.role]);
    const row = await repo.insertRule(tx, { ...values, createdBy: actor.userId });
    const after = dto(row, new Map());
    await writeAudit(tx, actor, { action: 'role_rules.create', targetCollection: collection, targetId: row.id, after });
    return after;
  });
}

export async function update(db: Db, actor: Actor, id: string, input: Input & { version: number }): Promise<RoleRule> {
  const { version, ...rest } = input;
  return db.transaction(async (tx) => {
    const before = await repo.findRule(tx, id);
    if (!before) throw notFound();
    if (before.version !== version) throw new AppError('CONFLICT');
    const values = await checked(tx, rest);
    await assertMayGrant(tx, actor, [values.role, before.role]);
    // Whoever saves a rule becomes its author: the rule grants only what they may grant (role-rules.engine).
    const row = await repo.updateRuleIf(tx, id, version, { ...values, createdBy: actor.userId });
    if (!row) throw new AppError('CONFLICT');
    if (!row.isActive || row.role !== before.role) await withdrawRuleGrants(tx, actor, id);
    const counts = await repo.grantCounts(tx);
    await writeAudit(tx, actor, { action: 'role_rules.update', targetCollection: collection, targetId: id, before: dto(before, new Map()), after: dto(row, new Map()) });
    return dto(row, counts);
  });
}

export async function remove(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findRule(tx, id);
    if (!before) throw notFound();
    await assertMayGrant(tx, actor, [before.role]);
    const withdrawn = await withdrawRuleGrants(tx, actor, id);
    await repo.deleteRule(tx, id);
    await writeAudit(tx, actor, { action: 'role_rules.delete', targetCollection: collection, targetId: id, before: { ...dto(before, new Map()), withdrawn } });
  });
}

async function run(db: Db, actor: Actor, target: RunTarget, dryRun: boolean, audit: { action: string; targetId: string | null }): Promise<RuleRunResult> {
  if (dryRun) return describePlan(await plan(db, target), true);
  return db.transaction(async (tx) => {
    // Whoever runs rules by hand touches no account above them and leaves none above them.
    const p = await plan(tx, target);
    assertNotSelf(actor, accountsOf(p));
    await assertNotAbove(tx, actor, accountsOf(p));
    await carryOut(tx, actor, p);
    await assertNotAbove(tx, actor, accountsOf(p), 'after');
    const result = describePlan(p, false);
    await writeAudit(tx, actor, {
      action: audit.action,
      targetCollection: collection,
      targetId: audit.targetId,
      after: { gains: result.gains.length, losses: result.losses.length, unchanged: result.unchanged },
    });
    return result;
  });
}

/** POST test/{id}: who would gain and lose this rule's grants (dry run), or carries it out. */
export async function test(db: Db, actor: Actor, id: string, dryRun: boolean): Promise<RuleRunResult> {
  const rule = await repo.findRule(db, id);
  if (!rule) throw notFound();
  return run(db, actor, { rule: { id, role: rule.role } }, dryRun, { action: 'role_rules.apply', targetId: id });
}

/** POST apply-all: every active rule over every account. */
export async function applyAll(db: Db, actor: Actor, dryRun: boolean): Promise<RuleRunResult> {
  return run(db, actor, {}, dryRun, { action: 'role_rules.apply_all', targetId: null });
}

/**
 * Re-applies every rule to the accounts linked to these employees, inside the caller's transaction
 * (their placement, job fields or status changed). A retired employee loses every rule grant.
 */
export async function reapplyRulesFor(tx: Tx, actor: Actor, employeeIds: readonly string[]): Promise<void> {
  await carryOut(tx, actor, await plan(tx, { employeeIds: [...new Set(employeeIds)] }));
}

/**
 * After people moved (a unit renamed or moved, an assignment, a migration, a corporation link), with
 * the ids the employees writer answers, inside its transaction: nobody moves themselves
 * (`refuseOwnRuleFields`), then every rule is re-applied to them.
 */
export async function reapplyRulesAfterMove(tx: Tx, actor: Actor, employeeIds: readonly string[]): Promise<void> {
  await refuseOwnRuleFields(tx, actor, employeeIds);
  await reapplyRulesFor(tx, actor, employeeIds);
}

/**
 * Nobody promotes themselves through the rules: a person may not change the fields rules match on in
 * their own record (placement, 직책, 직급, 고용형태), nor link their account to a record or their record
 * to an account; someone else must. Called before or inside the change's transaction.
 */
export async function refuseOwnRuleFields(tx: Db | Tx, actor: Actor, employeeIds: readonly string[], userId?: string | null): Promise<void> {
  if (!actor.userId) return;
  const own = await repo.employeeOfUser(tx, actor.userId);
  if (userId === actor.userId || (own !== null && employeeIds.includes(own))) {
    throw new AppError('FORBIDDEN', '역할 배정 규칙에 쓰이는 본인의 정보(소속, 직책, 직급, 고용형태, 직원 연결)는 직접 변경할 수 없습니다. 다른 담당자에게 요청하세요.');
  }
}
