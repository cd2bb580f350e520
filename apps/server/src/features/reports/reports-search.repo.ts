import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { SearchFacets, SearchTerm } from '../../lib/data/search-text';
import { cappedCount, textMatches, textRank, withinDays } from '../../lib/data/search-text.repo';

// Saved reports and their runs are each their owner's own (Report Center, spec 3.5): a handful per
// user, so the owner index narrows them before the name is matched.

const count = async (db: Db, from: SQL, cap: number) => (await queryRows<{ n: number }>(db, cappedCount(from, cap)))[0]?.n ?? 0;

export type SavedReportHit = { id: string; name: string; description: string; report_type: string; active: boolean; frequency: string | null; updated_at: string; rank: number };

const savedFrom = (term: SearchTerm, ownerId: string, facets: SearchFacets) =>
  sql`from saved_reports s where ${and(sql`s.owner_id = ${ownerId}`, textMatches(sql`s.name`, term), withinDays(sql`s.updated_at`, facets))}`;

export async function rankedSavedReports(db: Db, term: SearchTerm, ownerId: string, facets: SearchFacets, limit: number): Promise<SavedReportHit[]> {
  return queryRows<SavedReportHit>(
    db,
    sql`select s.id, s.name, s.description, s.report_type, s.active, s.frequency, s.updated_at, ${textRank(sql`s.name`, term)} as rank
      ${savedFrom(term, ownerId, facets)} order by rank, s.name limit ${limit}`,
  );
}

export const countSavedReports = (db: Db, term: SearchTerm, ownerId: string, facets: SearchFacets, cap: number) => count(db, savedFrom(term, ownerId, facets), cap);

/** A run's file (PDF or Excel) is a document once it was written. */
export type ReportFileHit = { id: string; name: string; filename: string; content_type: string; size: number; started_at: string; finished_at: string | null; rank: number };

const filesFrom = (where: SQL, ownerId: string, facets: SearchFacets) =>
  sql`from report_runs r where ${and(sql`r.owner_id = ${ownerId}`, sql`r.file is not null and r.filename is not null`, where, withinDays(sql`coalesce(r.finished_at, r.started_at)`, facets))}`;
const fileMatch = (term: SearchTerm) => sql`(${textMatches(sql`r.filename`, term)} or ${textMatches(sql`r.name`, term)})`;

export async function rankedReportFiles(db: Db, term: SearchTerm, ownerId: string, facets: SearchFacets, limit: number): Promise<ReportFileHit[]> {
  return queryRows<ReportFileHit>(
    db,
    sql`select r.id, r.name, r.filename, r.content_type, octet_length(r.file)::int as size, r.started_at, r.finished_at,
        least(${textRank(sql`r.filename`, term)}, ${textRank(sql`r.name`, term)}) as rank
      ${filesFrom(fileMatch(term), ownerId, facets)} order by rank, r.started_at desc limit ${limit}`,
  );
}

export const countReportFiles = (db: Db, term: SearchTerm, ownerId: string, facets: SearchFacets, cap: number) => count(db, filesFrom(fileMatch(term), ownerId, facets), cap);

export type ReportFile = Omit<ReportFileHit, 'rank'> & { saved_report_id: string | null; owner_label: string };

export async function findReportFile(db: Db, id: string, ownerId: string): Promise<ReportFile | undefined> {
  const [row] = await queryRows<ReportFile>(
    db,
    sql`select r.id, r.name, r.filename, r.content_type, octet_length(r.file)::int as size, r.started_at, r.finished_at, r.saved_report_id,
        coalesce((select coalesce(u.user_name, u.login_id) from users u where u.id = r.owner_id), '') as owner_label
      ${filesFrom(sql`r.id = ${id}`, ownerId, {})}`,
  );
  return row;
}

export async function reportFileBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await queryRows<{ file: Buffer | Uint8Array }>(db, sql`select file from report_runs where id = ${id} and file is not null`);
  return row ? Buffer.from(row.file) : undefined;
}
