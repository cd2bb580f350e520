import { allPermissions } from '@saram/shared/permissions';
import type { EmployeePermissionsFilter as Query, EmployeePermissionsSummary, Grant } from '@saram/shared/rbac/rbac.schemas';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { listRoles } from './rbac.repo';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account linked to an employee (the first made, when several are). */
const linkedAccount = sql`left join lateral (
    select u.id, u.login_id, u.is_active from users u where u.employee_id = e.id::text order by u.created_at limit 1
  ) a on true`;

function conditions(q: Query): SQL[] {
  const where: SQL[] = [sql`true`];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(e.name_kor ilike ${like} or e.employee_no ilike ${like} or a.login_id ilike ${like})`);
  }
  if (q.department) {
    const d = q.department;
    where.push(
      uuidPattern.test(d)
        ? sql`array[e.corporation_id, e.division_id, e.headquarters_id, e.team_id, e.part_id] && array[${d}::uuid]`
        : sql`${d} in (e.division, e.headquarters, e.team, e.part, e.insurance_corp)`,
    );
  }
  if (q.role) where.push(sql`exists (select 1 from user_roles ur where ur.user_id = a.id and ur.role = ${q.role})`);
  if (q.permission) {
    where.push(sql`exists (select 1 from user_roles ur join role_permissions rp on rp.role = ur.role
      where ur.user_id = a.id and rp.permission = ${q.permission})`);
  }
  return where;
}

type Row = {
  id: string;
  name_kor: string;
  employee_no: string;
  department: string | null;
  job_title: string | null;
  account_id: string | null;
  login_id: string | null;
  is_active: boolean | null;
  total: number;
};

/** A page of employees with their account, grants and resulting permissions (accounts first, then by 사번). */
export async function employeePermissionsPage(db: Db, q: Query) {
  const rows = await queryRows<Row>(
    db,
    sql`select e.id, e.name_kor, e.employee_no, coalesce(e.part, e.team, e.headquarters, e.division) as department, e.job_title,
      a.id as account_id, a.login_id, a.is_active, count(*) over ()::int as total
    from employees e ${linkedAccount}
    where ${sql.join(conditions(q), sql` and `)}
    order by a.id is null, e.employee_no
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  const accountIds = rows.map((r) => r.account_id).filter((id): id is string => id !== null);
  const grants = await grantsByUser(db, accountIds);
  const total = rows.length ? Number(rows[0]!.total) : q.page > 1 ? await countEmployees(db, q) : 0;
  const data = rows.map((r) => {
    const held = r.account_id ? (grants.get(r.account_id) ?? { grants: [], permissions: [] }) : { grants: [], permissions: [] };
    return {
      id: r.id,
      name: r.name_kor,
      employeeNo: r.employee_no,
      department: r.department,
      jobTitle: r.job_title,
      account: r.account_id ? { id: r.account_id, loginId: r.login_id!, isActive: Boolean(r.is_active) } : null,
      ...held,
    };
  });
  return { data, total, page: q.page, limit: q.limit, hasNext: q.page * q.limit < total };
}

/** The total when the page asked for lies past the end (the page query then has no row to carry it). */
async function countEmployees(db: Db, q: Query): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employees e ${linkedAccount} where ${sql.join(conditions(q), sql` and `)}`,
  );
  return Number(row?.n ?? 0);
}

type GrantRow = { user_id: string; role: string; scope_type: Grant['scopeType']; scope_unit_ids: string[] | null; source: Grant['source']; rule_id: string | null; granted_at: string | Date };

async function grantsByUser(db: Db, userIds: string[]): Promise<Map<string, { grants: Grant[]; permissions: string[] }>> {
  const result = new Map<string, { grants: Grant[]; permissions: string[] }>();
  if (!userIds.length) return result;
  const ids = sql`${`{${userIds.join(',')}}`}::uuid[]`;
  const grantRows = await queryRows<GrantRow>(db, sql`select * from user_roles where user_id = any(${ids}) order by role`);
  const permissionRows = await queryRows<{ user_id: string; permission: string }>(
    db,
    sql`select distinct ur.user_id, rp.permission from user_roles ur join role_permissions rp on rp.role = ur.role
      where ur.user_id = any(${ids}) order by rp.permission`,
  );
  const entry = (id: string) => {
    if (!result.has(id)) result.set(id, { grants: [], permissions: [] });
    return result.get(id)!;
  };
  for (const g of grantRows) entry(g.user_id).grants.push(grantDto(g));
  for (const p of permissionRows) entry(p.user_id).permissions.push(p.permission);
  return result;
}

export function grantDto(g: GrantRow): Grant {
  return {
    role: g.role,
    scopeType: g.scope_type,
    scopeUnitIds: g.scope_unit_ids ?? [],
    source: g.source,
    ruleId: g.rule_id,
    grantedAt: new Date(g.granted_at).toISOString(),
  };
}

/** How many accounts hold each role and each permission (every permission of the catalogue listed). */
export async function employeePermissionsSummary(db: Db): Promise<EmployeePermissionsSummary> {
  const [accounts] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  const roleRows = await listRoles(db);
  const permissionRows = await queryRows<{ permission: string; accounts: number }>(
    db,
    sql`select rp.permission, count(distinct ur.user_id)::int as accounts
      from user_roles ur join role_permissions rp on rp.role = ur.role group by rp.permission`,
  );
  const held = new Map(permissionRows.map((r) => [r.permission, Number(r.accounts)]));
  return {
    accounts: Number(accounts?.n ?? 0),
    roles: roleRows.map((r) => ({ role: r.name, label: r.label, accounts: r.accountCount })),
    permissions: allPermissions.map((permission) => ({ permission, accounts: held.get(permission) ?? 0 })),
  };
}
