import { reportCatalogue, scheduleFrequencyLabels, type ReportType, type ScheduleFrequency } from '@saram/shared/reports/reports';
import { documentKindLabels } from '@saram/shared/search/search';
import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { documentInfo, documentProvider, documentResult, noAnswer, rowsAndCount, unsupportedFacet, type SearchInput, type SearchSource, type SourceAnswer } from '../../lib/data/search-source';
import * as repo from './reports-search.repo';

/** The Report Center's rule: reports:manage, and only the caller's own saved reports and runs. */
const ownerOf = (actor: Actor) => (actor.permissions.has('reports:manage') && actor.userId ? actor.userId : null);
const iso = (at: string) => new Date(at).toISOString();
const typeTitle = (type: string) => reportCatalogue[type as ReportType]?.title ?? '사용자 정의 리포트';

async function savedReports(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  const owner = ownerOf(actor);
  if (!owner || unsupportedFacet(facets, ['from', 'to'])) return noAnswer;
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedSavedReports(db, term, owner, facets, limit), () => repo.countSavedReports(db, term, owner, facets, countCap));
  return {
    count,
    results: rows.map((s) => ({
      id: s.id,
      type: 'report',
      rank: s.rank,
      title: s.name,
      subtitle: [typeTitle(s.report_type), s.active && s.frequency ? `${scheduleFrequencyLabels[s.frequency as ScheduleFrequency] ?? s.frequency} 예약` : null].filter(Boolean).join(' · '),
      href: `/reports/edit/${s.id}`,
      meta: { updatedAt: iso(s.updated_at) },
    })),
  };
}

async function reportFiles(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  const owner = ownerOf(actor);
  if (!owner || unsupportedFacet(facets, ['from', 'to'])) return noAnswer;
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedReportFiles(db, term, owner, facets, limit), () => repo.countReportFiles(db, term, owner, facets, countCap));
  return {
    count,
    results: rows.map((r) => documentResult(r, documentKindLabels.report_file, `${documentKindLabels.report_file} · ${r.name}`, r.finished_at ?? r.started_at)),
  };
}

function info(r: repo.ReportFile): DocumentInfo {
  return documentInfo(
    r,
    {
      kind: 'report_file',
      kindLabel: documentKindLabels.report_file,
      owner: r.saved_report_id
        ? { type: 'report', id: r.saved_report_id, label: r.name, href: `/reports/edit/${r.saved_report_id}` }
        : { type: 'report', id: r.id, label: r.name, href: '/reports' },
      uploadedBy: r.owner_label,
    },
    r.finished_at ?? r.started_at,
  );
}

/** Generated report files (report_runs): their owner's, with reports:manage. */
export const reportFileProvider = documentProvider({
  find: async (db, actor, id) => {
    const owner = ownerOf(actor);
    return owner ? repo.findReportFile(db, id, owner) : undefined;
  },
  bytes: repo.reportFileBytes,
  info,
  access: (r) => ({ subjectType: 'report_run', subjectId: r.id, action: 'download', fields: ['file'] }),
});

export const savedReportSearchSource: SearchSource = { type: 'report', search: savedReports };
export const reportFileSearchSource: SearchSource = { type: 'document', search: reportFiles };
