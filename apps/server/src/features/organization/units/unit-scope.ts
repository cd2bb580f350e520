import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { placedInScope } from '../../../lib/auth/employee-scope';
import { AppError } from '../../../lib/errors';
import * as repo from './units.repo';

export const outOfScopeUnitMessage = '담당 범위 밖의 조직은 변경하거나 직원을 배치할 수 없습니다.';

/**
 * Refuses a write to a unit, or into a unit (a top unit: into a corporation), outside the actor's
 * record scope: a unit lies inside when it, an ancestor or its corporation is in the scope (as an
 * employee placed there would). Units are visible to every organization:read holder, so the answer
 * is 403, not the 404 of a person outside the scope.
 */
export async function checkUnitInScope(db: Db | Tx, actor: Actor, place: { unitId: string | null; corporationId?: string | null }): Promise<void> {
  if (actor.employeeScope === null) return;
  const path = place.unitId ? await repo.pathOf(db, place.unitId) : [];
  const corporationId = place.unitId ? path.at(-1)?.corporationId : place.corporationId;
  if (!placedInScope(actor.employeeScope, [...path.map((u) => u.id), corporationId])) throw new AppError('FORBIDDEN', outOfScopeUnitMessage);
}
