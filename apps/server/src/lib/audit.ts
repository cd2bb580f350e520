import { sql } from 'drizzle-orm';
import type { Tx, Db } from '../db/client';
import { accessLog, auditLog } from '../db/schema/audit';
import type { Actor } from './actor';
import { chunks } from './batches';

export type AuditEntry = {
  action: string;
  targetCollection: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Call inside the transaction of the change it records, so both commit or neither does. */
export async function writeAudit(tx: Tx | Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await writeAudits(tx, actor, [entry]);
}

/** Rows per multi-row insert of the batch writers (well under PostgreSQL's 65,535 parameters). */
const batchRows = 1000;

/** `write` once per slice of at most `batchRows` entries, one after another. */
async function inBatches<T>(entries: readonly T[], write: (batch: readonly T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunks(entries, batchRows)) await write(batch);
}

/** Many audit rows of one change (an import), in multi-row inserts. */
export async function writeAudits(tx: Tx | Db, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  await inBatches(entries, (batch) => auditInsert(tx, actor, batch));
}

/** Who did it, on every audit row and access record. */
const byActor = (actor: Actor) => ({ actorId: actor.userId, actorLabel: actor.label, ip: actor.ip, requestId: actor.requestId });

function auditInsert(tx: Tx | Db, actor: Actor, entries: readonly AuditEntry[]) {
  const by = byActor(actor);
  return tx.insert(auditLog).values(
    entries.map((entry) => ({
      ...by,
      action: entry.action,
      targetCollection: entry.targetCollection,
      targetId: entry.targetId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

export type AccessEntry = {
  subjectType: string;
  subjectId: string;
  action: 'view' | 'change' | 'input' | 'delete' | 'print' | 'download';
  fields: string[];
  reason?: string | null;
};

/** A personal-data access record (PIPA art. 8): who handled whose data, which fields, why. */
export async function recordAccess(tx: Tx | Db, actor: Actor, entry: AccessEntry): Promise<void> {
  await recordAccesses(tx, actor, [entry]);
}

/** Many access records of one change (an import), in multi-row inserts. */
export async function recordAccesses(tx: Tx | Db, actor: Actor, entries: readonly AccessEntry[]): Promise<void> {
  await inBatches(entries, (batch) => accessInsert(tx, actor, batch));
}

function accessInsert(tx: Tx | Db, actor: Actor, entries: readonly AccessEntry[]) {
  const by = byActor(actor);
  return tx.insert(accessLog).values(
    entries.map((entry) => ({
      ...by,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      action: entry.action,
      fields: entry.fields,
      reason: entry.reason ?? null,
    })),
  );
}

/** The audit row and the access record of one change, in one statement (inside its transaction). */
export async function writeAuditAndAccess(tx: Tx | Db, actor: Actor, audit: AuditEntry, access: AccessEntry): Promise<void> {
  await tx.execute(sql`with audit as (${auditInsert(tx, actor, [audit]).getSQL()}) ${accessInsert(tx, actor, [access]).getSQL()}`);
}
