import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { CommonTypeListQuery } from '@saram/shared/common-types/common-types.schemas';
import type { Db, Tx } from '../../db/client';
import { commonTypes } from '../../db/schema/common-types';

type Conn = Db | Tx;
export type CommonTypeRow = typeof commonTypes.$inferSelect;
type Values = typeof commonTypes.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const order = [asc(commonTypes.groupType), asc(commonTypes.sortOrder), asc(commonTypes.typeName)];

export async function listCommonTypes(db: Conn, q: CommonTypeListQuery): Promise<CommonTypeRow[]> {
  return db
    .select()
    .from(commonTypes)
    .where(
      and(
        q.group_type ? eq(commonTypes.groupType, q.group_type) : undefined,
        q.active === undefined ? undefined : eq(commonTypes.isActive, q.active),
        q.search ? ilike(commonTypes.typeName, `%${escapeLike(q.search)}%`) : undefined,
      ),
    )
    .orderBy(...order);
}

export async function findCommonType(db: Conn, id: string): Promise<CommonTypeRow | undefined> {
  const [row] = await db.select().from(commonTypes).where(eq(commonTypes.id, id)).limit(1);
  return row;
}

/** Another code of the group with this name, ignoring case. */
export async function findByName(db: Conn, groupType: string, typeName: string): Promise<CommonTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(commonTypes)
    .where(and(eq(commonTypes.groupType, groupType), sql`lower(${commonTypes.typeName}) = lower(${typeName})`))
    .limit(1);
  return row;
}

export async function nextSortOrder(db: Conn, groupType: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${commonTypes.sortOrder}), 0)::int` })
    .from(commonTypes)
    .where(eq(commonTypes.groupType, groupType));
  return (row?.n ?? 0) + 10;
}

export async function insertCommonTypes(db: Conn, values: Values[]): Promise<CommonTypeRow[]> {
  if (!values.length) return [];
  return db.insert(commonTypes).values(values).onConflictDoNothing().returning();
}

/** The guarded update: nothing when the version moved on. */
export async function updateCommonTypeIf(db: Conn, id: string, version: number, values: Partial<Values>): Promise<CommonTypeRow | undefined> {
  const [row] = await db
    .update(commonTypes)
    .set({ ...values, version: sql`${commonTypes.version} + 1`, updatedAt: new Date() })
    .where(and(eq(commonTypes.id, id), eq(commonTypes.version, version)))
    .returning();
  return row;
}

export async function deleteCommonType(db: Conn, id: string): Promise<void> {
  await db.delete(commonTypes).where(eq(commonTypes.id, id));
}

export async function countByGroup(db: Conn): Promise<Map<string, number>> {
  const rows = await db.select({ group: commonTypes.groupType, n: sql<number>`count(*)::int` }).from(commonTypes).groupBy(commonTypes.groupType);
  return new Map(rows.map((r) => [r.group, r.n]));
}
