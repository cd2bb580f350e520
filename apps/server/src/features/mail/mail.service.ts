import type { MailStatus } from '@saram/shared/mail/mail';
import type { MailOutboxItem } from '@saram/shared/mail/mail.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db } from '../../db/client';
import * as repo from './mail.repo';

/** The administrator's view of every mail the server sent, failed to send or only logged. */
export async function mailOutbox(db: Db, query: { page: number; limit: number; status?: MailStatus }): Promise<Page<MailOutboxItem>> {
  const { rows, total } = await repo.listOutbox(db, query);
  return {
    data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null })),
    total,
    page: query.page,
    limit: query.limit,
    hasNext: query.page * query.limit < total,
  };
}
