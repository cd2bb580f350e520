import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { updateUnitIn } from './units/units.core';

/** The organisation feature's entry for the rest of the server: employees' placement, unit leaders. */
export { addConcurrentPost, addPrimaryPost, resolvePlacement, setPrimaryPost, setPrimaryPosts, type PlacementRequest } from './units/members.service';
export { unitPath } from './tree/tree.service';
export { createUnitIn } from './units/units.core';
/** 보고 라인: each placement's manager and dotted-line managers (evaluations, the manager dashboard, approval lines). */
export { directReports, managersOf, primaryManagers, type PlacementManagers } from './reporting/managers';

/** Sets a unit's 조직장 (demo data): the rules and audit row of PUT units/{id}, without the version check. */
export async function setUnitLeader(tx: Tx, actor: Actor, unitId: string, leaderId: string | null): Promise<void> {
  await updateUnitIn(tx, actor, unitId, { leaderId });
}

/** The global search's sources (issue 31). */
export { taskForceSearchSource, unitSearchSource } from './organization.search';
