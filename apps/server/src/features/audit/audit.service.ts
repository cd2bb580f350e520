import { accessActionLabels, displayActor } from '@saram/shared/audit/audit';
import type {
  AccessEntry,
  AccessReview,
  AccessReviewSignOff,
  AuditEntry,
  accessExportQuerySchema,
  accessQuerySchema,
  auditQuerySchema,
} from '@saram/shared/audit/audit.schemas';
import type { Page } from '@saram/shared/pagination';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccess, writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { seoulDateStamp, seoulToday } from '../../lib/seoul-time';
import { accessWorkbook, accessColumns } from './audit-excel';
import * as repo from './audit.repo';

type AuditQuery = z.output<typeof auditQuerySchema>;
type AccessQuery = z.output<typeof accessQuerySchema>;
type AccessExportQuery = z.output<typeof accessExportQuerySchema>;
type KeysetPage<T> = { data: T[]; nextCursor: string | null };

function page<T>(data: T[], total: number, paging: repo.Paging): Page<T> {
  return { data, total, page: paging.page, limit: paging.limit, hasNext: paging.page * paging.limit < total };
}

/** The audit trail page by page (the organisation's history call). */
export async function auditTrail(db: Db, filter: repo.AuditFilter, paging: repo.Paging): Promise<Page<AuditEntry>> {
  const { rows, total } = await repo.listAudit(db, filter, paging);
  return page(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    paging,
  );
}

const encodeCursor = (c: repo.Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

/** A timestamptz as PostgreSQL prints it: '2026-11-24 18:29:59.123456+00'. */
const timestampText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeCursor(value: string | undefined): repo.Cursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && timestampText.test(at) && Number.isSafeInteger(id)) return { at, id: id as number };
  } catch {
    // Falls through to the 400.
  }
  throw validationError({ cursor: '올바르지 않은 페이지 위치입니다. 처음부터 다시 조회해주세요.' });
}

const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);
const nextDay = (day: string) => new Date(seoulMidnight(day).getTime() + 86_400_000);

/** from/to are whole days in Asia/Seoul: [from 00:00, the day after `to` 00:00). */
function periodOf(query: { from?: string | undefined; to?: string | undefined }): repo.Period {
  const fields: Record<string, string> = {};
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (value && Number.isNaN(seoulMidnight(value).getTime())) fields[key] = '올바른 날짜가 아닙니다.';
  }
  if (!fields.from && !fields.to && query.from && query.to && query.from > query.to) fields.to = '종료일은 시작일과 같거나 뒤여야 합니다.';
  if (Object.keys(fields).length) throw validationError(fields);
  return { from: query.from ? seoulMidnight(query.from) : undefined, to: query.to ? nextDay(query.to) : undefined };
}

type PageQuery = { from?: string | undefined; to?: string | undefined; cursor?: string | undefined; limit: number };

/** Reads `limit` + 1 rows of the query's period after its cursor to know whether another page follows; the next cursor names the last row shown. */
async function keyset<R extends { row: { id: number }; atText: string }, T>(
  query: PageQuery,
  read: (period: repo.Period, cursor: repo.Cursor | null, limit: number) => Promise<R[]>,
  map: (rows: R[]) => Promise<T[]> | T[],
): Promise<KeysetPage<T>> {
  const { limit } = query;
  const rows = await read(periodOf(query), decodeCursor(query.cursor), limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { data: await map(shown), nextCursor: rows.length > limit && last ? encodeCursor({ at: last.atText, id: last.row.id }) : null };
}

const auditFilter = (q: AuditQuery): repo.AuditFilter => ({
  action: q.action,
  targetCollection: q.target_collection,
  targetId: q.target_id,
  actorId: q.actor_id,
});

/** 감사 로그: who changed what, newest first, keyset paged. */
export async function auditLogs(db: Db, query: AuditQuery): Promise<KeysetPage<AuditEntry>> {
  return keyset(
    query,
    (period, cursor, n) => repo.auditPage(db, auditFilter(query), period, cursor, n),
    (rows) =>
      rows.map(({ row: r }) => ({
        id: r.id,
        at: r.at.toISOString(),
        actorId: r.actorId,
        actorLabel: displayActor(r),
        action: r.action,
        targetCollection: r.targetCollection,
        targetId: r.targetId,
        before: r.before,
        after: r.after,
        ip: r.ip,
      })),
  );
}

const accessFilter = (q: Omit<AccessQuery, 'cursor' | 'limit'>): repo.AccessFilter => ({
  subjectType: q.subject_type,
  subjectId: q.subject_id,
  actorId: q.actor_id,
  action: q.action,
});

async function accessEntries(db: Db | Tx, rows: { row: repo.AccessRow }[]): Promise<AccessEntry[]> {
  const names = await repo.employeeNames(
    db,
    rows.filter(({ row }) => row.subjectType === 'employee').map(({ row }) => row.subjectId),
  );
  return rows.map(({ row: r }) => {
    const subject = r.subjectType === 'employee' ? names.get(r.subjectId) : undefined;
    return {
      id: r.id,
      at: r.at.toISOString(),
      actorId: r.actorId,
      actorLabel: displayActor(r),
      ip: r.ip,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      subjectName: subject?.name ?? null,
      subjectNo: subject?.no ?? null,
      action: r.action,
      fields: r.fields,
      reason: r.reason,
    };
  });
}

/** 개인정보 접속기록 (PIPA art. 8): who handled whose data, when, from where, why; keyset paged. */
export async function accessLogs(db: Db, query: AccessQuery): Promise<KeysetPage<AccessEntry>> {
  return keyset(query, (period, cursor, n) => repo.accessPage(db, accessFilter(query), period, cursor, n), (rows) => accessEntries(db, rows));
}

/** At most this many rows in one download; a longer period is refused (narrow it). */
export const maxExportRows = 50_000;

/** The access records as Excel, only with a reason; the download is itself an access record. */
export async function exportAccessLogs(db: Db, actor: Actor, query: AccessExportQuery): Promise<{ filename: string; body: Buffer }> {
  const { reason, ...filters } = query;
  const period = periodOf(filters);
  const rows = await repo.accessPage(db, accessFilter(filters), period, null, maxExportRows + 1);
  if (rows.length > maxExportRows) {
    throw validationError({ from: `한 번에 ${maxExportRows.toLocaleString('ko-KR')}건까지 내려받을 수 있습니다. 기간을 좁혀주세요.` });
  }
  const body = await accessWorkbook(await accessEntries(db, rows));
  await recordBulkAccess(db, actor, {
    subjectType: 'access_log',
    query: filters,
    count: rows.length,
    unit: '건',
    action: 'download',
    fields: accessColumns.map((c) => c.key),
    reason,
  });
  return { filename: `개인정보_접속기록_${seoulDateStamp()}.xlsx`, body };
}

/** [the 1st 00:00, the next month's 1st 00:00) in Seoul, for any YYYY-MM (0202-01 and 9999-12 too). */
function monthPeriod(month: string): Required<repo.Period> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999; month m (1-based) is the next one.
  const next = new Date(0);
  next.setUTCFullYear(y, m, 1);
  return { from: seoulMidnight(`${month}-01`), to: new Date(next.getTime() - 9 * 3_600_000) };
}

const signOffDto = (r: NonNullable<Awaited<ReturnType<typeof repo.findReview>>>): AccessReviewSignOff => ({
  month: r.month,
  signedBy: r.signedBy,
  signedByLabel: r.signedByLabel,
  signedAt: r.signedAt.toISOString(),
  comment: r.comment,
});

/** The monthly review: counts per actor and action, downloads, reveals, off-hours access, and its sign-off. */
export async function accessReview(db: Db, month: string): Promise<AccessReview> {
  const [{ totals, perActor, perAction }, review] = await Promise.all([repo.monthCounts(db, monthPeriod(month)), repo.findReview(db, month)]);
  return {
    month,
    ...totals,
    perActor: perActor.map((a) => ({ key: a.key ?? '', label: displayActor({ actorId: a.actorId, actorLabel: a.label ?? '' }), count: a.count })),
    perAction: perAction.map((a) => ({ key: a.key, label: accessActionLabels[a.key] ?? a.key, count: a.count })),
    signOff: review ? signOffDto(review) : null,
  };
}

/** An administrator signs the month off once (409 the second time); the sign-off is an audit row. */
export async function signOff(db: Db, actor: Actor, month: string, comment: string | undefined): Promise<AccessReviewSignOff> {
  if (month > seoulToday().slice(0, 7)) throw validationError({ month: '아직 오지 않은 달은 서명할 수 없습니다.' });
  return db.transaction(async (tx) => {
    const row = await repo.insertReview(tx, { month, signedBy: actor.userId, signedByLabel: actor.label, comment: comment || null });
    if (!row) throw new AppError('CONFLICT', `${month} 접속기록은 이미 검토 서명되었습니다.`);
    const dto = signOffDto(row);
    await writeAudit(tx, actor, { action: 'access_log_reviews.sign_off', targetCollection: 'access_log_reviews', targetId: month, after: dto });
    return dto;
  });
}

export async function lookupActors(db: Db, q: string) {
  return (await repo.searchUsers(db, q)).map((u) => ({ id: u.id, label: u.name ? `${u.name} (${u.loginId})` : u.loginId }));
}

export async function lookupSubjects(db: Db, q: string) {
  return (await repo.searchEmployees(db, q)).map((e) => ({ id: e.id, label: `${e.name} (${e.no})` }));
}
