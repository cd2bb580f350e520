import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ResignationStatus } from '@saram/shared/resignations/resignations';
import type { Db, Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { resignationEvents, resignations } from '../../db/schema/resignations';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeInScope } from '../../lib/auth/employee-scope.repo';

/** Resignations' own tables (requests and their events) and what it reads of employees. */

type Conn = Db | Tx;
export type ResignationRow = typeof resignations.$inferSelect;
export type EventRow = typeof resignationEvents.$inferSelect;

const columns = {
  r: resignations,
  employee: {
    id: employees.id,
    name: employees.nameKor,
    employeeNo: employees.employeeNo,
    headquarters: employees.headquarters,
    team: employees.team,
    part: employees.part,
    division: employees.division,
    jobTitle: employees.jobTitle,
    hireDate: employees.hireDate,
    employmentStatus: employees.employmentStatus,
  },
};

const inScope = (scope: EmployeeScope) =>
  employeeInScope(scope, sql`array[${employees.id}, ${employees.corporationId}, ${employees.divisionId}, ${employees.headquartersId}, ${employees.teamId}, ${employees.partId}]`);

/** Who may be seen: the scope's employees (HR), or only these employees' requests (an employee: their own). */
export type Visibility = { scope: EmployeeScope } | { own: { employeeId: string | null; userId: string | null } };

function visible(v: Visibility): SQL | undefined {
  if ('scope' in v) return inScope(v.scope);
  const { employeeId, userId } = v.own;
  return or(employeeId ? eq(resignations.employeeId, employeeId) : sql`false`, userId ? eq(resignations.requestedBy, userId) : sql`false`);
}

export type Filter = {
  status?: ResignationStatus;
  unitId?: string;
  employeeId?: string;
  from?: string;
  to?: string;
  resignationType?: string;
  search?: string;
};

function filters(f: Filter, v: Visibility): SQL | undefined {
  const term = f.search?.trim();
  return and(
    visible(v),
    f.status ? eq(resignations.status, f.status) : undefined,
    f.unitId ? inScope([f.unitId]) : undefined,
    f.employeeId ? eq(resignations.employeeId, f.employeeId) : undefined,
    f.from ? gte(resignations.lastWorkingDate, f.from) : undefined,
    f.to ? lte(resignations.lastWorkingDate, f.to) : undefined,
    f.resignationType ? eq(resignations.resignationType, f.resignationType) : undefined,
    term ? or(ilike(employees.nameKor, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(employees.employeeNo, `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) : undefined,
  );
}

const joined = (db: Conn) => db.select(columns).from(resignations).innerJoin(employees, eq(employees.id, resignations.employeeId));
export type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** A page: pending first, then the newest requests. */
export async function list(db: Db, f: Filter, v: Visibility, p: { page: number; limit: number }): Promise<{ rows: JoinedRow[]; total: number }> {
  const where = filters(f, v);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(sql`${resignations.status} = 'pending' desc`, desc(resignations.createdAt), asc(resignations.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ n: count() }).from(resignations).innerJoin(employees, eq(employees.id, resignations.employeeId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function find(db: Conn, id: string, v: Visibility): Promise<JoinedRow | undefined> {
  const [row] = await joined(db).where(and(eq(resignations.id, id), visible(v))).limit(1);
  return row;
}

export async function pendingCount(db: Db, scope: EmployeeScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resignations)
    .innerJoin(employees, eq(employees.id, resignations.employeeId))
    .where(and(eq(resignations.status, 'pending'), inScope(scope)));
  return row?.n ?? 0;
}

/** Approved requests whose last working day falls in [from, to], soonest first. */
export async function upcoming(db: Db, from: string, to: string, scope: EmployeeScope): Promise<JoinedRow[]> {
  return joined(db)
    .where(and(eq(resignations.status, 'approved'), gte(resignations.lastWorkingDate, from), lte(resignations.lastWorkingDate, to), inScope(scope)))
    .orderBy(asc(resignations.lastWorkingDate), asc(employees.nameKor));
}

/** Approved requests whose last working day is before `today` (the retirement job's work). */
export async function due(db: Conn, today: string): Promise<ResignationRow[]> {
  return db
    .select()
    .from(resignations)
    .where(and(eq(resignations.status, 'approved'), lt(resignations.lastWorkingDate, today)))
    .orderBy(asc(resignations.lastWorkingDate));
}

/** The person's open (pending or approved) request, if any. */
export async function openOf(db: Conn, employeeId: string): Promise<ResignationRow | undefined> {
  const [row] = await db
    .select()
    .from(resignations)
    .where(and(eq(resignations.employeeId, employeeId), inArray(resignations.status, ['pending', 'approved'])))
    .limit(1);
  return row;
}

/** The facts a request checks about its employee. */
export async function employeeFacts(db: Conn, employeeId: string, scope: EmployeeScope) {
  const [row] = await db
    .select({ id: employees.id, name: employees.nameKor, hireDate: employees.hireDate, employmentStatus: employees.employmentStatus })
    .from(employees)
    .where(and(eq(employees.id, employeeId), inScope(scope)))
    .limit(1);
  return row;
}

export async function insert(tx: Tx, values: typeof resignations.$inferInsert): Promise<ResignationRow> {
  const [row] = await tx.insert(resignations).values(values).returning();
  return row!;
}

export async function insertEvent(tx: Tx, values: typeof resignationEvents.$inferInsert): Promise<void> {
  await tx.insert(resignationEvents).values(values);
}

/** The guarded transition: `UPDATE … WHERE status = :from`; undefined when the request was no longer in `from`. */
export async function updateStatusIf(
  tx: Tx,
  id: string,
  from: ResignationStatus,
  values: Partial<typeof resignations.$inferInsert> & { status: ResignationStatus },
): Promise<ResignationRow | undefined> {
  const [row] = await tx
    .update(resignations)
    .set({ ...values, updatedAt: new Date(), version: sql`${resignations.version} + 1` })
    .where(and(eq(resignations.id, id), eq(resignations.status, from)))
    .returning();
  return row;
}

/** Changes the fields of a pending request; undefined when it is no longer pending. */
export async function updatePendingFields(
  tx: Tx,
  id: string,
  values: Partial<Pick<ResignationRow, 'lastWorkingDate' | 'resignationType' | 'reason'>>,
): Promise<ResignationRow | undefined> {
  return updateStatusIf(tx, id, 'pending', { ...values, status: 'pending' });
}

export async function deleteIf(tx: Tx, id: string, statuses: readonly ResignationStatus[]): Promise<ResignationRow | undefined> {
  const [row] = await tx
    .delete(resignations)
    .where(and(eq(resignations.id, id), inArray(resignations.status, [...statuses])))
    .returning();
  return row;
}

export async function events(db: Conn, id: string): Promise<EventRow[]> {
  return db.select().from(resignationEvents).where(eq(resignationEvents.resignationId, id)).orderBy(asc(resignationEvents.seq));
}
