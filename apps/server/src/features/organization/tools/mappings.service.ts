import { corporationLegacyType, orgLevels, unitLevels, unitTypeLabels, unitTypeOfLevel, type UnitType } from '@saram/shared/organization/organization';
import type { HierarchyMapping } from '@saram/shared/organization/organization.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import type { FieldErrors } from '../units/units.core';
import * as repo from './mappings.repo';
import { requireWholeCompany } from '../../../lib/auth/employee-scope';

/** legacyType → level: one legacy type per level; the four types the employee record uses stay. */
const collection = 'hierarchy_mappings';
const builtIn: string[] = orgLevels.map((l) => l.name);
const notFound = '매핑을 찾을 수 없습니다.';

function dto(row: repo.MappingRow, counts: Map<number, number>): HierarchyMapping {
  return {
    legacyType: row.legacyType,
    level: row.level,
    unitType: row.unitType,
    label: row.label,
    unitCount: counts.get(row.level) ?? 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function dtoOf(db: Db | Tx, row: repo.MappingRow) {
  return dto(row, await repo.unitCountsByLevel(db));
}

export async function list(db: Db): Promise<{ data: HierarchyMapping[] }> {
  const [rows, counts] = await Promise.all([repo.allMappings(db), repo.unitCountsByLevel(db)]);
  return { data: rows.map((r) => dto(r, counts)) };
}

export async function get(db: Db, legacyType: string): Promise<HierarchyMapping> {
  const row = await repo.findMapping(db, legacyType);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return dtoOf(db, row);
}

async function checkLevel(tx: Tx, level: number, unitType: UnitType | undefined, errors: FieldErrors, self?: string) {
  const holder = await repo.findMappingByLevel(tx, level);
  if (holder && holder.legacyType !== self) errors.level = `레벨 ${level}에는 이미 '${holder.legacyType}' 매핑이 있습니다.`;
  if (unitType && unitLevels[unitType] !== level) errors.unitType = `${unitTypeLabels[unitType]}의 레벨은 ${unitLevels[unitType]}입니다.`;
}

export async function create(
  db: Db,
  actor: Actor,
  input: { legacyType: string; level: number; unitType?: UnitType | undefined; label: string },
): Promise<HierarchyMapping> {
  requireWholeCompany(actor.employeeScope);
  return db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    if (input.legacyType === corporationLegacyType) errors.legacyType = `'${corporationLegacyType}'는 법인을 뜻하는 예약된 유형입니다.`;
    else if (await repo.findMapping(tx, input.legacyType)) errors.legacyType = '이미 있는 레거시 유형입니다.';
    await checkLevel(tx, input.level, input.unitType, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const row = await repo.insertMapping(tx, { legacyType: input.legacyType, level: input.level, unitType: unitTypeOfLevel(input.level)!, label: input.label });
    const after = await dtoOf(tx, row);
    await writeAudit(tx, actor, { action: 'hierarchy_mappings.create', targetCollection: collection, targetId: row.legacyType, after });
    return after;
  });
}

export async function update(
  db: Db,
  actor: Actor,
  legacyType: string,
  input: { version: number; level?: number | undefined; unitType?: UnitType | undefined; label?: string | undefined },
): Promise<HierarchyMapping> {
  requireWholeCompany(actor.employeeScope);
  return db.transaction(async (tx) => {
    const current = await repo.findMapping(tx, legacyType);
    if (!current) throw new AppError('NOT_FOUND', notFound);
    if (current.version !== input.version) throw new AppError('CONFLICT');
    const level = input.level ?? (input.unitType ? unitLevels[input.unitType] : current.level);
    const errors: FieldErrors = {};
    await checkLevel(tx, level, input.unitType, errors, legacyType);
    if (Object.keys(errors).length) throw validationError(errors);
    const row = await repo.updateMappingIf(tx, legacyType, input.version, { level, unitType: unitTypeOfLevel(level)!, label: input.label ?? current.label });
    if (!row) throw new AppError('CONFLICT');
    const after = await dtoOf(tx, row);
    await writeAudit(tx, actor, { action: 'hierarchy_mappings.update', targetCollection: collection, targetId: legacyType, before: await dtoOf(tx, current), after });
    return after;
  });
}

export async function remove(db: Db, actor: Actor, legacyType: string): Promise<void> {
  requireWholeCompany(actor.employeeScope);
  await db.transaction(async (tx) => {
    const current = await repo.findMapping(tx, legacyType);
    if (!current) throw new AppError('NOT_FOUND', notFound);
    if (builtIn.includes(legacyType)) {
      throw new AppError('CONFLICT', '기본 매핑(division, headquarters, team, part)은 직원 정보가 사용하므로 삭제할 수 없습니다.');
    }
    await repo.deleteMapping(tx, legacyType);
    await writeAudit(tx, actor, { action: 'hierarchy_mappings.delete', targetCollection: collection, targetId: legacyType, before: await dtoOf(tx, current) });
  });
}
