import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { roles, userRoles } from '../../../db/schema/rbac';
import { reportRuns, savedReports } from '../../../db/schema/reports';

/** Saved reports and their runs (the caller's own), and the accounts that may receive them. */

export type SavedRow = typeof savedReports.$inferSelect;
export type NewSaved = typeof savedReports.$inferInsert;
export type RunRow = typeof reportRuns.$inferSelect;
export type NewRun = typeof reportRuns.$inferInsert;
export type RunSummary = Omit<RunRow, 'file'> & { hasFile: boolean };

export async function insertSaved(tx: Tx, values: NewSaved): Promise<SavedRow> {
  const [row] = await tx.insert(savedReports).values(values).returning();
  return row!;
}

export async function findSaved(db: Db | Tx, id: string, ownerId: string): Promise<SavedRow | undefined> {
  const [row] = await db.select().from(savedReports).where(and(eq(savedReports.id, id), eq(savedReports.ownerId, ownerId)));
  return row;
}

export async function listSaved(db: Db, ownerId: string): Promise<SavedRow[]> {
  return db.select().from(savedReports).where(eq(savedReports.ownerId, ownerId)).orderBy(desc(savedReports.createdAt), desc(savedReports.id));
}

export async function updateSaved(tx: Tx, id: string, ownerId: string, set: Partial<NewSaved>): Promise<SavedRow | undefined> {
  const [row] = await tx
    .update(savedReports)
    .set(set)
    .where(and(eq(savedReports.id, id), eq(savedReports.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteSaved(tx: Tx, id: string, ownerId: string): Promise<boolean> {
  const rows = await tx.delete(savedReports).where(and(eq(savedReports.id, id), eq(savedReports.ownerId, ownerId))).returning({ id: savedReports.id });
  return rows.length > 0;
}

/** The caller's saved, scheduled, and successful runs since `since`, in one statement. */
export async function summaryCounts(db: Db, ownerId: string, since: Date): Promise<{ saved: number; scheduled: number; generated: number }> {
  const [row] = await queryRows<{ saved: number; scheduled: number; generated: number }>(
    db,
    sql`select
      (select count(*)::int from saved_reports where owner_id = ${ownerId}) as saved,
      (select count(*)::int from saved_reports where owner_id = ${ownerId} and active) as scheduled,
      (select count(*)::int from report_runs where owner_id = ${ownerId} and status = 'success' and started_at >= ${since.toISOString()}::timestamptz) as generated`,
  );
  return row!;
}

/** Active schedules whose time has come. */
export async function dueSchedules(db: Db, now: Date): Promise<SavedRow[]> {
  return db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.active, true), lte(savedReports.nextRunAt, now)))
    .orderBy(savedReports.nextRunAt)
    .limit(500);
}

/**
 * Takes one due schedule for this run: moves its next run on only if nobody has since (the time read
 * is still there), so of two instances that read the same row only one gets it back.
 */
export async function claimSchedule(tx: Tx, id: string, seen: Date, next: Date, now: Date): Promise<SavedRow | undefined> {
  const [row] = await tx
    .update(savedReports)
    .set({ nextRunAt: next, lastRunAt: now })
    .where(and(eq(savedReports.id, id), eq(savedReports.active, true), eq(savedReports.nextRunAt, seen)))
    .returning();
  return row;
}

export async function insertRun(tx: Tx, values: NewRun): Promise<RunRow> {
  const [row] = await tx.insert(reportRuns).values(values).returning();
  return row!;
}

export async function findRun(db: Db, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(reportRuns).where(eq(reportRuns.id, id));
  return row;
}

const runSummaryColumns = {
  id: reportRuns.id,
  savedReportId: reportRuns.savedReportId,
  ownerId: reportRuns.ownerId,
  name: reportRuns.name,
  reportType: reportRuns.reportType,
  trigger: reportRuns.trigger,
  status: reportRuns.status,
  format: reportRuns.format,
  includeRawData: reportRuns.includeRawData,
  filters: reportRuns.filters,
  definition: reportRuns.definition,
  recipientIds: reportRuns.recipientIds,
  startedAt: reportRuns.startedAt,
  finishedAt: reportRuns.finishedAt,
  durationMs: reportRuns.durationMs,
  filename: reportRuns.filename,
  contentType: reportRuns.contentType,
  deliveries: reportRuns.deliveries,
  error: reportRuns.error,
  hasFile: sql<boolean>`${reportRuns.file} is not null`,
};

export async function listRuns(db: Db, ownerId: string, since: Date): Promise<RunSummary[]> {
  return db
    .select(runSummaryColumns)
    .from(reportRuns)
    .where(and(eq(reportRuns.ownerId, ownerId), gte(reportRuns.startedAt, since)))
    .orderBy(desc(reportRuns.startedAt), desc(reportRuns.id));
}

export async function findRunSummary(db: Db | Tx, id: string): Promise<RunSummary | undefined> {
  const [row] = await db.select(runSummaryColumns).from(reportRuns).where(eq(reportRuns.id, id));
  return row;
}

/** Ends a run that is still running (a retry after the end finds nothing to change). */
export async function finishRun(db: Db | Tx, id: string, set: Partial<NewRun>): Promise<boolean> {
  const rows = await db
    .update(reportRuns)
    .set(set)
    .where(and(eq(reportRuns.id, id), eq(reportRuns.status, 'running')))
    .returning({ id: reportRuns.id });
  return rows.length > 0;
}

export type Account = { id: string; userName: string; email: string | null; isActive: boolean; role: string };

const roleLabels = sql<string>`coalesce((select string_agg(r.label, ', ' order by r.label) from ${userRoles} ur join ${roles} r on r.name = ur.role where ur.user_id = ${users.id}), '')`;
const accountColumns = {
  id: users.id,
  userName: sql<string>`coalesce(${users.userName}, ${users.email}, ${users.loginId})`,
  email: users.email,
  isActive: users.isActive,
  role: roleLabels,
};

/** Accounts by id (recipients of a report, owners), as they are now. */
export async function accountsByIds(db: Db | Tx, ids: readonly string[]): Promise<Account[]> {
  if (!ids.length) return [];
  return db.select(accountColumns).from(users).where(inArray(users.id, [...ids]));
}

/** Active accounts with an e-mail, by name, login ID or e-mail (recipients picker). */
export async function searchRecipients(db: Db, q: string, limit = 30): Promise<Account[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = q ? sql`(${users.userName} ilike ${pattern} or ${users.loginId} ilike ${pattern} or ${users.email} ilike ${pattern})` : sql`true`;
  return db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.isActive, true), sql`coalesce(${users.email}, '') <> ''`, match))
    .orderBy(sql`coalesce(${users.userName}, ${users.email}, ${users.loginId})`)
    .limit(limit);
}

/** Drops the files of runs started before `before` (history shows 30 days); the rows stay. */
export async function dropOldFiles(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(reportRuns)
    .set({ file: null })
    .where(and(sql`${reportRuns.file} is not null`, lte(reportRuns.startedAt, before)))
    .returning({ id: reportRuns.id });
  return rows.length;
}
