import type { CreateUnit, MoveUnit, OrgUnit, OrgUnitDetail, UnitListQuery, UpdateUnit } from '@saram/shared/organization/organization.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { AppError, validationError } from '../../../lib/errors';
import * as tree from '../tree/tree.repo';
import { allOrNothing, createUnitIn, deleteUnitIn, notFoundMessage, unitDto, updateUnitIn, type FieldErrors } from './units.core';
import * as repo from './units.repo';

export async function listUnits(db: Db, query: UnitListQuery): Promise<Page<OrgUnit>> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.listUnits(db, filter, { page, limit });
  return { data: rows.map(unitDto), total, page, limit, hasNext: page * limit < total };
}

/** One unit; its leader's name only when the leader is in the actor's scope. */
export async function getUnit(db: Db, actor: Actor, id: string): Promise<OrgUnitDetail> {
  const row = await repo.findUnit(db, id);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  const [parent, corporation, stats, heads, leaderName] = await Promise.all([
    row.parentId ? repo.findUnit(db, row.parentId) : undefined,
    row.corporationId ? repo.findCorporation(db, row.corporationId) : undefined,
    repo.childStats(db, id),
    tree.subtreeHeadcount(db, id),
    row.leaderId ? repo.findEmployeeName(db, row.leaderId, actor.employeeScope) : undefined,
  ]);
  return {
    ...unitDto(row),
    parentName: parent?.name ?? null,
    corporationName: corporation?.name ?? null,
    leaderName: leaderName ?? null,
    childCount: stats.count,
    directHeadcount: heads.direct,
    headcount: heads.total,
  };
}

export async function createUnit(db: Db, actor: Actor, input: CreateUnit): Promise<OrgUnit> {
  return unitDto(await db.transaction((tx) => createUnitIn(tx, actor, input)));
}

export async function updateUnit(db: Db, actor: Actor, id: string, input: UpdateUnit): Promise<OrgUnit> {
  return unitDto(await db.transaction((tx) => updateUnitIn(tx, actor, id, input)));
}

export async function deleteUnit(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction((tx) => deleteUnitIn(tx, actor, id));
}

/** The move's errors speak of newParentId, the field the caller sent. */
function renameField(err: unknown, from: string, to: string): unknown {
  if (!(err instanceof AppError) || err.code !== 'VALIDATION_ERROR') return err;
  const fields = (err.details as { fields?: FieldErrors } | null)?.fields;
  if (!fields || !(from in fields)) return err;
  const { [from]: message, ...rest } = fields;
  return new AppError(err.code, err.message, { fields: { ...rest, [to]: message } });
}

export async function moveUnit(db: Db, actor: Actor, id: string, input: MoveUnit): Promise<OrgUnit> {
  try {
    const row = await db.transaction((tx) =>
      updateUnitIn(
        tx,
        actor,
        id,
        {
          parentId: input.newParentId,
          version: input.version,
          ...(input.newParentId === null && input.corporationId !== undefined ? { corporationId: input.corporationId } : {}),
        },
        { action: 'organizations.move' },
      ),
    );
    return unitDto(row);
  } catch (err) {
    throw renameField(err, 'parentId', 'newParentId');
  }
}

export async function bulkCreate(db: Db, actor: Actor, units: CreateUnit[]): Promise<{ count: number; data: OrgUnit[] }> {
  const rows = await db.transaction((tx) =>
    allOrNothing(units, 'units', (unit) => createUnitIn(tx, actor, unit, { action: 'organizations.bulk_create' })),
  );
  return { count: rows.length, data: rows.map(unitDto) };
}

export async function bulkUpdate(db: Db, actor: Actor, units: (UpdateUnit & { id: string })[]): Promise<{ count: number; data: OrgUnit[] }> {
  const rows = await db.transaction((tx) =>
    allOrNothing(units, 'units', ({ id, ...patch }) => updateUnitIn(tx, actor, id, patch, { action: 'organizations.bulk_update' })),
  );
  return { count: rows.length, data: rows.map(unitDto) };
}

/** Deepest units first, so a parent and its children can go in one call. */
export async function bulkDelete(db: Db, actor: Actor, ids: string[]): Promise<{ count: number; ids: string[] }> {
  await db.transaction(async (tx) => {
    const levels = new Map((await repo.findUnitsByIds(tx, ids)).map((u) => [u.id, u.level]));
    const order = ids.map((id, index) => ({ id, index })).sort((a, b) => (levels.get(b.id) ?? 0) - (levels.get(a.id) ?? 0));
    await allOrNothing(
      order,
      'ids',
      ({ id, index }) =>
        ids.indexOf(id) === index
          ? deleteUnitIn(tx, actor, id, { action: 'organizations.bulk_delete' })
          : Promise.reject(validationError({ id: '같은 ID가 두 번 있습니다.' })),
      ({ index }) => index,
    );
  });
  return { count: ids.length, ids };
}
