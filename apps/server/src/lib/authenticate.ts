import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { AdminUser } from '@saram/shared/auth';
import { hasPermission, type Permission, type RoleName, type RouteAccess } from '@saram/shared/permissions';
import { queryRows, type Db } from '../db/client';
import type { Config } from '../config';
import type { Secrets } from './secrets';
import { anonymousActor, type Actor } from './actor';
import { AppError } from './errors';
import { sha256 } from './crypto';
import { apiTokenPrefix, verifyAccessToken } from './tokens';

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

type Principal = {
  user_id: string;
  login_id: string;
  user_name: string | null;
  email: string | null;
  employee_id: string | null;
  is_active: boolean;
  must_change_password: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  roles: RoleName[];
  permissions: Permission[];
  /** One entry per grant of employees:read: '*' for the whole company, else the ids it reaches joined by ','. */
  employee_scopes: string[];
};

/**
 * Null (whole company) when any grant of employees:read is unscoped; else the union of the ids the
 * scoped grants reach (units, corporations, the grantee's own employee id: see employees' inScope).
 * Grants that reach nothing (an 'own' scope without a linked employee) add nothing.
 */
export function employeeScopeOf(scopes: readonly string[]): string[] | null {
  if (scopes.length === 0 || scopes.includes('*')) return null;
  return [...new Set(scopes.flatMap((s) => s.split(',')).filter(Boolean))];
}

/**
 * What one grant of employees:read reaches (packages/shared/src/rbac.ts): all → '*'; self → the
 * grantee's employee id; corporation/unit → the picked ids, or when none are picked the grantee's own
 * corporation / deepest unit (an employee row carries every ancestor unit, so a unit reaches its subtree).
 */
const grantReach = sql`case
    when ur.scope_type = 'all' then '*'
    when ur.scope_type = 'self' then coalesce(me.id::text, '')
    when cardinality(ur.scope_unit_ids) > 0 then array_to_string(ur.scope_unit_ids, ',')
    when ur.scope_type = 'corporation' then coalesce(me.corporation_id::text, '')
    else coalesce(coalesce(me.part_id, me.team_id, me.headquarters_id, me.division_id)::text, '') end`;

/** The signed-in user with roles and permissions, read in the same query that checks the credential. */
const principalColumns = sql`u.id as user_id, u.login_id, u.user_name, u.email, u.employee_id, u.is_active, u.must_change_password,
  u.created_at, u.updated_at,
  array(select ur.role from user_roles ur where ur.user_id = u.id order by ur.role) as roles,
  array(select distinct rp.permission from user_roles ur join role_permissions rp on rp.role = ur.role
        where ur.user_id = u.id order by rp.permission) as permissions,
  array(select ${grantReach} from user_roles ur
        join role_permissions rp on rp.role = ur.role and rp.permission = 'employees:read'
        left join employees me on me.id = (case when u.employee_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then u.employee_id::uuid end)
        where ur.user_id = u.id) as employee_scopes`;

/** Last-seen times are written at most this often, so a busy session costs no write per request. */
const touchIntervalSeconds = 60;

async function sessionPrincipal(db: Db, sessionId: string, userId: string, config: Config) {
  const [row] = await queryRows<Principal & { revoked_at: string | null; expired: boolean; idle: boolean; stale: boolean }>(
    db,
    sql`
    select ${principalColumns}, s.revoked_at, s.expires_at < now() as expired,
      s.last_seen_at < now() - make_interval(mins => ${config.auth.sessionIdleMinutes}) as idle,
      s.last_seen_at < now() - make_interval(secs => ${touchIntervalSeconds}) as stale
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and u.id = ${userId}`,
  );
  if (!row || row.revoked_at || !row.is_active) throw new AppError('AUTH106');
  if (row.expired || row.idle) throw new AppError('AUTH105');
  if (row.stale) await db.execute(sql`update sessions set last_seen_at = now() where id = ${sessionId}`);
  return row;
}

async function apiTokenPrincipal(db: Db, token: string, ip: string) {
  const [row] = await queryRows<Principal & { token_id: string; token_name: string; scopes: string[]; stale: boolean }>(
    db,
    sql`
    select ${principalColumns}, t.id as token_id, t.name as token_name, t.scopes,
      coalesce(t.last_used_at < now() - make_interval(secs => ${touchIntervalSeconds}), true)
        or t.last_used_ip is distinct from ${ip} as stale
    from api_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${sha256(token)} and t.revoked_at is null and t.expires_at > now()`,
  );
  if (!row || !row.is_active) throw new AppError('UNAUTHORIZED');
  if (row.stale) await db.execute(sql`update api_tokens set last_used_at = now(), last_used_ip = ${ip} where id = ${row.token_id}`);
  // A token never grants more than its owner holds today.
  const scopes = new Set(row.scopes);
  return { ...row, permissions: row.permissions.filter((p) => scopes.has(p)) };
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
export const authenticate = fp(async (app: FastifyInstance, opts: { db: Db; config: Config; secrets: Secrets }) => {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('tokenExpiresAt', null);
  app.decorateRequest('user', null);

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
      const row = await apiTokenPrincipal(opts.db, token, request.ip);
      principal = row;
      apiTokenId = row.token_id;
      apiTokenName = row.token_name;
    } else {
      const claims = await verifyAccessToken(opts.secrets.jwtKey, token);
      principal = await sessionPrincipal(opts.db, claims.sid, claims.sub, opts.config);
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
      employeeScope: employeeScopeOf(principal.employee_scopes),
      via: sessionId ? 'session' : 'api_token',
      sessionId,
      apiTokenId,
      ip: request.ip,
      requestId: request.id,
    };
    request.user = toUser(principal);
    // A password set by an administrator opens only the caller's own session routes (me, password change, logout).
    if (sessionId && principal.must_change_password && access !== 'session') throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (!hasPermission(principal.permissions, access)) throw new AppError('FORBIDDEN');
  });
});

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!actor.permissions.has(permission)) throw new AppError('FORBIDDEN');
}
