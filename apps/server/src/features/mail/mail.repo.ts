import { count, desc, eq } from 'drizzle-orm';
import type { MailStatus } from '@saram/shared/mail/mail';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';

/** Newest first; rows are written only by lib/jobs/mailer.ts. */
export async function listOutbox(db: Db, filter: { page: number; limit: number; status?: MailStatus }) {
  const where = filter.status ? eq(mailOutbox.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
