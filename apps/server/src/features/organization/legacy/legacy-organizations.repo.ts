import { sql, type SQL } from 'drizzle-orm';
import { corporationLegacyType } from '@saram/shared/organization/organization';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { likePattern } from '../units/units.repo';

type Conn = Db | Tx;

export type LegacyRow = {
  id: string;
  name: string;
  type: string;
  level: number;
  is_active: boolean;
  parent_id: string | null;
  code: string | null;
  description: string | null;
  sort_order: number;
  unit_type: string | null;
  corporation_id: string | null;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
};

/**
 * The legacy organisations are a view, not a copy: the corporations (type insuranceCorp, level 0)
 * and every unit whose level has a mapping (type = its legacyType). A top unit's parent is its
 * corporation. Task forces appear only if someone maps level 5.
 */
const view = sql`(
  select c.id, c.name, ${corporationLegacyType}::text as type, 0 as level, c.is_active, null::uuid as parent_id,
    null::text as code, null::text as description, 0 as sort_order, null::text as unit_type, c.id as corporation_id,
    c.version, c.created_at, c.updated_at
  from corporations c
  union all
  select u.id, u.name, m.legacy_type, u.level::int, u.is_active, coalesce(u.parent_id, u.corporation_id), u.code,
    u.description, u.sort_order, u.unit_type, u.corporation_id, u.version, u.created_at, u.updated_at
  from org_units u join hierarchy_mappings m on m.level = u.level
) o`;

export type LegacyFilter = {
  name?: string | undefined;
  type?: string | undefined;
  isActive?: boolean | undefined;
  parentId?: string | undefined;
};

function whereOf(f: LegacyFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  const name = f.name?.trim();
  if (name) conditions.push(sql`o.name ilike ${likePattern(name)}`);
  if (f.type) conditions.push(sql`o.type = ${f.type}`);
  if (f.isActive !== undefined) conditions.push(sql`o.is_active = ${f.isActive}`);
  if (f.parentId) conditions.push(sql`o.parent_id = ${f.parentId}`);
  return sql.join(conditions, sql` and `);
}

export async function listLegacy(db: Conn, f: LegacyFilter, paging: { page: number; pageSize: number }) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    queryRows<LegacyRow>(
      db,
      sql`select * from ${view} where ${where} order by o.level, o.sort_order, o.name, o.id
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${view} where ${where}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findLegacy(db: Conn, id: string): Promise<LegacyRow | undefined> {
  const [row] = await queryRows<LegacyRow>(db, sql`select * from ${view} where o.id = ${id}`);
  return row;
}

export async function allLegacy(db: Conn, includeInactive: boolean): Promise<LegacyRow[]> {
  return queryRows<LegacyRow>(db, sql`select * from ${view} where ${includeInactive ? sql`true` : sql`o.is_active`}`);
}
