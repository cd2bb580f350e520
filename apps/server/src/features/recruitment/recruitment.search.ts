import { applicantDocumentKindLabels, applicantStatusLabels, noticeStatusLabels, type ApplicantDocumentKind, type ApplicantStatus, type NoticeStatus } from '@saram/shared/recruitment/recruitment';
import { documentKindLabels, incomingHireLabel } from '@saram/shared/search/search';
import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { documentInfo, documentProvider, documentResult, noAnswer, rowsAndCount, type SearchInput, type SearchSource, type SourceAnswer, statusCodes, unsupportedFacet } from '../../lib/data/search-source';
import * as repo from './recruitment-search.repo';

/** Job notices, applicants and their documents are found with recruitment:read only, within the scope of the notice's unit. */
const mayRead = (actor: Actor) => actor.permissions.has('recruitment:read');
const iso = (at: string) => new Date(at).toISOString();

async function notices(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  if (!mayRead(actor) || unsupportedFacet(facets, ['unitId', 'corporationId', 'status', 'from', 'to'])) return noAnswer;
  const statuses = statusCodes(noticeStatusLabels, facets.status);
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedNotices(db, term, actor.employeeScope, facets, statuses, limit), () => repo.countNotices(db, term, actor.employeeScope, facets, statuses, countCap));
  return {
    count,
    results: rows.map((n) => ({
      id: n.id,
      type: 'notice',
      rank: n.rank,
      title: n.title,
      subtitle: [n.unit_name, n.job_function].filter(Boolean).join(' · '),
      href: `/job-notices/detail/${n.id}`,
      meta: { status: noticeStatusLabels[n.status as NoticeStatus] ?? n.status, updatedAt: iso(n.updated_at) },
    })),
  };
}

/** Applicants as 'candidate' (spec 3.6), labelled 입사 예정 when passed but not yet started. */
async function candidates(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  if (!mayRead(actor) || unsupportedFacet(facets, ['unitId', 'corporationId', 'status', 'from', 'to'])) return noAnswer;
  const incomingOnly = facets.status === incomingHireLabel;
  const statuses = incomingOnly ? undefined : statusCodes(applicantStatusLabels, facets.status);
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedApplicants(db, term, actor.employeeScope, facets, statuses, incomingOnly, limit), () => repo.countApplicants(db, term, actor.employeeScope, facets, statuses, incomingOnly, countCap));
  return {
    count,
    access: rows.length ? { subjectType: 'applicant_search', query: { q: term.raw, ...facets, limit }, count: rows.length, fields: ['name', 'status'] } : undefined,
    results: rows.map((a) => ({
      id: a.id,
      type: 'candidate',
      rank: a.rank,
      title: a.name,
      subtitle: a.incoming ? `${incomingHireLabel} · ${a.notice_title}` : a.notice_title,
      href: `/job-notices/detail/${a.notice_id}?applicant=${a.id}`,
      meta: { status: a.incoming ? incomingHireLabel : (applicantStatusLabels[a.status as ApplicantStatus] ?? a.status), updatedAt: iso(a.updated_at) },
    })),
  };
}

async function documents(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  if (!mayRead(actor) || unsupportedFacet(facets, ['unitId', 'corporationId', 'from', 'to'])) return noAnswer;
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedApplicantDocuments(db, term, actor.employeeScope, facets, limit), () => repo.countApplicantDocuments(db, term, actor.employeeScope, facets, countCap));
  return {
    count,
    results: rows.map((d) =>
      documentResult(d, documentKindLabels.applicant_document, `${applicantDocumentKindLabels[d.kind as ApplicantDocumentKind] ?? d.kind} · ${d.applicant_name} · ${d.notice_title}`, d.created_at),
    ),
  };
}

function info(d: repo.ApplicantDocument): DocumentInfo {
  return documentInfo(
    d,
    {
      kind: 'applicant_document',
      kindLabel: `${documentKindLabels.applicant_document} (${applicantDocumentKindLabels[d.kind as ApplicantDocumentKind] ?? d.kind})`,
      owner: { type: 'candidate', id: d.applicant_id, label: `${d.applicant_name} · ${d.notice_title}`, href: `/job-notices/detail/${d.notice_id}?applicant=${d.applicant_id}` },
      uploadedBy: d.uploaded_by,
    },
    d.created_at,
  );
}

export const applicantDocumentProvider = documentProvider({
  find: async (db, actor, id) => (mayRead(actor) ? repo.findApplicantDocument(db, id, actor.employeeScope) : undefined),
  bytes: repo.applicantDocumentBytes,
  info,
  access: (d) => ({ subjectType: 'applicant', subjectId: d.applicant_id, action: 'download', fields: [`documents.${d.kind}`] }),
});

export const noticeSearchSource: SearchSource = { type: 'notice', search: notices };
export const candidateSearchSource: SearchSource = { type: 'candidate', search: candidates };
export const applicantDocumentSearchSource: SearchSource = { type: 'document', search: documents };
