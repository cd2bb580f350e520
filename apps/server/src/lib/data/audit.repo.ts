import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessLog, auditLog } from '../../db/schema/audit';
import { matchesAny } from './erase.repo';

/** The statements of lib/data/audit.ts: audit rows and access records are written and erased only there. */
type Conn = Db | Tx;
export type AuditRow = typeof auditLog.$inferInsert;
export type AccessRow = typeof accessLog.$inferInsert;

export const insertAuditRows = (tx: Conn, rows: AuditRow[]) => tx.insert(auditLog).values(rows);
export const insertAccessRows = (tx: Conn, rows: AccessRow[]) => tx.insert(accessLog).values(rows);

/** One audit row and one access record in one statement. */
export async function insertAuditAndAccess(tx: Conn, audit: AuditRow, access: AccessRow): Promise<void> {
  await tx.execute(sql`with audit as (${insertAuditRows(tx, [audit]).getSQL()}) ${insertAccessRows(tx, [access]).getSQL()}`);
}

/**
 * Opens the one exception to the append-only rule of audit rows and access records for the rest of
 * `tx` (migration 0023): an UPDATE of their value columns only (audit: before, after; access:
 * subject_id, reason), never of who, when, what or where.
 */
export async function allowErasure(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('saram.erasure', 'on', true)`);
}

/** Audit rows that target one of `targets` or whose before/after text matches one of the patterns. */
export async function auditRowsAbout(tx: Tx, targets: readonly string[], patterns: readonly string[]) {
  return tx
    .select({ id: auditLog.id, targetId: auditLog.targetId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(or(inArray(auditLog.targetId, [...targets]), matchesAny(sql`${auditLog.before}::text`, patterns), matchesAny(sql`${auditLog.after}::text`, patterns)));
}

/** Access records whose subject is one of `targets` or matches `subjectPatterns`, or whose reason matches `reasonPatterns`. */
export async function accessRowsAbout(tx: Tx, targets: readonly string[], subjectPatterns: readonly string[], reasonPatterns: readonly string[]) {
  return tx
    .select({ id: accessLog.id, subjectId: accessLog.subjectId, reason: accessLog.reason })
    .from(accessLog)
    .where(or(inArray(accessLog.subjectId, [...targets]), matchesAny(sql`${accessLog.subjectId}`, subjectPatterns), matchesAny(sql`${accessLog.reason}`, reasonPatterns)));
}

export async function setAuditValues(tx: Tx, id: number, values: { before: unknown; after: unknown }): Promise<void> {
  await tx.update(auditLog).set(values).where(eq(auditLog.id, id));
}

export async function setAccessValues(tx: Tx, id: number, values: { subjectId: string; reason: string | null }): Promise<void> {
  await tx.update(accessLog).set(values).where(eq(accessLog.id, id));
}

export async function auditRowWithoutTarget(db: Conn, action: string, targetCollection: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.targetCollection, targetCollection), isNull(auditLog.targetId), eq(auditLog.action, action)))
    .limit(1);
  return row !== undefined;
}

/**
 * Up to `limit` audit rows of `targetCollection` after id `after`, in id order, whose before or after
 * holds a top-level key matching `keyPattern` (a PostgreSQL regular expression).
 */
export async function auditRowsWithKeys(tx: Tx, targetCollection: string, keyPattern: string, after: number, limit: number) {
  const holds = (column: SQL) =>
    sql`(jsonb_typeof(${column}) = 'object' and exists (select 1 from jsonb_object_keys(${column}) k where k ~ ${keyPattern}))`;
  return tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetCollection, targetCollection), gt(auditLog.id, after), or(holds(sql`${auditLog.before}`), holds(sql`${auditLog.after}`))))
    .orderBy(auditLog.id)
    .limit(limit);
}
