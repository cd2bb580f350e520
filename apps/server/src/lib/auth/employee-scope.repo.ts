import { sql, type SQL } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import type { EmployeeScope } from './employee-scope';

/** The SQL conditions of an EmployeeScope, for the repositories' queries. */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The condition that an employee row is in scope: its own id (a 'self' grant) or any of its placement
 * ids (corporation, division ... part: a unit reaches its subtree, since a row carries every ancestor)
 * is in the scope. `ids` is the row's `array[id, corporation_id, division_id, headquarters_id, team_id, part_id]`.
 */
export function employeeInScope(scope: EmployeeScope, ids: SQL): SQL | undefined {
  if (scope === null) return undefined;
  const wanted = scope.filter((s) => uuidPattern.test(s));
  if (!wanted.length) return sql`false`;
  return sql`${ids} && ${`{${wanted.join(',')}}`}::uuid[]`;
}

/** employeeInScope for raw SQL over `employees` under an alias (default `e`). */
export function employeeAliasInScope(scope: EmployeeScope, alias = 'e'): SQL | undefined {
  const a = sql.raw(alias);
  return employeeInScope(scope, sql`array[${a}.id, ${a}.corporation_id, ${a}.division_id, ${a}.headquarters_id, ${a}.team_id, ${a}.part_id]`);
}

/** employeeInScope for queries over the `employees` table. */
export function employeeRowInScope(scope: EmployeeScope): SQL | undefined {
  return employeeInScope(scope, sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`);
}

/**
 * The condition that a unit (`unitId`, an org_units id) lies inside the scope: a scoped unit or one
 * under it, or a unit of a scoped corporation. Null scope: no condition; a scope of people only: none.
 */
export function unitInScope(scope: EmployeeScope, unitId: SQL): SQL | undefined {
  if (scope === null) return undefined;
  const wanted = scope.filter((s) => uuidPattern.test(s));
  if (!wanted.length) return sql`false`;
  const ids = `{${wanted.join(',')}}`;
  return sql`${unitId} in (with recursive s(id) as (
      select id from org_units where id = any(${ids}::uuid[]) or corporation_id = any(${ids}::uuid[])
      union select u.id from org_units u join s on u.parent_id = s.id)
    select id from s)`;
}
