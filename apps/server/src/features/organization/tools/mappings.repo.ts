import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { hierarchyMappings } from '../../../db/schema/organization';

type Conn = Db | Tx;
export type MappingRow = typeof hierarchyMappings.$inferSelect;

export async function allMappings(db: Conn): Promise<MappingRow[]> {
  return db.select().from(hierarchyMappings).orderBy(asc(hierarchyMappings.level));
}

export async function findMapping(db: Conn, legacyType: string): Promise<MappingRow | undefined> {
  const [row] = await db.select().from(hierarchyMappings).where(eq(hierarchyMappings.legacyType, legacyType)).limit(1);
  return row;
}

export async function findMappingByLevel(db: Conn, level: number): Promise<MappingRow | undefined> {
  const [row] = await db.select().from(hierarchyMappings).where(eq(hierarchyMappings.level, level)).limit(1);
  return row;
}

export async function unitCountsByLevel(db: Conn): Promise<Map<number, number>> {
  const rows = await queryRows<{ level: number; n: number }>(db, sql`select level, count(*)::int as n from org_units group by level`);
  return new Map(rows.map((r) => [Number(r.level), Number(r.n)]));
}

export async function insertMapping(db: Conn, values: typeof hierarchyMappings.$inferInsert): Promise<MappingRow> {
  const [row] = await db.insert(hierarchyMappings).values(values).returning();
  return row!;
}

export async function updateMappingIf(
  db: Conn,
  legacyType: string,
  version: number,
  values: Partial<typeof hierarchyMappings.$inferInsert>,
): Promise<MappingRow | undefined> {
  const [row] = await db
    .update(hierarchyMappings)
    .set({ ...values, version: sql`${hierarchyMappings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(hierarchyMappings.legacyType, legacyType), eq(hierarchyMappings.version, version)))
    .returning();
  return row;
}

export async function deleteMapping(db: Conn, legacyType: string): Promise<MappingRow | undefined> {
  const [row] = await db.delete(hierarchyMappings).where(eq(hierarchyMappings.legacyType, legacyType)).returning();
  return row;
}
