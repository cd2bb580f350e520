import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { employees } from '../../../db/schema/employees';
import { orgUnits } from '../../../db/schema/organization';
import { reportingLines } from '../../../db/schema/reporting-lines';
import { unitMembers } from '../../../db/schema/unit-members';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import { employeeRowInScope } from '../../../lib/auth/employee-scope.repo';

/** Reporting lines: the units' leaders, the placements (unit_members) and the managers set on them. */
type Conn = Db | Tx;

export type UnitNode = { id: string; name: string; parentId: string | null; leaderId: string | null };
export type Placement = { unitId: string; employeeId: string; isPrimary: boolean };
export type Line = { unitId: string; employeeId: string; managerId: string; kind: 'primary' | 'dotted' };

/** A leader who has left (퇴직) leads no one here: the unit counts as without a leader. */
export async function allUnits(db: Conn): Promise<UnitNode[]> {
  return db
    .select({ id: orgUnits.id, name: orgUnits.name, parentId: orgUnits.parentId, leaderId: sql<string | null>`case when ${employees.isActive} then ${orgUnits.leaderId} end` })
    .from(orgUnits)
    .leftJoin(employees, eq(employees.id, orgUnits.leaderId));
}

const lineColumns = { unitId: reportingLines.unitId, employeeId: reportingLines.employeeId, managerId: reportingLines.managerId, kind: reportingLines.kind };

/**
 * Placements: the unit_members rows and, for a person without a primary one (records not yet
 * synced), the record's deepest unit as their 주 소속.
 */
function placements(where: { employeeIds: readonly string[] } | { unitIds: readonly string[] }) {
  const list = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
  const recordUnit = sql`coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id)`;
  const [members, records] =
    'employeeIds' in where
      ? [sql`m.employee_id = any(${list(where.employeeIds)})`, sql`e.id = any(${list(where.employeeIds)})`]
      : [sql`m.unit_id = any(${list(where.unitIds)})`, sql`${recordUnit} = any(${list(where.unitIds)})`];
  return sql`select m.unit_id as "unitId", m.employee_id as "employeeId", m.is_primary as "isPrimary" from ${unitMembers} m where ${members}
    union all
    select ${recordUnit}, e.id, true from ${employees} e
    where ${records} and ${recordUnit} is not null and not exists (select 1 from ${unitMembers} m where m.employee_id = e.id and m.is_primary)`;
}

export async function placementsOf(db: Conn, employeeIds: readonly string[]): Promise<Placement[]> {
  return employeeIds.length ? queryRows<Placement>(db, placements({ employeeIds })) : [];
}

export async function placementsIn(db: Conn, unitIds: readonly string[]): Promise<Placement[]> {
  return unitIds.length ? queryRows<Placement>(db, placements({ unitIds })) : [];
}

/** Whether the placement is a unit_members row (only those carry managers set by hand). */
export async function isMember(db: Conn, employeeId: string, unitId: string): Promise<boolean> {
  const rows = await db
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(and(eq(unitMembers.employeeId, employeeId), eq(unitMembers.unitId, unitId)));
  return rows.length > 0;
}

export async function linesOf(db: Conn, employeeIds: readonly string[]): Promise<Line[]> {
  if (!employeeIds.length) return [];
  // A line to a manager who has left no longer holds (the unit leader applies again).
  return db
    .select(lineColumns)
    .from(reportingLines)
    .innerJoin(employees, and(eq(employees.id, reportingLines.managerId), eq(employees.isActive, true)))
    .where(inArray(reportingLines.employeeId, [...employeeIds]));
}

/** The primary lines naming the manager by hand. */
export async function primaryLinesTo(db: Conn, managerId: string): Promise<Line[]> {
  return db
    .select(lineColumns)
    .from(reportingLines)
    .where(and(eq(reportingLines.managerId, managerId), eq(reportingLines.kind, 'primary')));
}

export type PersonRow = { id: string; name: string; employeeNo: string; unit: string | null; jobTitle: string | null; isActive: boolean };

/** People by id, within the scope when one is given (null: everyone). */
export async function people(db: Conn, ids: readonly string[], scope: EmployeeScope = null): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      name: employees.nameKor,
      employeeNo: employees.employeeNo,
      unit: sql<string | null>`coalesce(${employees.part}, ${employees.team}, ${employees.headquarters}, ${employees.division})`,
      jobTitle: employees.jobTitle,
      isActive: employees.isActive,
    })
    .from(employees)
    .where(and(inArray(employees.id, unique), employeeRowInScope(scope)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Replaces the placement's primary manager (null: none set, the unit leader applies again). */
export async function setPrimary(tx: Tx, p: { unitId: string; employeeId: string }, managerId: string | null, by: string | null): Promise<void> {
  const placement = and(eq(reportingLines.unitId, p.unitId), eq(reportingLines.employeeId, p.employeeId));
  await tx.delete(reportingLines).where(and(placement, managerId ? sql`(${reportingLines.kind} = 'primary' or ${reportingLines.managerId} = ${managerId})` : eq(reportingLines.kind, 'primary')));
  if (managerId) await tx.insert(reportingLines).values({ ...p, managerId, kind: 'primary', createdBy: by });
}

/** Adds a dotted line; false when the manager is already on the placement's lines. */
export async function insertDotted(tx: Tx, p: { unitId: string; employeeId: string }, managerId: string, by: string | null): Promise<boolean> {
  const rows = await tx
    .insert(reportingLines)
    .values({ ...p, managerId, kind: 'dotted', createdBy: by })
    .onConflictDoNothing()
    .returning({ managerId: reportingLines.managerId });
  return rows.length > 0;
}

export async function deleteDotted(tx: Tx, p: { unitId: string; employeeId: string }, managerId: string): Promise<boolean> {
  const rows = await tx
    .delete(reportingLines)
    .where(and(eq(reportingLines.unitId, p.unitId), eq(reportingLines.employeeId, p.employeeId), eq(reportingLines.managerId, managerId), eq(reportingLines.kind, 'dotted')))
    .returning({ managerId: reportingLines.managerId });
  return rows.length > 0;
}
