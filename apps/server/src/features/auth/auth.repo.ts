import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginAttempts, refreshTokens, sessions, users } from '../../db/schema/auth';
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

/** Failures for this login key since its last success (or an administrator's unlock), within the window. */
export async function recentFailures(db: Conn, loginKey: string, windowMinutes: number): Promise<number> {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const lastSuccess = sql`coalesce((select max(${loginAttempts.at}) from ${loginAttempts}
    where ${loginAttempts.loginKey} = ${loginKey} and ${loginAttempts.outcome} in ('success', 'unlock')), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginKey, loginKey),
        eq(loginAttempts.outcome, 'failure'),
        gt(loginAttempts.at, since),
        gt(loginAttempts.at, lastSuccess),
      ),
    );
  return row?.n ?? 0;
}

export async function recentIpFailures(db: Conn, ip: string, windowMinutes: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.outcome, 'failure'),
        gt(loginAttempts.at, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return row?.n ?? 0;
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
