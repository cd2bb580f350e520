import type { AuditEntry } from '@saram/shared/audit';
import type { Page } from '@saram/shared/pagination';
import type { Db } from '../../db/client';
import * as repo from './audit.repo';

function page<T>(data: T[], total: number, paging: repo.Paging): Page<T> {
  return { data, total, page: paging.page, limit: paging.limit, hasNext: paging.page * paging.limit < total };
}

/** The audit trail, newest first; also what a record's "history" view shows. */
export async function auditTrail(
  db: Db,
  filter: Parameters<typeof repo.listAudit>[1],
  paging: repo.Paging,
): Promise<Page<AuditEntry>> {
  const { rows, total } = await repo.listAudit(db, filter, paging);
  return page(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    paging,
  );
}

export async function accessRecords(db: Db, filter: Parameters<typeof repo.listAccess>[1], paging: repo.Paging) {
  const { rows, total } = await repo.listAccess(db, filter, paging);
  return page(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    paging,
  );
}
