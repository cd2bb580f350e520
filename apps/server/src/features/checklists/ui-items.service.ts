import type { z } from 'zod';
import { uiItemTypes, verificationMethodLabels } from '@saram/shared/checklists/checklists';
import { defaultUiItems } from '@saram/shared/checklists/checklist-defaults';
import { uiItemInputSchema, type UiItem } from '@saram/shared/checklists/checklists.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import * as repo from './ui-items.repo';

/** The builder's palette (mongo/ui-items). */
const collection = 'ui_items';
type Row = repo.UiItemRow;
type Input = z.output<typeof uiItemInputSchema>;

function dto(r: Row): UiItem {
  return {
    id: r.id,
    category: r.category,
    type: r.type as UiItem['type'],
    label: r.label,
    description: r.description,
    default_config: r.defaultConfig,
    is_active: r.isActive,
    sort_order: r.sortOrder,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const columnsOf = (input: Partial<Input>) => ({
  category: input.category,
  type: input.type,
  label: input.label,
  description: input.description,
  defaultConfig: input.default_config,
  isActive: input.is_active,
  sortOrder: input.sort_order,
});

const notFound = () => new AppError('NOT_FOUND', '팔레트 항목을 찾을 수 없습니다.');
const duplicate = () => validationError({ label: '같은 분류에 같은 이름의 항목이 이미 있습니다.' });
const isUniqueViolation = (e: unknown) => (e as { code?: string; cause?: { code?: string } }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

export async function listUiItems(db: Db, q: repo.UiItemFilter): Promise<Page<UiItem>> {
  const { rows, total: n } = await repo.listUiItemRows(db, q);
  return { data: rows.map(dto), total: n, page: q.page, limit: q.limit, hasNext: q.page * q.limit < n };
}

export async function uiItemCategories(db: Db): Promise<string[]> {
  const rows = await repo.uiItemCategoryRows(db);
  return rows.sort((a, b) => a.first - b.first || a.category.localeCompare(b.category, 'ko')).map((r) => r.category);
}

export function uiItemTypeList() {
  return uiItemTypes.map((type) => ({ type, label: verificationMethodLabels[type] }));
}

async function taken(db: Db | Tx, category: string, label: string, exceptId?: string) {
  const ids = await repo.uiItemIdsNamed(db, category, label);
  return ids.some((id) => id !== exceptId);
}

export async function createUiItem(db: Db, actor: Actor, input: Input): Promise<UiItem> {
  if (await taken(db, input.category, input.label)) throw duplicate();
  return db.transaction(async (tx) => {
    const created = dto(await repo.insertUiItem(tx, columnsOf(input) as repo.UiItemColumns));
    await writeAudit(tx, actor, { action: 'ui_items.create', targetCollection: collection, targetId: created.id, after: created });
    return created;
  }).catch((e: unknown) => {
    throw isUniqueViolation(e) ? duplicate() : e;
  });
}

export async function updateUiItem(db: Db, actor: Actor, id: string, input: Partial<Input>): Promise<UiItem> {
  return db.transaction(async (tx) => {
    const found = await repo.lockUiItem(tx, id);
    if (!found) throw notFound();
    const category = input.category ?? found.category;
    const label = input.label ?? found.label;
    if ((category !== found.category || label !== found.label) && (await taken(tx, category, label, id))) throw duplicate();
    const after = dto(await repo.updateUiItemRow(tx, id, { ...columnsOf(input), updatedAt: new Date() }));
    await writeAudit(tx, actor, { action: 'ui_items.update', targetCollection: collection, targetId: id, before: dto(found), after });
    return after;
  });
}

export async function deleteUiItem(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteUiItemRow(tx, id);
    if (!row) throw notFound();
    await writeAudit(tx, actor, { action: 'ui_items.delete', targetCollection: collection, targetId: id, before: dto(row) });
  });
}

/** On every start: an empty palette gets the Korean defaults (once; later edits are the users'). */
export async function seedDefaultUiItems(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    if (await repo.countUiItems(tx)) return;
    const rows = defaultUiItems.map((item) => columnsOf(uiItemInputSchema.parse(item)) as repo.UiItemColumns);
    const inserted = await repo.insertUiItemsIfAbsent(tx, rows);
    await writeAudit(tx, actor, { action: 'ui_items.seed', targetCollection: collection, after: inserted.map((r) => r.label) });
  });
}
