import { and, asc, eq, inArray, isNull, like, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema/auth';
import { corporations } from '../db/schema/corporate-structure';
import { employees } from '../db/schema/employees';
import { unitMembers } from '../db/schema/unit-members';

/**
 * What the demo seed reads to pick its people (eslint.config.js schemaReads: demo). It writes nothing
 * here: every change goes through the features' services and writers, as the API makes it.
 */

/** Working people without a sign-in account who did not come in through `channel`, by 사번, after the first `offset`. */
export async function workingWithoutAccount(tx: Tx, channel: string, offset: number, limit: number): Promise<{ id: string }[]> {
  const linked = tx.select({ id: sql<string>`${users.employeeId}::uuid` }).from(users).where(sql`${users.employeeId} is not null`);
  return tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.employmentStatus, '재직'),
        isNull(employees.terminationDate),
        notInArray(employees.id, linked),
        sql`coalesce(${employees.record}->'applicationInfo'->>'applyChannel', '') <> ${channel}`,
      ),
    )
    .orderBy(asc(employees.employeeNo))
    .offset(offset)
    .limit(limit);
}

/** Working people with a head title (…장) and the unit of their primary post, by 사번. */
export async function headsOfPrimaryPosts(tx: Tx): Promise<{ unitId: string; employeeId: string }[]> {
  return tx
    .select({ unitId: unitMembers.unitId, employeeId: employees.id })
    .from(unitMembers)
    .innerJoin(employees, eq(employees.id, unitMembers.employeeId))
    .where(and(eq(unitMembers.isPrimary, true), like(employees.jobTitle, '%장'), eq(employees.employmentStatus, '재직')))
    .orderBy(asc(employees.employeeNo));
}

/** Every person who has not retired, with their 사번. */
export async function employeeNumbers(tx: Tx): Promise<{ id: string; no: string }[]> {
  return tx.select({ id: employees.id, no: employees.employeeNo }).from(employees).where(ne(employees.employmentStatus, '퇴직'));
}

/** The first `n` active people by 사번. */
export async function activeEmployeeIds(tx: Tx, n: number): Promise<string[]> {
  const rows = await tx.select({ id: employees.id }).from(employees).where(eq(employees.isActive, true)).orderBy(employees.employeeNo).limit(n);
  return rows.map((r) => r.id);
}

/** The corporations of these names. */
export async function corporationsNamed(tx: Tx, names: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (!names.length) return [];
  return tx.select({ id: corporations.id, name: corporations.name }).from(corporations).where(inArray(corporations.name, [...names]));
}
