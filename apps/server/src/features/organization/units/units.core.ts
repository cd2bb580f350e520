import { unitLevels, unitTypeLabels, unitTypeOfLevel, type UnitType } from '@saram/shared/organization/organization';
import type { CreateUnit, OrgUnit, UpdateUnit } from '@saram/shared/organization/organization.schemas';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import { refreshPlacementsUnder } from './placement';
import { checkUnitInScope } from './unit-scope';
import * as repo from './units.repo';

/**
 * The rules of the one unit tree, applied inside the caller's transaction by every way in: v1
 * units (single and bulk), the legacy organisations view, import and migration.
 * - a child's level is greater than its parent's (gaps allowed);
 * - a child belongs to its parent's corporation (a move carries the whole subtree along);
 * - no unit under itself or under one of its descendants;
 * - sibling names are unique (task forces aside), codes are unique;
 * - task forces (level 5) are managed by the tf/ calls only.
 */

export type FieldErrors = Record<string, string>;
export const unitCollection = 'organizations';
export const taskForceOnlyMessage = '태스크포스는 tf/ API로 관리합니다.';
export const notFoundMessage = '조직을 찾을 수 없습니다.';

export function unitDto(row: repo.UnitRow): OrgUnit {
  return {
    id: row.id,
    _id: row.id,
    unitName: row.name,
    unitType: row.unitType,
    level: row.level,
    parentId: row.parentId,
    corporationId: row.corporationId,
    code: row.code,
    isActive: row.isActive,
    isTemporary: row.isTemporary,
    sortOrder: row.sortOrder,
    description: row.description,
    leaderId: row.leaderId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 조직장: an existing employee in the actor's scope (one outside it is answered as missing). */
async function checkLeader(tx: Tx, actor: Actor, id: string | null, errors: FieldErrors): Promise<void> {
  if (id && !(await repo.employeeExists(tx, id, actor.employeeScope))) errors.leaderId = '조직장으로 지정할 직원을 찾을 수 없습니다.';
}

/** unitType and level name the same thing; either may be given, both must agree. */
function resolveType(
  input: { unitType?: UnitType | undefined; level?: number | undefined },
  errors: FieldErrors,
  fallback?: { unitType: UnitType; level: number },
): { unitType: UnitType; level: number } | null {
  const fromLevel = input.level !== undefined ? unitTypeOfLevel(input.level) : undefined;
  if (input.unitType && input.level !== undefined && unitLevels[input.unitType] !== input.level) {
    errors.level = `${unitTypeLabels[input.unitType]}의 레벨은 ${unitLevels[input.unitType]}입니다.`;
    return null;
  }
  const unitType = input.unitType ?? fromLevel ?? fallback?.unitType;
  if (!unitType) {
    errors.unitType = '조직 유형(unitType) 또는 레벨(level)을 입력해주세요.';
    return null;
  }
  return { unitType, level: unitLevels[unitType] };
}

function parentLevelMessage(parent: repo.UnitRow): string {
  return `상위 조직(${parent.name})의 레벨(${parent.level})보다 큰 레벨이어야 합니다.`;
}

async function checkCorporation(tx: Tx, id: string | null, errors: FieldErrors): Promise<void> {
  if (id && !(await repo.findCorporation(tx, id))) errors.corporationId = '법인을 찾을 수 없습니다.';
}

export type CoreOptions = { action?: string; allowTaskForce?: boolean; migrationBatchId?: string | null };

export async function createUnitIn(tx: Tx, actor: Actor, input: CreateUnit, opts: CoreOptions = {}): Promise<repo.UnitRow> {
  const errors: FieldErrors = {};
  const type = resolveType(input, errors);
  if (type?.unitType === 'TASK_FORCE' && !opts.allowTaskForce) errors.unitType = taskForceOnlyMessage;

  let corporationId = input.corporationId ?? null;
  const parentId = input.parentId ?? null;
  if (parentId) {
    const parent = await repo.findUnit(tx, parentId);
    if (!parent) errors.parentId = '상위 조직을 찾을 수 없습니다.';
    else {
      if (type && type.level <= parent.level) errors.parentId = parentLevelMessage(parent);
      if (input.corporationId !== undefined && input.corporationId !== parent.corporationId) {
        errors.corporationId = '상위 조직과 같은 법인이어야 합니다.';
      }
      corporationId = parent.corporationId;
    }
  } else {
    await checkCorporation(tx, corporationId, errors);
  }
  if (!errors.parentId) await checkUnitInScope(tx, actor, { unitId: parentId, corporationId });
  const code = input.code ?? null;
  if (code && (await repo.findUnitByCode(tx, code))) errors.code = '이미 사용 중인 조직 코드입니다.';
  if (
    type?.unitType !== 'TASK_FORCE' &&
    !errors.parentId &&
    (await repo.siblingNameTaken(tx, { parentId, corporationId, name: input.unitName }))
  ) {
    errors.unitName = '같은 상위 조직 아래에 같은 이름의 조직이 이미 있습니다.';
  }
  await checkLeader(tx, actor, input.leaderId ?? null, errors);
  if (Object.keys(errors).length || !type) throw validationError(errors);

  const row = await repo.insertUnit(tx, {
    leaderId: input.leaderId ?? null,
    name: input.unitName,
    level: type.level,
    unitType: type.unitType,
    parentId,
    corporationId,
    code,
    isActive: input.isActive ?? true,
    isTemporary: input.isTemporary ?? type.unitType === 'TASK_FORCE',
    sortOrder: input.sortOrder ?? 0,
    description: input.description ?? null,
    migrationBatchId: opts.migrationBatchId ?? null,
  });
  await writeAudit(tx, actor, {
    action: opts.action ?? 'organizations.create',
    targetCollection: unitCollection,
    targetId: row.id,
    after: unitDto(row),
  });
  return row;
}

export type UnitPatch = Omit<UpdateUnit, 'version'> & { version?: number | undefined };

/** Updates (and moves, when parentId changes) a unit; `version` undefined skips the stale check (import). */
export async function updateUnitIn(tx: Tx, actor: Actor, id: string, patch: UnitPatch, opts: CoreOptions = {}): Promise<repo.UnitRow> {
  const structural = patch.parentId !== undefined || patch.corporationId !== undefined;
  if (structural) await repo.lockTree(tx);
  const current = await repo.findUnitForUpdate(tx, id);
  if (!current) throw new AppError('NOT_FOUND', notFoundMessage);
  await checkUnitInScope(tx, actor, { unitId: id });
  if (current.unitType === 'TASK_FORCE' && !opts.allowTaskForce) throw validationError({ id: taskForceOnlyMessage }, taskForceOnlyMessage);
  if (patch.version !== undefined && patch.version !== current.version) throw new AppError('CONFLICT');

  const errors: FieldErrors = {};
  const type =
    patch.unitType !== undefined || patch.level !== undefined
      ? resolveType(patch, errors, current)
      : { unitType: current.unitType, level: current.level };
  if (type && (type.unitType === 'TASK_FORCE') !== (current.unitType === 'TASK_FORCE')) errors.unitType = taskForceOnlyMessage;

  const parentId = patch.parentId !== undefined ? patch.parentId : current.parentId;
  const parentChanged = parentId !== current.parentId;
  let corporationId = current.corporationId;
  if (parentId) {
    const parent = await repo.findUnit(tx, parentId);
    if (!parent) errors.parentId = '상위 조직을 찾을 수 없습니다.';
    else if (parentChanged && (parent.id === id || (await repo.isSelfOrAncestor(tx, id, parent.id)))) {
      errors.parentId = '자기 자신이나 하위 조직 아래로 옮길 수 없습니다.';
    } else {
      if (type && type.level <= parent.level) errors[parentChanged ? 'parentId' : 'level'] = parentLevelMessage(parent);
      if (patch.corporationId !== undefined && patch.corporationId !== parent.corporationId) {
        errors.corporationId = '상위 조직과 같은 법인이어야 합니다.';
      }
      corporationId = parent.corporationId;
    }
  } else if (patch.corporationId !== undefined) {
    corporationId = patch.corporationId;
    await checkCorporation(tx, corporationId, errors);
  }
  // Where the unit goes must be inside the scope too (no carrying a unit out, or another in).
  if ((parentChanged || corporationId !== current.corporationId) && !errors.parentId) await checkUnitInScope(tx, actor, { unitId: parentId, corporationId });
  if (type && type.level !== current.level) {
    const { minLevel } = await repo.childStats(tx, id);
    if (minLevel !== null && minLevel <= type.level) errors.level = `하위 조직의 레벨(${minLevel})보다 작은 레벨이어야 합니다.`;
  }
  const code = patch.code !== undefined ? patch.code : current.code;
  if (code && code !== current.code) {
    const holder = await repo.findUnitByCode(tx, code);
    if (holder && holder.id !== id) errors.code = '이미 사용 중인 조직 코드입니다.';
  }
  const name = patch.unitName ?? current.name;
  if (
    current.unitType !== 'TASK_FORCE' &&
    !errors.parentId &&
    (name !== current.name || parentChanged || corporationId !== current.corporationId) &&
    (await repo.siblingNameTaken(tx, { parentId, corporationId, name, excludeId: id }))
  ) {
    errors.unitName = '같은 상위 조직 아래에 같은 이름의 조직이 이미 있습니다.';
  }
  if (patch.leaderId !== undefined && patch.leaderId !== current.leaderId) await checkLeader(tx, actor, patch.leaderId, errors);
  if (Object.keys(errors).length || !type) throw validationError(errors);

  const row = await repo.updateUnitIf(tx, id, current.version, {
    leaderId: patch.leaderId !== undefined ? patch.leaderId : current.leaderId,
    name,
    level: type.level,
    unitType: type.unitType,
    parentId,
    corporationId,
    code,
    isActive: patch.isActive ?? current.isActive,
    isTemporary: patch.isTemporary ?? current.isTemporary,
    sortOrder: patch.sortOrder ?? current.sortOrder,
    description: patch.description !== undefined ? patch.description : current.description,
  });
  if (!row) throw new AppError('CONFLICT');
  const carried = corporationId !== current.corporationId ? await repo.setSubtreeCorporation(tx, id, corporationId) : 0;
  if (name !== current.name || parentChanged || carried) await refreshPlacementsUnder(tx, actor, id);
  await writeAudit(tx, actor, {
    action: opts.action ?? (parentChanged ? 'organizations.move' : 'organizations.update'),
    targetCollection: unitCollection,
    targetId: id,
    before: unitDto(current),
    after: carried ? { ...unitDto(row), subtreeCorporationChanged: carried } : unitDto(row),
  });
  return row;
}

export async function deleteUnitIn(tx: Tx, actor: Actor, id: string, opts: CoreOptions = {}): Promise<repo.UnitRow> {
  const current = await repo.findUnitForUpdate(tx, id);
  if (!current) throw new AppError('NOT_FOUND', notFoundMessage);
  await checkUnitInScope(tx, actor, { unitId: id });
  if (current.unitType === 'TASK_FORCE' && !opts.allowTaskForce) throw validationError({ id: taskForceOnlyMessage }, taskForceOnlyMessage);
  const { count } = await repo.childStats(tx, id);
  if (count > 0) {
    throw new AppError('CONFLICT', `하위 조직이 ${count}개 있어 삭제할 수 없습니다. 하위 조직을 먼저 옮기거나 삭제해주세요.`, {
      children: count,
    });
  }
  const placed = await repo.placementCounts(tx, id);
  if (placed.members > 0 || placed.employees > 0) {
    const n = Math.max(placed.members, placed.employees);
    throw new AppError('CONFLICT', `소속 직원이 ${n}명 있어 삭제할 수 없습니다. 직원을 먼저 다른 조직으로 배치해주세요.`, {
      members: n,
    });
  }
  await repo.deleteUnit(tx, id);
  await writeAudit(tx, actor, {
    action: opts.action ?? 'organizations.delete',
    targetCollection: unitCollection,
    targetId: id,
    before: unitDto(current),
  });
  return current;
}

/** The per-field messages of a 400 (or the message alone, under `fallbackKey`). */
export function fieldsOf(err: AppError, fallbackKey: string): FieldErrors {
  const fields = (err.details as { fields?: FieldErrors } | null)?.fields;
  return fields && Object.keys(fields).length ? fields : { [fallbackKey]: err.message };
}

/**
 * Runs every row inside the caller's transaction and collects each row's errors; one bad row
 * fails the whole batch with a 400 listing every bad row (so the transaction rolls back).
 */
export async function allOrNothing<T, R>(
  items: readonly T[],
  prefix: string,
  run: (item: T, index: number) => Promise<R>,
  reportIndex: (item: T, index: number) => number = (_item, index) => index,
): Promise<R[]> {
  const results: R[] = [];
  const fields: FieldErrors = {};
  const rows: { index: number; message: string; fields: FieldErrors }[] = [];
  for (const [position, item] of items.entries()) {
    const index = reportIndex(item, position);
    try {
      results.push(await run(item, position));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      const rowFields = fieldsOf(err, '_');
      for (const [key, message] of Object.entries(rowFields)) fields[key === '_' ? `${prefix}.${index}` : `${prefix}.${index}.${key}`] = message;
      rows.push({ index, message: err.message, fields: rowFields });
    }
  }
  if (rows.length) {
    throw new AppError('VALIDATION_ERROR', `${rows.length}개 행에 오류가 있어 아무것도 저장하지 않았습니다.`, { fields, rows });
  }
  return results;
}
