import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLog, auditLog } from '../../db/schema/audit';

export type Paging = { page: number; limit: number };

export async function listAudit(
  db: Db,
  filter: { action?: string; targetCollection?: string; targetId?: string; actorId?: string },
  paging: Paging,
) {
  const conditions: (SQL | undefined)[] = [
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetCollection ? eq(auditLog.targetCollection, filter.targetCollection) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listAccess(
  db: Db,
  filter: { subjectType?: string; subjectId?: string; actorId?: string },
  paging: Paging,
) {
  const where = and(
    filter.subjectType ? eq(accessLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(accessLog.subjectId, filter.subjectId) : undefined,
    filter.actorId ? eq(accessLog.actorId, filter.actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accessLog)
      .where(where)
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(accessLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
