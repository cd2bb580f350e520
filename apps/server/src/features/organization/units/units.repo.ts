import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import { employeeRowInScope } from '../../../lib/auth/employee-scope.repo';
import { corporations } from '../../../db/schema/corporate-structure';
import { employees } from '../../../db/schema/employees';
import { orgUnits } from '../../../db/schema/organization';
import { unitMembers } from '../../../db/schema/unit-members';

type Conn = Db | Tx;
export type UnitRow = typeof orgUnits.$inferSelect;
export type NewUnit = typeof orgUnits.$inferInsert;
export type CorporationRef = { id: string; name: string; isActive: boolean };

/** `%`, `_` and `\` in a user's search term match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Serialises changes of the tree's shape (parent changes), so two moves cannot build a cycle together. */
export async function lockTree(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7261001)`);
}

export async function findUnit(db: Conn, id: string): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(orgUnits).where(eq(orgUnits.id, id)).limit(1);
  return row;
}

export async function findUnitForUpdate(tx: Tx, id: string): Promise<UnitRow | undefined> {
  const [row] = await tx.select().from(orgUnits).where(eq(orgUnits.id, id)).limit(1).for('update');
  return row;
}

export async function findUnitsByIds(db: Conn, ids: readonly string[]): Promise<UnitRow[]> {
  if (!ids.length) return [];
  return db.select().from(orgUnits).where(inArray(orgUnits.id, [...ids]));
}

export async function findUnitByCode(db: Conn, code: string): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(orgUnits).where(eq(orgUnits.code, code)).limit(1);
  return row;
}

export type UnitFilter = {
  level?: number | undefined;
  unitType?: UnitRow['unitType'] | undefined;
  parentId?: string | undefined;
  corporationId?: string | undefined;
  isActive?: boolean | undefined;
  isTemporary?: boolean | undefined;
  search?: string | undefined;
};

export async function listUnits(db: Conn, f: UnitFilter, paging: { page: number; limit: number }) {
  const search = f.search?.trim();
  const where = and(
    f.level !== undefined ? eq(orgUnits.level, f.level) : undefined,
    f.unitType ? eq(orgUnits.unitType, f.unitType) : undefined,
    f.parentId ? eq(orgUnits.parentId, f.parentId) : undefined,
    f.corporationId ? eq(orgUnits.corporationId, f.corporationId) : undefined,
    f.isActive !== undefined ? eq(orgUnits.isActive, f.isActive) : undefined,
    f.isTemporary !== undefined ? eq(orgUnits.isTemporary, f.isTemporary) : undefined,
    search ? or(ilike(orgUnits.name, likePattern(search)), ilike(orgUnits.code, likePattern(search))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orgUnits)
      .where(where)
      .orderBy(asc(orgUnits.level), asc(orgUnits.sortOrder), asc(orgUnits.name), asc(orgUnits.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(orgUnits).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertUnit(db: Conn, values: NewUnit): Promise<UnitRow> {
  const [row] = await db.insert(orgUnits).values(values).returning();
  return row!;
}

/** The optimistic update: zero rows when the version moved on. */
export async function updateUnitIf(db: Conn, id: string, version: number, values: Partial<NewUnit>): Promise<UnitRow | undefined> {
  const [row] = await db
    .update(orgUnits)
    .set({ ...values, version: sql`${orgUnits.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orgUnits.id, id), eq(orgUnits.version, version)))
    .returning();
  return row;
}

export async function bumpVersion(db: Conn, id: string, values: Partial<NewUnit> = {}): Promise<UnitRow | undefined> {
  const [row] = await db
    .update(orgUnits)
    .set({ ...values, version: sql`${orgUnits.version} + 1`, updatedAt: new Date() })
    .where(eq(orgUnits.id, id))
    .returning();
  return row;
}

export async function deleteUnit(db: Conn, id: string): Promise<UnitRow | undefined> {
  const [row] = await db.delete(orgUnits).where(eq(orgUnits.id, id)).returning();
  return row;
}

export async function children(db: Conn, id: string, includeInactive = true): Promise<UnitRow[]> {
  return db
    .select()
    .from(orgUnits)
    .where(and(eq(orgUnits.parentId, id), includeInactive ? undefined : eq(orgUnits.isActive, true)))
    .orderBy(asc(orgUnits.sortOrder), asc(orgUnits.name));
}

export async function childStats(db: Conn, id: string): Promise<{ count: number; minLevel: number | null }> {
  const [row] = await db
    .select({ n: count(), minLevel: sql<number | null>`min(${orgUnits.level})` })
    .from(orgUnits)
    .where(eq(orgUnits.parentId, id));
  return { count: row?.n ?? 0, minLevel: row?.minLevel == null ? null : Number(row.minLevel) };
}

/** Memberships in the unit, and employees whose organisation id fields point at it. */
export async function placementCounts(db: Conn, id: string): Promise<{ members: number; employees: number }> {
  const [row] = await queryRows<{ members: number; employees: number }>(
    db,
    sql`select (select count(*) from ${unitMembers} where unit_id = ${id})::int as members,
      (select count(*) from ${employees} where ${id} in (division_id, headquarters_id, team_id, part_id))::int as employees`,
  );
  return { members: Number(row?.members ?? 0), employees: Number(row?.employees ?? 0) };
}

/** Another non-TF unit with this name under the same parent (or at the top of the same corporation). */
export async function siblingNameTaken(
  db: Conn,
  s: { parentId: string | null; corporationId: string | null; name: string; excludeId?: string | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(
      and(
        s.parentId ? eq(orgUnits.parentId, s.parentId) : isNull(orgUnits.parentId),
        s.parentId ? undefined : s.corporationId ? eq(orgUnits.corporationId, s.corporationId) : isNull(orgUnits.corporationId),
        sql`lower(${orgUnits.name}) = lower(${s.name})`,
        ne(orgUnits.unitType, 'TASK_FORCE'),
        s.excludeId ? ne(orgUnits.id, s.excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when `unitId` is `candidateId` or one of its ancestors (moving unitId under candidate would make a cycle). */
export async function isSelfOrAncestor(db: Conn, unitId: string, candidateId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with recursive up(id, parent_id) as (
        select id, parent_id from org_units where id = ${candidateId}
        union
        select u.id, u.parent_id from org_units u join up on u.id = up.parent_id
      ) select exists(select 1 from up where id = ${unitId}) as found`,
  );
  return Boolean(row?.found);
}

/** The unit and its ancestors, the top first. */
export async function pathOf(db: Conn, id: string): Promise<UnitRow[]> {
  const rows = await db
    .select()
    .from(orgUnits)
    .where(
      sql`${orgUnits.id} in (with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from org_units where id = ${id}
        union all
        select u.id, u.parent_id, up.depth + 1 from org_units u join up on u.id = up.parent_id where up.depth < 50
      ) select id from up)`,
    );
  // From the unit up its parents, then turned around: the top first.
  const byId = new Map(rows.map((u) => [u.id, u]));
  const path: UnitRow[] = [];
  for (let u = byId.get(id); u && !path.includes(u); u = u.parentId ? byId.get(u.parentId) : undefined) path.push(u);
  return path.reverse();
}

/** Gives the unit and everything below it the corporation; the number of units changed. */
export async function setSubtreeCorporation(db: Conn, rootId: string, corporationId: string | null): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive sub(id) as (
        select id from org_units where id = ${rootId}
        union
        select u.id from org_units u join sub on u.parent_id = sub.id
      )
      update org_units set corporation_id = ${corporationId}, version = version + 1, updated_at = now()
      where id in (select id from sub) and corporation_id is distinct from ${corporationId}
      returning id`,
  );
  return rows.length;
}

/** Corporations are the corporate-structure feature's rows; the organisation view only reads them. */
export async function findCorporation(db: Conn, id: string): Promise<CorporationRef | undefined> {
  const [row] = await db
    .select({ id: corporations.id, name: corporations.name, isActive: corporations.isActive })
    .from(corporations)
    .where(eq(corporations.id, id))
    .limit(1);
  return row;
}

export async function findCorporationsByName(db: Conn, names: readonly string[]): Promise<CorporationRef[]> {
  if (!names.length) return [];
  return db
    .select({ id: corporations.id, name: corporations.name, isActive: corporations.isActive })
    .from(corporations)
    .where(inArray(corporations.name, [...names]));
}

export async function allCorporations(db: Conn): Promise<CorporationRef[]> {
  return db.select({ id: corporations.id, name: corporations.name, isActive: corporations.isActive }).from(corporations);
}


/** The one active unit of that name at that level (within the corporation when given), if exactly one. */
export async function findUnitByName(db: Conn, name: string, level: number, corporationId: string | null): Promise<UnitRow | undefined> {
  const rows = await db
    .select()
    .from(orgUnits)
    .where(and(eq(orgUnits.name, name), eq(orgUnits.level, level), eq(orgUnits.isActive, true), corporationId ? eq(orgUnits.corporationId, corporationId) : undefined))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** The employee's name, when the employee is in the scope (the 조직장 check and the unit detail's leader name). */
export async function findEmployeeName(db: Conn, id: string, scope: EmployeeScope): Promise<string | undefined> {
  const [row] = await db.select({ name: employees.nameKor }).from(employees).where(and(eq(employees.id, id), employeeRowInScope(scope))).limit(1);
  return row?.name;
}

export async function employeeExists(db: Conn, id: string, scope: EmployeeScope): Promise<boolean> {
  return (await findEmployeeName(db, id, scope)) !== undefined;
}
