import type { Tx, Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import * as repo from './audit.repo';
import { chunks } from './batches';
import { containing, eraseJson, eraseText, valuesFor, type ErasedPerson } from './erase';

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

function auditRow(by: ReturnType<typeof byActor>, entry: AuditEntry): repo.AuditRow {
  return {
    ...by,
    action: entry.action,
    targetCollection: entry.targetCollection,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

function auditInsert(tx: Tx | Db, actor: Actor, entries: readonly AuditEntry[]) {
  const by = byActor(actor);
  return repo.insertAuditRows(tx, entries.map((entry) => auditRow(by, entry)));
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

export type BulkAccessEntry = Omit<AccessEntry, 'subjectId' | 'action'> & {
  action?: AccessEntry['action'];
  /** The request's conditions (paging and sort included): with the time they tell whose data was shown. */
  query: Record<string, unknown>;
  /** How many subjects the answer held. */
  count: number;
  unit?: '명' | '건';
};

/** Keeps the summary well under the btree limit of the subject index (~2,700 bytes; Hangul is 3 bytes). */
const maxSubjectChars = 600;

/** '12명 (searchTerm=김, page=1)': the head count and the given conditions, or '전체'. */
function bulkSubject(query: Record<string, unknown>, count: number, unit: string): string {
  const given = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
  const conditions = given.length ? given.map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('|') : String(v)}`).join(', ') : '전체';
  const text = `${count}${unit} (${conditions})`;
  return text.length > maxSubjectChars ? `${text.slice(0, maxSubjectChars - 2)}…)` : text;
}

/**
 * One access record for a read of many people (a list, a search, a download): the query and the head
 * count stand for the subjects (PIPA art. 8 allows the search condition for bulk reads), in
 * subject_id as '12명 (searchTerm=김, page=1)'. One insert per request, however many rows.
 */
export async function recordBulkAccess(db: Tx | Db, actor: Actor, entry: BulkAccessEntry): Promise<void> {
  await recordAccess(db, actor, bulkAccess(entry));
}

/** Several bulk reads of one request (the global search's sources) in one insert. */
export async function recordBulkAccesses(db: Tx | Db, actor: Actor, entries: readonly BulkAccessEntry[]): Promise<void> {
  if (entries.length) await recordAccesses(db, actor, entries.map(bulkAccess));
}

function bulkAccess({ query, count, unit = '명', action = 'view', ...rest }: BulkAccessEntry): AccessEntry {
  return { ...rest, action, subjectId: bulkSubject(query, count, unit) };
}

/** Many access records of one change (an import), in multi-row inserts. */
export async function recordAccesses(tx: Tx | Db, actor: Actor, entries: readonly AccessEntry[]): Promise<void> {
  await inBatches(entries, (batch) => accessInsert(tx, actor, batch));
}

function accessRow(by: ReturnType<typeof byActor>, entry: AccessEntry): repo.AccessRow {
  return {
    ...by,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    action: entry.action,
    fields: entry.fields,
    reason: entry.reason ?? null,
  };
}

function accessInsert(tx: Tx | Db, actor: Actor, entries: readonly AccessEntry[]) {
  const by = byActor(actor);
  return repo.insertAccessRows(tx, entries.map((entry) => accessRow(by, entry)));
}

/** The audit row and the access record of one change, in one statement (inside its transaction). */
export async function writeAuditAndAccess(tx: Tx | Db, actor: Actor, audit: AuditEntry, access: AccessEntry): Promise<void> {
  const by = byActor(actor);
  await repo.insertAuditAndAccess(tx, auditRow(by, audit), accessRow(by, access));
}

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The retention purge's erasure in audit rows and access records, inside its transaction: the one
 * exception to their append-only rule (the trigger of migration 0023 lets an UPDATE through only
 * with `saram.erasure` on for the transaction, and only one that leaves who, when, what and where
 * as they were). An audit row is about a person when it targets them or names their id; an access
 * record when it names them, or when it records a query (its subject is the query, nobody else's data).
 * Rows targeting one of their `rowIds` (their login account, checklist acts) are about them too.
 */
export async function eraseFromRecords(tx: Tx, people: readonly ErasedPerson[]): Promise<void> {
  if (people.length === 0) return;
  await repo.allowErasure(tx);
  const ids = people.map((p) => p.id);
  const targets = [...ids, ...people.flatMap((p) => p.rowIds)];
  const theirs = (p: ErasedPerson, id: string | null) => id !== null && (id === p.id || p.rowIds.includes(id));
  const marks = containing([...ids, ...people.flatMap((p) => p.distinctive)]);
  const audits = await repo.auditRowsAbout(tx, targets, marks);
  for (const row of audits) {
    const text = JSON.stringify([row.before, row.after]);
    const values = valuesFor(people, (p) => theirs(p, row.targetId) || text.includes(p.id));
    const [before, after] = [eraseJson(row.before, values), eraseJson(row.after, values)];
    if (JSON.stringify([before, after]) !== text) await repo.setAuditValues(tx, row.id, { before, after });
  }
  const accesses = await repo.accessRowsAbout(tx, targets, containing(people.flatMap((p) => p.values)), marks);
  for (const row of accesses) {
    const values = valuesFor(people, (p) => theirs(p, row.subjectId) || !uuidText.test(row.subjectId));
    const subjectId = eraseText(row.subjectId, values);
    const reason = row.reason === null ? null : eraseText(row.reason, values);
    if (subjectId !== row.subjectId || reason !== row.reason) await repo.setAccessValues(tx, row.id, { subjectId, reason });
  }
}

/** Whether an audit row of `action` without a target was written: a one-time step's own row says it ran. */
export async function auditWritten(db: Tx | Db, action: string, targetCollection: string): Promise<boolean> {
  return repo.auditRowWithoutTarget(db, action, targetCollection);
}

/**
 * Rewrites the before/after of the audit rows of `targetCollection` that hold a field at or under one of
 * `paths` ('personal.bankAccount', 'personal.bankAccount.accountNumber'), under the erasure exception,
 * in batches inside `tx`: for values an older version recorded that are protected now. Answers how many
 * rows changed.
 */
export async function rewriteAuditValues(
  tx: Tx,
  targetCollection: string,
  paths: readonly string[],
  rewrite: (values: Record<string, unknown>) => Record<string, unknown>,
): Promise<number> {
  await repo.allowErasure(tx);
  const under = `^(${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(\\.|$)`;
  const apply = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? rewrite(v as Record<string, unknown>) : v);
  let changed = 0;
  for (let last = 0; ; ) {
    const rows = await repo.auditRowsWithKeys(tx, targetCollection, under, last, batchRows);
    for (const row of rows) {
      const [before, after] = [apply(row.before), apply(row.after)];
      if (JSON.stringify([before, after]) === JSON.stringify([row.before, row.after])) continue;
      await repo.setAuditValues(tx, row.id, { before, after });
      changed += 1;
    }
    if (rows.length < batchRows) return changed;
    last = rows.at(-1)!.id;
  }
}
