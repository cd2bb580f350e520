import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, defaultRoles } from '@saram/shared/permissions';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, testPassword, type Json, type Requester, type TestApp } from '../../test/app';

/**
 * Delegated admin rights (issue 28 item 1): a holder of admin:rbac, admin:users or admin:role-rules
 * never changes their own roles, grants or scope, never touches an account that holds more than they
 * do, never hands out what they do not hold; the last active administrator stays.
 */
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
const roles = '/api/mongo/admin/roles';
const grantsUrl = (id: string) => `/api/mongo/admin/users/${id}/grants`;
const accounts = '/api/mongo/admin/accounts';
const rules = '/api/mongo/role-assignment';
const strong = 'violet-harbour-lantern-42';

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(t.db, query))[0]!;
}
/** Everything a refused call could have written. */
async function snapshot() {
  return JSON.stringify(
    await one(sql`select
      (select string_agg(role || ':' || permission, ';' order by role, permission) from role_permissions) as perms,
      (select string_agg(user_id || role || scope_type || coalesce(array_to_string(scope_unit_ids, ','), '') || source, ';' order by user_id, role) from user_roles) as grants,
      (select string_agg(id || login_id || is_active || coalesce(password_hash, '') || must_change_password, ';' order by id) from users) as users,
      (select count(*) from sessions where revoked_at is not null)::int as revoked,
      (select count(*) from login_attempts)::int as attempts,
      (select count(*) from audit_log)::int as audits`),
  );
}

/** A custom role with these permissions, held by a new account (scope all unless given); its id and bearer headers. */
async function delegate(loginId: string, permissions: string[], grant: Record<string, unknown> = {}) {
  const role = body(await api('POST', roles, as.admin!, { label: `위임 ${loginId}`, permissions }));
  const user = await createTestUser(t, loginId, []);
  const res = await api('PUT', grantsUrl(user.id), as.admin!, { grants: [{ role: role.name, ...grant }] });
  expect(res.statusCode, res.body).toBe(200);
  ids[loginId] = user.id;
  as[loginId] = bearer((await login(t, loginId)).token.access_token);
  return role.name as string;
}

async function employee(no: string, teamId: string, jobTitle: string) {
  return (await one<{ id: string }>(sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id, job_title)
    values (${no}, ${`직원${no}`}, ${ids.corp!}, ${ids.div!}, ${teamId}, ${jobTitle}) returning id`)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['emp', 'employee'],
  ]);
  ids.admin = (await one<{ id: string }>(sql`select id from users where login_id = 'admin'`)).id;
  ids.emp = (await one<{ id: string }>(sql`select id from users where login_id = 'emp'`)).id;
  ids.corp = (await one<{ id: string }>(sql`insert into corporations (name, corporate_type) values ('한빛', 'OPERATING') returning id`)).id;
  const unit = async (name: string, level: number, type: string, parent: string | null) =>
    (await one<{ id: string }>(sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values (${name}, ${level}, ${type}, ${parent}, ${ids.corp!}) returning id`)).id;
  ids.div = await unit('플랫폼본부', 2, 'DIVISION', null);
  ids.team1 = await unit('검색팀', 3, 'TEAM', ids.div);
  ids.team2 = await unit('결제팀', 3, 'TEAM', ids.div);
});
afterAll(() => t.close());

describe('admin:rbac delegated through a custom role', () => {
  let own: string;
  beforeAll(async () => {
    own = await delegate('rbac.deputy', ['admin:rbac', 'employees:read', 'search:use'], { scopeType: 'unit', scopeUnitIds: [ids.team1] });
  });

  it('cannot give its own role more permissions, nor change its own grants or scope', async () => {
    const before = await snapshot();
    const all = await api('PUT', `${roles}/${own}/permissions`, as['rbac.deputy']!, { permissions: allPermissions });
    expect(all.statusCode, all.body).toBe(403);
    expect(body(all).message).toMatch(/[가-힣]/);
    expect((await api('PUT', `${roles}/${own}/permissions`, as['rbac.deputy']!, { permissions: ['admin:rbac', 'employees:read'] })).statusCode).toBe(403);
    expect((await api('PUT', `${roles}/${own}`, as['rbac.deputy']!, { label: '내 역할', description: '' })).statusCode).toBe(403);
    const wider = await api('PUT', grantsUrl(ids['rbac.deputy']!), as['rbac.deputy']!, { grants: [{ role: own, scopeType: 'all' }] });
    expect(wider.statusCode, wider.body).toBe(403);
    const narrower = await api('PUT', grantsUrl(ids['rbac.deputy']!), as['rbac.deputy']!, { grants: [{ role: own, scopeType: 'self' }] });
    expect(narrower.statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('cannot change the grants of an account holding more, nor make a role or grant wider than its own', async () => {
    const before = await snapshot();
    expect((await api('PUT', grantsUrl(ids.admin!), as['rbac.deputy']!, { grants: [{ role: 'employee' }] })).statusCode).toBe(403);
    const made = await api('POST', roles, as['rbac.deputy']!, { label: '전체 권한', permissions: allPermissions });
    expect(made.statusCode, made.body).toBe(403);
    expect(await snapshot()).toBe(before);
    // The same permissions, but over the whole company instead of its one unit.
    const target = await createTestUser(t, 'rbac.target', []);
    const snap = await snapshot();
    const wide = await api('PUT', grantsUrl(target.id), as['rbac.deputy']!, { grants: [{ role: own, scopeType: 'all' }] });
    expect(wide.statusCode, wide.body).toBe(403);
    const otherUnit = await api('PUT', grantsUrl(target.id), as['rbac.deputy']!, { grants: [{ role: own, scopeType: 'unit', scopeUnitIds: [ids.team2] }] });
    expect(otherUnit.statusCode).toBe(403);
    expect(await snapshot()).toBe(snap);
  });

  it('a deputy whose only scoped permission is resignations:read for one team cannot grant it over the whole company', async () => {
    const reviewer = await delegate('rbac.reviewer', ['admin:rbac', 'resignations:read'], { scopeType: 'unit', scopeUnitIds: [ids.team1] });
    const target = await createTestUser(t, 'rbac.reviewer.target', []);
    const snap = await snapshot();
    const wide = await api('PUT', grantsUrl(target.id), as['rbac.reviewer']!, { grants: [{ role: reviewer, scopeType: 'all' }] });
    expect(wide.statusCode, wide.body).toBe(403);
    expect(await snapshot()).toBe(snap);
    const same = await api('PUT', grantsUrl(target.id), as['rbac.reviewer']!, { grants: [{ role: reviewer, scopeType: 'unit', scopeUnitIds: [ids.team1] }] });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('a custom role of another holder is changed only within the caller’s own permissions and that holder’s rank', async () => {
    const other = body(await api('POST', roles, as.admin!, { label: '조회 전용', permissions: ['search:use'] }));
    const holder = await createTestUser(t, 'rbac.holder', []);
    await api('PUT', grantsUrl(holder.id), as.admin!, { grants: [{ role: other.name, scopeType: 'unit', scopeUnitIds: [ids.team1] }] });
    const before = await snapshot();
    expect((await api('PUT', `${roles}/${other.name}/permissions`, as['rbac.deputy']!, { permissions: ['search:use', 'employees:write'] })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    // Within what the caller holds, over a scope it reaches: allowed.
    const ok = await api('PUT', `${roles}/${other.name}/permissions`, as['rbac.deputy']!, { permissions: ['search:use', 'employees:read'] });
    expect(ok.statusCode, ok.body).toBe(200);
    const grant = await api('PUT', grantsUrl(holder.id), as['rbac.deputy']!, { grants: [{ role: own, scopeType: 'unit', scopeUnitIds: [ids.team1] }] });
    expect(grant.statusCode, grant.body).toBe(200);
  });
});

describe('admin:users delegated through a custom role', () => {
  beforeAll(async () => {
    await delegate('users.deputy', ['admin:users', ...defaultRoles.employee.permissions]);
  });

  it('cannot reset the password of, disable, enable or unlock an account holding more', async () => {
    const before = await snapshot();
    const reset = await api('PUT', `${accounts}/${ids.admin}/password`, as['users.deputy']!, { password: strong });
    expect(reset.statusCode, reset.body).toBe(403);
    expect((await api('PUT', `${accounts}/${ids.admin}/active`, as['users.deputy']!, { isActive: false })).statusCode).toBe(403);
    expect((await api('POST', `${accounts}/${ids.admin}/unlock`, as['users.deputy']!)).statusCode).toBe(403);
    expect((await api('PUT', `${accounts}/${ids['rbac.deputy']}/active`, as['users.deputy']!, { isActive: false })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    expect((await login(t, 'admin', testPassword)).user.id).toBe(ids.admin);
  });

  it('may still reset and disable an account holding no more than itself', async () => {
    expect((await api('PUT', `${accounts}/${ids.emp}/password`, as['users.deputy']!, { password: strong })).statusCode).toBe(200);
    expect((await api('PUT', `${accounts}/${ids.emp}/active`, as['users.deputy']!, { isActive: false })).statusCode).toBe(200);
    expect((await api('PUT', `${accounts}/${ids.emp}/active`, as['users.deputy']!, { isActive: true })).statusCode).toBe(200);
  });
});

describe('the last active administrator', () => {
  it('cannot be disabled nor lose the admin role, even by a holder of every permission', async () => {
    await delegate('super.deputy', allPermissions);
    const before = await snapshot();
    const disable = await api('PUT', `${accounts}/${ids.admin}/active`, as['super.deputy']!, { isActive: false });
    expect(disable.statusCode, disable.body).toBe(409);
    expect(body(disable).message).toContain('마지막');
    const demote = await api('PUT', grantsUrl(ids.admin!), as['super.deputy']!, { grants: [{ role: 'employee' }] });
    expect(demote.statusCode, demote.body).toBe(409);
    expect(await snapshot()).toBe(before);

    // With a second administrator, either may go.
    const second = await createTestUser(t, 'admin.two', ['admin']);
    expect((await api('PUT', `${accounts}/${second.id}/active`, as['super.deputy']!, { isActive: false })).statusCode).toBe(200);
    expect((await api('PUT', `${accounts}/${ids.admin}/active`, as['super.deputy']!, { isActive: false })).statusCode).toBe(409);
    expect((await api('PUT', `${accounts}/${second.id}/active`, as['super.deputy']!, { isActive: true })).statusCode).toBe(200);
    expect((await api('PUT', grantsUrl(second.id), as['super.deputy']!, { grants: [{ role: 'employee' }] })).statusCode).toBe(200);
  });
});

describe('admin:role-rules delegated through a custom role', () => {
  let adminRule: Json;
  let leader: string;
  beforeAll(async () => {
    await delegate('rules.deputy', ['admin:role-rules', ...defaultRoles.employee.permissions]);
    leader = await employee('DL001', ids.team1!, '팀장');
    const user = await createTestUser(t, 'dl.leader', ['employee']);
    await t.db.execute(sql`update users set employee_id = ${leader} where id = ${user.id}`);
    ids.leader = user.id;
    const res = await api('POST', `${rules}/rules`, as.admin!, { name: '팀장 관리자', role: 'admin', scopeType: 'all', conditions: { jobTitles: ['팀장'] } });
    expect(res.statusCode, res.body).toBe(201);
    adminRule = body(res);
  });

  it("cannot run an administrator's rule that grants what it does not hold", async () => {
    const before = await snapshot();
    const run = await api('POST', `${rules}/test/${adminRule.id}`, as['rules.deputy']!, { dryRun: false });
    expect(run.statusCode, run.body).toBe(403);
    expect((await api('POST', `${rules}/apply-all`, as['rules.deputy']!, { dryRun: false })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    // Nor withdraw it by deleting or deactivating the rule.
    expect((await api('DELETE', `${rules}/rules/${adminRule.id}`, as['rules.deputy']!)).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    // The dry run only reads.
    expect((await api('POST', `${rules}/test/${adminRule.id}`, as['rules.deputy']!, {})).statusCode).toBe(200);
  });

  it('admin:users cannot create or enable an account that the rules make hold more than itself', async () => {
    const boss = await employee('DL003', ids.team2!, '팀장');
    const before = await snapshot();
    const created = await api('POST', accounts, as['users.deputy']!, { mode: 'password', employeeId: boss, loginId: 'dl.boss', password: strong });
    expect(created.statusCode, created.body).toBe(403);
    expect(await snapshot()).toBe(before);
    // A disabled account linked to the same record: enabling it would give it the rule's admin role.
    const dormant = await createTestUser(t, 'dl.dormant', ['employee']);
    await t.db.execute(sql`update users set employee_id = ${boss}, is_active = false where id = ${dormant.id}`);
    const snap = await snapshot();
    const enabled = await api('PUT', `${accounts}/${dormant.id}/active`, as['users.deputy']!, { isActive: true });
    expect(enabled.statusCode, enabled.body).toBe(403);
    expect(await snapshot()).toBe(snap);
    // Nor link an account it may manage to that record.
    const linked = await api('PUT', `/api/mongo/employees/${boss}/admin`, as['users.deputy']!, { userId: ids.emp });
    expect(linked.statusCode, linked.body).toBe(403);
    expect(await snapshot()).toBe(snap);
    expect((await api('PUT', `${accounts}/${dormant.id}/active`, as.admin!, { isActive: true })).statusCode).toBe(200);
    expect(await queryRows(t.db, sql`select role from user_roles where user_id = ${dormant.id} and source = 'rule'`)).toEqual([{ role: 'admin' }]);
  });

  it('cannot run even a rule of its own level over an account that holds more', async () => {
    const res = await api('POST', `${rules}/rules`, as['rules.deputy']!, { name: '팀장 직원', role: 'employee', scopeType: 'all', conditions: { jobTitles: ['팀장'] } });
    expect(res.statusCode, res.body).toBe(201);
    // The leader is an administrator by hand now: the run would change an account above the caller.
    await api('PUT', grantsUrl(ids.leader!), as.admin!, { grants: [{ role: 'admin' }] });
    await t.db.execute(sql`delete from user_roles where user_id = ${ids.leader!} and role = 'employee'`);
    const before = await snapshot();
    expect((await api('POST', `${rules}/test/${body(res).id}`, as['rules.deputy']!, { dryRun: false })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    await api('PUT', grantsUrl(ids.leader!), as.admin!, { grants: [{ role: 'employee' }] });
    expect((await api('DELETE', `${rules}/rules/${body(res).id}`, as['rules.deputy']!)).statusCode).toBe(204);
  });

  it('cannot run a rule that would change its own grants', async () => {
    const mine = await employee('DL004', ids.team1!, '사원');
    await t.db.execute(sql`update users set employee_id = ${mine} where id = ${ids['rules.deputy']!}`);
    const res = await api('POST', `${rules}/rules`, as.admin!, { name: '사원 직원', role: 'employee', scopeType: 'all', conditions: { jobTitles: ['사원'] } });
    const before = await snapshot();
    const run = await api('POST', `${rules}/test/${body(res).id}`, as['rules.deputy']!, { dryRun: false });
    expect(run.statusCode, run.body).toBe(403);
    expect(body(run).message).toBe('본인의 역할과 권한 범위는 변경할 수 없습니다. 다른 관리자에게 요청하세요.');
    expect(await snapshot()).toBe(before);
    expect((await api('DELETE', `${rules}/rules/${body(res).id}`, as.admin!)).statusCode).toBe(204);
  });

  it("a rule applied on an employee change grants only what its author may grant at that time", async () => {
    const author = await delegate('rules.author', ['admin:role-rules', 'employees:read', 'search:use']);
    const res = await api('POST', `${rules}/rules`, as['rules.author']!, { name: '결제팀 조회', role: author, scopeType: 'all', conditions: { unitIds: [ids.team2] } });
    expect(res.statusCode, res.body).toBe(201);
    const staff = await employee('DL002', ids.team1!, '팀원');
    const user = await createTestUser(t, 'dl.staff', ['employee']);
    await t.db.execute(sql`update users set employee_id = ${staff} where id = ${user.id}`);
    // The author loses the role: its rule no longer grants it to anyone moving into 결제팀.
    await api('PUT', grantsUrl(ids['rules.author']!), as.admin!, { grants: [{ role: 'employee' }] });
    const current = body(await api('GET', `/api/mongo/employees/${staff}`, as.admin!));
    const moved = await api('PUT', `/api/mongo/employees/${staff}`, as.admin!, { version: current.version, organization: { teamId: ids.team2 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await queryRows(t.db, sql`select role from user_roles where user_id = ${user.id} and source = 'rule'`)).toEqual([]);
    expect(body(await api('POST', `${rules}/test/${body(res).id}`, as.admin!, {})).gains).toEqual([]);
    // An administrator who saves the rule again becomes its author: it grants again.
    const { id, name, role, scopeType, conditions, version } = body(res);
    expect((await api('PUT', `${rules}/rules/${id}`, as.admin!, { name, role, scopeType, conditions, version })).statusCode).toBe(200);
    expect(body(await api('POST', `${rules}/test/${id}`, as.admin!, {})).gains).toContainEqual(expect.objectContaining({ userId: user.id, role: author }));
  });
});
