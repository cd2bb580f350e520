import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { unitInScope } from '../../lib/auth/employee-scope.repo';
import type { SearchFacets, SearchTerm } from '../../lib/data/search-text';
import { cappedCount, textMatches, textRank, withinDays } from '../../lib/data/search-text.repo';

export type UnitHit = {
  id: string;
  name: string;
  unit_type: string;
  is_active: boolean;
  parent_name: string | null;
  tf_status: string | null;
  updated_at: string;
  rank: number;
};

/** Units (taskForces false) or task forces (true) whose name matches, inside the scope and the facets. */
function where(term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, taskForces: boolean, statuses: string[] | undefined): SQL {
  return and(
    textMatches(sql`u.name`, term, { typing: true }),
    taskForces ? sql`tf.unit_id is not null` : sql`tf.unit_id is null`,
    unitInScope(scope, sql`u.id`),
    facets.unitId ? unitInScope([facets.unitId], sql`u.id`) : undefined,
    facets.corporationId ? unitInScope([facets.corporationId], sql`u.id`) : undefined,
    statuses ? (statuses.length ? sql`${taskForces ? sql`tf.status` : sql`(case when u.is_active then 'active' else 'inactive' end)`} = any(${`{${statuses.join(',')}}`}::text[])` : sql`false`) : undefined,
    withinDays(sql`u.updated_at`, facets),
  )!;
}

const from = (w: SQL) => sql`from org_units u left join task_forces tf on tf.unit_id = u.id where ${w}`;

export async function rankedUnits(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, taskForces: boolean, statuses: string[] | undefined, limit: number): Promise<UnitHit[]> {
  return queryRows<UnitHit>(
    db,
    sql`select u.id, u.name, u.unit_type, u.is_active, u.updated_at, tf.status as tf_status,
        (select p.name from org_units p where p.id = u.parent_id) as parent_name, ${textRank(sql`u.name`, term)} as rank
      ${from(where(term, scope, facets, taskForces, statuses))}
      order by rank, u.is_active desc, u.level, u.name limit ${limit}`,
  );
}

export async function countUnits(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, taskForces: boolean, statuses: string[] | undefined, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, cappedCount(from(where(term, scope, facets, taskForces, statuses)), cap));
  return row?.n ?? 0;
}
