import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessRequests } from '../../db/schema/access-requests';

export type AccessRequestRow = typeof accessRequests.$inferSelect;
type Status = AccessRequestRow['status'];

export async function insertRequest(db: Db | Tx, values: typeof accessRequests.$inferInsert): Promise<AccessRequestRow> {
  const [row] = await db.insert(accessRequests).values(values).returning();
  return row!;
}

export async function listRequests(db: Db, status: Status | 'ALL'): Promise<AccessRequestRow[]> {
  return db
    .select()
    .from(accessRequests)
    .where(status === 'ALL' ? undefined : eq(accessRequests.status, status))
    .orderBy(desc(accessRequests.createdAt))
    .limit(500);
}

export async function findRequest(db: Db | Tx, id: string): Promise<AccessRequestRow | undefined> {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
  return row;
}

/** Decides a pending request; undefined when it was no longer pending. */
export async function decide(
  db: Db | Tx,
  id: string,
  values: Pick<AccessRequestRow, 'status' | 'decidedBy' | 'decisionComment' | 'userId'>,
): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .update(accessRequests)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
    .returning();
  return row;
}
