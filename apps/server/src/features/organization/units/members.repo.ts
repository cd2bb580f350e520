import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import { employeeAliasInScope, employeeRowInScope } from '../../../lib/auth/employee-scope.repo';
import { employees } from '../../../db/schema/employees';
import { unitMembers } from '../../../db/schema/unit-members';

/**
 * Placement: unit_members (one primary post, concurrent posts, the head flag) and the employee's
 * organisation fields (insurance_corp, division, headquarters, team, part and their ids), kept in
 * step. Nothing else of the employee record is touched here.
 */
type Conn = Db | Tx;

export type OrgFields = {
  corporationId?: string | null;
  insuranceCorp?: string | null;
  division: string | null;
  divisionId: string | null;
  headquarters: string | null;
  headquartersId: string | null;
  team: string | null;
  teamId: string | null;
  part: string | null;
  partId: string | null;
};

export const clearedUnitFields: OrgFields = {
  division: null,
  divisionId: null,
  headquarters: null,
  headquartersId: null,
  team: null,
  teamId: null,
  part: null,
  partId: null,
};

/** Which of the ids are employees in the scope (one outside it counts as missing). */
export async function existingEmployeeIds(db: Conn, ids: readonly string[], scope: EmployeeScope): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: employees.id }).from(employees).where(and(inArray(employees.id, [...ids]), employeeRowInScope(scope)));
  return new Set(rows.map((r) => r.id));
}

/** A concurrent post (겸직) beside the primary one; false when the person already has a post there. */
export async function insertConcurrent(tx: Tx, unitId: string, employeeId: string, role: string | null): Promise<boolean> {
  const rows = await tx.insert(unitMembers).values({ unitId, employeeId, isPrimary: false, role }).onConflictDoNothing().returning({ id: unitMembers.employeeId });
  return rows.length > 0;
}

/** The first post of an employee: the unit as their primary post. */
export async function insertPrimary(tx: Tx, unitId: string, employeeId: string): Promise<void> {
  await tx.insert(unitMembers).values({ unitId, employeeId, isPrimary: true });
}

/** Makes the unit every listed employee's primary post; the number of employees whose post changed. */
export async function placePrimary(tx: Tx, unitId: string, employeeIds: readonly string[]): Promise<number> {
  const ids = [...employeeIds];
  const already = await tx
    .select({ id: unitMembers.employeeId })
    .from(unitMembers)
    .where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.isPrimary, true), inArray(unitMembers.employeeId, ids)));
  await tx
    .delete(unitMembers)
    .where(and(inArray(unitMembers.employeeId, ids), eq(unitMembers.isPrimary, true), ne(unitMembers.unitId, unitId)));
  await tx
    .insert(unitMembers)
    .values(ids.map((employeeId) => ({ unitId, employeeId, isPrimary: true })))
    .onConflictDoUpdate({ target: [unitMembers.unitId, unitMembers.employeeId], set: { isPrimary: true } });
  return ids.length - already.length;
}

/** Removes memberships (of one unit, or every primary post); the employees whose primary post went. */
export async function removeMemberships(tx: Tx, unitId: string | null, employeeIds: readonly string[]) {
  const rows = await tx
    .delete(unitMembers)
    .where(
      and(
        inArray(unitMembers.employeeId, [...employeeIds]),
        unitId ? eq(unitMembers.unitId, unitId) : eq(unitMembers.isPrimary, true),
      ),
    )
    .returning({ employeeId: unitMembers.employeeId, isPrimary: unitMembers.isPrimary });
  return { removed: rows.length, primaryOf: rows.filter((r) => r.isPrimary).map((r) => r.employeeId) };
}

export type MemberRow = {
  employee_id: string;
  employee_no: string;
  name_kor: string;
  job_title: string | null;
  job_grade: string | null;
  is_primary: boolean;
  is_head: boolean;
  role: string | null;
  unit_id: string;
  unit_name: string;
};

/**
 * Members of a unit (and, with descendants, of every unit below it), or of a corporation: its
 * units' members with descendants, else the employees of the corporation placed in no unit.
 */
export async function listMembers(
  db: Conn,
  target: { unitId: string } | { corporationId: string; corporationName: string },
  includeDescendants: boolean,
  paging: { page: number; pageSize: number },
  scope: EmployeeScope = null,
) {
  // The caller's record scope (lib/auth/employee-scope.ts): members outside it are left out, totals included.
  const visible = employeeAliasInScope(scope) ?? sql`true`;
  let rowsSql;
  if ('unitId' in target) {
    const scope = includeDescendants
      ? sql`with recursive sub(id) as (
          select id from org_units where id = ${target.unitId}
          union all select u.id from org_units u join sub on u.parent_id = sub.id)`
      : sql`with sub(id) as (select ${target.unitId}::uuid)`;
    rowsSql = sql`${scope}, members as (
        select e.id as employee_id, e.employee_no, e.name_kor, e.job_title, e.job_grade, m.is_primary, m.is_head, m.role,
          u.id as unit_id, u.name as unit_name, u.level
        from unit_members m join employees e on e.id = m.employee_id join org_units u on u.id = m.unit_id
        where m.unit_id in (select id from sub) and ${visible})`;
  } else {
    const units = includeDescendants
      ? sql`select e.id as employee_id, e.employee_no, e.name_kor, e.job_title, e.job_grade, m.is_primary, m.is_head, m.role,
          u.id as unit_id, u.name as unit_name, u.level
        from unit_members m join employees e on e.id = m.employee_id join org_units u on u.id = m.unit_id
        where u.corporation_id = ${target.corporationId} and ${visible} union all `
      : sql``;
    rowsSql = sql`with members as (${units}
        select e.id as employee_id, e.employee_no, e.name_kor, e.job_title, e.job_grade, true as is_primary, false as is_head,
          null::text as role, ${target.corporationId}::uuid as unit_id, ${target.corporationName}::text as unit_name, 0 as level
        from employees e
        where e.corporation_id = ${target.corporationId} and e.is_active and ${visible}
          and not exists (select 1 from unit_members m where m.employee_id = e.id and m.is_primary))`;
  }
  const [rows, [total]] = await Promise.all([
    queryRows<MemberRow>(
      db,
      sql`${rowsSql} select * from members order by level, is_head desc, name_kor, employee_id
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`${rowsSql} select count(*)::int as n from members`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The primary post each active employee's organisation id fields point at (the deepest one set). */
const targetSql = sql`select id as employee_id, coalesce(part_id, team_id, headquarters_id, division_id) as unit_id
  from employees where is_active`;

export async function syncCounts(db: Conn) {
  const [row] = await queryRows<{ total: number; created: number; removed: number; unchanged: number }>(
    db,
    sql`with target as (${targetSql})
      select (select count(*) from target)::int as total,
        (select count(*) from target t where t.unit_id is not null and not exists (
          select 1 from unit_members m where m.is_primary and m.employee_id = t.employee_id and m.unit_id = t.unit_id))::int as created,
        (select count(*) from unit_members m where m.is_primary and not exists (
          select 1 from target t where t.employee_id = m.employee_id and t.unit_id = m.unit_id))::int as removed,
        (select count(*) from target t join unit_members m
          on m.is_primary and m.employee_id = t.employee_id and m.unit_id = t.unit_id)::int as unchanged`,
  );
  return {
    total: Number(row?.total ?? 0),
    created: Number(row?.created ?? 0),
    removed: Number(row?.removed ?? 0),
    unchanged: Number(row?.unchanged ?? 0),
  };
}

export async function applySync(tx: Tx): Promise<void> {
  await tx.execute(sql`with target as (${targetSql})
    delete from unit_members m where m.is_primary and not exists (
      select 1 from target t where t.employee_id = m.employee_id and t.unit_id = m.unit_id)`);
  await tx.execute(sql`insert into unit_members (unit_id, employee_id, is_primary)
    select t.unit_id, t.employee_id, true from (${targetSql}) t where t.unit_id is not null
    on conflict (unit_id, employee_id) do update set is_primary = true`);
}

/** Employees placed in the unit or below it, grouped by their deepest placement unit. */
export async function placementsUnder(db: Conn, unitId: string): Promise<{ deepestId: string; employeeIds: string[] }[]> {
  const rows = await queryRows<{ deepest_id: string; employee_ids: string[] }>(
    db,
    sql`select coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id) as deepest_id, array_agg(e.id) as employee_ids
        from employees e
        where ${unitId}::uuid in (e.division_id, e.headquarters_id, e.team_id, e.part_id)
        group by 1`,
  );
  return rows.map((r) => ({ deepestId: r.deepest_id, employeeIds: r.employee_ids }));
}
