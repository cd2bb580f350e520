import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { users } from '../../db/schema/auth';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(db: Db | Tx, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** A token with the label of the account it acts for ('홍길동 (hong)'). */
export type ApiTokenWithOwner = { token: ApiTokenRow; ownerLabel: string };

const withOwner = {
  token: apiTokens,
  ownerLabel: sql<string>`case when ${users.userName} is null then ${users.loginId} else ${users.userName} || ' (' || ${users.loginId} || ')' end`,
};

export async function listApiTokens(db: Db | Tx): Promise<ApiTokenWithOwner[]> {
  return db.select(withOwner).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).orderBy(desc(apiTokens.createdAt));
}

export async function findApiToken(db: Db | Tx, id: string): Promise<ApiTokenWithOwner | undefined> {
  const [row] = await db.select(withOwner).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).where(eq(apiTokens.id, id)).limit(1);
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

/** Revokes every live token of one account; answers the revoked rows. */
/** The retention purge: a person's token names (typed by them, so possibly personal) become `name`. */
export async function renameTokensOf(db: Db | Tx, userId: string, name: string): Promise<number> {
  return (await db.update(apiTokens).set({ name }).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id })).length;
}

export async function revokeTokensOf(db: Db | Tx, userId: string): Promise<ApiTokenRow[]> {
  return db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
}

/** A token's last use (time and address), written by authentication when the stored one is stale. */
export async function touchApiToken(db: Db | Tx, id: string, ip: string): Promise<void> {
  await db.execute(sql`update api_tokens set last_used_at = now(), last_used_ip = ${ip} where id = ${id}`);
}
