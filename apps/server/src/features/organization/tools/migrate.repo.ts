import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';

type Conn = Db | Tx;

/** An active employee's organisation text fields, trimmed, blanks as null; with how many share them. */
export type PathRow = {
  corp: string | null;
  division: string | null;
  headquarters: string | null;
  team: string | null;
  part: string | null;
  n: number;
};

const clean = (column: string) => sql.raw(`nullif(btrim(e.${column}), '')`);
const inScope = sql`e.is_active and coalesce(${clean('division')}, ${clean('headquarters')}, ${clean('team')}, ${clean('part')}) is not null`;

export async function distinctPaths(db: Conn): Promise<PathRow[]> {
  return queryRows<PathRow>(
    db,
    sql`select ${clean('insurance_corp')} as corp, ${clean('division')} as division, ${clean('headquarters')} as headquarters,
        ${clean('team')} as team, ${clean('part')} as part, count(*)::int as n
      from employees e where ${inScope} group by 1, 2, 3, 4, 5`,
  );
}

export async function employeeTotals(db: Conn): Promise<{ active: number; inScope: number }> {
  const [row] = await queryRows<{ active: number; in_scope: number }>(
    db,
    sql`select count(*)::int as active, count(*) filter (where ${inScope})::int as in_scope from employees e where e.is_active`,
  );
  return { active: Number(row?.active ?? 0), inScope: Number(row?.in_scope ?? 0) };
}

export type PathLink = PathRow & {
  corporationId: string | null;
  divisionId: string | null;
  headquartersId: string | null;
  teamId: string | null;
  partId: string | null;
};

/** The employees of each path with the unit ids (and corporation) the path now points at. */
export async function employeesOfPaths(tx: Tx, links: readonly PathLink[]) {
  if (!links.length) return [];
  const values = sql.join(
    links.map(
      (l) =>
        sql`(${l.corp}::text, ${l.division}::text, ${l.headquarters}::text, ${l.team}::text, ${l.part}::text, ${l.corporationId}::uuid,
          ${l.divisionId}::uuid, ${l.headquartersId}::uuid, ${l.teamId}::uuid, ${l.partId}::uuid)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string;
    corporation_id: string | null;
    division_id: string | null;
    headquarters_id: string | null;
    team_id: string | null;
    part_id: string | null;
  }>(
    tx,
    sql`select e.id, coalesce(v.corporation_id, e.corporation_id) as corporation_id, v.division_id, v.headquarters_id, v.team_id, v.part_id
      from employees e, (values ${values}) as v(corp, division, headquarters, team, part, corporation_id, division_id, headquarters_id, team_id, part_id)
      where ${inScope}
        and ${clean('insurance_corp')} is not distinct from v.corp and ${clean('division')} is not distinct from v.division
        and ${clean('headquarters')} is not distinct from v.headquarters and ${clean('team')} is not distinct from v.team
        and ${clean('part')} is not distinct from v.part`,
  );
  return rows.map((r) => ({
    employeeId: r.id,
    corporationId: r.corporation_id,
    divisionId: r.division_id,
    headquartersId: r.headquarters_id,
    teamId: r.team_id,
    partId: r.part_id,
  }));
}

/** Primary posts of the migrated employees follow their (new) id fields; the number created. */
export async function placeMigrated(tx: Tx): Promise<number> {
  const target = sql`select e.id as employee_id, coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id) as unit_id
    from employees e where ${inScope} and coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id) is not null`;
  await tx.execute(sql`with target as (${target})
    delete from unit_members m using target t where m.is_primary and m.employee_id = t.employee_id and m.unit_id <> t.unit_id`);
  const rows = await queryRows<{ employee_id: string }>(
    tx,
    sql`insert into unit_members (unit_id, employee_id, is_primary)
      select t.unit_id, t.employee_id, true from (${target}) t
      where not exists (select 1 from unit_members m where m.unit_id = t.unit_id and m.employee_id = t.employee_id and m.is_primary)
      on conflict (unit_id, employee_id) do update set is_primary = true
      returning employee_id`,
  );
  return rows.length;
}

