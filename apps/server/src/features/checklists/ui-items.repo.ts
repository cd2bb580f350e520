import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uiItems } from '../../db/schema/checklists';

/** The builder's palette (mongo/ui-items). */
type Conn = Db | Tx;
export type UiItemRow = typeof uiItems.$inferSelect;
export type UiItemColumns = typeof uiItems.$inferInsert;
export type UiItemFilter = { page: number; limit: number; category?: string; type?: string; active_only: boolean };

export async function listUiItemRows(db: Conn, q: UiItemFilter): Promise<{ rows: UiItemRow[]; total: number }> {
  const where = and(
    q.category ? eq(uiItems.category, q.category) : undefined,
    q.type ? eq(uiItems.type, q.type) : undefined,
    q.active_only ? eq(uiItems.isActive, true) : undefined,
  );
  const rows = await db.select().from(uiItems).where(where).orderBy(asc(uiItems.sortOrder), asc(uiItems.label)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(uiItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Each category with the smallest sort order of its items. */
export async function uiItemCategoryRows(db: Conn): Promise<{ category: string; first: number }[]> {
  return db.select({ category: uiItems.category, first: sql<number>`min(${uiItems.sortOrder})` }).from(uiItems).groupBy(uiItems.category);
}

export async function uiItemIdsNamed(db: Conn, category: string, label: string): Promise<string[]> {
  const rows = await db.select({ id: uiItems.id }).from(uiItems).where(and(eq(uiItems.category, category), eq(uiItems.label, label)));
  return rows.map((r) => r.id);
}

export async function insertUiItem(tx: Conn, values: UiItemColumns): Promise<UiItemRow> {
  const [row] = await tx.insert(uiItems).values(values).returning();
  return row!;
}

export async function lockUiItem(tx: Tx, id: string): Promise<UiItemRow | undefined> {
  const [row] = await tx.select().from(uiItems).where(eq(uiItems.id, id)).for('update');
  return row;
}

export async function updateUiItemRow(tx: Conn, id: string, values: Partial<UiItemColumns>): Promise<UiItemRow> {
  const [row] = await tx.update(uiItems).set(values).where(eq(uiItems.id, id)).returning();
  return row!;
}

export async function deleteUiItemRow(tx: Conn, id: string): Promise<UiItemRow | undefined> {
  const [row] = await tx.delete(uiItems).where(eq(uiItems.id, id)).returning();
  return row;
}

export async function countUiItems(tx: Conn): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(uiItems);
  return row?.n ?? 0;
}

/** Inserts the rows, skipping any that clash with an existing item; answers those inserted. */
export async function insertUiItemsIfAbsent(tx: Conn, rows: UiItemColumns[]): Promise<UiItemRow[]> {
  return tx.insert(uiItems).values(rows).onConflictDoNothing().returning();
}
