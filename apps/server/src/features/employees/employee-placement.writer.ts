import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudits } from '../../lib/data/audit';
import { emitEmployeeEvents } from '../webhooks/webhooks.writer';

/**
 * The one writer of an employee's placement (corporation, its name, and the organisation units with
 * their names) for changes made outside the employee record: unit moves and renames, assignments,
 * migrations, corporation renames. Inside the caller's transaction, in one statement for any number
 * of people: the changed records get their version bumped and one `employees` audit row each (the
 * fields as the record shows them), so the change appears in each person's history. What follows
 * from a move (role rules, primary posts) is the caller's; the one thing raised here is the webhook
 * event `employee.updated` for each changed record, inside the same transaction.
 */

/** Audit actions of these changes; the history tab labels them 조직 이동 and 법인명 변경. */
export const placementActions = { move: 'org_move', corporationRename: 'corporation_rename' } as const;
export type PlacementAction = (typeof placementActions)[keyof typeof placementActions];

export type PlacementFields = {
  corporationId?: string | null;
  insuranceCorp?: string | null;
  division?: string | null;
  divisionId?: string | null;
  headquarters?: string | null;
  headquartersId?: string | null;
  team?: string | null;
  teamId?: string | null;
  part?: string | null;
  partId?: string | null;
};
export type PlacementRow = PlacementFields & { employeeId: string };

/** Each field: its column, its SQL type, and its path in the employee record (as the history shows it). */
const columns: { key: keyof PlacementFields; column: string; type: 'uuid' | 'text'; path: string }[] = [
  { key: 'corporationId', column: 'corporation_id', type: 'uuid', path: 'organization.insuranceCorpId' },
  { key: 'insuranceCorp', column: 'insurance_corp', type: 'text', path: 'organization.insuranceCorp' },
  { key: 'division', column: 'division', type: 'text', path: 'organization.division' },
  { key: 'divisionId', column: 'division_id', type: 'uuid', path: 'organization.divisionId' },
  { key: 'headquarters', column: 'headquarters', type: 'text', path: 'organization.headquarters' },
  { key: 'headquartersId', column: 'headquarters_id', type: 'uuid', path: 'organization.headquarterId' },
  { key: 'team', column: 'team', type: 'text', path: 'organization.team' },
  { key: 'teamId', column: 'team_id', type: 'uuid', path: 'organization.teamId' },
  { key: 'part', column: 'part', type: 'text', path: 'organization.part' },
  { key: 'partId', column: 'part_id', type: 'uuid', path: 'organization.partId' },
];

const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const recordOf = (alias: string) =>
  sql.raw(`jsonb_build_object(${columns.map((c) => `'${c.path}', ${alias}.${c.column}`).join(', ')})`);

/**
 * Applies `source` (rows of `id uuid, j jsonb`: the employee and the fields to set, by key), writes
 * one audit row per changed record with the fields that changed, and answers the ids of those records.
 */
async function apply(tx: Tx, actor: Actor, action: PlacementAction, source: SQL): Promise<string[]> {
  const next = list(
    columns.map((c) => sql.raw(`case when s.j ? '${c.key}' then (s.j->>'${c.key}')::${c.type} else e.${c.column} end as ${c.column}`)),
  );
  const tuple = (alias: string) => sql.raw(`(${columns.map((c) => `${alias}.${c.column}`).join(', ')})`);
  const rows = await queryRows<{ id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    tx,
    sql`with src as (${source}),
      next as (
        select e.id, ${next}, ${recordOf('e')} as before
        from employees e join src s on s.id = e.id
      ),
      changed as (
        update employees e set ${list(columns.map((c) => sql.raw(`${c.column} = n.${c.column}`)))},
          version = e.version + 1, updated_at = now()
        from next n
        where e.id = n.id and ${tuple('e')} is distinct from ${tuple('n')}
        returning e.id, n.before, ${recordOf('e')} as after
      ),
      diff as (
        select c.id, b.key, b.value as before, a.value as after
        from changed c cross join lateral jsonb_each(c.before) b join lateral jsonb_each(c.after) a on a.key = b.key
        where a.value is distinct from b.value
      )
      select d.id::text as id, jsonb_object_agg(d.key, d.before) as before, jsonb_object_agg(d.key, d.after) as after
      from diff d group by d.id`,
  );
  await writeAudits(
    tx,
    actor,
    rows.map((r) => ({ action, targetCollection: 'employees', targetId: r.id, before: r.before, after: r.after })),
  );
  const ids = rows.map((r) => r.id);
  await emitEmployeeEvents(tx, 'employee.updated', ids, { change: action });
  return ids;
}

/** Sets each row's fields on its employee (fields left out stay); the ids of the records that changed. */
export async function changePlacements(tx: Tx, actor: Actor, rows: readonly PlacementRow[], action: PlacementAction = placementActions.move): Promise<string[]> {
  if (!rows.length) return [];
  const json = JSON.stringify(rows.map(({ employeeId, ...fields }) => ({ ...fields, id: employeeId })));
  return apply(tx, actor, action, sql`select (j->>'id')::uuid as id, j from jsonb_array_elements(${json}::jsonb) j`);
}

/** Sets the same fields on every listed employee; the ids of the records that changed. */
export async function placeEmployees(tx: Tx, actor: Actor, employeeIds: readonly string[], fields: PlacementFields): Promise<string[]> {
  return changePlacements(tx, actor, [...new Set(employeeIds)].map((employeeId) => ({ ...fields, employeeId })));
}

/** The employees of a renamed corporation carry its new name; the ids of the records that changed. */
export async function renameCorporationOfEmployees(tx: Tx, actor: Actor, corporationId: string, name: string): Promise<string[]> {
  const fields = JSON.stringify({ insuranceCorp: name });
  return apply(
    tx,
    actor,
    placementActions.corporationRename,
    sql`select id, ${fields}::jsonb as j from employees where corporation_id = ${corporationId}`,
  );
}
