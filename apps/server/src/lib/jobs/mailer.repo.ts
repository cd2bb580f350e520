import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema/mail-outbox';
import { matchesAny } from '../data/erase.repo';

/** The statements of lib/jobs/mailer.ts, the only writer of the mail outbox. */
type Conn = Db | Tx;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function queuedMail(db: Conn, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
  return row;
}

export async function attachmentsOf(db: Conn, mailId: string) {
  return db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));
}

export async function insertMail(db: Conn, values: typeof mailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function insertAttachments(db: Conn, rows: (typeof mailAttachments.$inferInsert)[]): Promise<void> {
  await db.insert(mailAttachments).values(rows);
}

export async function updateMail(tx: Conn, id: string, values: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
  await tx.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}

export async function deleteAttachmentsOf(tx: Conn, mailId: string): Promise<void> {
  await tx.delete(mailAttachments).where(eq(mailAttachments.mailId, mailId));
}

/** Outbox rows whose recipient, subject or body matches one of the patterns. */
export async function mailsMatching(tx: Tx, patterns: readonly string[]): Promise<OutboxRow[]> {
  const text = sql`concat_ws(' ', ${mailOutbox.to}, ${mailOutbox.subject}, ${mailOutbox.text}, ${mailOutbox.html})`;
  return tx.select().from(mailOutbox).where(matchesAny(text, patterns));
}
