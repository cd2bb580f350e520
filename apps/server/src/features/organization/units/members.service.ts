import type { AssignResult, Member, SyncMembersResult } from '@saram/shared/organization/organization-legacy.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { requireWholeCompany, type EmployeeScope } from '../../../lib/auth/employee-scope';
import { writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import * as mappings from '../tools/mappings.repo';
import { placeEmployees } from '../../employees/employees.writer';
import { reapplyRulesAfterMove } from '../../role-rules/role-rules.service';
import * as repo from './members.repo';
import { orgFieldsFor } from './placement';
import { notFoundMessage, taskForceOnlyMessage, unitCollection, type FieldErrors } from './units.core';
import * as units from './units.repo';
import { checkUnitInScope } from './unit-scope';
import { chunks } from '../../../lib/data/batches';

/** The request's own field names, so that errors point at what the caller sent (legacy: organization_id). */
export type AssignFields = { organization: string; employees: string };
const v1Fields: AssignFields = { organization: 'organizationId', employees: 'employeeIds' };
/** Whom to place where: no organisation means out of every unit. */
type Placing = { organizationId?: string | null | undefined; employeeIds: string[] };

/** Every listed employee exists within the actor's scope; one outside it is answered as missing. */
async function checkEmployees(tx: Tx, actor: Actor, ids: readonly string[], key: string): Promise<void> {
  const found = await repo.existingEmployeeIds(tx, ids, actor.employeeScope);
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!found.has(id)) errors[`${key}.${i}`] = '존재하지 않는 직원입니다.';
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

async function placeableUnit(tx: Tx, actor: Actor, id: string, key: string): Promise<units.UnitRow> {
  const unit = await units.findUnit(tx, id);
  if (unit?.unitType === 'TASK_FORCE') throw validationError({ [key]: taskForceOnlyMessage });
  if (unit) {
    await checkUnitInScope(tx, actor, { unitId: unit.id });
    return unit;
  }
  if (await units.findCorporation(tx, id)) {
    throw validationError({ [key]: '법인에는 직원을 직접 배치할 수 없습니다. 사업부·본부·팀·파트를 선택해주세요.' });
  }
  throw new AppError('NOT_FOUND', notFoundMessage);
}

/** Makes the organisation the primary post of every listed employee (no organisation: out of every unit). */
export async function assign(db: Db, actor: Actor, { organizationId, employeeIds }: Placing, names: AssignFields = v1Fields): Promise<AssignResult> {
  if (!organizationId) return unassign(db, actor, { organizationId: null, employeeIds }, names);
  const ids = [...new Set(employeeIds)];
  return db.transaction(async (tx) => {
    const unit = await placeableUnit(tx, actor, organizationId, names.organization);
    await checkEmployees(tx, actor, employeeIds, names.employees);
    const changed = await repo.placePrimary(tx, unit.id, ids);
    await reapplyRulesAfterMove(tx, actor, await placeEmployees(tx, actor, ids, await orgFieldsFor(tx, unit)));
    await writeAudit(tx, actor, {
      action: 'organizations.assign',
      targetCollection: unitCollection,
      targetId: unit.id,
      after: { employeeIds: ids, changed },
    });
    return { organizationId: unit.id, employeeIds: ids, changed };
  });
}

/** Takes employees out of one unit (or out of every unit): a primary post gone clears their unit fields. */
export async function unassign(db: Db, actor: Actor, { organizationId, employeeIds }: Placing, names: AssignFields = v1Fields): Promise<AssignResult> {
  const ids = [...new Set(employeeIds)];
  return db.transaction(async (tx) => {
    const unit = organizationId ? await placeableUnit(tx, actor, organizationId, names.organization) : null;
    await checkEmployees(tx, actor, employeeIds, names.employees);
    const { removed, primaryOf } = await repo.removeMemberships(tx, unit?.id ?? null, ids);
    await reapplyRulesAfterMove(tx, actor, await placeEmployees(tx, actor, primaryOf, repo.clearedUnitFields));
    await writeAudit(tx, actor, {
      action: 'organizations.unassign',
      targetCollection: unitCollection,
      targetId: unit?.id ?? null,
      after: { employeeIds: ids, removed },
    });
    return { organizationId: unit?.id ?? null, employeeIds: ids, changed: removed };
  });
}

export async function members(
  db: Db,
  id: string,
  query: { include_descendants: boolean; page: number; pageSize: number },
  scope: EmployeeScope = null,
): Promise<{ data: Member[]; total: number; page: number; pageSize: number; hasNext: boolean }> {
  const unit = await units.findUnit(db, id);
  const corporation = unit ? undefined : await units.findCorporation(db, id);
  if (!unit && !corporation) throw new AppError('NOT_FOUND', notFoundMessage);
  const target = unit ? { unitId: unit.id } : { corporationId: corporation!.id, corporationName: corporation!.name };
  const { rows, total } = await repo.listMembers(db, target, query.include_descendants, query, scope);
  return {
    data: rows.map((r) => ({
      _id: r.employee_id,
      employeeId: r.employee_id,
      employeeNo: r.employee_no,
      name: r.name_kor,
      jobTitle: r.job_title,
      jobGrade: r.job_grade,
      isPrimary: r.is_primary,
      isHead: r.is_head,
      role: r.role,
      organizationId: r.unit_id,
      organizationName: r.unit_name,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasNext: query.page * query.pageSize < total,
  };
}

/** Recomputes primary posts from the employees' organisation id fields (concurrent posts stay). */
export async function syncMembers(db: Db, actor: Actor, dryRun: boolean): Promise<SyncMembersResult> {
  requireWholeCompany(actor.employeeScope);
  if (dryRun) return { dryRun, ...(await repo.syncCounts(db)) };
  return db.transaction(async (tx) => {
    const counts = await repo.syncCounts(tx);
    await repo.applySync(tx);
    await writeAudit(tx, actor, { action: 'organizations.sync_members', targetCollection: unitCollection, after: counts });
    return { dryRun, ...counts };
  });
}

export type PlacementRequest = {
  corporationId: string | null;
  corporation: string;
  /** Deepest first: part, team, headquarters, division; each an id or a name (or neither). */
  units: { legacyType: 'part' | 'team' | 'headquarters' | 'division'; id: string | null; name: string }[];
};

/**
 * Where an employee record's organisation fields point: the deepest unit given by id (or found by its
 * exact name at its level) fixes every name and id above it; names matching no unit stay as text
 * with a warning, for migrate-existing to link later.
 */
export async function resolvePlacement(tx: Tx, req: PlacementRequest): Promise<{ fields: repo.OrgFields; unitId: string | null; warnings: string[] }> {
  const maps = await mappings.allMappings(tx);
  for (const u of req.units) {
    if (!u.id && !u.name) continue;
    const level = maps.find((m) => m.legacyType === u.legacyType)?.level;
    // A unit given by id comes with its path (one statement): the unit is its last.
    const path = u.id ? await units.pathOf(tx, u.id) : undefined;
    const unit = path ? path.at(-1) : level === undefined ? undefined : await units.findUnitByName(tx, u.name, level, req.corporationId);
    if (u.id && (!unit || unit.unitType === 'TASK_FORCE')) throw validationError({ [`organization.${u.legacyType === 'headquarters' ? 'headquarter' : u.legacyType}Id`]: '존재하지 않는 조직입니다.' });
    if (unit) return { fields: await orgFieldsFor(tx, unit, maps, path), unitId: unit.id, warnings: [] };
  }
  const corporation = req.corporationId
    ? await units.findCorporation(tx, req.corporationId)
    : req.corporation
      ? (await units.findCorporationsByName(tx, [req.corporation]))[0]
      : undefined;
  if (req.corporationId && !corporation) throw validationError({ 'organization.insuranceCorpId': '존재하지 않는 법인입니다.' });
  const named = (t: string) => req.units.find((u) => u.legacyType === t)?.name || null;
  const unmatched = req.units.filter((u) => u.name).map((u) => u.name);
  return {
    fields: {
      corporationId: corporation?.id ?? null,
      insuranceCorp: corporation?.name ?? (req.corporation || null),
      division: named('division'),
      divisionId: null,
      headquarters: named('headquarters'),
      headquartersId: null,
      team: named('team'),
      teamId: null,
      part: named('part'),
      partId: null,
    },
    unitId: null,
    warnings: unmatched.length ? [`조직도에 없는 소속입니다: ${unmatched.join(' > ')} (조직 마이그레이션으로 연결할 수 있습니다)`] : [],
  };
}

/** Primary posts of many records at once (the Excel import): one set of statements per unit. */
export async function setPrimaryPosts(tx: Tx, posts: readonly { employeeId: string; unitId: string }[]): Promise<void> {
  const byUnit = new Map<string, string[]>();
  for (const { employeeId, unitId } of posts) byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), employeeId]);
  for (const [unitId, ids] of byUnit) {
    for (const batch of chunks(ids, 5000)) await repo.placePrimary(tx, unitId, batch);
  }
}

/** The primary post of an employee just created (who has no posts yet): one insert. */
export async function addPrimaryPost(tx: Tx, employeeId: string, unitId: string): Promise<void> {
  await repo.insertPrimary(tx, unitId, employeeId);
}

/**
 * A 겸직 taking effect: the unit becomes a concurrent post of the employee (their primary post and
 * record stay), with the 직책 held there as its role, inside the caller's transaction and audited as
 * an organisation change. False when they already had a post in that unit.
 */
export async function addConcurrentPost(tx: Tx, actor: Actor, employeeId: string, unitId: string, role: string | null): Promise<boolean> {
  const added = await repo.insertConcurrent(tx, unitId, employeeId, role || null);
  if (added) await writeAudit(tx, actor, { action: 'organizations.concurrent', targetCollection: unitCollection, targetId: unitId, after: { employeeId, role: role || null } });
  return added;
}

/** The employee's primary post follows the record (no unit: no primary post). */
export async function setPrimaryPost(tx: Tx, employeeId: string, unitId: string | null): Promise<void> {
  if (unitId) await repo.placePrimary(tx, unitId, [employeeId]);
  else await repo.removeMemberships(tx, null, [employeeId]);
}
