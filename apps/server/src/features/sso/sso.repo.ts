import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { oidcIdentities, ssoStates } from '../../db/schema/sso';

type Conn = Db | Tx;

export type SsoState = typeof ssoStates.$inferSelect;
export type OidcIdentity = typeof oidcIdentities.$inferSelect;

export async function insertState(
  db: Conn,
  values: { state: string; nonce: string; codeVerifier: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(ssoStates).values({
    state: values.state,
    nonce: values.nonce,
    codeVerifier: values.codeVerifier,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Takes a pending state exactly once: a second caller, or a caller after expiry, gets nothing. */
export async function consumeState(db: Conn, state: string): Promise<SsoState | undefined> {
  const [row] = await db
    .delete(ssoStates)
    .where(and(eq(ssoStates.state, state), gt(ssoStates.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export async function deleteExpiredStates(db: Conn): Promise<void> {
  await db.delete(ssoStates).where(lte(ssoStates.expiresAt, sql`now()`));
}

export async function findIdentity(db: Conn, issuer: string, subject: string): Promise<OidcIdentity | undefined> {
  const [row] = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function hasIdentityAtIssuer(db: Conn, userId: string, issuer: string): Promise<boolean> {
  const [row] = await db
    .select({ subject: oidcIdentities.subject })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.userId, userId), eq(oidcIdentities.issuer, issuer)))
    .limit(1);
  return row !== undefined;
}

/** False when another sign-in linked this identity first. */
export async function insertIdentity(
  db: Conn,
  values: { issuer: string; subject: string; userId: string; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(oidcIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ subject: oidcIdentities.subject });
  return rows.length === 1;
}

/** Unlinks every identity of the account; answers how many. */
export async function deleteIdentitiesOf(db: Conn, userId: string): Promise<number> {
  return (await db.delete(oidcIdentities).where(eq(oidcIdentities.userId, userId)).returning({ subject: oidcIdentities.subject })).length;
}
