import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema/employees';
import type { Actor } from '../../lib/auth/actor';
import { auditWritten, rewriteAuditValues, writeAudit } from '../../lib/data/audit';
import { maskedValues, protectedPaths, sealedColumns, sectionsOf, storedRecord } from './employee-record';

/** Audit action of sealing what older versions kept in plaintext. */
export const sealAction = 'employees.seal';
/** Audit action of the one-time scrub of protected values from older audit rows. */
export const maskHistoryAction = 'employees.mask-history';

/**
 * Run on start: moves what older versions kept in plaintext in `record` (the bank account, disability
 * and veteran data) into their encrypted columns, a batch per transaction (instances starting together
 * skip each other's rows). The record reads the same, so no new version and no history entry; one
 * audit row per batch says how many records were sealed. Answers that number. Then `maskOldHistory`.
 */
export async function sealProtectedFields(db: Db, actor: Actor, key: Buffer, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(employees)
        .where(sql`(${employees.record}->'personal') ?| array['bankAccount', 'disability', 'veteran']`)
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const s = sectionsOf(row, key);
        await tx.update(employees).set({ record: storedRecord(s), ...sealedColumns(s.personal, key) }).where(eq(employees.id, row.id));
      }
      if (rows.length) {
        await writeAudit(tx, actor, { action: sealAction, targetCollection: 'employees', after: { records: rows.length, fields: ['personal.bankAccount', 'personal.disability', 'personal.veteran'] } });
      }
      return rows.length;
    });
    total += sealed;
    if (sealed < batch) break;
  }
  await maskOldHistory(db, actor);
  return total;
}

/**
 * Once per database: the protected values that audit rows written by older versions hold in plaintext
 * (the bank account, disability and veteran data of the history) become the marker new rows hold,
 * through the erasure exception of migration 0023, in one transaction whose audit row says how many
 * rows changed; that row also marks the step done, so later starts do not scan the audit log again.
 */
async function maskOldHistory(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together: one scrubs, the others then find its row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${maskHistoryAction}))::text`);
    if (await auditWritten(tx, maskHistoryAction, 'employees')) return;
    const rows = await rewriteAuditValues(tx, 'employees', protectedPaths, maskedValues);
    await writeAudit(tx, actor, { action: maskHistoryAction, targetCollection: 'employees', after: { rows, fields: protectedPaths } });
  });
}
