import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { employees } from '../../db/schema/employees';
import { userSettings } from '../../db/schema/user-settings';

type Conn = Db | Tx;

export type Throttle = { windowMinutes: number; maxPairFailures: number; maxAccountFailures: number };

/** Whether an address is locked out of the account, or the account is in its global back-off (auth.service's throttle). */
function lockedSql(userId: SQL, throttle: Throttle): SQL {
  return sql`exists (select 1 from login_throttle lt where lt.user_id = ${userId}
    and lt.last_failure_at > now() - make_interval(mins => ${throttle.windowMinutes})
    and ((lt.kind = 'pair' and lt.failures >= ${throttle.maxPairFailures}) or (lt.kind = 'account' and lt.failures >= ${throttle.maxAccountFailures})))`;
}

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts with their linked employee, grants, throttling and last sign-in; `id` narrows to one. */
export async function listAccounts(db: Conn, throttle: Throttle, filter: { q?: string | undefined; id?: string }) {
  const q = filter.q?.trim();
  const pattern = q ? like(q) : null;
  return db
    .select({
      user: users,
      employee: { id: employees.id, nameKor: employees.nameKor, employeeNo: employees.employeeNo, team: employees.team, headquarters: employees.headquarters, division: employees.division },
      grants: sql<{ role: string; scopeType: string; scopeUnitIds: string[] | null }[]>`coalesce((select json_agg(json_build_object('role', ur.role, 'scopeType', ur.scope_type, 'scopeUnitIds', ur.scope_unit_ids) order by ur.position, ur.role)
        from user_roles ur where ur.user_id = ${users.id}), '[]'::json)`,
      locked: sql<boolean>`${lockedSql(sql`${users.id}`, throttle)}`,
      lastLoginAt: sql<string | null>`(select max(s.created_at) from sessions s where s.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(employees, sql`${employees.id}::text = ${users.employeeId}`)
    .where(
      and(
        filter.id ? eq(users.id, filter.id) : undefined,
        pattern
          ? or(
              sql`${users.userName} ilike ${pattern}`,
              sql`${users.loginId} ilike ${pattern}`,
              sql`${users.email} ilike ${pattern}`,
              sql`${employees.nameKor} ilike ${pattern}`,
              sql`${employees.employeeNo} ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(sql`coalesce(${employees.nameKor}, ${users.userName}, ${users.loginId})`, users.loginId);
}

export async function findEmployee(db: Conn, id: string) {
  const [row] = await db
    .select({ id: employees.id, nameKor: employees.nameKor, email: employees.email })
    .from(employees)
    .where(eq(employees.id, id))
    .limit(1);
  return row;
}

export async function loginIdTaken(db: Conn, loginId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.loginId})`, loginId.toLowerCase())).limit(1);
  return Boolean(row);
}

export async function emailTaken(db: Conn, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return Boolean(row);
}

export async function updateUser(db: Conn, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Ends every live session of the account (optionally all but one); answers how many. */
export async function revokeSessionsOf(db: Conn, userId: string, reason: string, except?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? sql`${sessions.id} <> ${except}` : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function usersByIds(db: Conn, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, loginId: users.loginId, userName: users.userName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function settingsOf(db: Conn, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row;
}

export async function deleteSettings(db: Conn, userId: string): Promise<number> {
  return (await db.delete(userSettings).where(eq(userSettings.userId, userId)).returning({ userId: userSettings.userId })).length;
}

export async function saveSettings(db: Conn, userId: string, settings: Record<string, unknown>) {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: new Date() } })
    .returning();
  return row!;
}
