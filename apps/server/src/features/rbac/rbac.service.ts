import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { defaultRoles, permissionCatalogue, roleNames, type Permission } from '@saram/shared/permissions';
import type { createRoleSchema, GrantInput, Role, updateRoleSchema, UserGrants } from '@saram/shared/rbac/rbac.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import * as repo from './rbac.repo';
import { assertNotAbove, grantsOf, setManualGrants, unknownRoles } from './rbac.writer';

/** Makes the stored default roles match the catalogue in packages/shared (run on start). */
export async function syncDefaultRoles(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await repo.allRolePermissions(tx);
    for (const name of roleNames) {
      const role = defaultRoles[name];
      const before = stored.filter((r) => r.role === name).map((r) => r.permission).sort();
      const after = [...role.permissions].sort();
      await repo.upsertSystemRole(tx, { name, label: role.label, description: role.description });
      if (before.join() === after.join()) continue;
      await repo.replacePermissions(tx, name, after);
      await writeAudit(tx, actor, { action: 'roles.sync', targetCollection: 'roles', targetId: name, before, after });
    }
  });
}


// ---- /rbac: roles ----

function roleDto(row: repo.RoleRow): Role {
  return { name: row.name, label: row.label, description: row.description, isSystem: row.isSystem, permissions: row.permissions, accountCount: row.accountCount };
}

export async function listRoles(db: Db): Promise<Role[]> {
  return (await repo.listRoles(db)).map(roleDto);
}

/** A custom role the caller may change: 404 when missing, 409 for a default (system) role. */
async function customRole(db: Db | Tx, name: string): Promise<repo.RoleRow> {
  const role = await repo.findRole(db, name);
  if (!role) throw new AppError('NOT_FOUND', '역할을 찾을 수 없습니다.');
  if (role.isSystem) throw new AppError('CONFLICT', `기본 역할 '${role.label}'은(는) 변경하거나 삭제할 수 없습니다. 새 역할을 만들어 사용하세요.`);
  return role;
}

/**
 * A custom role the caller may change: not one they hold themselves, and none of its holders above
 * them (a role's change reaches every holder).
 */
async function changeableRole(tx: Tx, actor: Actor, name: string): Promise<repo.RoleRow> {
  const role = await customRole(tx, name);
  if (actor.roles.includes(name)) throw new AppError('FORBIDDEN', '본인이 가진 역할은 변경할 수 없습니다. 다른 관리자에게 요청하세요.');
  await assertNotAbove(tx, actor, await repo.holdersOf(tx, name));
  return role;
}

/** Nobody puts a permission they do not hold themselves into a role. */
function assertHeld(actor: Actor, permissions: readonly string[]): void {
  const held: ReadonlySet<string> = actor.permissions;
  const beyond = permissions.filter((p) => !held.has(p));
  if (beyond.length && actor.via !== 'system') {
    throw new AppError('FORBIDDEN', `본인이 가진 권한만 역할에 넣을 수 있습니다: ${beyond.map((p) => permissionCatalogue[p as Permission] ?? p).join(', ')}`);
  }
}

async function assertLabelFree(db: Db | Tx, label: string, exceptName?: string): Promise<void> {
  if (await repo.labelTaken(db, label, exceptName)) {
    throw new AppError('DUPLICATE', `'${label}' 이름의 역할이 이미 있습니다.`, { fields: { label: '같은 이름의 역할이 이미 있습니다.' } });
  }
}

export async function createRole(db: Db, actor: Actor, input: z.output<typeof createRoleSchema>): Promise<Role> {
  return db.transaction(async (tx) => {
    await assertLabelFree(tx, input.label);
    const name = `custom_${randomBytes(4).toString('hex')}`;
    const permissions = [...new Set(input.permissions)].sort();
    assertHeld(actor, permissions);
    await repo.insertRole(tx, { name, label: input.label, description: input.description });
    await repo.replacePermissions(tx, name, permissions);
    await writeAudit(tx, actor, { action: 'roles.create', targetCollection: 'roles', targetId: name, after: { label: input.label, description: input.description, permissions } });
    return roleDto((await repo.findRole(tx, name))!);
  });
}

export async function updateRole(db: Db, actor: Actor, name: string, input: z.output<typeof updateRoleSchema>): Promise<Role> {
  return db.transaction(async (tx) => {
    const before = await changeableRole(tx, actor, name);
    await assertLabelFree(tx, input.label, name);
    await repo.updateRole(tx, name, input);
    await writeAudit(tx, actor, {
      action: 'roles.update',
      targetCollection: 'roles',
      targetId: name,
      before: { label: before.label, description: before.description },
      after: input,
    });
    return roleDto((await repo.findRole(tx, name))!);
  });
}

export async function setRolePermissions(db: Db, actor: Actor, name: string, permissions: readonly string[]): Promise<Role> {
  return db.transaction(async (tx) => {
    const before = await changeableRole(tx, actor, name);
    const after = [...new Set(permissions)].sort();
    assertHeld(actor, after.filter((p) => !before.permissions.includes(p)));
    await repo.replacePermissions(tx, name, after);
    await assertNotAbove(tx, actor, await repo.holdersOf(tx, name), 'after');
    await writeAudit(tx, actor, { action: 'roles.permissions', targetCollection: 'roles', targetId: name, before: before.permissions, after });
    return roleDto((await repo.findRole(tx, name))!);
  });
}

export async function deleteRole(db: Db, actor: Actor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await customRole(tx, name);
    const holders = await repo.lockedHolderCount(tx, name);
    if (holders > 0) throw new AppError('CONFLICT', `'${role.label}' 역할을 가진 계정이 ${holders}개 있어 삭제할 수 없습니다. 먼저 권한을 회수하세요.`);
    await repo.deleteRole(tx, name);
    await writeAudit(tx, actor, { action: 'roles.delete', targetCollection: 'roles', targetId: name, before: { label: role.label, permissions: role.permissions } });
  });
}

// ---- /rbac: grants per account ----

export async function userGrants(db: Db | Tx, userId: string): Promise<UserGrants> {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', '계정을 찾을 수 없습니다.');
  const rows = await grantsOf(db as Tx, userId);
  return {
    userId: user.id,
    loginId: user.loginId,
    userName: user.userName,
    employeeId: user.employeeId,
    grants: rows.map((g) => ({ ...g, scopeUnitIds: g.scopeUnitIds ?? [], grantedAt: g.grantedAt.toISOString() })),
  };
}

/** Korean field errors for a grant list: unknown or repeated roles, rule grants, unknown units/corporations. */
async function grantErrors(tx: Tx, userId: string, grants: readonly GrantInput[]): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const unknown = new Set(await unknownRoles(tx, grants.map((g) => g.role)));
  const byRule = new Set((await grantsOf(tx, userId)).filter((g) => g.source === 'rule').map((g) => g.role));
  const seen = new Set<string>();
  for (const [i, g] of grants.entries()) {
    if (unknown.has(g.role)) fields[`grants.${i}.role`] = '존재하지 않는 역할입니다.';
    else if (seen.has(g.role)) fields[`grants.${i}.role`] = '같은 역할을 두 번 부여할 수 없습니다.';
    else if (byRule.has(g.role)) fields[`grants.${i}.role`] = '역할 배정 규칙으로 부여된 역할입니다. 규칙에서 변경하세요.';
    seen.add(g.role);
    if (g.scopeType !== 'unit' && g.scopeType !== 'corporation') continue;
    if ((await repo.unknownScopeIds(tx, g.scopeType, g.scopeUnitIds)).length) {
      fields[`grants.${i}.scopeUnitIds`] = g.scopeType === 'unit' ? '존재하지 않는 조직이 있습니다.' : '존재하지 않는 법인이 있습니다.';
    }
  }
  return fields;
}

/** PUT an account's manual grants (rule grants stay); each add/change/removal is an audit row. */
export async function setUserGrants(db: Db, actor: Actor, userId: string, grants: GrantInput[]): Promise<UserGrants> {
  return db.transaction(async (tx) => {
    if (!(await repo.findUser(tx, userId))) throw new AppError('NOT_FOUND', '계정을 찾을 수 없습니다.');
    const fields = await grantErrors(tx, userId, grants);
    if (Object.keys(fields).length) throw validationError(fields);
    await setManualGrants(tx, actor, userId, grants);
    return userGrants(tx, userId);
  });
}
