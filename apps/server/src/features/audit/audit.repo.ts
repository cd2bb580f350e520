import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessLogReviews } from '../../db/schema/access-log-reviews';
import { accessLog, auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { employees } from '../../db/schema/employees';

export type Paging = { page: number; limit: number };
/** A position in a list newest first: the last row's time (as PostgreSQL wrote it, microseconds kept) and id. */
export type Cursor = { at: string; id: number };
/** A period as timestamps: [from, to). */
export type Period = { from?: Date | undefined; to?: Date | undefined };

export type AccessRow = typeof accessLog.$inferSelect;

export type AuditFilter = { action?: string; targetCollection?: string; targetId?: string; actorId?: string };
export type AccessFilter = { subjectType?: string; subjectId?: string; actorId?: string; action?: string };

function periodOf(column: typeof auditLog.at | typeof accessLog.at, period: Period): (SQL | undefined)[] {
  return [period.from ? gte(column, period.from) : undefined, period.to ? lt(column, period.to) : undefined];
}

function auditWhere(filter: AuditFilter, period: Period = {}) {
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetCollection ? eq(auditLog.targetCollection, filter.targetCollection) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    ...periodOf(auditLog.at, period),
  );
}

function accessWhere(filter: AccessFilter, period: Period = {}) {
  return and(
    filter.subjectType ? eq(accessLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(accessLog.subjectId, filter.subjectId) : undefined,
    filter.actorId ? eq(accessLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(accessLog.action, filter.action as (typeof accessLog.action.enumValues)[number]) : undefined,
    ...periodOf(accessLog.at, period),
  );
}

/** Page-numbered audit trail (the organisation's history call of spec 7.6). */
export async function listAudit(db: Db, filter: AuditFilter, paging: Paging) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const after = (table: typeof auditLog | typeof accessLog, cursor: Cursor | null) =>
  cursor ? sql`(${table.at}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;

/** Keyset page of the audit trail: `limit` rows after the cursor, newest first (one more tells whether a next page exists). */
export async function auditPage(db: Db, filter: AuditFilter, period: Period, cursor: Cursor | null, limit: number) {
  return db
    .select({ row: auditLog, atText: sql<string>`${auditLog.at}::text` })
    .from(auditLog)
    .where(and(auditWhere(filter, period), after(auditLog, cursor)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export async function accessPage(db: Db | Tx, filter: AccessFilter, period: Period, cursor: Cursor | null, limit: number) {
  return db
    .select({ row: accessLog, atText: sql<string>`${accessLog.at}::text` })
    .from(accessLog)
    .where(and(accessWhere(filter, period), after(accessLog, cursor)))
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(limit);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Name and 사번 of the employees among the ids (others are skipped). */
export async function employeeNames(db: Db | Tx, ids: readonly string[]) {
  const valid = [...new Set(ids.filter((id) => uuidPattern.test(id)))];
  if (valid.length === 0) return new Map<string, { name: string; no: string }>();
  const rows = await db
    .select({ id: employees.id, name: employees.nameKor, no: employees.employeeNo })
    .from(employees)
    .where(inArray(employees.id, valid));
  return new Map(rows.map((r) => [r.id, { name: r.name, no: r.no }]));
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(db: Db, q: string) {
  return db
    .select({ id: users.id, name: users.userName, loginId: users.loginId })
    .from(users)
    .where(or(ilike(users.userName, like(q)), ilike(users.loginId, like(q))))
    .orderBy(users.loginId)
    .limit(10);
}

export async function searchEmployees(db: Db, q: string) {
  return db
    .select({ id: employees.id, name: employees.nameKor, no: employees.employeeNo })
    .from(employees)
    .where(or(ilike(employees.nameKor, like(q)), ilike(employees.employeeNo, like(q))))
    .orderBy(employees.nameKor, employees.employeeNo)
    .limit(10);
}

/** Weekdays 09:00–18:00 in Seoul are office hours; anything else is off-hours. */
const offHours = sql`(extract(isodow from ${accessLog.at} at time zone 'Asia/Seoul') > 5
  or extract(hour from ${accessLog.at} at time zone 'Asia/Seoul') not between 9 and 17)`;

export async function monthCounts(db: Db, period: Required<Period>) {
  const where = accessWhere({}, period);
  const [[totals], perActor, perAction] = await Promise.all([
    db
      .select({
        total: count(),
        downloads: sql<number>`count(*) filter (where ${accessLog.action} = 'download')::int`,
        reveals: sql<number>`count(*) filter (where ${accessLog.action} = 'view' and ${accessLog.reason} is not null)::int`,
        offHours: sql<number>`count(*) filter (where ${offHours})::int`,
      })
      .from(accessLog)
      .where(where),
    db
      .select({ actorId: accessLog.actorId, key: sql<string>`coalesce(${accessLog.actorId}, max(${accessLog.actorLabel}))`, label: sql<string>`max(${accessLog.actorLabel})`, count: count() })
      .from(accessLog)
      .where(where)
      .groupBy(accessLog.actorId)
      .orderBy(desc(count()))
      .limit(20),
    db.select({ key: accessLog.action, count: count() }).from(accessLog).where(where).groupBy(accessLog.action).orderBy(desc(count())),
  ]);
  return { totals: totals ?? { total: 0, downloads: 0, reveals: 0, offHours: 0 }, perActor, perAction };
}

export async function findReview(db: Db | Tx, month: string) {
  const [row] = await db.select().from(accessLogReviews).where(eq(accessLogReviews.month, month)).limit(1);
  return row;
}

/** Undefined when the month is already signed off. */
export async function insertReview(tx: Tx, values: typeof accessLogReviews.$inferInsert) {
  const [row] = await tx.insert(accessLogReviews).values(values).onConflictDoNothing().returning();
  return row;
}

