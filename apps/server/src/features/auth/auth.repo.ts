import { and, eq, inArray, isNull, not, like, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { loginAttempts, loginThrottle, refreshTokens, sessions, users } from '../../db/schema/auth';
import { employees } from '../../db/schema/employees';
import { rolePermissions, userRoles } from '../../db/schema/rbac';

type Conn = Db | Tx;

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Conn, loginKey: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.loginId})`, loginKey), eq(sql`lower(${users.email})`, loginKey)))
    .limit(1);
  return row;
}

export async function findUserById(db: Conn, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row;
}

export async function rolesAndPermissions(db: Conn, userId: string) {
  const rows = await db
    .select({ role: userRoles.role, permission: rolePermissions.permission })
    .from(userRoles)
    .leftJoin(rolePermissions, eq(rolePermissions.role, userRoles.role))
    .where(eq(userRoles.userId, userId));
  return {
    roles: [...new Set(rows.map((r) => r.role))],
    permissions: [...new Set(rows.flatMap((r) => (r.permission ? [r.permission] : [])))].sort(),
  };
}

export async function countUsers(db: Conn): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(db: Conn, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertSession(db: Conn, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function insertRefreshToken(db: Conn, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function findRefreshToken(db: Conn, tokenHash: string) {
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      usedAt: refreshTokens.usedAt,
      session: sessions,
      expired: sql<boolean>`${sessions.expiresAt} < now()`,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Conn, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

/** Whether the refresh token was used less than `seconds` ago. */
export async function usedWithin(db: Conn, tokenHash: string, seconds: number): Promise<boolean> {
  const [row] = await db
    .select({ recent: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${seconds})` })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.recent ?? false;
}

export async function isSessionIdle(db: Conn, sessionId: string, idleMinutes: number): Promise<boolean> {
  const [row] = await db
    .select({ idle: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(mins => ${idleMinutes})` })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.idle ?? true;
}

export async function touchSession(db: Conn, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Revokes a live session; returns whether this call revoked it. */
export async function revokeSession(db: Conn, sessionId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function findSession(db: Conn, sessionId: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

export async function insertLoginAttempt(db: Conn, values: typeof loginAttempts.$inferInsert): Promise<void> {
  await db.insert(loginAttempts).values(values);
}

/** The counters one sign-in attempt feeds (see login_throttle). */
export type ThrottleCounters = { pair: string; account: string; ip: string; userId: string | null };

/**
 * Locks the attempt's counters (creating the missing ones) until the transaction ends and answers their
 * failures within the window: a parallel attempt waits here and then sees this one counted.
 */
export async function lockCounters(tx: Tx, c: ThrottleCounters, windowMinutes: number): Promise<Record<'pair' | 'account' | 'ip', number>> {
  await tx
    .insert(loginThrottle)
    .values([
      { key: c.pair, kind: 'pair', userId: c.userId },
      { key: c.account, kind: 'account', userId: c.userId },
      { key: c.ip, kind: 'ip', userId: null },
    ])
    .onConflictDoNothing();
  const rows = await tx
    .select({
      kind: loginThrottle.kind,
      failures: sql<number>`case when ${loginThrottle.lastFailureAt} > now() - make_interval(mins => ${windowMinutes}) then ${loginThrottle.failures} else 0 end`,
    })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [c.pair, c.account, c.ip]))
    .orderBy(loginThrottle.key)
    .for('update');
  const counts = { pair: 0, account: 0, ip: 0 };
  for (const r of rows) counts[r.kind] = Number(r.failures);
  return counts;
}

/** Counts one failure on each counter (a counter quiet for the whole window starts again). */
export async function countFailure(tx: Tx, c: ThrottleCounters, windowMinutes: number): Promise<void> {
  await tx
    .update(loginThrottle)
    .set({
      failures: sql`case when ${loginThrottle.lastFailureAt} > now() - make_interval(mins => ${windowMinutes}) then ${loginThrottle.failures} else 0 end + 1`,
      lastFailureAt: sql`now()`,
    })
    .where(inArray(loginThrottle.key, [c.pair, c.account, c.ip]));
}

/**
 * A success: its address is cleared for the account, the failure counted up front is taken back from the
 * account and address counters, and counters quiet for a day are dropped.
 */
export async function settleSuccess(tx: Tx, c: ThrottleCounters): Promise<void> {
  // The counters first, in lockCounters' order (by key): a parallel sign-in of the same account holds some of
  // them and waits for the rest, so taking them in another order (the pair's delete first) deadlocked.
  await tx
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [c.pair, c.account, c.ip]))
    .orderBy(loginThrottle.key)
    .for('update');
  await tx.delete(loginThrottle).where(eq(loginThrottle.key, c.pair));
  // Quiet counters of others go only if nobody holds them now.
  await tx.execute(
    sql`delete from ${loginThrottle} where ${loginThrottle.key} in (select ${loginThrottle.key} from ${loginThrottle} where ${loginThrottle.lastFailureAt} < now() - interval '1 day' for update skip locked)`,
  );
  await tx
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(inArray(loginThrottle.key, [c.account, c.ip]));
}

/** An administrator's unlock: every counter of the account goes; answers how many. */
export async function clearCountersOf(db: Conn, userId: string): Promise<number> {
  return (await db.delete(loginThrottle).where(eq(loginThrottle.userId, userId)).returning({ key: loginThrottle.key })).length;
}

/** Login keys stored before they were hashed (at most `limit`). */
export async function unhashedLoginKeys(db: Conn, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: loginAttempts.loginKey })
    .from(loginAttempts)
    .where(not(like(loginAttempts.loginKey, 'h:%')))
    .limit(limit);
  return rows.map((r) => r.key);
}

/**
 * Replaces stored login keys by their hashes: the one rewrite of the append-only log, with its trigger
 * off inside this transaction only.
 */
export async function rekeyLoginAttempts(tx: Tx, pairs: { raw: string; hashed: string }[]): Promise<number> {
  await tx.execute(sql`alter table login_attempts disable trigger login_attempts_append_only`);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update login_attempts la set login_key = m.hashed
      from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as m(raw text, hashed text)
      where la.login_key = m.raw returning la.id`,
  );
  await tx.execute(sql`alter table login_attempts enable trigger login_attempts_append_only`);
  return rows.length;
}

/** Every account with its role names, by login ID. */
export async function listUsersWithRoles(db: Conn) {
  return db
    .select({
      user: users,
      roles: sql<string[]>`array(select ur.role from user_roles ur where ur.user_id = ${users.id} order by ur.role)`,
    })
    .from(users)
    .orderBy(users.loginId);
}

export async function setEmployeeLink(db: Conn, userId: string, employeeId: string | null): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ employeeId, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}

export async function clearEmployeeLinks(db: Conn, employeeId: string): Promise<UserRow[]> {
  return db.update(users).set({ employeeId: null, updatedAt: new Date() }).where(eq(users.employeeId, employeeId)).returning();
}

export async function usersOfEmployee(db: Conn, employeeId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.employeeId, employeeId)).orderBy(users.createdAt);
}

export async function findUserByEmployee(db: Conn, employeeId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.employeeId, employeeId)).limit(1);
  return row;
}

/** Active accounts whose roles grant `permission`, optionally matching a LIKE pattern on name, login ID, e-mail or the linked employee's name or 사번. */
export async function activeUsersWithPermission(db: Conn, permission: string, pattern: string | null, limit: number): Promise<UserRow[]> {
  const granted = sql`exists (select 1 from ${userRoles} ur join ${rolePermissions} rp on rp.role = ur.role
    where ur.user_id = ${users.id} and rp.permission = ${permission})`;
  const matches = pattern
    ? or(
        sql`${users.userName} ilike ${pattern}`,
        sql`${users.loginId} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        // The linked employee's name or 사번.
        sql`exists (select 1 from ${employees} e where e.id::text = ${users.employeeId} and (e.name_kor ilike ${pattern} or e.employee_no ilike ${pattern}))`,
      )
    : undefined;
  return db
    .select()
    .from(users)
    .where(and(eq(users.isActive, true), granted, matches))
    .orderBy(sql`${users.userName} nulls last`, users.loginId)
    .limit(limit);
}
