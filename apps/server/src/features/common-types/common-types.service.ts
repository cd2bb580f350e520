import { commonTypeGroupKeys, commonTypeGroups, defaultCommonTypes, type CommonTypeGroup } from '@saram/shared/common-types/common-types';
import type { ActiveCommonType, CommonType, CommonTypeListQuery, CreateCommonType, UpdateCommonType } from '@saram/shared/common-types/common-types.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { countByField, type CodeField } from '../employees/employees.service';
import * as repo from './common-types.repo';

const collection = 'common_types';
const notFound = () => new AppError('NOT_FOUND', '공통 코드를 찾을 수 없습니다.');

/** The employee field each group's codes are stored in (휴직 사유 is not stored in a field yet). */
const usedIn: Record<CommonTypeGroup, CodeField | null> = {
  job_title: 'jobTitle',
  job_grade: 'jobGrade',
  job_function: 'jobFunction',
  employment_type: 'employmentType',
  employment_status: 'employmentStatus',
  resignation_type: 'resignationType',
  leave_reason: null,
  military_service: 'militaryService',
  visa_type: 'visaType',
  education_level: 'educationLevel',
  graduation_status: 'graduationStatus',
  apply_channel: 'applyChannel',
};

function dto(row: repo.CommonTypeRow): CommonType {
  return {
    id: row.id,
    group_type: row.groupType,
    type_name: row.typeName,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    is_system: row.isSystem,
    description: row.description,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const groupOf = (row: repo.CommonTypeRow) => commonTypeGroups[row.groupType as CommonTypeGroup];
/** '직책으로', '직무로': 으로 after a final consonant other than ㄹ. */
function withRo(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const final = code >= 0 && code < 11172 ? code % 28 : 0;
  return `${word}${final === 0 || final === 8 ? '로' : '으로'}`;
}

/** '직원 12명의 직책으로 사용 중입니다.' when records hold the code; null when none does. */
async function usage(db: Db | Tx, row: repo.CommonTypeRow): Promise<string | null> {
  const field = usedIn[row.groupType as CommonTypeGroup];
  if (!field) return null;
  const n = await countByField(db, field, row.typeName);
  return n ? `직원 ${n.toLocaleString('ko-KR')}명의 ${withRo(groupOf(row)?.label ?? row.groupType)} 사용 중입니다.` : null;
}

export async function listCommonTypes(db: Db, _actor: Actor, q: CommonTypeListQuery): Promise<CommonType[]> {
  return (await repo.listCommonTypes(db, q)).map(dto);
}

/** The start-up fetch: every active code (group, name) in its order. */
export async function activeCommonTypes(db: Db): Promise<ActiveCommonType[]> {
  return (await repo.listCommonTypes(db, { active: true })).map((r) => ({ group_type: r.groupType, type_name: r.typeName, is_active: r.isActive }));
}

/** The active names of one group, in order (the import template's value lists). */
export async function activeNames(db: Db, group: CommonTypeGroup): Promise<string[]> {
  return (await repo.listCommonTypes(db, { group_type: group, active: true })).map((r) => r.typeName);
}

export async function createCommonType(db: Db, actor: Actor, input: CreateCommonType): Promise<CommonType> {
  const group = input.group_type as CommonTypeGroup;
  if (commonTypeGroups[group].fixed) throw validationError({ group_type: `${commonTypeGroups[group].label}는 고정 코드라 추가할 수 없습니다.` });
  return db.transaction(async (tx) => {
    if (await repo.findByName(tx, group, input.type_name)) throw validationError({ type_name: '같은 이름의 코드가 이미 있습니다.' });
    const sortOrder = input.sort_order ?? (await repo.nextSortOrder(tx, group));
    const [row] = await repo.insertCommonTypes(tx, [{ groupType: group, typeName: input.type_name, sortOrder, description: input.description }]);
    if (!row) throw validationError({ type_name: '같은 이름의 코드가 이미 있습니다.' });
    await writeAudit(tx, actor, { action: 'common_types.create', targetCollection: collection, targetId: row.id, after: dto(row) });
    return dto(row);
  });
}

export async function updateCommonType(db: Db, actor: Actor, id: string, input: UpdateCommonType): Promise<CommonType> {
  return db.transaction(async (tx) => {
    const before = await repo.findCommonType(tx, id);
    if (!before) throw notFound();
    const renamed = input.type_name !== undefined && input.type_name !== before.typeName;
    if (before.isSystem && renamed) throw validationError({ type_name: '고정 코드는 이름을 바꿀 수 없습니다.' });
    if (before.isSystem && input.is_active === false) throw validationError({ is_active: '고정 코드는 비활성화할 수 없습니다.' });
    if (before.version !== input.version) throw new AppError('CONFLICT', '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해주세요.');
    if (renamed) {
      const other = await repo.findByName(tx, before.groupType, input.type_name!);
      if (other && other.id !== id) throw validationError({ type_name: '같은 이름의 코드가 이미 있습니다.' });
      const used = await usage(tx, before);
      if (used) throw new AppError('CONFLICT', `${used} 사용 중인 코드는 이름을 바꿀 수 없습니다. 새 코드를 추가하고 이 코드를 비활성화하세요.`);
    }
    const after = await repo.updateCommonTypeIf(tx, id, input.version, {
      ...(input.type_name === undefined ? {} : { typeName: input.type_name }),
      ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
    });
    if (!after) throw new AppError('CONFLICT', '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해주세요.');
    await writeAudit(tx, actor, { action: 'common_types.update', targetCollection: collection, targetId: id, before: dto(before), after: dto(after) });
    return dto(after);
  });
}

/** DELETE {id}: the code stays (records keep it) but no longer appears in selects. */
export async function deactivateCommonType(db: Db, actor: Actor, id: string): Promise<CommonType> {
  return db.transaction(async (tx) => {
    const before = await repo.findCommonType(tx, id);
    if (!before) throw notFound();
    if (before.isSystem) throw new AppError('CONFLICT', '고정 코드는 비활성화할 수 없습니다.');
    if (!before.isActive) return dto(before);
    const after = await repo.updateCommonTypeIf(tx, id, before.version, { isActive: false });
    if (!after) throw new AppError('CONFLICT', '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해주세요.');
    await writeAudit(tx, actor, { action: 'common_types.deactivate', targetCollection: collection, targetId: id, before: dto(before), after: dto(after) });
    return dto(after);
  });
}

/** DELETE {id}/hard: only a code no record holds. */
export async function hardDeleteCommonType(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findCommonType(tx, id);
    if (!before) throw notFound();
    if (before.isSystem) throw new AppError('CONFLICT', '고정 코드는 삭제할 수 없습니다.');
    const used = await usage(tx, before);
    if (used) throw new AppError('CONFLICT', `${used} 삭제하는 대신 비활성화하세요.`, { usedBy: used });
    await repo.deleteCommonType(tx, id);
    await writeAudit(tx, actor, { action: 'common_types.delete', targetCollection: collection, targetId: id, before: dto(before) });
  });
}

/**
 * Run on start: a fixed group always holds exactly its values (fixed, active); a managed group gets
 * its defaults only while it is empty, so a code an administrator deactivated or deleted stays so.
 */
export async function syncDefaultCommonTypes(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const counts = await repo.countByGroup(tx);
    for (const group of commonTypeGroupKeys) {
      const fixed = commonTypeGroups[group].fixed;
      if (!fixed && counts.get(group)) continue;
      const values = defaultCommonTypes[group].map((typeName, i) => ({ groupType: group, typeName, sortOrder: (i + 1) * 10, isSystem: fixed }));
      const inserted = await repo.insertCommonTypes(tx, values);
      if (inserted.length) {
        await writeAudit(tx, actor, { action: 'common_types.seed', targetCollection: collection, targetId: group, after: inserted.map((r) => r.typeName) });
      }
    }
  });
}
