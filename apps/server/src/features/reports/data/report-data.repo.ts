import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import { employeeAliasInScope } from '../../../lib/auth/employee-scope.repo';

/**
 * What every report shares: the names behind the filters, and the two conditions each report's
 * queries apply: the people (record scope ∩ units with their sub-units ∩ corporation) and the units
 * (the same, for rows placed on a unit: notices, leader posts).
 */

export type Population = { scope: EmployeeScope; unitIds: readonly string[]; corporationId: string | null };

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The condition on `employees` under `alias` that a row belongs to the report's population. */
export function peopleWhere(p: Population, alias = 'e'): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [];
  const scope = employeeAliasInScope(p.scope, alias);
  if (scope) parts.push(scope);
  // A row carries every ancestor of its unit, so a unit reaches its sub-units.
  if (p.unitIds.length) parts.push(sql`array[${a}.division_id, ${a}.headquarters_id, ${a}.team_id, ${a}.part_id] && ${uuidArray(p.unitIds)}`);
  if (p.corporationId) parts.push(sql`${a}.corporation_id = ${p.corporationId}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The ids of the active units inside the population, as a subquery: the record scope's units and
 * corporations (with their sub-units), the picked units (with theirs) and the corporation. An
 * employee-only ('self') scope sees no unit.
 */
export function unitsWhere(p: Population): SQL {
  const roots = (ids: readonly string[]) =>
    sql`(with recursive sub(id) as (
      select u.id from org_units u where u.id = any(${uuidArray(ids)}) or u.corporation_id = any(${uuidArray(ids)})
      union select c.id from org_units c join sub on c.parent_id = sub.id
    ) select id from sub)`;
  const parts: SQL[] = [sql`u.is_active`];
  if (p.scope !== null) parts.push(sql`u.id in ${roots(p.scope)}`);
  if (p.unitIds.length) parts.push(sql`u.id in ${roots(p.unitIds)}`);
  if (p.corporationId) parts.push(sql`u.corporation_id = ${p.corporationId}`);
  return sql`(select u.id from org_units u where ${sql.join(parts, sql` and `)})`;
}

export async function unitNames(db: Db, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  return queryRows(db, sql`select id, name from org_units where id = any(${uuidArray(ids)})`);
}

export async function corporationName(db: Db, id: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`select name from corporations where id = ${id}`);
  return row?.name ?? null;
}

/** The person's name when the population holds them (else null: out of scope or no such person). */
export async function employeeNameIn(db: Db, p: Population, id: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`select e.name_kor as name from employees e where e.id = ${id} and ${peopleWhere(p)}`);
  return row?.name ?? null;
}

/** The sum of report_data_state's versions: moves with every committed change to a table a report reads. */
export async function dataVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string }>(db, sql`select coalesce(sum(version), 0)::text as v from report_data_state`);
  return row!.v;
}
