import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { roleNames } from '@saram/shared/permissions';
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

/** The roles that hold `permission` (for the lockout guard). */
export async function rolesWith(db: Conn, permission: string): Promise<Set<string>> {
  const rows = await db.select({ role: rolePermissions.role }).from(rolePermissions).where(eq(rolePermissions.permission, permission));
  return new Set(rows.map((r) => r.role));
}
