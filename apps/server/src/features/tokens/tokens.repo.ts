import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(db: Db | Tx, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

export async function listApiTokens(db: Db | Tx, userId?: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(userId ? eq(apiTokens.userId, userId) : undefined)
    .orderBy(desc(apiTokens.createdAt));
}

export async function findApiToken(db: Db | Tx, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id)).limit(1);
  return row;
}

export async function revokeApiToken(db: Db | Tx, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
}
