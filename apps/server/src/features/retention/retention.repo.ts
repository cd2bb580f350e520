import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { retentionHolds } from '../../db/schema/retention';

/**
 * Who the retention purge selects, and the legal holds. One selection serves the dry run and the
 * real run: people marked 퇴직 whose 퇴직일 is before `cutoff` (today - 3 years), not anonymised yet,
 * and under no legal hold.
 */

const retired = (cutoff: string): SQL =>
  and(eq(employees.employmentStatus, '퇴직'), isNotNull(employees.terminationDate), lt(employees.terminationDate, cutoff), isNull(employees.anonymizedAt))!;
const held = sql`exists (select 1 from ${retentionHolds} h where h.employee_id = ${employees.id})`;

export type CandidateRow = { id: string; employeeNo: string; nameKor: string; terminationDate: string };

/** The people the purge anonymises at `cutoff`, oldest 퇴직일 first; `ids` narrows it (the run re-checks its batch). */
export async function eligible(db: Db | Tx, cutoff: string, ids?: readonly string[]): Promise<CandidateRow[]> {
  const rows = await db
    .select({ id: employees.id, employeeNo: employees.employeeNo, nameKor: employees.nameKor, terminationDate: employees.terminationDate })
    .from(employees)
    .where(and(retired(cutoff), sql`not ${held}`, ids ? inArray(employees.id, [...ids]) : undefined))
    .orderBy(employees.terminationDate, employees.employeeNo);
  return rows.map((r) => ({ ...r, terminationDate: r.terminationDate! }));
}

/** Locks the employee rows (the run takes them before re-checking, so a hold placed meanwhile is seen). */
export async function lockEmployees(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length) await tx.select({ id: employees.id }).from(employees).where(inArray(employees.id, [...ids])).for('update');
}

export async function counts(db: Db, cutoff: string): Promise<{ held: number; retained: number; anonymized: number }> {
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${retired(cutoff)} and ${held})::int`,
      retained: sql<number>`count(*) filter (where ${employees.employmentStatus} = '퇴직' and ${employees.anonymizedAt} is null and not (${retired(cutoff)}))::int`,
      anonymized: sql<number>`count(*) filter (where ${employees.anonymizedAt} is not null)::int`,
    })
    .from(employees);
  return row!;
}

export type HoldRow = {
  employeeId: string;
  employeeNo: string;
  name: string;
  employmentStatus: string;
  terminationDate: string | null;
  reason: string;
  heldBy: string;
  heldAt: Date;
};

const holdColumns = {
  employeeId: retentionHolds.employeeId,
  employeeNo: employees.employeeNo,
  name: employees.nameKor,
  employmentStatus: employees.employmentStatus,
  terminationDate: employees.terminationDate,
  reason: retentionHolds.reason,
  heldBy: retentionHolds.heldBy,
  heldAt: retentionHolds.heldAt,
};

export async function listHolds(db: Db | Tx, employeeId?: string): Promise<HoldRow[]> {
  return db
    .select(holdColumns)
    .from(retentionHolds)
    .innerJoin(employees, eq(employees.id, retentionHolds.employeeId))
    .where(employeeId ? eq(retentionHolds.employeeId, employeeId) : undefined)
    .orderBy(sql`${retentionHolds.heldAt} desc`, employees.employeeNo);
}

export async function findEmployee(db: Db | Tx, id: string): Promise<{ id: string; anonymizedAt: Date | null } | undefined> {
  const [row] = await db.select({ id: employees.id, anonymizedAt: employees.anonymizedAt }).from(employees).where(eq(employees.id, id)).for('share');
  return row;
}

/** False when the person is already held. */
export async function insertHold(tx: Tx, values: typeof retentionHolds.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(retentionHolds).values(values).onConflictDoNothing().returning({ id: retentionHolds.employeeId });
  return rows.length > 0;
}

export async function deleteHold(tx: Tx, employeeId: string) {
  const [row] = await tx.delete(retentionHolds).where(eq(retentionHolds.employeeId, employeeId)).returning();
  return row;
}

/** The person's columns and record as they are: before and after the purge, what it destroyed (lib/data/erase.ts). */
export async function personalSnapshot(tx: Tx, id: string) {
  const [row] = await tx
    .select({ nameKor: employees.nameKor, nameEng: employees.nameEng, email: employees.email, emailPersonal: employees.emailPersonal, phone: employees.phone, record: employees.record })
    .from(employees)
    .where(eq(employees.id, id));
  return row;
}
