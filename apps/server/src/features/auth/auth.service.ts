import { isIPv6 } from 'node:net';
import { chosungOf, isChosungQuery } from '@saram/shared/hangul';
import { type Permission } from '@saram/shared/permissions';
import type { AdminUser, Token } from '@saram/shared/auth/auth.schemas';
import type { AdminAccount } from '@saram/shared/employees/employees.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import type { Db, Tx } from '../../db/client';
import { systemActor, type Actor } from '../../lib/auth/actor';
import { employeeScopeOf } from '../../lib/auth/authenticate';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { auditWritten, writeAudit } from '../../lib/data/audit';
import { keyedHash, randomToken, sha256 } from '../../lib/auth/crypto';
import { AppError } from '../../lib/errors';
import { burnVerify, verifyPassword } from '../../lib/auth/passwords';
import { signAccessToken } from '../../lib/auth/tokens';
import * as repo from './auth.repo';
import { grantsRows } from './credentials.repo';
import { throttle } from './sign-in-throttle';

export type AuthDeps = Pick<FeatureDeps, 'db' | 'config' | 'secrets'>;

function allowed(f: Record<'pair' | 'account' | 'ip', number>): boolean {
  if (f.pair >= throttle.maxPairFailures || f.ip >= throttle.maxIpFailures) return false;
  return f.account < throttle.maxAccountFailures || f.pair === 0;
}

/** A typed login ID or e-mail as accounts are looked up and throttled by. */
export const loginKeyOf = (loginId: string) => loginId.trim().toLowerCase();

/** What login_attempts stores of a typed ID (or an SSO issuer|subject): a keyed hash, never the text. */
export function loginKeyHash(secrets: AuthDeps['secrets'], loginKey: string): string {
  return `h:${keyedHash(secrets.encryptionKey, 'login-key', loginKey)}`;
}

/** Hashes the login keys stored before keys were hashed (bootstrap runs it on every start); answers how many rows. */
/** Written once every stored login key is a hash. */
const loginKeysHashedAction = 'login_attempts.keys_hashed';

export async function hashStoredLoginKeys(db: Db, secrets: Pick<AuthDeps['secrets'], 'encryptionKey'>): Promise<number> {
  // Only rows written before keys were hashed need it: once done, later starts skip the scan of the whole log.
  if (await auditWritten(db, loginKeysHashedAction, 'login_attempts')) return 0;
  let rewritten = 0;
  for (;;) {
    const raw = await repo.unhashedLoginKeys(db, 1000);
    if (raw.length === 0) {
      await writeAudit(db, systemActor('bootstrap'), { action: loginKeysHashedAction, targetCollection: 'login_attempts', after: { rows: rewritten } });
      return rewritten;
    }
    const pairs = raw.map((key) => ({ raw: key, hashed: loginKeyHash(secrets as AuthDeps['secrets'], key) }));
    rewritten += await db.transaction(async (tx) => {
      const n = await repo.rekeyLoginAttempts(tx, pairs);
      await writeAudit(tx, systemActor('bootstrap'), { action: 'login_attempts.hash_keys', targetCollection: 'login_attempts', after: { keys: pairs.length, rows: n } });
      return n;
    });
  }
}

export async function userDto(db: Db | Tx, user: repo.UserRow): Promise<AdminUser> {
  const { roles: userRoles, permissions } = await repo.rolesAndPermissions(db, user.id);
  return {
    id: user.id,
    loginId: user.loginId,
    userName: user.userName,
    email: user.email,
    roles: userRoles.map((name) => ({ name })),
    permissions,
    isActive: user.isActive,
    employeeId: user.employeeId,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    mustChangePassword: user.mustChangePassword,
  };
}

async function accessToken(deps: AuthDeps, userId: string, sessionId: string) {
  const { token, expiresAt } = await signAccessToken(
    deps.secrets.jwtKey,
    { sub: userId, sid: sessionId },
    deps.config.auth.accessTokenTtlSeconds,
  );
  return { access_token: token, expires_at: expiresAt.toISOString(), token_type: 'Bearer' as const };
}

/** Starts a session (a refresh-token family) for a user who has just proven who they are. */
export async function startSession(
  deps: AuthDeps,
  tx: Tx,
  actor: Actor,
  user: repo.UserRow,
  method: 'password' | 'sso',
  userAgent: string | null,
): Promise<Required<Token>> {
  const session = await repo.insertSession(tx, {
    userId: user.id,
    method,
    expiresAt: new Date(Date.now() + deps.config.auth.sessionMaxHours * 3600_000),
    ip: actor.ip,
    userAgent,
  });
  const refreshToken = randomToken();
  await repo.insertRefreshToken(tx, session.id, sha256(refreshToken));
  await writeAudit(tx, { ...actor, userId: user.id, label: user.loginId }, {
    action: 'auth.login',
    targetCollection: 'sessions',
    targetId: session.id,
    after: { method, userId: user.id },
  });
  return { ...(await accessToken(deps, user.id, session.id)), refresh_token: refreshToken };
}

/** Every sign-in attempt is stored, its login key hashed; SSO records its attempts here too. */
export async function recordLoginAttempt(
  deps: Pick<AuthDeps, 'secrets'>,
  db: Db | Tx,
  attempt: { loginKey: string; ip: string | null; outcome: 'success' | 'failure' | 'throttled'; userId?: string | null; method?: string },
): Promise<void> {
  await repo.insertLoginAttempt(db, {
    ...attempt,
    loginKey: loginKeyHash(deps.secrets, attempt.loginKey),
    ip: attempt.ip ?? 'unknown',
    method: attempt.method ?? 'password',
  });
}

/**
 * What the sign-in throttle counts an address as: an IPv4 address itself (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64, the smallest network one subscriber is handed, so
 * that walking through one's own 2^64 addresses does not reset the count.
 */
export function throttleNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export async function login(
  deps: AuthDeps,
  actor: Actor,
  input: { loginId: string; password: string; userAgent: string | null },
) {
  const { db } = deps;
  const loginKey = loginKeyOf(input.loginId);
  const ip = actor.ip ?? 'unknown';
  const user = await repo.findUserByLogin(db, loginKey);
  // Counted by account when the ID names one (its login ID and e-mail share counters), else by what was typed.
  const account = user ? `u:${user.id}` : loginKeyHash(deps.secrets, loginKey);
  const network = throttleNetwork(ip);
  const counters = { pair: `pair|${account}|${network}`, account: `account|${account}`, ip: `ip|${network}`, userId: user?.id ?? null };
  const attempt = (outcome: 'success' | 'failure' | 'throttled') => ({ loginKey, ip, outcome, userId: user?.id ?? null });

  // Counted as a failure before the password is checked, under the counters' lock: of parallel attempts,
  // those beyond a limit are refused without a check. A success takes it back.
  const admitted = await db.transaction(async (tx) => {
    if (!allowed(await repo.lockCounters(tx, counters, throttle.windowMinutes))) {
      await recordLoginAttempt(deps, tx, attempt('throttled'));
      return false;
    }
    await repo.countFailure(tx, counters, throttle.windowMinutes);
    return true;
  });
  if (!admitted) throw new AppError('LOGIN_THROTTLED');

  const valid =
    user?.passwordHash && user.isActive ? await verifyPassword(user.passwordHash, input.password) : await burnVerify(input.password);
  if (!user || !valid) {
    await recordLoginAttempt(deps, db, attempt('failure'));
    throw new AppError('INVALID_CREDENTIALS');
  }

  return db.transaction(async (tx) => {
    await repo.settleSuccess(tx, counters);
    await recordLoginAttempt(deps, tx, attempt('success'));
    const token = await startSession(deps, tx, actor, user, 'password', input.userAgent);
    return { token, user: await userDto(tx, user) };
  });
}

/**
 * Seconds a just-rotated refresh token still refreshes: two tabs (or a retry after a lost answer) that send
 * the same token at once both get a valid session instead of the second ending it.
 */
export const refreshReuseGraceSeconds = 10;

/**
 * Rotates a refresh token. A token used longer ago than the grace above means it leaked: the whole
 * family (the session) is revoked and the caller must sign in again.
 */
export async function refresh(deps: AuthDeps, actor: Actor, refreshToken: string) {
  const { db, config } = deps;
  const found = await repo.findRefreshToken(db, sha256(refreshToken));
  if (!found) throw new AppError('UNAUTHORIZED');
  const { session } = found;
  if (session.revokedAt) throw new AppError('AUTH106');
  if (found.expired || (await repo.isSessionIdle(db, session.id, config.auth.sessionIdleMinutes))) {
    throw new AppError('AUTH105');
  }
  const user = await repo.findUserById(db, session.userId);
  if (!user?.isActive) throw new AppError('AUTH106');
  const who = { ...actor, userId: user.id, label: user.loginId };

  const outcome = await db.transaction(async (tx) => {
    const reused = !(await repo.markRefreshTokenUsed(tx, found.tokenHash));
    if (reused && !(await repo.usedWithin(tx, found.tokenHash, refreshReuseGraceSeconds))) {
      await repo.revokeSession(tx, session.id, 'refresh_token_reuse');
      await writeAudit(tx, who, {
        action: 'auth.session_revoked',
        targetCollection: 'sessions',
        targetId: session.id,
        after: { reason: 'refresh_token_reuse' },
      });
      return null;
    }
    const next = randomToken();
    await repo.insertRefreshToken(tx, session.id, sha256(next));
    await repo.touchSession(tx, session.id);
    await writeAudit(tx, who, { action: 'auth.refresh', targetCollection: 'sessions', targetId: session.id, ...(reused ? { after: { reusedWithinGrace: true } } : {}) });
    return { ...(await accessToken(deps, user.id, session.id)), refresh_token: next };
  });
  if (!outcome) throw new AppError('AUTH106');
  return { token: outcome, user: await userDto(db, user) };
}

export async function logout(deps: AuthDeps, actor: Actor, sessionId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const session = await repo.findSession(tx, sessionId);
    if (!session || !(await repo.revokeSession(tx, sessionId, 'logout'))) return;
    await writeAudit(tx, { ...actor, userId: session.userId, label: actor.label }, {
      action: 'auth.logout',
      targetCollection: 'sessions',
      targetId: sessionId,
    });
  });
}

/** Keeps an active session alive: a fresh access token and a new idle window. */
export async function extend(deps: AuthDeps, actor: Actor) {
  if (!actor.sessionId || !actor.userId) throw new AppError('UNAUTHORIZED');
  const { sessionId, userId } = actor;
  return deps.db.transaction(async (tx) => {
    await repo.touchSession(tx, sessionId);
    await writeAudit(tx, actor, { action: 'auth.extend', targetCollection: 'sessions', targetId: sessionId });
    return accessToken(deps, userId, sessionId);
  });
}

/** The user the authentication hook loaded for this request. */
export function signedInUser(user: AdminUser | null): AdminUser {
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

export async function countUsers(db: Db): Promise<number> {
  return repo.countUsers(db);
}

export function findUserByEmail(db: Db | Tx, email: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

export function findUserById(db: Db | Tx, id: string): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}

export async function sessionOfRefreshToken(db: Db, refreshToken: string): Promise<string | null> {
  return (await repo.findRefreshToken(db, sha256(refreshToken)))?.session.id ?? null;
}

/** An account as the admin-ID lists show it (no permissions). */
export function accountDto(user: repo.UserRow, roleList: readonly string[]): AdminAccount {
  return {
    id: user.id,
    loginId: user.loginId,
    userName: user.userName,
    email: user.email,
    roles: roleList.map((name) => ({ name })),
    isActive: user.isActive,
    employeeId: user.employeeId,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function listAccounts(db: Db | Tx): Promise<AdminAccount[]> {
  const rows = await repo.listUsersWithRoles(db);
  return rows.map((r) => accountDto(r.user, r.roles));
}

export async function accountOf(db: Db | Tx, userId: string): Promise<AdminAccount | undefined> {
  const user = await repo.findUserById(db, userId);
  if (!user) return undefined;
  const { roles: roleList } = await repo.rolesAndPermissions(db, user.id);
  return accountDto(user, roleList);
}

/** Links an account to an employee (null: unlinks it), inside the caller's transaction, audited. */
export async function setAccountEmployee(tx: Tx, actor: Actor, userId: string, employeeId: string | null): Promise<repo.UserRow | undefined> {
  const before = await repo.findUserById(tx, userId);
  if (!before) return undefined;
  const user = await repo.setEmployeeLink(tx, userId, employeeId);
  await writeAudit(tx, actor, {
    action: employeeId ? 'users.link-employee' : 'users.unlink-employee',
    targetCollection: 'users',
    targetId: userId,
    before: { employeeId: before.employeeId },
    after: { employeeId },
  });
  return user;
}

/** Accounts linked to an employee who is being deleted lose the link (audited). */
export async function unlinkEmployeeAccounts(tx: Tx, actor: Actor, employeeId: string): Promise<void> {
  for (const user of await repo.clearEmployeeLinks(tx, employeeId)) {
    await writeAudit(tx, actor, { action: 'users.unlink-employee', targetCollection: 'users', targetId: user.id, before: { employeeId }, after: { employeeId: null } });
  }
}

export function findUserByEmployee(db: Db | Tx, employeeId: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByEmployee(db, employeeId);
}

/**
 * Active accounts holding `permission`, for pickers: `search` matches name, login ID, e-mail or the
 * linked employee's name or 사번 (a part of it), or the name's 초성 ('ㄱㅈㅎ').
 */
export async function usersWithPermission(
  db: Db | Tx,
  permission: Permission,
  search: string,
  limit: number,
): Promise<Pick<AdminUser, 'id' | 'loginId' | 'userName' | 'email'>[]> {
  const term = search.trim();
  const pick = (rows: repo.UserRow[]) => rows.map((u) => ({ id: u.id, loginId: u.loginId, userName: u.userName, email: u.email }));
  if (!term) return pick(await repo.activeUsersWithPermission(db, permission, null, limit));
  if (isChosungQuery(term)) {
    const all = await repo.activeUsersWithPermission(db, permission, null, 1000);
    return pick(all.filter((u) => chosungOf(u.userName ?? '').includes(term)).slice(0, limit));
  }
  return pick(await repo.activeUsersWithPermission(db, permission, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit));
}

/** Whose records each account's grants reach, as a request of theirs would see it (Actor.employeeScope). */
export async function employeeScopesOf(db: Db, userIds: readonly string[]): Promise<Map<string, EmployeeScope>> {
  const rows = userIds.length ? await grantsRows(db, userIds) : [];
  return new Map(rows.map((g) => [g.user_id, employeeScopeOf(g.employee_scopes, g.record_scopes)]));
}
