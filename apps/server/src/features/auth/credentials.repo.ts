import { sql } from 'drizzle-orm';
import { scopedPermissions, type Permission, type RoleName } from '@saram/shared/permissions';
import { preparedRows, type Db } from '../../db/client';

/**
 * The reads of every authenticated request (lib/auth/authenticate.ts): the account behind a session or an
 * API token, and the account's grants. Prepared statements with fixed names, planned once per connection.
 */

/** The account row, read on every request with the credential it checks. */
export type AccountRow = {
  user_id: string;
  login_id: string;
  user_name: string | null;
  email: string | null;
  employee_id: string | null;
  is_active: boolean;
  must_change_password: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  /** auth_epoch (migration 0019) as text: moves on with every change to roles, permissions or scopes. */
  epoch: string;
};

/** What the account may do, read with the epoch it was read at. */
export type GrantsRow = {
  roles: RoleName[];
  permissions: Permission[];
  /** One entry per grant of employees:read: '*' for the whole company, else the ids it reaches joined by ','. */
  employee_scopes: string[];
  /** The same of every grant of a scoped permission (shared scopedPermissions): the scope when there is no employees:read. */
  record_scopes: string[];
  epoch: string;
};

export type SessionAccountRow = AccountRow & { revoked_at: string | null; expires_in_ms: number; seen_ms_ago: number };
export type ApiTokenAccountRow = AccountRow & { token_id: string; token_name: string; scopes: string[]; stale: boolean };

/**
 * What one grant of employees:read reaches (packages/shared/src/rbac/rbac.ts): all → '*'; self → the
 * grantee's employee id; corporation/unit → the picked ids, or when none are picked the grantee's own
 * corporation / deepest unit (an employee row carries every ancestor unit, so a unit reaches its subtree).
 */
const grantReach = `case
    when ur.scope_type = 'all' then '*'
    when ur.scope_type = 'self' then coalesce(me.id::text, '')
    when cardinality(ur.scope_unit_ids) > 0 then array_to_string(ur.scope_unit_ids, ',')
    when ur.scope_type = 'corporation' then coalesce(me.corporation_id::text, '')
    else coalesce(coalesce(me.part_id, me.team_id, me.headquarters_id, me.division_id)::text, '') end`;

/** Roles, permissions and employee scopes of one account, with the epoch they were read at. */
const grantsColumns = `(select epoch::text from auth_epoch) as epoch,
  array(select ur.role from user_roles ur where ur.user_id = u.id order by ur.role) as roles,
  array(select distinct rp.permission from user_roles ur join role_permissions rp on rp.role = ur.role
        where ur.user_id = u.id order by rp.permission) as permissions,
  array(select ${grantReach} from user_roles ur
        join role_permissions rp on rp.role = ur.role and rp.permission = 'employees:read'
        left join employees me on me.id = (case when u.employee_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then u.employee_id::uuid end)
        where ur.user_id = u.id) as employee_scopes,
  array(select ${grantReach} from user_roles ur
        left join employees me on me.id = (case when u.employee_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then u.employee_id::uuid end)
        where ur.user_id = u.id and exists (select 1 from role_permissions rp where rp.role = ur.role and rp.permission = any('{${scopedPermissions.join(',')}}'::text[]))) as record_scopes`;
const grantsQuery = `select ${grantsColumns} from users u where u.id = $1`;
const manyGrantsQuery = `select u.id::text as user_id, ${grantsColumns} from users u where u.id = any($1::uuid[])`;

const accountColumns = `u.id as user_id, u.login_id, u.user_name, u.email, u.employee_id, u.is_active, u.must_change_password,
  u.created_at, u.updated_at, (select epoch::text from auth_epoch) as epoch`;

export async function grantsRow(db: Db, userId: string): Promise<GrantsRow | undefined> {
  const [row] = await preparedRows<GrantsRow>(db, 'auth_grants', grantsQuery, [userId]);
  return row;
}

/** grantsRow of several accounts in one query. */
export function grantsRows(db: Db, userIds: readonly string[]): Promise<(GrantsRow & { user_id: string })[]> {
  return preparedRows(db, 'auth_grants_many', manyGrantsQuery, [userIds]);
}

const sessionQuery = `select ${accountColumns}, s.revoked_at,
    (extract(epoch from s.expires_at - now()) * 1000)::float8 as expires_in_ms,
    (extract(epoch from now() - s.last_seen_at) * 1000)::float8 as seen_ms_ago
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and u.id = $2`;

/** The session with its account, and how long until it expires and since it was last seen (ms). */
export async function sessionAccountRow(db: Db, sessionId: string, userId: string): Promise<SessionAccountRow | undefined> {
  const [row] = await preparedRows<SessionAccountRow>(db, 'auth_session', sessionQuery, [sessionId, userId]);
  return row;
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.execute(sql`update sessions set last_seen_at = now() where id = ${sessionId}`);
}

/**
 * The live API token of this hash with its owner's account; `stale` when its last use is older than
 * `touchIntervalSeconds` or was from another address.
 */
export async function apiTokenAccountRow(db: Db, tokenHash: string, ip: string, touchIntervalSeconds: number): Promise<ApiTokenAccountRow | undefined> {
  const query = `select ${accountColumns}, t.id as token_id, t.name as token_name, t.scopes,
    coalesce(t.last_used_at < now() - make_interval(secs => ${touchIntervalSeconds}), true)
      or t.last_used_ip is distinct from $2 as stale
  from api_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()`;
  const [row] = await preparedRows<ApiTokenAccountRow>(db, 'auth_api_token', query, [tokenHash, ip]);
  return row;
}
