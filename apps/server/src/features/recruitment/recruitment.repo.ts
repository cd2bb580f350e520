import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { applicantStatuses, type ApplicantStatus, type NoticeStatus } from '@saram/shared/recruitment/recruitment';
import type { StageCounts } from '@saram/shared/recruitment/notices.schemas';
import { queryRows, type Db, type Tx } from '../../db/client';
import { applicantDocuments, applicantEvents, applicants, interviewEvaluations, recruitmentNoticeEvents, recruitmentNotices } from '../../db/schema/recruitment';

/** Recruitment's own tables: notices and their events, applicants, their events, documents and evaluations. */

type Conn = Db | Tx;
export type NoticeRow = typeof recruitmentNotices.$inferSelect;
export type NoticeValues = typeof recruitmentNotices.$inferInsert;
export type NoticeEventRow = typeof recruitmentNoticeEvents.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;
export type ApplicantValues = typeof applicants.$inferInsert;
export type ApplicantEventRow = typeof applicantEvents.$inferSelect;
export type EvaluationRow = typeof interviewEvaluations.$inferSelect;
export type DocumentMeta = Omit<typeof applicantDocuments.$inferSelect, 'data'>;

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// Notices

/** The first row of a select, locked FOR UPDATE when asked. */
async function firstRow<T>(q: PromiseLike<T[]> & { for: (strength: 'update') => PromiseLike<T[]> }, lock: boolean): Promise<T | undefined> {
  return (await (lock ? q.for('update') : q))[0];
}

export const insertNotice = async (tx: Tx, values: NoticeValues): Promise<NoticeRow> => (await tx.insert(recruitmentNotices).values(values).returning())[0]!;

export const findNotice = (db: Conn, id: string, lock = false): Promise<NoticeRow | undefined> =>
  firstRow(db.select().from(recruitmentNotices).where(eq(recruitmentNotices.id, id)), lock);

/** The guarded write: only while the notice is in one of `from` (and at `version` when given); undefined otherwise. */
export async function updateNoticeIf(
  tx: Tx,
  id: string,
  guard: { from: readonly NoticeStatus[]; version?: number },
  values: Partial<NoticeValues>,
): Promise<NoticeRow | undefined> {
  const [row] = await tx
    .update(recruitmentNotices)
    .set({ ...values, version: sql`${recruitmentNotices.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(recruitmentNotices.id, id),
        inArray(recruitmentNotices.status, [...guard.from]),
        guard.version === undefined ? undefined : eq(recruitmentNotices.version, guard.version),
      ),
    )
    .returning();
  return row;
}

export async function insertNoticeEvent(tx: Tx, values: typeof recruitmentNoticeEvents.$inferInsert): Promise<void> {
  await tx.insert(recruitmentNoticeEvents).values(values);
}

export async function noticeEvents(db: Conn, noticeId: string): Promise<NoticeEventRow[]> {
  return db.select().from(recruitmentNoticeEvents).where(eq(recruitmentNoticeEvents.noticeId, noticeId)).orderBy(asc(recruitmentNoticeEvents.seq));
}

export type NoticeFilter = { statuses?: readonly NoticeStatus[]; search?: string; unitId?: string; jobFunction?: string };

function noticeWhere(f: NoticeFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    f.statuses ? inArray(recruitmentNotices.status, [...f.statuses]) : undefined,
    term ? ilike(recruitmentNotices.title, like(term)) : undefined,
    f.unitId ? eq(recruitmentNotices.unitId, f.unitId) : undefined,
    f.jobFunction ? eq(recruitmentNotices.jobFunction, f.jobFunction) : undefined,
  );
}

/** A page of notices: waiting for approval first, then the newest. */
export async function listNotices(db: Db, f: NoticeFilter, p: { page: number; limit: number }): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = noticeWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recruitmentNotices)
      .where(where)
      .orderBy(sql`${recruitmentNotices.status} = 'waiting_approval' desc`, desc(recruitmentNotices.createdAt), asc(recruitmentNotices.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ n: count() }).from(recruitmentNotices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function noticeStatusCounts(db: Db, f: Omit<NoticeFilter, 'statuses'>): Promise<Map<NoticeStatus, number>> {
  const rows = await db.select({ status: recruitmentNotices.status, n: count() }).from(recruitmentNotices).where(noticeWhere(f)).groupBy(recruitmentNotices.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

const emptyCounts = (): StageCounts => Object.fromEntries(applicantStatuses.map((s) => [s, 0])) as StageCounts;

/** Applicants per stage of each notice. */
export async function stageCounts(db: Conn, noticeIds: readonly string[]): Promise<Map<string, StageCounts>> {
  const out = new Map<string, StageCounts>(noticeIds.map((id) => [id, emptyCounts()]));
  if (!noticeIds.length) return out;
  const rows = await db
    .select({ noticeId: applicants.noticeId, status: applicants.status, n: count() })
    .from(applicants)
    .where(inArray(applicants.noticeId, [...noticeIds]))
    .groupBy(applicants.noticeId, applicants.status);
  for (const r of rows) out.get(r.noticeId)![r.status] = r.n;
  return out;
}

export type GroupRow = { key: string | null; name: string; count: number; in_progress: number; headcount: number; applicants: number };

/** Notices (of `statuses`) counted by unit or by job function. */
export async function noticeGroups(db: Db, by: 'unit' | 'job_function', statuses: readonly NoticeStatus[]): Promise<GroupRow[]> {
  const key = by === 'unit' ? sql`n.unit_id::text` : sql`n.job_function`;
  const name = by === 'unit' ? sql`min(n.unit_path)` : sql`n.job_function`;
  const rows = await queryRows<{ key: string | null; name: string; count: number; in_progress: number; headcount: number; applicants: number }>(
    db,
    sql`select ${key} as key, ${name} as name, count(*)::int as count,
        count(*) filter (where n.status = 'in_progress')::int as in_progress,
        coalesce(sum(n.headcount), 0)::int as headcount,
        coalesce(sum((select count(*) from applicants a where a.notice_id = n.id)), 0)::int as applicants
      from recruitment_notices n
      where n.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})
      group by ${key}
      order by count(*) desc, 2`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count), in_progress: Number(r.in_progress), headcount: Number(r.headcount), applicants: Number(r.applicants) }));
}

/** Notices closed or disabled before `cutoff` whose applicants still hold personal data. */
export async function noticesDueForAnonymisation(db: Conn, cutoff: Date): Promise<{ id: string; title: string }[]> {
  return db
    .selectDistinct({ id: recruitmentNotices.id, title: recruitmentNotices.title })
    .from(recruitmentNotices)
    .innerJoin(applicants, eq(applicants.noticeId, recruitmentNotices.id))
    .where(and(inArray(recruitmentNotices.status, ['closed', 'disabled']), isNotNull(recruitmentNotices.closedAt), lt(recruitmentNotices.closedAt, cutoff), isNull(applicants.anonymizedAt)));
}

// ---------------------------------------------------------------------------------------------
// Applicants

export const insertApplicant = async (tx: Tx, values: ApplicantValues): Promise<ApplicantRow> => (await tx.insert(applicants).values(values).returning())[0]!;

export const findApplicant = (db: Conn, id: string, lock = false): Promise<ApplicantRow | undefined> => firstRow(db.select().from(applicants).where(eq(applicants.id, id)), lock);

export async function emailApplied(db: Conn, noticeId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.noticeId, noticeId), sql`lower(${applicants.email}) = lower(${email})`, isNull(applicants.anonymizedAt)))
    .limit(1);
  return !!row;
}

export type ApplicantFilter = { noticeId: string; statuses: readonly ApplicantStatus[]; search?: string };

export async function listApplicants(db: Db, f: ApplicantFilter, p: { page: number; limit: number }): Promise<{ rows: ApplicantRow[]; total: number }> {
  const term = f.search?.trim();
  const digits = term?.replace(/\D/g, '');
  const where = and(
    eq(applicants.noticeId, f.noticeId),
    inArray(applicants.status, [...f.statuses]),
    term
      ? or(ilike(applicants.name, like(term)), ilike(applicants.email, like(term)), digits && digits.length >= 3 ? ilike(applicants.phone, like(digits)) : undefined)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applicants)
      .where(where)
      .orderBy(asc(applicants.appliedAt), asc(applicants.createdAt), asc(applicants.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ n: count() }).from(applicants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateApplicantIf(tx: Tx, id: string, guard: SQL, values: Partial<ApplicantValues>): Promise<ApplicantRow | undefined> {
  const [row] = await tx
    .update(applicants)
    .set({ ...values, version: sql`${applicants.version} + 1`, updatedAt: new Date() })
    .where(and(eq(applicants.id, id), guard))
    .returning();
  return row;
}

export const applicantGuards = {
  status: (s: ApplicantStatus) => and(eq(applicants.status, s), isNull(applicants.anonymizedAt))!,
  integrable: () => and(eq(applicants.status, 'final_passed'), isNull(applicants.employeeId), isNull(applicants.integratedAt), isNull(applicants.anonymizedAt))!,
  notAnonymized: () => isNull(applicants.anonymizedAt),
};

export async function insertApplicantEvent(tx: Tx, values: typeof applicantEvents.$inferInsert): Promise<void> {
  await tx.insert(applicantEvents).values(values);
}

export async function applicantEventsOf(db: Conn, applicantId: string): Promise<ApplicantEventRow[]> {
  return db.select().from(applicantEvents).where(eq(applicantEvents.applicantId, applicantId)).orderBy(asc(applicantEvents.seq));
}

/** Per applicant: document count and average score. */
export async function applicantFacts(db: Conn, ids: readonly string[]): Promise<Map<string, { documents: number; average: number | null }>> {
  const out = new Map<string, { documents: number; average: number | null }>(ids.map((id) => [id, { documents: 0, average: null }]));
  if (!ids.length) return out;
  const [docs, scores] = await Promise.all([
    db.select({ id: applicantDocuments.applicantId, n: count() }).from(applicantDocuments).where(inArray(applicantDocuments.applicantId, [...ids])).groupBy(applicantDocuments.applicantId),
    db
      .select({ id: interviewEvaluations.applicantId, avg: sql<string>`avg(${interviewEvaluations.score})` })
      .from(interviewEvaluations)
      .where(inArray(interviewEvaluations.applicantId, [...ids]))
      .groupBy(interviewEvaluations.applicantId),
  ]);
  for (const d of docs) out.get(d.id)!.documents = d.n;
  for (const s of scores) out.get(s.id)!.average = Math.round(Number(s.avg) * 10) / 10;
  return out;
}

export async function integratedPage(db: Db, noticeId: string | undefined, p: { page: number; limit: number }) {
  const where = and(isNotNull(applicants.integratedAt), noticeId ? eq(applicants.noticeId, noticeId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: applicants, title: recruitmentNotices.title })
      .from(applicants)
      .innerJoin(recruitmentNotices, eq(recruitmentNotices.id, applicants.noticeId))
      .where(where)
      .orderBy(desc(applicants.integratedAt), asc(applicants.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ n: count() }).from(applicants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The applicants of a notice that still hold personal data (locked). */
export async function identifiedApplicantsOf(tx: Tx, noticeId: string): Promise<ApplicantRow[]> {
  return tx
    .select()
    .from(applicants)
    .where(and(eq(applicants.noticeId, noticeId), isNull(applicants.anonymizedAt)))
    .for('update');
}

/** Empties an applicant's free-text traces: evaluation notes, event comments; deletes documents. Answers the documents deleted. */
export async function eraseTraces(tx: Tx, applicantIds: readonly string[]): Promise<number> {
  if (!applicantIds.length) return 0;
  const ids = [...applicantIds];
  await tx.update(interviewEvaluations).set({ note: '' }).where(inArray(interviewEvaluations.applicantId, ids));
  await tx.update(applicantEvents).set({ comment: null }).where(inArray(applicantEvents.applicantId, ids));
  const deleted = await tx.delete(applicantDocuments).where(inArray(applicantDocuments.applicantId, ids)).returning({ id: applicantDocuments.id });
  return deleted.length;
}

// ---------------------------------------------------------------------------------------------
// Documents and evaluations

/** A document without its bytes. */
const documentMeta = {
    id: applicantDocuments.id,
    applicantId: applicantDocuments.applicantId,
    kind: applicantDocuments.kind,
    filename: applicantDocuments.filename,
    contentType: applicantDocuments.contentType,
    size: applicantDocuments.size,
    sha256: applicantDocuments.sha256,
    uploadedBy: applicantDocuments.uploadedBy,
    createdAt: applicantDocuments.createdAt,
  };

export async function insertDocument(tx: Tx, values: typeof applicantDocuments.$inferInsert): Promise<DocumentMeta> {
  const [row] = await tx.insert(applicantDocuments).values(values).returning(documentMeta);
  return row!;
}

export async function documentsOf(db: Conn, applicantId: string): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(applicantDocuments)
    .where(eq(applicantDocuments.applicantId, applicantId))
    .orderBy(asc(applicantDocuments.createdAt), asc(applicantDocuments.id));
}

export async function findDocument(db: Conn, applicantId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(applicantDocuments)
    .where(and(eq(applicantDocuments.id, documentId), eq(applicantDocuments.applicantId, applicantId)));
  return row;
}

export async function upsertEvaluation(tx: Tx, values: typeof interviewEvaluations.$inferInsert): Promise<{ before: EvaluationRow | undefined; after: EvaluationRow }> {
  const [before] = await tx
    .select()
    .from(interviewEvaluations)
    .where(
      and(
        eq(interviewEvaluations.applicantId, values.applicantId),
        eq(interviewEvaluations.stage, values.stage),
        values.interviewerId ? eq(interviewEvaluations.interviewerId, values.interviewerId) : isNull(interviewEvaluations.interviewerId),
      ),
    )
    .for('update');
  if (before) {
    const [after] = await tx
      .update(interviewEvaluations)
      .set({ score: values.score, note: values.note, interviewerLabel: values.interviewerLabel, updatedAt: new Date() })
      .where(eq(interviewEvaluations.id, before.id))
      .returning();
    return { before, after: after! };
  }
  const [after] = await tx.insert(interviewEvaluations).values(values).returning();
  return { before: undefined, after: after! };
}

export async function evaluationsOf(db: Conn, applicantId: string): Promise<EvaluationRow[]> {
  return db.select().from(interviewEvaluations).where(eq(interviewEvaluations.applicantId, applicantId)).orderBy(asc(interviewEvaluations.createdAt), asc(interviewEvaluations.id));
}
