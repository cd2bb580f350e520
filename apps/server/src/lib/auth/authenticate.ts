import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { hasPermission, type Permission, type RouteAccess } from '@saram/shared/permissions';
import type { Database, Db, Listener } from '../../db/client';
import { apiTokenAccountRow, grantsRow, sessionAccountRow, touchSession, type AccountRow, type GrantsRow } from '../../features/auth/credentials.repo';
import { touchApiToken } from '../../features/tokens/tokens.repo';
import type { Config } from '../../config';
import type { Secrets } from './secrets';
import { anonymousActor, type Actor } from './actor';
import { AppError } from '../errors';
import { sha256 } from './crypto';
import { apiTokenPrefix, verifyAccessToken, type AccessClaims } from './tokens';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /** Required on every /api route; a test walks the route table to prove it. */
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    actor: Actor;
    /** Expiry of the access token that authenticated this request, if any. */
    tokenExpiresAt: Date | null;
    /** The signed-in user (null on public routes). */
    user: AdminUser | null;
  }
}

type Account = AccountRow;

/** What the account may do: read once per account and auth epoch, then kept in memory. */
type Grants = Omit<GrantsRow, 'epoch'>;

type Principal = Account & Grants;

/**
 * Null (whole company) when any grant of employees:read is unscoped; else the union of the ids the
 * scoped grants reach (units, corporations, the grantee's own employee id: see employees' inScope).
 * Grants that reach nothing (an 'own' scope without a linked employee) add nothing.
 */
export function employeeScopeOf(employeeReads: readonly string[], recordGrants: readonly string[] = []): string[] | null {
  const scopes = employeeReads.length ? employeeReads : recordGrants;
  if (scopes.length === 0 || scopes.includes('*')) return null;
  return [...new Set(scopes.flatMap((s) => s.split(',')).filter(Boolean))];
}

/** Last-seen times are written at most this often, so a busy session costs no write per request. */
const touchIntervalSeconds = 60;

/**
 * The grants of accounts seen lately, each valid for the auth epoch it was read at: the epoch comes
 * with the account row (read with an API token on every request, with a session when SessionCache
 * reads it), so a change committed anywhere (another instance too) is never served from here; the
 * sessions' announcements (SessionCache.forget) drop entries too.
 */
export class GrantsCache {
  private readonly byUser = new Map<string, GrantsRow>();

  constructor(private readonly maxEntries = 10_000) {}

  /** Forgets one account's grants, or every account's. */
  drop(userId?: string): void {
    if (userId === undefined) this.byUser.clear();
    else this.byUser.delete(userId);
  }

  async of(db: Db, account: Account): Promise<Grants> {
    const hit = this.byUser.get(account.user_id);
    if (hit && hit.epoch === account.epoch) return hit;
    const row = await grantsRow(db, account.user_id);
    if (!row) return { roles: [], permissions: [], employee_scopes: [], record_scopes: [] };
    if (this.byUser.size >= this.maxEntries) this.byUser.clear();
    // Stored under the epoch it was read at: a change committed in between shows as a newer epoch.
    this.byUser.set(account.user_id, row);
    return row;
  }
}

/** A session checked against the database, with what this instance knows of its times (Date.now() ms). */
type KnownSession = { account: Account; expiresAt: number; lastSeen: number; lastWritten: number };

/**
 * Sessions (with their account rows) checked lately, so a request reads no table: valid while this
 * instance listens to PostgreSQL's announcements of changes (channel saram_auth, migration 0020),
 * sent at the commit of a revocation, a deactivation, a password or role change, by any instance or
 * script. Before it trusts what it knows, a request waits until every announcement committed before
 * it arrived has been handled (Listener.sync: one empty statement on the listening connection,
 * shared by the requests of the same moment; nothing on PGlite, which announces while it commits),
 * so a change is seen by the very next request anywhere. While not listening (starting, connection
 * lost) nothing is kept and every request reads the database. A session that looks expired or idle
 * here is read again before it is refused (another instance may have extended it); its last-seen
 * time is written at most once a minute.
 */
export class SessionCache {
  private readonly byId = new Map<string, KnownSession>();
  /** Moves with every announcement: a row read before one arrived is not kept. */
  private generation = 0;
  private live = false;
  listener: Listener | null = null;

  constructor(
    private readonly grants: GrantsCache,
    private readonly maxEntries = 10_000,
  ) {}

  /** Listening, and every announcement committed until now handled. */
  private async current(): Promise<boolean> {
    if (!this.live || !this.listener) return false;
    try {
      await this.listener.sync();
      return this.live;
    } catch {
      return false;
    }
  }

  /** The listener's state: announcements may have been missed while it was down, so all is forgotten. */
  setLive(live: boolean): void {
    this.live = live;
    this.forget('epoch');
  }

  /** An announcement: 'u:<user id>' or 'epoch' (anything else forgets everything too). */
  forget(message: string): void {
    this.generation++;
    const userId = message.startsWith('u:') ? message.slice(2) : null;
    if (userId === null) this.byId.clear();
    else for (const [id, known] of this.byId) if (known.account.user_id === userId) this.byId.delete(id);
    this.grants.drop(userId ?? undefined);
  }

  async principal(db: Db, sessionId: string, userId: string, config: Config): Promise<Principal> {
    const live = await this.current();
    const now = Date.now();
    const idleMs = config.auth.sessionIdleMinutes * 60_000;
    let known = live ? this.byId.get(sessionId) : undefined;
    if (known && (known.account.user_id !== userId || now >= known.expiresAt || now - known.lastSeen >= idleMs)) known = undefined;
    if (!known) {
      const generation = this.generation;
      const row = await sessionAccountRow(db, sessionId, userId);
      if (!row || row.revoked_at || !row.is_active) throw new AppError('AUTH106');
      if (row.expires_in_ms <= 0 || row.seen_ms_ago >= idleMs) throw new AppError('AUTH105');
      const lastSeen = now - Math.max(0, row.seen_ms_ago);
      known = { account: row, expiresAt: now + row.expires_in_ms, lastSeen, lastWritten: lastSeen };
      if (live && this.live && generation === this.generation) {
        if (this.byId.size >= this.maxEntries) this.byId.clear();
        this.byId.set(sessionId, known);
      }
    }
    known.lastSeen = now;
    if (now - known.lastWritten >= touchIntervalSeconds * 1000) {
      known.lastWritten = now;
      await touchSession(db, sessionId);
    }
    return { ...known.account, ...(await this.grants.of(db, known.account)) };
  }
}

async function apiTokenPrincipal(db: Db, cache: GrantsCache, token: string, ip: string) {
  const row = await apiTokenAccountRow(db, sha256(token), ip, touchIntervalSeconds);
  if (!row || !row.is_active) throw new AppError('UNAUTHORIZED');
  if (row.stale) await touchApiToken(db, row.token_id, ip);
  const grants = await cache.of(db, row);
  // A token never grants more than its owner holds today.
  const scopes = new Set(row.scopes);
  return { ...row, ...grants, permissions: grants.permissions.filter((p) => scopes.has(p)) };
}

function toUser(p: Principal): AdminUser {
  return {
    id: p.user_id,
    loginId: p.login_id,
    userName: p.user_name,
    email: p.email,
    roles: p.roles.map((name) => ({ name })),
    permissions: p.permissions,
    isActive: p.is_active,
    employeeId: p.employee_id,
    createdAt: new Date(p.created_at).toISOString(),
    updatedAt: new Date(p.updated_at).toISOString(),
    mustChangePassword: p.must_change_password,
  };
}

/**
 * Access tokens verified lately: a token's signature and claims do not change, so only its expiry is
 * checked again (a token past it is verified anew, which answers token_expired).
 */
class AccessTokenCache {
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();

  constructor(
    private readonly key: Uint8Array,
    private readonly maxEntries = 10_000,
  ) {}

  async verify(token: string): Promise<AccessClaims & { exp: number }> {
    const hit = this.verified.get(token);
    if (hit && hit.exp * 1000 > Date.now()) return hit;
    const claims = await verifyAccessToken(this.key, token);
    if (this.verified.size >= this.maxEntries) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/**
 * Resolves the caller of every request (user session or API token) and enforces the route's
 * declared access before the handler runs.
 */
export const authenticate = fp(async (app: FastifyInstance, opts: { database: Database; config: Config; secrets: Secrets }) => {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('tokenExpiresAt', null);
  app.decorateRequest('user', null);
  const db = opts.database.db;
  const grants = new GrantsCache();
  const sessions = new SessionCache(grants);
  const listener = await opts.database.listen('saram_auth', (message) => sessions.forget(message), (live) => sessions.setLive(live));
  sessions.listener = listener;
  app.addHook('onClose', listener.stop);
  const claimsOf = new AccessTokenCache(opts.secrets.jwtKey);

  app.addHook('onRequest', async (request) => {
    request.actor = anonymousActor(request.ip, request.id);
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');

    let principal: Principal;
    let sessionId: string | null = null;
    let apiTokenId: string | null = null;
    let apiTokenName: string | null = null;
    if (token.startsWith(apiTokenPrefix)) {
      const row = await apiTokenPrincipal(db, grants, token, request.ip);
      principal = row;
      apiTokenId = row.token_id;
      apiTokenName = row.token_name;
    } else {
      const claims = await claimsOf.verify(token);
      principal = await sessions.principal(db, claims.sid, claims.sub, opts.config);
      sessionId = claims.sid;
      request.tokenExpiresAt = new Date(claims.exp * 1000);
    }
    const userLabel = principal.user_name ? `${principal.user_name} (${principal.login_id})` : principal.login_id;
    request.actor = {
      userId: principal.user_id,
      // Every audit and access row written during a token request names the token.
      label: apiTokenName === null ? userLabel : `${userLabel} · API 토큰 "${apiTokenName}"`,
      roles: principal.roles,
      permissions: new Set(principal.permissions),
      employeeScope: employeeScopeOf(principal.employee_scopes, principal.record_scopes),
      via: sessionId ? 'session' : 'api_token',
      sessionId,
      apiTokenId,
      ip: request.ip,
      requestId: request.id,
    };
    request.user = toUser(principal);
    // A password set by an administrator opens only the caller's own session routes (me, password change, logout).
    if (sessionId && principal.must_change_password && access !== 'session') throw new AppError('PASSWORD_CHANGE_REQUIRED');
    // An API token reaches only routes that name a permission it holds: never its owner's own records and
    // account (profile, users/me, password, settings), which name none.
    if (apiTokenId && access === 'session') throw new AppError('FORBIDDEN', 'API 토큰으로는 사용할 수 없는 기능입니다. 로그인한 사용자만 사용할 수 있습니다.');
    if (!hasPermission(principal.permissions, access)) throw new AppError('FORBIDDEN');
  });
});

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!actor.permissions.has(permission)) throw new AppError('FORBIDDEN');
}
