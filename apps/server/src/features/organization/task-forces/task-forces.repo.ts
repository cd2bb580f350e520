import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaskForceStatus } from '@saram/shared/organization/organization';
import { queryRows, type Db, type Tx } from '../../../db/client';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import { employeeRowInScope } from '../../../lib/auth/employee-scope.repo';
import { employees } from '../../../db/schema/employees';
import { orgUnits, taskForceApprovals, taskForceEvents, taskForces } from '../../../db/schema/organization';
import { unitMembers } from '../../../db/schema/unit-members';
import { likePattern } from '../units/units.repo';

type Conn = Db | Tx;
export type TaskForceRow = typeof taskForces.$inferSelect;
export type ApprovalRow = typeof taskForceApprovals.$inferSelect;
export type EventRow = typeof taskForceEvents.$inferSelect;

const parent = alias(orgUnits, 'parent');
const summaryColumns = {
  unit: orgUnits,
  tf: taskForces,
  parentName: parent.name,
  memberCount: sql<number>`(select count(*) from unit_members m where m.unit_id = ${orgUnits.id})`.mapWith(Number),
  pendingStep: sql<number | null>`(select min(step) from task_force_approvals a where a.unit_id = ${orgUnits.id} and a.decision = 'PENDING')`,
  approverCount: sql<number>`(select count(*) from task_force_approvals a where a.unit_id = ${orgUnits.id})`.mapWith(Number),
};
export type SummaryRow = { unit: typeof orgUnits.$inferSelect; tf: TaskForceRow; parentName: string | null; memberCount: number; pendingStep: number | null; approverCount: number };

function summaries(db: Conn) {
  return db
    .select(summaryColumns)
    .from(taskForces)
    .innerJoin(orgUnits, eq(orgUnits.id, taskForces.unitId))
    .leftJoin(parent, eq(parent.id, orgUnits.parentId));
}

export async function findSummary(db: Conn, id: string): Promise<SummaryRow | undefined> {
  const [row] = await summaries(db).where(eq(taskForces.unitId, id)).limit(1);
  return row;
}

export async function findSummaries(db: Conn, ids: readonly string[]): Promise<SummaryRow[]> {
  if (!ids.length) return [];
  return summaries(db).where(inArray(taskForces.unitId, [...ids]));
}

export type TaskForceFilter = { status?: TaskForceStatus | undefined; priority?: TaskForceRow['priority'] | undefined; parentId?: string | undefined; search?: string | undefined };

export async function listSummaries(db: Conn, f: TaskForceFilter, paging: { page: number; limit: number }) {
  const search = f.search?.trim();
  const where: SQL | undefined = and(
    f.status ? eq(taskForces.status, f.status) : undefined,
    f.priority ? eq(taskForces.priority, f.priority) : undefined,
    f.parentId ? eq(orgUnits.parentId, f.parentId) : undefined,
    search ? ilike(orgUnits.name, likePattern(search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(taskForces.startDate), asc(orgUnits.name))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(taskForces).innerJoin(orgUnits, eq(orgUnits.id, taskForces.unitId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTaskForce(db: Conn, values: typeof taskForces.$inferInsert): Promise<TaskForceRow> {
  const [row] = await db.insert(taskForces).values(values).returning();
  return row!;
}

/** The guarded transition: zero rows (undefined) when the status was no longer `from`. */
export async function updateIf(
  db: Conn,
  id: string,
  from: TaskForceStatus,
  values: Partial<typeof taskForces.$inferInsert>,
): Promise<TaskForceRow | undefined> {
  const [row] = await db
    .update(taskForces)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(taskForces.unitId, id), eq(taskForces.status, from)))
    .returning();
  return row;
}

export async function approvals(db: Conn, id: string): Promise<ApprovalRow[]> {
  return db.select().from(taskForceApprovals).where(eq(taskForceApprovals.unitId, id)).orderBy(asc(taskForceApprovals.step));
}

export async function replaceApprovers(db: Conn, id: string, approverIds: readonly string[]): Promise<void> {
  await db.delete(taskForceApprovals).where(eq(taskForceApprovals.unitId, id));
  if (approverIds.length) {
    await db.insert(taskForceApprovals).values(approverIds.map((approverId, i) => ({ unitId: id, step: i + 1, approverId })));
  }
}

export async function resetApprovals(db: Conn, id: string): Promise<void> {
  await db
    .update(taskForceApprovals)
    .set({ decision: 'PENDING', comment: null, decidedAt: null })
    .where(eq(taskForceApprovals.unitId, id));
}

/** Decides one pending step; undefined when it was already decided or belongs to someone else. */
export async function decideStep(
  db: Conn,
  id: string,
  step: number,
  approverId: string,
  decision: 'APPROVED' | 'REJECTED',
  comment: string | null,
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(taskForceApprovals)
    .set({ decision, comment, decidedAt: new Date() })
    .where(
      and(
        eq(taskForceApprovals.unitId, id),
        eq(taskForceApprovals.step, step),
        eq(taskForceApprovals.approverId, approverId),
        eq(taskForceApprovals.decision, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

/** Steps are ordered in time by clock_timestamp(): several events of one transaction keep their order. */
export async function insertEvent(db: Conn, values: Omit<typeof taskForceEvents.$inferInsert, 'at'>): Promise<void> {
  await db.insert(taskForceEvents).values({ ...values, at: sql`clock_timestamp()` });
}

export async function events(db: Conn, id: string): Promise<EventRow[]> {
  return db.select().from(taskForceEvents).where(eq(taskForceEvents.unitId, id)).orderBy(asc(taskForceEvents.at));
}

export async function lastSubmit(db: Conn, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(taskForceEvents)
    .where(and(eq(taskForceEvents.unitId, id), eq(taskForceEvents.action, 'submit')))
    .orderBy(desc(taskForceEvents.at))
    .limit(1);
  return row;
}

export type MemberRow = { employeeId: string; employeeNo: string; name: string; role: string | null; isHead: boolean };

/** The members in the scope (null: all). */
export async function members(db: Conn, id: string, scope: EmployeeScope): Promise<MemberRow[]> {
  return db
    .select({ employeeId: employees.id, employeeNo: employees.employeeNo, name: employees.nameKor, role: unitMembers.role, isHead: unitMembers.isHead })
    .from(unitMembers)
    .innerJoin(employees, eq(employees.id, unitMembers.employeeId))
    .where(and(eq(unitMembers.unitId, id), employeeRowInScope(scope)))
    .orderBy(desc(unitMembers.isHead), asc(employees.nameKor));
}

/** Task-force posts are concurrent posts (never primary); the leader is the head. */
export async function replaceMembers(db: Conn, id: string, list: readonly { employeeId: string; role: string | null; isHead: boolean }[]) {
  await db.delete(unitMembers).where(eq(unitMembers.unitId, id));
  if (list.length) await db.insert(unitMembers).values(list.map((m) => ({ unitId: id, ...m, isPrimary: false })));
}

export async function employeeName(db: Conn, id: string, scope: EmployeeScope): Promise<string | null> {
  const [row] = await db.select({ name: employees.nameKor }).from(employees).where(and(eq(employees.id, id), employeeRowInScope(scope))).limit(1);
  return row?.name ?? null;
}

/** Pending requests whose current step (the lowest undecided one) is the user's. */
export async function awaiting(db: Conn, userId: string): Promise<{ unit_id: string; step: number }[]> {
  return queryRows(
    db,
    sql`select a.unit_id, a.step from task_force_approvals a join task_forces t on t.unit_id = a.unit_id
      where a.approver_id = ${userId} and a.decision = 'PENDING' and t.status = 'PENDING_APPROVAL'
        and a.step = (select min(b.step) from task_force_approvals b where b.unit_id = a.unit_id and b.decision = 'PENDING')
      order by a.unit_id`,
  );
}

/** APPROVED task forces whose start date has come become ACTIVE; the ids that changed. */
export async function activateDue(db: Conn, today: string): Promise<string[]> {
  const rows = await db
    .update(taskForces)
    .set({ status: 'ACTIVE', updatedAt: new Date() })
    .where(and(eq(taskForces.status, 'APPROVED'), sql`${taskForces.startDate} <= ${today}`))
    .returning({ id: taskForces.unitId });
  return rows.map((r) => r.id);
}

export async function dueCount(db: Conn, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskForces)
    .where(and(eq(taskForces.status, 'APPROVED'), sql`${taskForces.startDate} <= ${today}`));
  return row?.n ?? 0;
}
