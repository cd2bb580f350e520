import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, AppointmentType, ApprovalState } from '@saram/shared/appointments/appointments';
import type { Db, Tx } from '../../db/client';
import { appointmentApprovals, appointmentBatches, appointmentEvents, appointments, approvalLines, type LineStep } from '../../db/schema/appointments';
import { corporations } from '../../db/schema/corporate-structure';
import { employees } from '../../db/schema/employees';
import { orgUnits } from '../../db/schema/organization';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';

/** Appointments' own tables (appointments, their approvals and events, approval lines) and what it reads of employees and units. */

type Conn = Db | Tx;
export type AppointmentRow = typeof appointments.$inferSelect;
export type ApprovalRow = typeof appointmentApprovals.$inferSelect;
export type EventRow = typeof appointmentEvents.$inferSelect;
export type LineRow = typeof approvalLines.$inferSelect;

const columns = {
  a: appointments,
  employee: {
    id: employees.id,
    name: employees.nameKor,
    employeeNo: employees.employeeNo,
    headquarters: employees.headquarters,
    team: employees.team,
    part: employees.part,
    jobTitle: employees.jobTitle,
    unitId: sql<string | null>`coalesce(${employees.partId}, ${employees.teamId}, ${employees.headquartersId}, ${employees.divisionId})`,
  },
};

const inScope = (scope: EmployeeScope) =>
  employeeInScope(scope, sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`);
const joined = (db: Conn) => db.select(columns).from(appointments).innerJoin(employees, eq(employees.id, appointments.employeeId));
export type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const like = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export type Filter = { status?: AppointmentStatus; type?: AppointmentType; employeeId?: string; batchId?: string; search?: string };

function filters(f: Filter, scope: EmployeeScope): SQL | undefined {
  const term = f.search?.trim();
  return and(
    inScope(scope),
    f.status ? eq(appointments.status, f.status) : undefined,
    f.type ? eq(appointments.type, f.type) : undefined,
    f.employeeId ? eq(appointments.employeeId, f.employeeId) : undefined,
    f.batchId ? eq(appointments.batchId, f.batchId) : undefined,
    term ? or(ilike(employees.nameKor, `%${like(term)}%`), ilike(employees.employeeNo, `${like(term)}%`)) : undefined,
  );
}

/** A page, newest first. */
export async function list(db: Db, f: Filter, scope: EmployeeScope, p: { page: number; limit: number }): Promise<{ rows: JoinedRow[]; total: number }> {
  const where = filters(f, scope);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(appointments.createdAt), asc(appointments.id)).limit(p.limit).offset((p.page - 1) * p.limit),
    db.select({ n: count() }).from(appointments).innerJoin(employees, eq(employees.id, appointments.employeeId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One appointment with its person; scope null: anyone's (an approver reaches what is on their line). */
export async function find(db: Conn, id: string, scope: EmployeeScope): Promise<JoinedRow | undefined> {
  const [row] = await joined(db).where(and(eq(appointments.id, id), inScope(scope)));
  return row;
}

/** Appointments whose current step is this account's. */
export async function inbox(db: Db, userId: string): Promise<JoinedRow[]> {
  return joined(db)
    .innerJoin(appointmentApprovals, eq(appointmentApprovals.appointmentId, appointments.id))
    .where(and(eq(appointmentApprovals.approverId, userId), eq(appointmentApprovals.state, 'current'), eq(appointments.status, 'pending')))
    .orderBy(asc(appointments.effectiveDate), asc(appointments.createdAt));
}

/** How many approval steps this account holds (any state), and how many are its turn now. */
export async function approverCounts(db: Db, userId: string): Promise<{ steps: number; waiting: number }> {
  const [row] = await db
    .select({
      steps: sql<number>`count(*)::int`,
      waiting: sql<number>`(count(*) filter (where ${appointmentApprovals.state} = 'current' and ${appointments.status} = 'pending'))::int`,
    })
    .from(appointmentApprovals)
    .innerJoin(appointments, eq(appointments.id, appointmentApprovals.appointmentId))
    .where(eq(appointmentApprovals.approverId, userId));
  return { steps: row?.steps ?? 0, waiting: row?.waiting ?? 0 };
}

/** Current approval steps of pending appointments whose last step (submission or approval) came before `before`. */
export async function waitingApprovals(db: Conn, before: Date) {
  const since = sql<string>`(select max(${appointmentEvents.at}) from ${appointmentEvents} where ${appointmentEvents.appointmentId} = ${appointments.id})`;
  return db
    .select({ id: appointments.id, type: appointments.type, name: employees.nameKor, approverId: appointmentApprovals.approverId, since })
    .from(appointments)
    .innerJoin(appointmentApprovals, eq(appointmentApprovals.appointmentId, appointments.id))
    .innerJoin(employees, eq(employees.id, appointments.employeeId))
    .where(and(eq(appointments.status, 'pending'), eq(appointmentApprovals.state, 'current'), sql`${since} < ${before.toISOString()}`))
    .orderBy(asc(appointments.createdAt));
}

/** Approved appointments not yet in effect (예정), soonest first. */
export async function upcoming(db: Db, employeeId: string | undefined, scope: EmployeeScope): Promise<JoinedRow[]> {
  return joined(db)
    .where(and(eq(appointments.status, 'approved'), employeeId ? eq(appointments.employeeId, employeeId) : undefined, inScope(scope)))
    .orderBy(asc(appointments.effectiveDate), asc(appointments.createdAt))
    .limit(500);
}

/** Approved appointments due on or before `today`, oldest first (the daily job). */
export async function due(db: Db, today: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'approved'), lte(appointments.effectiveDate, today)))
    .orderBy(asc(appointments.effectiveDate), asc(appointments.createdAt));
}

export async function insert(tx: Tx, values: typeof appointments.$inferInsert): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  return row!;
}

/** The guarded move: only from one of `from`; undefined when someone else moved it first. */
export async function updateStatusIf(tx: Tx, id: string, from: readonly AppointmentStatus[], values: Partial<typeof appointments.$inferInsert>): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
    .returning();
  return row;
}

/** A draft's new content (guarded: only while it is still 작성중); undefined when it moved on. */
export async function updateDraft(tx: Tx, id: string, values: Pick<typeof appointments.$inferInsert, 'type' | 'effectiveDate' | 'reason' | 'change' | 'previous'>): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'draft')))
    .returning();
  return row;
}

export async function insertEvent(tx: Tx, values: typeof appointmentEvents.$inferInsert): Promise<void> {
  await tx.insert(appointmentEvents).values(values);
}

export async function eventsOf(db: Conn, ids: readonly string[]): Promise<EventRow[]> {
  if (!ids.length) return [];
  return db.select().from(appointmentEvents).where(inArray(appointmentEvents.appointmentId, [...ids])).orderBy(asc(appointmentEvents.seq));
}

export async function insertApprovals(tx: Tx, rows: (typeof appointmentApprovals.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(appointmentApprovals).values(rows);
}

export async function approvalsOf(db: Conn, ids: readonly string[]): Promise<ApprovalRow[]> {
  if (!ids.length) return [];
  return db.select().from(appointmentApprovals).where(inArray(appointmentApprovals.appointmentId, [...ids])).orderBy(asc(appointmentApprovals.step));
}

/** Moves one step from `from` to `to` (guarded); false when it was not in `from`. */
export async function setApprovalState(tx: Tx, id: string, from: ApprovalState, to: ApprovalState, decision?: { comment: string | null; at: Date }): Promise<boolean> {
  const rows = await tx
    .update(appointmentApprovals)
    .set({ state: to, ...(decision ? { comment: decision.comment, decidedAt: decision.at } : {}) })
    .where(and(eq(appointmentApprovals.id, id), eq(appointmentApprovals.state, from)))
    .returning({ id: appointmentApprovals.id });
  return rows.length > 0;
}

/** Every undecided step of an appointment becomes `skipped` (a cancel or a rejection). */
export async function skipOpenSteps(tx: Tx, appointmentId: string): Promise<void> {
  await tx
    .update(appointmentApprovals)
    .set({ state: 'skipped' })
    .where(and(eq(appointmentApprovals.appointmentId, appointmentId), inArray(appointmentApprovals.state, ['waiting', 'current'])));
}

// ---------------------------------------------------------------------------------------------
// 일괄 발령

export type BatchRow = typeof appointmentBatches.$inferSelect;

/** The next number of `year`, taken under a transaction lock so two uploads never share one. */
export async function nextBatchSeq(tx: Tx, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('appointment_batches'))`);
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${appointmentBatches.seq}), 0)::int` }).from(appointmentBatches).where(eq(appointmentBatches.year, year));
  return (row?.n ?? 0) + 1;
}

export async function insertBatch(tx: Tx, values: typeof appointmentBatches.$inferInsert): Promise<BatchRow> {
  const [row] = await tx.insert(appointmentBatches).values(values).returning();
  return row!;
}

export async function findBatch(db: Conn, id: string): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(appointmentBatches).where(eq(appointmentBatches.id, id));
  return row;
}

export async function batchesOf(db: Conn, ids: readonly string[]): Promise<BatchRow[]> {
  if (!ids.length) return [];
  return db.select().from(appointmentBatches).where(inArray(appointmentBatches.id, [...ids]));
}

/** A batch's appointments within `scope`, in the sheet's order (by creation). */
export async function batchAppointments(db: Conn, batchId: string, scope: EmployeeScope): Promise<JoinedRow[]> {
  return joined(db)
    .where(and(eq(appointments.batchId, batchId), inScope(scope)))
    .orderBy(asc(appointments.batchRow), asc(appointments.createdAt));
}

// ---------------------------------------------------------------------------------------------
// What appointments read of employees and units

export type PersonFacts = {
  id: string;
  name: string;
  employeeNo: string;
  corporationId: string | null;
  employmentStatus: string;
  unitId: string | null;
  jobGrade: string | null;
  jobTitle: string | null;
  jobFunction: string | null;
  headquarters: string | null;
  team: string | null;
  part: string | null;
};

const personColumns = {
  id: employees.id,
  name: employees.nameKor,
  employeeNo: employees.employeeNo,
  corporationId: employees.corporationId,
  employmentStatus: employees.employmentStatus,
  unitId: sql<string | null>`coalesce(${employees.partId}, ${employees.teamId}, ${employees.headquartersId}, ${employees.divisionId})`,
  jobGrade: employees.jobGrade,
  jobTitle: employees.jobTitle,
  jobFunction: employees.jobFunction,
  headquarters: employees.headquarters,
  team: employees.team,
  part: employees.part,
};

/** A person's name, corporation, status and deepest unit; only within `scope`. */
export async function personFacts(db: Conn, id: string, scope: EmployeeScope): Promise<PersonFacts | undefined> {
  const [row] = await db.select(personColumns).from(employees).where(and(eq(employees.id, id), inScope(scope)));
  return row;
}

/** The people of the given 사번 within `scope`, by 사번. */
export async function personFactsByNumbers(db: Conn, numbers: readonly string[], scope: EmployeeScope): Promise<Map<string, PersonFacts>> {
  if (!numbers.length) return new Map();
  const rows = await db.select(personColumns).from(employees).where(and(inArray(employees.employeeNo, [...numbers]), inScope(scope)));
  return new Map(rows.map((r) => [r.employeeNo, r]));
}

/** Units (not task forces) whose code or name is one of `terms`; a name can match several. */
export async function unitsByNameOrCode(db: Conn, terms: readonly string[]): Promise<UnitFacts[]> {
  if (!terms.length) return [];
  return db
    .select({ id: orgUnits.id, name: orgUnits.name, code: orgUnits.code, unitType: orgUnits.unitType, parentId: orgUnits.parentId, leaderId: orgUnits.leaderId, corporationId: orgUnits.corporationId })
    .from(orgUnits)
    .where(and(or(inArray(orgUnits.name, [...terms]), inArray(orgUnits.code, [...terms])), eq(orgUnits.isActive, true)));
}

export async function employeeNames(db: Conn, ids: readonly string[]): Promise<Map<string, { name: string; employeeNo: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: employees.id, name: employees.nameKor, employeeNo: employees.employeeNo }).from(employees).where(inArray(employees.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

export type UnitFacts = { id: string; name: string; code?: string | null; unitType: string; parentId: string | null; leaderId: string | null; corporationId: string | null };

export async function findUnit(db: Conn, id: string): Promise<UnitFacts | undefined> {
  const [row] = await db
    .select({ id: orgUnits.id, name: orgUnits.name, unitType: orgUnits.unitType, parentId: orgUnits.parentId, leaderId: orgUnits.leaderId, corporationId: orgUnits.corporationId })
    .from(orgUnits)
    .where(eq(orgUnits.id, id));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Approval lines

export async function lines(db: Db): Promise<(LineRow & { corporationName: string | null })[]> {
  return db
    .select({ ...approvalLinesColumns, corporationName: corporations.name })
    .from(approvalLines)
    .leftJoin(corporations, eq(corporations.id, approvalLines.corporationId))
    .orderBy(sql`${corporations.name} nulls first`, asc(approvalLines.type));
}
const approvalLinesColumns = {
  id: approvalLines.id,
  corporationId: approvalLines.corporationId,
  type: approvalLines.type,
  steps: approvalLines.steps,
  updatedByLabel: approvalLines.updatedByLabel,
  updatedAt: approvalLines.updatedAt,
};

/** The line of `type` for the corporation, or the default one (no corporation). */
export async function lineFor(db: Conn, corporationId: string | null, type: AppointmentType): Promise<LineRow | undefined> {
  const rows = await db
    .select()
    .from(approvalLines)
    .where(and(eq(approvalLines.type, type), corporationId ? or(eq(approvalLines.corporationId, corporationId), isNull(approvalLines.corporationId)) : isNull(approvalLines.corporationId)))
    .orderBy(sql`${approvalLines.corporationId} nulls last`);
  return rows[0];
}

export async function findLine(db: Conn, corporationId: string | null, type: AppointmentType): Promise<LineRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalLines)
    .where(and(eq(approvalLines.type, type), corporationId ? eq(approvalLines.corporationId, corporationId) : isNull(approvalLines.corporationId)));
  return row;
}

export async function corporationExists(db: Conn, id: string): Promise<boolean> {
  const [row] = await db.select({ id: corporations.id }).from(corporations).where(eq(corporations.id, id));
  return !!row;
}

export async function saveLine(tx: Tx, existing: string | undefined, values: { corporationId: string | null; type: AppointmentType; steps: LineStep[]; updatedByLabel: string }): Promise<LineRow> {
  if (existing) {
    const [row] = await tx.update(approvalLines).set({ ...values, updatedAt: sql`now()` }).where(eq(approvalLines.id, existing)).returning();
    return row!;
  }
  const [row] = await tx.insert(approvalLines).values(values).returning();
  return row!;
}

export async function deleteLine(tx: Tx, id: string): Promise<LineRow | undefined> {
  const [row] = await tx.delete(approvalLines).where(eq(approvalLines.id, id)).returning();
  return row;
}
