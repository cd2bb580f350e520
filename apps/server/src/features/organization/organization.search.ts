import { unitTypeLabels, type UnitType } from '@saram/shared/organization/organization';
import type { TaskForceStatus } from '@saram/shared/organization/organization';
import { taskForceStatusLabels } from '@saram/shared/organization/organization-task-forces';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { noAnswer, rowsAndCount, type SearchInput, type SearchSource, type SourceAnswer, statusCodes, unsupportedFacet } from '../../lib/data/search-source';
import { countUnits, rankedUnits, type UnitHit } from './organization-search.repo';

const activeLabels = { active: '사용', inactive: '미사용' };

function source(taskForces: boolean): SearchSource['search'] {
  return async (db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> => {
    if (!actor.permissions.has('organization:read') || unsupportedFacet(facets, ['unitId', 'corporationId', 'status', 'from', 'to'])) return noAnswer;
    const statuses = statusCodes(taskForces ? taskForceStatusLabels : activeLabels, facets.status);
    const { rows, count } = await rowsAndCount(limit, () => rankedUnits(db, term, actor.employeeScope, facets, taskForces, statuses, limit), () => countUnits(db, term, actor.employeeScope, facets, taskForces, statuses, countCap));
    return { count, results: rows.map((u) => (taskForces ? taskForceResult(u) : unitResult(u))) };
  };
}

// The organisation page selects the unit named by ?unit= (task forces are units of level 5).
const unitResult = (u: UnitHit) => ({
  id: u.id,
  type: 'unit' as const,
  rank: u.rank,
  title: u.name,
  subtitle: [unitTypeLabels[u.unit_type as UnitType] ?? u.unit_type, u.parent_name].filter(Boolean).join(' · '),
  href: `/organization?unit=${u.id}`,
  meta: { status: u.is_active ? activeLabels.active : activeLabels.inactive, updatedAt: new Date(u.updated_at).toISOString() },
});

const taskForceResult = (u: UnitHit) => ({
  id: u.id,
  type: 'task_force' as const,
  rank: u.rank,
  title: u.name,
  subtitle: ['TF', u.parent_name].filter(Boolean).join(' · '),
  href: `/organization?unit=${u.id}`,
  meta: { status: taskForceStatusLabels[u.tf_status as TaskForceStatus] ?? u.tf_status ?? '', updatedAt: new Date(u.updated_at).toISOString() },
});

export const unitSearchSource: SearchSource = { type: 'unit', search: source(false) };
export const taskForceSearchSource: SearchSource = { type: 'task_force', search: source(true) };
