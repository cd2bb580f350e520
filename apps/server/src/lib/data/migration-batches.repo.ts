import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { migrationBatches } from '../../db/schema/migration-batches';

/**
 * Undoable bulk operations (the insurance-corporation migration, migrate-existing): infrastructure
 * like the audit log. Each feature reads and writes only the batches of its own `kind`.
 */
export type BatchRow = typeof migrationBatches.$inferSelect;

export async function insertBatch(tx: Tx, kind: string, actorId: string | null): Promise<BatchRow> {
  // clock_timestamp(), not now(): taken after the caller's lock, so batches order as they ran.
  const [row] = await tx.insert(migrationBatches).values({ kind, actorId, summary: null, createdAt: sql`clock_timestamp()` }).returning();
  return row!;
}

export async function saveBatchSummary(tx: Tx, batchId: string, summary: unknown): Promise<void> {
  await tx.update(migrationBatches).set({ summary }).where(eq(migrationBatches.id, batchId));
}

/** The newest batch of this kind not rolled back yet, locked. */
export async function lastOpenBatch(tx: Tx, kind: string): Promise<BatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(migrationBatches)
    .where(and(eq(migrationBatches.kind, kind), isNull(migrationBatches.rolledBackAt)))
    .orderBy(desc(migrationBatches.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function markBatchRolledBack(tx: Tx, batchId: string): Promise<Date | undefined> {
  const [row] = await tx
    .update(migrationBatches)
    .set({ rolledBackAt: new Date() })
    .where(and(eq(migrationBatches.id, batchId), isNull(migrationBatches.rolledBackAt)))
    .returning();
  return row?.rolledBackAt ?? undefined;
}
