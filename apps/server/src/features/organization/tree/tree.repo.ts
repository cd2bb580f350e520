import { sql, type SQL } from 'drizzle-orm';
import type { UnitType } from '@saram/shared/organization/organization';
import { queryRows, type Db, type Tx } from '../../../db/client';

type Conn = Db | Tx;

export type TreeRow = {
  id: string;
  name: string;
  unit_type: UnitType;
  level: number;
  parent_id: string | null;
  corporation_id: string | null;
  code: string | null;
  is_active: boolean;
  is_temporary: boolean;
  sort_order: number;
  depth: number;
  headcount: number | null;
  direct_headcount: number | null;
};

export type TreeScope = {
  rootId?: string | undefined;
  corporationId?: string | undefined;
  maxDepth?: number | undefined;
  includeInactive: boolean;
  includeTemporary: boolean;
  includeHeadcount: boolean;
};

/**
 * The tree as flat rows in one statement. Without headcount, a recursive CTE walks down from the
 * roots, pruning inactive or temporary branches and stopping at maxDepth. With headcount it walks
 * every unit below the roots, carrying each unit's path of ancestor ids and whether it is shown;
 * the primary posts per unit (one aggregate) are then added to every ancestor on the path, so a
 * unit's headcount covers all units below it, shown or not, without a query per unit. (This
 * shape also keeps the planner's estimate low; the closure-table form tripped PostgreSQL's JIT,
 * which cost more than the query.)
 */
export async function treeRows(db: Conn, s: TreeScope): Promise<TreeRow[]> {
  const keep: SQL[] = [];
  if (!s.includeInactive) keep.push(sql`u.is_active`);
  if (!s.includeTemporary) keep.push(sql`not u.is_temporary`);
  const filter = keep.length ? sql.join(keep, sql` and `) : sql`true`;
  const anchor = s.rootId
    ? sql`u.id = ${s.rootId}`
    : s.corporationId
      ? sql`u.parent_id is null and u.corporation_id = ${s.corporationId}`
      : sql`u.parent_id is null`;
  const depthLimit = s.maxDepth ?? 50;
  const columns = sql`u.id, u.name, u.unit_type, u.level, u.parent_id, u.corporation_id, u.code, u.is_active, u.is_temporary, u.sort_order`;
  if (!s.includeHeadcount) {
    return queryRows<TreeRow>(
      db,
      sql`with recursive sub(id, depth) as (
          select u.id, 0 from org_units u where ${anchor} and ${filter}
          union all
          select u.id, sub.depth + 1 from org_units u join sub on u.parent_id = sub.id
          where sub.depth < ${depthLimit} and ${filter}
        )
        select ${columns}, s.depth, null::int as headcount, null::int as direct_headcount
        from sub s join org_units u on u.id = s.id`,
    );
  }
  return queryRows<TreeRow>(
    db,
    sql`with recursive walk(id, path, depth, shown) as (
        select u.id, array[u.id], 0, ${filter} from org_units u where ${anchor}
        union all
        select u.id, w.path || u.id, w.depth + 1, w.shown and w.depth < ${depthLimit} and ${filter}
        from org_units u join walk w on u.parent_id = w.id where w.depth < 50
      ),
      direct as (
        select unit_id, count(*)::int as n from unit_members where is_primary group by unit_id
      ),
      counts as (
        select a.id, sum(d.n)::int as headcount
        from walk w join direct d on d.unit_id = w.id cross join unnest(w.path) as a(id) group by a.id
      )
      select ${columns}, w.depth, coalesce(k.headcount, 0) as headcount, coalesce(d.n, 0) as direct_headcount
      from walk w join org_units u on u.id = w.id left join counts k on k.id = w.id left join direct d on d.unit_id = w.id
      where w.shown`,
  );
}

export type HeadcountRow = {
  id: string;
  name: string;
  level: number;
  parent_id: string | null;
  direct_headcount: number;
  headcount: number;
  concurrent: number;
};

/** Every unit in scope (the subtree of rootId, or all) with direct and subtree headcounts (as treeRows). */
export async function headcountRows(db: Conn, rootId?: string): Promise<HeadcountRow[]> {
  const anchor = rootId ? sql`u.id = ${rootId}` : sql`u.parent_id is null`;
  return queryRows<HeadcountRow>(
    db,
    sql`with recursive walk(id, path, depth) as (
        select u.id, array[u.id], 0 from org_units u where ${anchor}
        union all
        select u.id, w.path || u.id, w.depth + 1 from org_units u join walk w on u.parent_id = w.id where w.depth < 50
      ),
      direct as (
        select unit_id, count(*) filter (where is_primary)::int as n, count(*) filter (where not is_primary)::int as c
        from unit_members group by unit_id
      ),
      counts as (
        select a.id, sum(d.n)::int as headcount
        from walk w join direct d on d.unit_id = w.id cross join unnest(w.path) as a(id) group by a.id
      )
      select u.id, u.name, u.level, u.parent_id, coalesce(d.n, 0)::int as direct_headcount,
        coalesce(k.headcount, 0)::int as headcount, coalesce(d.c, 0)::int as concurrent
      from walk w join org_units u on u.id = w.id left join direct d on d.unit_id = w.id left join counts k on k.id = w.id
      order by u.level, u.sort_order, u.name`,
  );
}

/** Primary placements in the unit and everything below it. */
export async function subtreeHeadcount(db: Conn, id: string): Promise<{ direct: number; total: number }> {
  const [row] = await queryRows<{ direct: number; total: number }>(
    db,
    sql`with recursive sub(id) as (
        select id from org_units where id = ${id}
        union all
        select u.id from org_units u join sub on u.parent_id = sub.id
      )
      select (select count(*) from unit_members where is_primary and unit_id = ${id})::int as direct,
        (select count(*) from unit_members where is_primary and unit_id in (select id from sub))::int as total`,
  );
  return { direct: Number(row?.direct ?? 0), total: Number(row?.total ?? 0) };
}

/** Moves with every committed change of units or posts (statement triggers, one slot per backend); the tree cache's key. */
export async function treeVersion(db: Conn): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select sum(version) as version from org_tree_state`);
  return Number(row?.version ?? 0);
}
