import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { roleNames } from '@saram/shared/permissions';
import type { ScopeType } from '@saram/shared/rbac/rbac';
import { queryRows, type Db, type Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { corporations } from '../../db/schema/corporate-structure';
import { orgUnits } from '../../db/schema/organization';
import { rolePermissions, roles, userRoles } from '../../db/schema/rbac';

type Conn = Db | Tx;
export type RoleRow = typeof roles.$inferSelect & { permissions: string[]; accountCount: number };

/** Every role with its permissions and how many accounts hold it (system roles first). */
export async function listRoles(db: Conn, name?: string): Promise<RoleRow[]> {
  const rows = await queryRows<{ name: string; label: string; description: string; is_system: boolean; created_at: Date; permissions: string[]; account_count: number }>(
    db,
    sql`select r.name, r.label, r.description, r.is_system, r.created_at,
      array(select rp.permission from role_permissions rp where rp.role = r.name order by rp.permission) as permissions,
      (select count(*) from user_roles ur where ur.role = r.name)::int as account_count
    from roles r ${name === undefined ? sql`` : sql`where r.name = ${name}`}
    order by r.is_system desc, array_position(${sql.raw(`array[${roleNames.map((n) => `'${n}'`).join(',')}]`)}::text[], r.name), r.created_at, r.name`,
  );
  return rows.map((r) => ({
    name: r.name,
    label: r.label,
    description: r.description,
    isSystem: r.is_system,
    createdAt: new Date(r.created_at),
    permissions: r.permissions,
    accountCount: Number(r.account_count),
  }));
}

export async function findRole(db: Conn, name: string): Promise<RoleRow | undefined> {
  return (await listRoles(db, name))[0];
}

/** Whether another role already has this label (case- and space-insensitive). */
export async function labelTaken(db: Conn, label: string, exceptName?: string): Promise<boolean> {
  const rows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(and(sql`lower(trim(${roles.label})) = lower(trim(${label}))`, exceptName ? ne(roles.name, exceptName) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(tx: Tx, values: { name: string; label: string; description: string }): Promise<void> {
  await tx.insert(roles).values({ ...values, isSystem: false });
}

/** A default role of the catalogue: inserted, or its label and description brought back to the catalogue's. */
export async function upsertSystemRole(tx: Tx, values: { name: string; label: string; description: string }): Promise<void> {
  await tx
    .insert(roles)
    .values({ ...values, isSystem: true })
    .onConflictDoUpdate({ target: roles.name, set: { label: values.label, description: values.description, isSystem: true } });
}

export async function allRolePermissions(db: Db | Tx): Promise<{ role: string; permission: string }[]> {
  return db.select().from(rolePermissions);
}

export async function updateRole(tx: Tx, name: string, values: { label: string; description: string }): Promise<void> {
  await tx.update(roles).set(values).where(eq(roles.name, name));
}

export async function replacePermissions(tx: Tx, name: string, permissions: readonly string[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.role, name));
  if (permissions.length) await tx.insert(rolePermissions).values(permissions.map((permission) => ({ role: name, permission })));
}

export async function deleteRole(tx: Tx, name: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.name, name));
}

/** Locks the role's row and counts its holders, so a grant cannot slip in between check and delete. */
export async function lockedHolderCount(tx: Tx, name: string): Promise<number> {
  await tx.execute(sql`select 1 from roles where name = ${name} for update`);
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.role, name));
  return Number(row?.n ?? 0);
}

export async function findUser(db: Conn, id: string) {
  const [row] = await db
    .select({ id: users.id, loginId: users.loginId, userName: users.userName, employeeId: users.employeeId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The ids among `ids` that are neither org units (kind 'unit') nor corporations (kind 'corporation'). */
export async function unknownScopeIds(db: Conn, kind: 'unit' | 'corporation', ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const table = kind === 'unit' ? orgUnits : corporations;
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The accounts holding a role. */
export async function holdersOf(db: Conn, role: string): Promise<string[]> {
  return (await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, role))).map((r) => r.userId);
}

/** A grant with its role's permissions and the grantee's own placement (what an unpicked scope reaches). */
export type HeldGrant = {
  user_id: string;
  login_id: string;
  is_active: boolean;
  role: string;
  scope_type: ScopeType;
  scope_unit_ids: string[] | null;
  permissions: string[];
  employee_id: string | null;
  corporation_id: string | null;
  unit_id: string | null;
};

/** Every grant of these accounts. */
export async function heldGrants(db: Conn, userIds: readonly string[]): Promise<HeldGrant[]> {
  if (!userIds.length) return [];
  return queryRows<HeldGrant>(
    db,
    sql`select u.id::text as user_id, u.login_id, u.is_active, ur.role, ur.scope_type, ur.scope_unit_ids,
        array(select rp.permission from role_permissions rp where rp.role = ur.role) as permissions,
        me.id::text as employee_id, me.corporation_id::text as corporation_id,
        coalesce(me.part_id, me.team_id, me.headquarters_id, me.division_id)::text as unit_id
      from user_roles ur join users u on u.id = ur.user_id
      left join employees me on me.id::text = u.employee_id
      where ur.user_id = any(${`{${userIds.join(',')}}`}::uuid[])
      order by u.login_id, ur.role`,
  );
}

/** The permissions of each of these roles. */
export async function permissionsOf(db: Conn, names: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(names.map((n) => [n, []]));
  if (!names.length) return result;
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.role, [...new Set(names)]));
  for (const r of rows) result.get(r.role)?.push(r.permission);
  return result;
}

/**
 * The ids among `ids` (units, corporations, employees) that `scope` does not reach: an id is reached
 * when it is in the scope, is a unit below a unit of the scope or in a corporation of it, or is an
 * employee whose placement the scope holds (as employeeInScope reads it).
 */
export async function unreached(db: Conn, ids: readonly string[], scope: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive up(start, id, parent_id, corporation_id) as (
          select u.id, u.id, u.parent_id, u.corporation_id from org_units u where u.id::text = any(${`{${ids.join(',')}}`}::text[])
          union all select up.start, p.id, p.parent_id, p.corporation_id from org_units p join up on p.id = up.parent_id)
        select x as id from unnest(${`{${ids.join(',')}}`}::text[]) x
        where not (x = any(${`{${scope.join(',')}}`}::text[])
          or exists (select 1 from up where up.start::text = x
            and (up.id::text = any(${`{${scope.join(',')}}`}::text[]) or up.corporation_id::text = any(${`{${scope.join(',')}}`}::text[])))
          or exists (select 1 from employees e where e.id::text = x
            and array[e.corporation_id, e.division_id, e.headquarters_id, e.team_id, e.part_id]::text[] && ${`{${scope.join(',')}}`}::text[]))`,
  );
  return rows.map((r) => r.id);
}

/**
 * Locks the admin role's grants and counts the active accounts other than `userId` holding it, so
 * two administrators cannot remove each other at once.
 */
export async function otherActiveAdmins(tx: Tx, userId: string): Promise<number> {
  await tx.execute(sql`select 1 from user_roles where role = 'admin' for update`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from user_roles ur join users u on u.id = ur.user_id
      where ur.role = 'admin' and u.is_active and u.id <> ${userId}`,
  );
  return Number(row?.n ?? 0);
}
