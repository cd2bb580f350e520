import { and, eq, inArray } from 'drizzle-orm';
import type { GrantSource, ScopeType } from '@saram/shared/rbac/rbac';
import { scopedPermissions } from '@saram/shared/permissions';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { rolePermissions, roles, userRoles } from '../../db/schema/rbac';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { employeeScopeOf } from '../../lib/auth/authenticate';
import { AppError, validationError } from '../../lib/errors';
import { heldGrants, otherActiveAdmins, permissionsOf, unreached, type HeldGrant } from './rbac.repo';

/**
 * The one way other features change grants (user_roles). Every change is audited in the caller's
 * transaction; authenticate reads grants on every request, so a change applies on the next one.
 */
export type GrantChange = GrantInput & { source?: GrantSource; ruleId?: string | null; position?: number };

type GrantRow = typeof userRoles.$inferSelect;

function auditShape(row: Pick<GrantRow, 'role' | 'scopeType' | 'scopeUnitIds' | 'source' | 'ruleId'>) {
  return { role: row.role, scopeType: row.scopeType, scopeUnitIds: row.scopeUnitIds ?? [], source: row.source, ruleId: row.ruleId };
}

export async function grantsOf(tx: Tx, userId: string): Promise<GrantRow[]> {
  return tx.select().from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.position, userRoles.role);
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
    position: grant.position ?? before?.position ?? 0,
  };
  if (before && JSON.stringify(auditShape(before)) === JSON.stringify(auditShape(values))) {
    // Only the place in the editor's list moved: no change of rights, so no audit row.
    if (before.position !== values.position) {
      await tx.update(userRoles).set({ position: values.position }).where(and(eq(userRoles.userId, userId), eq(userRoles.role, grant.role)));
    }
    return false;
  }
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
  if (role === 'admin') await assertNotLastAdmin(tx, userId, '마지막 시스템 관리자의 관리자 역할은 회수할 수 없습니다. 다른 계정에 먼저 부여하세요.');
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
 * is a 400 on `roles` before anything is written. Nobody changes their own grants, nor those of an
 * account holding more than they do, nor leaves an account holding more.
 */
export async function setManualGrants(tx: Tx, actor: Actor, userId: string, grants: GrantChange[]): Promise<void> {
  assertNotSelf(actor, [userId]);
  const unknown = await unknownRoles(tx, grants.map((g) => g.role));
  if (unknown.length) throw validationError({ roles: `존재하지 않는 역할입니다: ${unknown.join(', ')}` });
  const wanted = new Map(grants.map((g) => [g.role, g]));
  const held = await grantsOf(tx, userId);
  await assertNotAbove(tx, actor, [userId]);
  await assertMayGrant(tx, actor, [...wanted.keys()].filter((role) => !held.some((row) => row.role === role)));
  for (const row of held) {
    if (row.source === 'manual' && !wanted.has(row.role)) await removeGrant(tx, actor, userId, row.role);
  }
  for (const [position, grant] of [...wanted.values()].entries()) await putGrant(tx, actor, userId, { ...grant, source: 'manual', position });
  await assertNotAbove(tx, actor, [userId], 'after');
}

/** Nobody changes their own grants (through the grants screen or by running rules). */
export function assertNotSelf(actor: Actor, userIds: readonly string[]): void {
  if (actor.userId && userIds.includes(actor.userId)) throw new AppError('FORBIDDEN', '본인의 역할과 권한 범위는 변경할 수 없습니다. 다른 관리자에게 요청하세요.');
}

// ---- what an account holds, against what a caller (or a rule's author) holds ----

/** What someone holds: permissions, and the employees they reach through employees:read (null: all). */
export type Holder = { permissions: ReadonlySet<string>; employeeScope: readonly string[] | null };

export type Placement = { employeeId: string | null; corporationId: string | null; unitId: string | null };

/** The ids a grant reaches (null: the whole company), as lib/authenticate reads a grant's scope. */
export function reachOf(scopeType: ScopeType, scopeUnitIds: readonly string[] | null, p: Placement): string[] | null {
  if (scopeType === 'all') return null;
  if (scopeType !== 'self' && scopeUnitIds?.length) return [...scopeUnitIds];
  const own = scopeType === 'self' ? p.employeeId : scopeType === 'corporation' ? p.corporationId : p.unitId;
  return own ? [own] : [];
}

/** Whether a grant of a role with `permissions`, reaching `reach`, gives nothing beyond what `holder` has. */
export async function withinHolder(tx: Db | Tx, holder: Holder, permissions: readonly string[], reach: string[] | null): Promise<boolean> {
  if (permissions.some((p) => !holder.permissions.has(p))) return false;
  if (!permissions.some(scoped) || holder.employeeScope === null) return true;
  return reach !== null && (await unreached(tx, reach, holder.employeeScope)).length === 0;
}

const scoped = (p: string) => (scopedPermissions as readonly string[]).includes(p);
const placementOf = (g: HeldGrant): Placement => ({ employeeId: g.employee_id, corporationId: g.corporation_id, unitId: g.unit_id });

/** What an account holds now (a rule's author when the rule runs); a disabled account holds nothing. */
export async function holderOf(tx: Db | Tx, userId: string): Promise<Holder> {
  const grants = (await heldGrants(tx, [userId])).filter((g) => g.is_active);
  const reaches = (held: HeldGrant[]) => held.map((g) => reachOf(g.scope_type, g.scope_unit_ids, placementOf(g))?.join(',') ?? '*');
  return {
    permissions: new Set(grants.flatMap((g) => g.permissions)),
    employeeScope: employeeScopeOf(reaches(grants.filter((g) => g.permissions.includes('employees:read'))), reaches(grants.filter((g) => g.permissions.some(scoped)))),
  };
}

/**
 * A 403 unless every grant of these accounts lies within what the caller holds (permissions, and the
 * employees reached): before a change, nobody touches an account above them; after it ('after'),
 * nobody has made one.
 */
export async function assertNotAbove(tx: Db | Tx, actor: Actor, userIds: readonly string[], when: 'before' | 'after' = 'before'): Promise<void> {
  if (actor.via === 'system' || !userIds.length) return;
  const above = new Set<string>();
  for (const g of await heldGrants(tx, [...new Set(userIds)])) {
    if (!above.has(g.login_id) && !(await withinHolder(tx, actor, g.permissions, reachOf(g.scope_type, g.scope_unit_ids, placementOf(g))))) above.add(g.login_id);
  }
  if (!above.size) return;
  const who = [...above].join(', ');
  throw new AppError(
    'FORBIDDEN',
    when === 'before'
      ? `본인보다 많은 권한이나 넓은 조회 범위를 가진 계정은 변경할 수 없습니다: ${who}`
      : `본인이 가진 것보다 많은 권한이나 넓은 조회 범위는 부여할 수 없습니다: ${who}`,
  );
}

/** A 409 when `userId` is the last active account holding the admin role. */
export async function assertNotLastAdmin(tx: Tx, userId: string, message: string): Promise<void> {
  const [row] = await tx
    .select({ isActive: users.isActive })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  if (row?.isActive && (await otherActiveAdmins(tx, userId)) === 0) throw new AppError('CONFLICT', message);
}

/** The permissions of each of these roles. */
export async function rolePermissionsOf(tx: Db | Tx, names: readonly string[]): Promise<Map<string, string[]>> {
  return permissionsOf(tx, names);
}
