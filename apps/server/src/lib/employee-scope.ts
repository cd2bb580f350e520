import { sql, type SQL } from 'drizzle-orm';

/** Units, corporations or employee ids whose employees the caller may see (Actor.employeeScope); null: all. */
export type EmployeeScope = readonly string[] | null;

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
