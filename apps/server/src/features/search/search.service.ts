import { searchCountLimit, searchResultTypes, type SearchResultType } from '@saram/shared/search/search';
import type { SearchCounts, SearchQuery, SearchResponse } from '@saram/shared/search/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccesses } from '../../lib/data/audit';
import type { RankedResult, SearchSource } from '../../lib/data/search-source';
import { searchTerm, type SearchFacets } from '../../lib/data/search-text';
import { checklistDocumentSearchSource, checklistInstanceSearchSource, checklistTemplateSearchSource } from '../checklists/checklists.service';
import { employeeSearchSource } from '../employees/employees.service';
import { evaluationSearchSource } from '../evaluations/evaluations.service';
import { taskForceSearchSource, unitSearchSource } from '../organization/organization.service';
import { applicantDocumentSearchSource, candidateSearchSource, noticeSearchSource } from '../recruitment/recruitment.service';
import { reportFileSearchSource, savedReportSearchSource } from '../reports/reports.service';

/**
 * Every kind of record the search finds. Each source belongs to the feature whose records they are
 * and applies the caller's permissions and record scope; this feature only merges, ranks and pages.
 */
const sources: SearchSource[] = [
  employeeSearchSource,
  candidateSearchSource,
  noticeSearchSource,
  unitSearchSource,
  taskForceSearchSource,
  checklistTemplateSearchSource,
  checklistInstanceSearchSource,
  evaluationSearchSource,
  savedReportSearchSource,
  checklistDocumentSearchSource,
  applicantDocumentSearchSource,
  reportFileSearchSource,
];

const typeOrder = new Map<SearchResultType, number>(searchResultTypes.map((t, i) => [t, i]));

/**
 * One page of results, best first across types: rank (exact, prefix, 초성 and partial), then the type
 * order of the filter row, then each source's own order. Every source counts its matches for the
 * filter row; only those of the chosen type fetch rows, as many as the pages up to this one hold.
 */
export async function search(db: Db, actor: Actor, query: SearchQuery): Promise<SearchResponse> {
  const term = searchTerm(query.q);
  const facets: SearchFacets = Object.fromEntries(
    (['corporationId', 'unitId', 'status', 'from', 'to'] as const).filter((k) => query[k] !== undefined).map((k) => [k, query[k]]),
  );
  const wanted = query.page * query.limit;
  const answers = await Promise.all(
    sources.map(async (s) => ({
      source: s,
      ...(await s.search(db, actor, { term, facets, limit: query.type === 'all' || query.type === s.type ? wanted : 0, countCap: searchCountLimit })),
    })),
  );
  await recordBulkAccesses(db, actor, answers.flatMap((a) => (a.access ? [a.access] : [])));
  const counts = Object.fromEntries(searchResultTypes.map((t) => [t, 0])) as SearchCounts;
  for (const a of answers) counts[a.source.type] = Math.min(counts[a.source.type] + a.count, searchCountLimit);

  const ranked = answers.flatMap((a, sourceIndex) => a.results.map((r, i) => ({ r, sourceIndex, i })));
  ranked.sort((x, y) => x.r.rank - y.r.rank || typeOrder.get(x.r.type)! - typeOrder.get(y.r.type)! || x.sourceIndex - y.sourceIndex || x.i - y.i);
  const page = ranked.slice((query.page - 1) * query.limit, wanted).map(({ r }) => withoutRank(r));
  const total = query.type === 'all' ? searchResultTypes.reduce((n, t) => n + counts[t], 0) : counts[query.type];
  return { results: page, counts, total, page: query.page, limit: query.limit, hasNext: wanted < total };
}

function withoutRank({ rank: _rank, ...result }: RankedResult) {
  return result;
}
