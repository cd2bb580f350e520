import { and, eq, inArray } from 'drizzle-orm';
import type { GrantSource } from '@saram/shared/rbac';
import type { GrantInput } from '@saram/shared/rbac.schemas';
import type { Tx } from '../../db/client';
import { rolePermissions, roles, userRoles } from '../../db/schema/rbac';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { AppError, validationError } from '../../lib/errors';

/**
 * The one way other features change grants (user_roles). Every change is audited in the caller's
 * transaction; authenticate reads grants on every request, so a change applies on the next one.
 */
export type GrantChange = GrantInput & { source?: GrantSource; ruleId?: string | null };

type GrantRow = typeof userRoles.$inferSelect;

function auditShape(row: Pick<GrantRow, 'role' | 'scopeType' | 'scopeUnitIds' | 'source' | 'ruleId'>) {
  return { role: row.role, scopeType: row.scopeType, scopeUnitIds: row.scopeUnitIds ?? [], source: row.source, ruleId: row.ruleId };
}

export async function grantsOf(tx: Tx, userId: string): Promise<GrantRow[]> {
  return tx.select().from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role);
}

/** Adds a grant or changes its scope/source; answers false when nothing changed. */
export async function putGrant(tx: Tx, actor: Actor, userId: string, grant: GrantChange): Promise<boolean> {
  const [before] = await tx.select().from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, grant.role)));
  const values = {
    userId,
    role: grant.role,
    scopeType: grant.scopeType,
    scopeUnitIds: grant.scopeType === 'all' || grant.scopeType === 'self' ? [] : [...new Set(grant.scopeUnitIds)],
    source: grant.source ?? 'manual',
    ruleId: grant.source === 'rule' ? (grant.ruleId ?? null) : null,
    grantedBy: actor.userId,
  };
  if (before && JSON.stringify(auditShape(before)) === JSON.stringify(auditShape(values))) return false;
  await tx
    .insert(userRoles)
    .values(values)
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.role], set: { ...values, grantedAt: new Date() } });
  await writeAudit(tx, actor, {
    action: before ? 'grants.change' : 'grants.add',
    targetCollection: 'users',
    targetId: userId,
    before: before ? auditShape(before) : null,
    after: auditShape(values),
  });
  return true;
}

/** Removes a grant; answers false when the account did not hold it. */
export async function removeGrant(tx: Tx, actor: Actor, userId: string, role: string): Promise<boolean> {
  const [removed] = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning();
  if (!removed) return false;
  await writeAudit(tx, actor, { action: 'grants.remove', targetCollection: 'users', targetId: userId, before: auditShape(removed), after: null });
  return true;
}

/** The names among `names` that are not stored roles. */
export async function unknownRoles(tx: Tx, names: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(names)];
  if (!wanted.length) return [];
  const found = new Set((await tx.select({ name: roles.name }).from(roles).where(inArray(roles.name, wanted))).map((r) => r.name));
  return wanted.filter((n) => !found.has(n));
}

/**
 * Nobody hands out a role carrying a permission they do not hold themselves (the system, at
 * start-up, may): a 403 naming the roles, before anything is written.
 */
export async function assertMayGrant(tx: Tx, actor: Actor, names: readonly string[]): Promise<void> {
  if (actor.via === 'system' || names.length === 0) return;
  const rows = await tx
    .select({ label: roles.label, permission: rolePermissions.permission })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.name, rolePermissions.role))
    .where(inArray(rolePermissions.role, [...new Set(names)]));
  const held: ReadonlySet<string> = actor.permissions;
  const beyond = [...new Set(rows.filter((r) => !held.has(r.permission)).map((r) => r.label))];
  if (beyond.length) throw new AppError('FORBIDDEN', `본인이 가진 권한보다 넓은 역할은 부여할 수 없습니다: ${beyond.join(', ')}`);
}

/**
 * Makes an account's manual grants exactly `grants` (rule grants stay as they are). An unknown role
 * is a 400 on `roles` before anything is written.
 */
export async function setManualGrants(tx: Tx, actor: Actor, userId: string, grants: GrantChange[]): Promise<void> {
  const unknown = await unknownRoles(tx, grants.map((g) => g.role));
  if (unknown.length) throw validationError({ roles: `존재하지 않는 역할입니다: ${unknown.join(', ')}` });
  const wanted = new Map(grants.map((g) => [g.role, g]));
  const held = await grantsOf(tx, userId);
  await assertMayGrant(tx, actor, [...wanted.keys()].filter((role) => !held.some((row) => row.role === role)));
  for (const row of held) {
    if (row.source === 'manual' && !wanted.has(row.role)) await removeGrant(tx, actor, userId, row.role);
  }
  for (const grant of wanted.values()) await putGrant(tx, actor, userId, { ...grant, source: 'manual' });
}
