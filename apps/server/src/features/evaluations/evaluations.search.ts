import { evaluationStatusLabels, type EvaluationStatus } from '@saram/shared/evaluations/evaluations';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { noAnswer, rowsAndCount, type SearchInput, type SearchSource, type SourceAnswer, statusCodes } from '../../lib/data/search-source';
import { countEvaluations, rankedEvaluations } from './evaluations-search.repo';

/** Evaluations the caller may open (→ /eval/evaluations/{id}), found by the evaluated person's name. */
async function search(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  // As evaluations.service callerOf: HR reads within its scope, anyone the evaluations they take part in.
  const hr = actor.permissions.has('evaluations:read') || actor.permissions.has('evaluations:manage');
  if (!hr && !actor.userId) return noAnswer;
  const reader = { hr, userId: actor.userId, scope: actor.employeeScope };
  const statuses = statusCodes(evaluationStatusLabels, facets.status);
  const { rows, count } = await rowsAndCount(limit, () => rankedEvaluations(db, term, reader, facets, statuses, limit), () => countEvaluations(db, term, reader, facets, statuses, countCap));
  return {
    count,
    results: rows.map((e) => ({
      id: e.id,
      type: 'evaluation',
      rank: e.rank,
      title: `${e.name_kor} · ${e.cycle_name}`,
      subtitle: e.cycle_name,
      href: `/eval/evaluations/${e.id}`,
      meta: { status: evaluationStatusLabels[e.status as EvaluationStatus] ?? e.status, updatedAt: new Date(e.updated_at).toISOString() },
    })),
  };
}

export const evaluationSearchSource: SearchSource = { type: 'evaluation', search };
