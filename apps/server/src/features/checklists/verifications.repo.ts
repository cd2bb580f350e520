import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { checklistDocuments, checklistVerifications } from '../../db/schema/checklists';

/** The acts on checklist items (verifications) and the documents handed in with them. */
type Conn = Db | Tx;
export type VerificationRow = typeof checklistVerifications.$inferSelect;
export type DocumentMeta = { filename: string; content_type: string; size: number };

export async function insertVerificationRow(tx: Tx, values: typeof checklistVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await tx.insert(checklistVerifications).values(values).returning();
  return row!;
}

/** Changes a verification that is still live; undefined when it was withdrawn meanwhile. */
export async function updateLiveVerification(tx: Tx, id: string, set: Partial<VerificationRow>): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .update(checklistVerifications)
    .set(set)
    .where(and(eq(checklistVerifications.id, id), isNull(checklistVerifications.withdrawnAt)))
    .returning();
  return row;
}

export async function findLiveVerification(db: Conn, id: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistVerifications)
    .where(and(eq(checklistVerifications.id, id), isNull(checklistVerifications.withdrawnAt)));
  return row;
}

/** Live verifications of the instances, newest first, with their documents' names (never the bytes). */
export async function liveVerificationsOf(db: Conn, instanceIds: readonly string[]): Promise<(VerificationRow & { document: DocumentMeta | null })[]> {
  const rows = await db
    .select({
      v: checklistVerifications,
      filename: checklistDocuments.filename,
      contentType: checklistDocuments.contentType,
      size: checklistDocuments.size,
    })
    .from(checklistVerifications)
    .leftJoin(checklistDocuments, eq(checklistDocuments.id, checklistVerifications.documentId))
    .where(and(inArray(checklistVerifications.instanceId, [...instanceIds]), isNull(checklistVerifications.withdrawnAt)))
    .orderBy(desc(checklistVerifications.createdAt), desc(checklistVerifications.id));
  return rows.map((r) => ({
    ...r.v,
    document: r.filename === null ? null : { filename: r.filename, content_type: r.contentType!, size: r.size! },
  }));
}

export async function insertDocument(tx: Tx, values: typeof checklistDocuments.$inferInsert): Promise<string> {
  const [doc] = await tx.insert(checklistDocuments).values(values).returning({ id: checklistDocuments.id });
  return doc!.id;
}

/** A document's name, type and size (not its bytes). */
export async function documentMeta(db: Conn, id: string): Promise<DocumentMeta | undefined> {
  const [doc] = await db
    .select({ filename: checklistDocuments.filename, content_type: checklistDocuments.contentType, size: checklistDocuments.size })
    .from(checklistDocuments)
    .where(eq(checklistDocuments.id, id));
  return doc;
}

export async function findDocument(db: Conn, id: string): Promise<typeof checklistDocuments.$inferSelect | undefined> {
  const [doc] = await db.select().from(checklistDocuments).where(eq(checklistDocuments.id, id));
  return doc;
}
