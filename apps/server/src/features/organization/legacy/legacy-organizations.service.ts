import { corporationLegacyType, unitTypes, type UnitType } from '@saram/shared/organization/organization';
import type {
  CreateLegacyOrganization,
  LegacyListQuery,
  LegacyOrganization,
  LegacyTreeNode,
  UpdateLegacyOrganization,
} from '@saram/shared/organization/organization-legacy.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { AppError, validationError } from '../../../lib/errors';
import * as repo from './legacy-organizations.repo';
import * as mappings from '../tools/mappings.repo';
import { nest } from '../tree/tree.service';
import { createUnitIn, deleteUnitIn, notFoundMessage, taskForceOnlyMessage, updateUnitIn, type FieldErrors, type UnitPatch } from '../units/units.core';
import * as units from '../units/units.repo';

/**
 * mongo/organizations: the legacy API's view of the one unit tree. Types come from the mapping
 * table; corporations are the 'insuranceCorp' organisations and are managed by corporate structure.
 */

const corporationReadOnly = '법인(insuranceCorp)은 법인 관리(v1/corporate-structure)에서 등록·수정합니다.';
const iso = (v: string | Date) => new Date(v).toISOString();

function dto(r: repo.LegacyRow): LegacyOrganization {
  return {
    _id: r.id,
    id: r.id,
    name: r.name,
    type: r.type,
    level: Number(r.level),
    isActive: r.is_active,
    parentId: r.parent_id,
    code: r.code,
    description: r.description,
    sortOrder: Number(r.sort_order),
    unitType: (unitTypes as readonly string[]).includes(r.unit_type ?? '') ? (r.unit_type as UnitType) : null,
    corporationId: r.corporation_id,
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

async function found(db: Db | Tx, id: string): Promise<LegacyOrganization> {
  const row = await repo.findLegacy(db, id);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  return dto(row);
}

export async function list(db: Db, q: LegacyListQuery) {
  const { rows, total } = await repo.listLegacy(db, q, q);
  return { data: rows.map(dto), total, page: q.page, pageSize: q.pageSize, hasNext: q.page * q.pageSize < total };
}

export const get = found;

export async function tree(db: Db, includeInactive: boolean): Promise<{ data: LegacyTreeNode[] }> {
  const rows = (await repo.allLegacy(db, includeInactive)).map((r) => ({ ...dto(r), parentId: r.parent_id }));
  return { data: nest(rows, (r): LegacyTreeNode => ({ ...r, children: [] })) };
}

/** The legacy field names of the core's errors: unitName → name, unitType/level → type. */
function legacyErrors(err: unknown): unknown {
  if (!(err instanceof AppError) || err.code !== 'VALIDATION_ERROR') return err;
  const fields = (err.details as { fields?: FieldErrors } | null)?.fields;
  if (!fields) return err;
  const renamed: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    renamed[key === 'unitName' ? 'name' : key === 'unitType' || key === 'level' ? 'type' : key === 'corporationId' ? 'parentId' : key] ??= message;
  }
  return new AppError(err.code, err.message, { fields: renamed });
}

async function levelOf(tx: Tx, type: string): Promise<{ level: number; unitType: UnitType }> {
  if (type === corporationLegacyType) throw validationError({ type: corporationReadOnly });
  const mapping = await mappings.findMapping(tx, type);
  if (!mapping) throw validationError({ type: `알 수 없는 조직 유형입니다: ${type}` });
  if (mapping.unitType === 'TASK_FORCE') throw validationError({ type: taskForceOnlyMessage });
  return { level: mapping.level, unitType: mapping.unitType };
}

/** A legacy parent is a unit or a corporation (then the unit is a top unit of that corporation). */
async function parentOf(tx: Tx, parentId: string | null): Promise<{ parentId: string | null; corporationId?: string | null }> {
  if (!parentId) return { parentId: null };
  if (await units.findUnit(tx, parentId)) return { parentId };
  if (await units.findCorporation(tx, parentId)) return { parentId: null, corporationId: parentId };
  throw validationError({ parentId: '상위 조직을 찾을 수 없습니다.' });
}

async function refuseCorporation(tx: Tx, id: string): Promise<void> {
  if (!(await units.findUnit(tx, id)) && (await units.findCorporation(tx, id))) throw validationError({ id: corporationReadOnly }, corporationReadOnly);
}

export async function create(db: Db, actor: Actor, input: CreateLegacyOrganization): Promise<LegacyOrganization> {
  try {
    return await db.transaction(async (tx) => {
      const type = await levelOf(tx, input.type);
      const parent = await parentOf(tx, input.parentId ?? null);
      const row = await createUnitIn(tx, actor, {
        unitName: input.name,
        ...type,
        ...parent,
        code: input.code,
        isActive: input.isActive,
        sortOrder: input.sortOrder,
        description: input.description,
      });
      return found(tx, row.id);
    });
  } catch (err) {
    throw legacyErrors(err);
  }
}

export async function update(db: Db, actor: Actor, id: string, input: UpdateLegacyOrganization): Promise<LegacyOrganization> {
  try {
    return await db.transaction(async (tx) => {
      await refuseCorporation(tx, id);
      const patch: UnitPatch = {
        version: input.version,
        unitName: input.name,
        code: input.code,
        isActive: input.isActive,
        sortOrder: input.sortOrder,
        description: input.description,
      };
      if (input.type !== undefined) Object.assign(patch, await levelOf(tx, input.type));
      if (input.parentId !== undefined) {
        const parent = await parentOf(tx, input.parentId);
        patch.parentId = parent.parentId;
        if (parent.corporationId !== undefined) patch.corporationId = parent.corporationId;
      }
      await updateUnitIn(tx, actor, id, patch);
      return found(tx, id);
    });
  } catch (err) {
    throw legacyErrors(err);
  }
}

export async function remove(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseCorporation(tx, id);
    await deleteUnitIn(tx, actor, id);
  });
}
