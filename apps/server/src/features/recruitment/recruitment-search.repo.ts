import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { unitInScope } from '../../lib/auth/employee-scope.repo';
import type { SearchFacets, SearchTerm } from '../../lib/data/search-text';
import { cappedCount, namePrefix, startsWith, textMatches, textRank, withinDays } from '../../lib/data/search-text.repo';

/** A notice (alias n) inside the scope and the unit and corporation facets: by its unit. */
function noticePlace(scope: EmployeeScope, facets: SearchFacets): SQL | undefined {
  return and(
    unitInScope(scope, sql`n.unit_id`),
    facets.unitId ? unitInScope([facets.unitId], sql`n.unit_id`) : undefined,
    facets.corporationId ? unitInScope([facets.corporationId], sql`n.unit_id`) : undefined,
  );
}

const inStatuses = (column: SQL, statuses: string[] | undefined) =>
  statuses === undefined ? undefined : statuses.length ? sql`${column} = any(${`{${statuses.join(',')}}`}::text[])` : sql`false`;

const count = async (db: Db, from: SQL, cap: number) => (await queryRows<{ n: number }>(db, cappedCount(from, cap)))[0]?.n ?? 0;

// ---------------------------------------------------------------------------------------------
// Notices

export type NoticeHit = { id: string; title: string; unit_name: string; status: string; job_function: string; updated_at: string; rank: number };

const noticesFrom = (term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined) =>
  sql`from recruitment_notices n where ${and(textMatches(sql`n.title`, term), noticePlace(scope, facets), inStatuses(sql`n.status`, statuses), withinDays(sql`n.updated_at`, facets))}`;

export async function rankedNotices(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, limit: number): Promise<NoticeHit[]> {
  return queryRows<NoticeHit>(
    db,
    sql`select n.id, n.title, n.unit_name, n.status, n.job_function, n.updated_at, ${textRank(sql`n.title`, term)} as rank
      ${noticesFrom(term, scope, facets, statuses)} order by rank, n.created_at desc limit ${limit}`,
  );
}

export const countNotices = (db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, cap: number) =>
  count(db, noticesFrom(term, scope, facets, statuses), cap);

// ---------------------------------------------------------------------------------------------
// Applicants

export type ApplicantHit = {
  id: string;
  name: string;
  status: string;
  notice_id: string;
  notice_title: string;
  incoming: boolean;
  updated_at: string;
  rank: number;
};

/**
 * By name (초성, typing state; a family name or a name being typed by how the name starts) or e-mail
 * prefix; anonymised applicants have no name to find.
 */
function applicantMatch(term: SearchTerm): SQL {
  const prefix = namePrefix(sql`a.name`, term);
  if (prefix) return prefix;
  const byName = textMatches(sql`a.name`, term, { typing: true });
  return term.chosung ? byName : sql`(${byName} or ${startsWith(sql`lower(a.email)`, term.compact)})`;
}

/** Incoming hire (입사 예정): passed and not yet started (no employee record yet, or one whose 입사일 is ahead). */
const incoming = sql`(a.status = 'final_passed' and (a.employee_id is null or exists (select 1 from employees e where e.id = a.employee_id and e.hire_date > (now() at time zone 'Asia/Seoul')::date)))`;

function applicantsFrom(term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, incomingOnly: boolean) {
  const status = incomingOnly ? incoming : inStatuses(sql`a.status`, statuses);
  return sql`from applicants a join recruitment_notices n on n.id = a.notice_id
    where ${and(sql`a.anonymized_at is null`, applicantMatch(term), noticePlace(scope, facets), status, withinDays(sql`a.updated_at`, facets))}`;
}

export async function rankedApplicants(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, incomingOnly: boolean, limit: number): Promise<ApplicantHit[]> {
  return queryRows<ApplicantHit>(
    db,
    sql`select a.id, a.name, a.status, a.notice_id, n.title as notice_title, a.updated_at, ${incoming} as incoming,
        (case when lower(a.email) = ${term.compact} then 0 else ${textRank(sql`a.name`, term)} end) as rank
      ${applicantsFrom(term, scope, facets, statuses, incomingOnly)} order by ${order(term)} limit ${limit}`,
  );
}

/**
 * Best first. Names that start with the term come in the name index's order, which puts an exact
 * name first too (김 before 김민수), so the first rows end the read.
 */
const order = (term: SearchTerm) => (namePrefix(sql`a.name`, term) ? sql`a.name collate "C", a.applied_at desc` : sql`rank, a.name, a.applied_at desc`);

export const countApplicants = (db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, statuses: string[] | undefined, incomingOnly: boolean, cap: number) =>
  count(db, applicantsFrom(term, scope, facets, statuses, incomingOnly), cap);

// ---------------------------------------------------------------------------------------------
// Applicants' documents

/** As checklist documents: the best among the first matches found (a short term matches thousands). */
const rankedWindow = 200;

export type ApplicantDocumentHit = {
  id: string;
  filename: string;
  kind: string;
  content_type: string;
  size: number;
  created_at: string;
  applicant_name: string;
  notice_title: string;
  rank: number;
};

/**
 * Documents found by their own match, each then looked up with its applicant and notice (a lateral
 * with a limit, so that the planner probes by key from the few documents instead of hashing every
 * applicant).
 */
const documentsFrom = (where: SQL, scope: EmployeeScope, facets: SearchFacets) =>
  sql`from applicant_documents d cross join lateral (
      select a.id as applicant_id, a.name as applicant_name, n.id as notice_id, n.title as notice_title
      from applicants a join recruitment_notices n on n.id = a.notice_id
      where ${and(sql`a.id = d.applicant_id`, sql`a.anonymized_at is null`, noticePlace(scope, facets))} limit 1) a
    where ${and(where, withinDays(sql`d.created_at`, facets))}`;

export async function rankedApplicantDocuments(db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, limit: number): Promise<ApplicantDocumentHit[]> {
  return queryRows<ApplicantDocumentHit>(
    db,
    sql`select * from (select d.id, d.filename, d.kind, d.content_type, d.size, d.created_at, a.applicant_name, a.notice_title, ${textRank(sql`d.filename`, term)} as rank
      ${documentsFrom(textMatches(sql`d.filename`, term), scope, facets)} limit ${rankedWindow}) found order by rank, created_at desc limit ${limit}`,
  );
}

export const countApplicantDocuments = (db: Db, term: SearchTerm, scope: EmployeeScope, facets: SearchFacets, cap: number) =>
  count(db, documentsFrom(textMatches(sql`d.filename`, term), scope, facets), cap);

export type ApplicantDocument = Omit<ApplicantDocumentHit, 'rank'> & { applicant_id: string; notice_id: string; uploaded_by: string };

/** One document as /documents/{id} shows it, if the caller's scope reaches its notice. */
export async function findApplicantDocument(db: Db, id: string, scope: EmployeeScope): Promise<ApplicantDocument | undefined> {
  const [row] = await queryRows<ApplicantDocument>(
    db,
    sql`select d.id, d.filename, d.kind, d.content_type, d.size, d.created_at, d.uploaded_by, a.applicant_id, a.applicant_name, a.notice_id, a.notice_title
      ${documentsFrom(sql`d.id = ${id}`, scope, {})}`,
  );
  return row;
}

export async function applicantDocumentBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await queryRows<{ data: Buffer | Uint8Array }>(db, sql`select data from applicant_documents where id = ${id}`);
  return row ? Buffer.from(row.data) : undefined;
}
