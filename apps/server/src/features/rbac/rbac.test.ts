import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';

const roles = '/api/mongo/admin/roles';
const grantsUrl = (id: string) => `/api/mongo/admin/users/${id}/grants`;
const employeesPermissions = '/api/mongo/admin/employees-permissions';

let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

async function rows<T>(query: ReturnType<typeof sql>) {
  return queryRows<T>(t.db, query);
}
async function count(table: string, where = sql`true`) {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return row!.n;
}
async function insertId(query: ReturnType<typeof sql>) {
  const [row] = await rows<{ id: string }>(query);
  return row!.id;
}
/** A fingerprint of what this feature writes, to prove a refused call wrote nothing. */
async function snapshot() {
  const [row] = await rows(sql`select (select count(*) from roles)::int as roles, (select count(*) from role_permissions)::int as perms,
    (select count(*) from user_roles)::int as grants, (select string_agg(user_id || role || scope_type || coalesce(array_to_string(scope_unit_ids, ','), ''), ';' order by user_id, role) from user_roles) as detail,
    (select string_agg(name || label || description, ';' order by name) from roles) as labels,
    (select count(*) from audit_log)::int as audits`);
  return JSON.stringify(row);
}

/** Two corporations; A has division A with teams A1, A2; B has division B with team B1; one employee per team. */
async function seedCompany() {
  ids.corpA = await insertId(sql`insert into corporations (name, corporate_type) values ('한빛', 'OPERATING') returning id`);
  ids.corpB = await insertId(sql`insert into corporations (name, corporate_type) values ('누리', 'OPERATING') returning id`);
  const unit = (name: string, level: number, type: string, parent: string | null, corp: string) =>
    insertId(sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values (${name}, ${level}, ${type}, ${parent}, ${corp}) returning id`);
  ids.divA = await unit('플랫폼본부', 2, 'DIVISION', null, ids.corpA);
  ids.teamA1 = await unit('검색팀', 3, 'TEAM', ids.divA, ids.corpA);
  ids.teamA2 = await unit('결제팀', 3, 'TEAM', ids.divA, ids.corpA);
  ids.divB = await unit('물류본부', 2, 'DIVISION', null, ids.corpB);
  ids.teamB1 = await unit('배송팀', 3, 'TEAM', ids.divB, ids.corpB);
  const employee = (no: string, name: string, corp: string, div: string, divName: string, team: string, teamName: string) =>
    insertId(sql`insert into employees (employee_no, name_kor, corporation_id, division_id, division, team_id, team, job_title)
      values (${no}, ${name}, ${corp}, ${div}, ${divName}, ${team}, ${teamName}, '매니저') returning id`);
  ids.e1 = await employee('RB001', '강검색', ids.corpA, ids.divA, '플랫폼본부', ids.teamA1, '검색팀');
  ids.e2 = await employee('RB002', '윤결제', ids.corpA, ids.divA, '플랫폼본부', ids.teamA2, '결제팀');
  ids.e3 = await employee('RB003', '서배송', ids.corpB, ids.divB, '물류본부', ids.teamB1, '배송팀');
}

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
  ]);
  await seedCompany();
  const scoped = await createTestUser(t, 'scoped', ['employee']);
  ids.scoped = scoped.id;
  await t.db.execute(sql`update users set employee_id = ${ids.e1} where id = ${scoped.id}`);
  as.scoped = bearer((await login(t, 'scoped')).token.access_token);
  ids.unlinked = (await createTestUser(t, 'unlinked', ['employee'])).id;
  as.unlinked = bearer((await login(t, 'unlinked')).token.access_token);
  ids.admin = (await rows<{ id: string }>(sql`select id from users where login_id = 'admin'`))[0]!.id;
});
afterAll(() => t.close());

describe('access', () => {
  it('refuses every call to hr_staff and employee', async () => {
    const calls: [Parameters<Requester>[0], string, unknown?][] = [
      ['GET', roles],
      ['POST', roles, { label: '임시', permissions: [] }],
      ['PUT', `${roles}/hr_staff`, { label: '임시' }],
      ['PUT', `${roles}/hr_staff/permissions`, { permissions: [] }],
      ['DELETE', `${roles}/hr_staff`],
      ['GET', grantsUrl(ids.scoped!)],
      ['PUT', grantsUrl(ids.scoped!), { grants: [] }],
      ['GET', employeesPermissions],
      ['GET', `${employeesPermissions}/summary`],
    ];
    const before = await snapshot();
    for (const who of ['hr.staff', 'emp']) {
      for (const [method, url, payload] of calls) expect((await api(method, url, as[who]!, payload)).statusCode, `${who} ${method} ${url}`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('roles', () => {
  it('lists the default roles with their permissions and holders', async () => {
    const list = body(await api('GET', roles, as.admin!)).data;
    const staff = list.find((r: Json) => r.name === 'hr_staff');
    expect(staff).toMatchObject({ label: '인사 담당자', isSystem: true, accountCount: 1 });
    expect(staff.permissions).toContain('employees:read');
    expect(list.find((r: Json) => r.name === 'employee').accountCount).toBe(3);
  });

  it('create, rename, change permissions and delete a custom role, each audited', async () => {
    const created = await api('POST', roles, as.admin!, { label: '급여 담당', description: '급여 업무', permissions: ['employees:read', 'employees:salary:view'] });
    expect(created.statusCode, created.body).toBe(201);
    const role = body(created);
    expect(role).toMatchObject({ label: '급여 담당', isSystem: false, accountCount: 0, permissions: ['employees:read', 'employees:salary:view'] });
    expect(role.name).toMatch(/^custom_[0-9a-f]{8}$/);

    const renamed = body(await api('PUT', `${roles}/${role.name}`, as.admin!, { label: '급여 관리자', description: '' }));
    expect(renamed).toMatchObject({ label: '급여 관리자', description: '' });
    const changed = body(await api('PUT', `${roles}/${role.name}/permissions`, as.admin!, { permissions: ['employees:read'] }));
    expect(changed.permissions).toEqual(['employees:read']);
    expect((await api('DELETE', `${roles}/${role.name}`, as.admin!)).statusCode).toBe(204);
    expect(await count('roles', sql`name = ${role.name}`)).toBe(0);
    const actions = await rows<{ action: string }>(sql`select action from audit_log where target_id = ${role.name} order by id`);
    expect(actions.map((a) => a.action)).toEqual(['roles.create', 'roles.update', 'roles.permissions', 'roles.delete']);
  });

  it('refuses bad input in Korean and writes nothing', async () => {
    const before = await snapshot();
    const bad = await api('POST', roles, as.admin!, { label: ' ', permissions: ['employees:fly'] });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields).toMatchObject({ label: '역할 이름을 입력하세요.', 'permissions.0': '알 수 없는 권한입니다.' });
    const clash = await api('POST', roles, as.admin!, { label: '인사 담당자' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).details.fields.label).toBe('같은 이름의 역할이 이미 있습니다.');
    expect((await api('PUT', `${roles}/custom_nothere`, as.admin!, { label: '없음' })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('keeps the default roles fixed', async () => {
    const before = await snapshot();
    const perms = await api('PUT', `${roles}/hr_staff/permissions`, as.admin!, { permissions: ['employees:read'] });
    expect(perms.statusCode).toBe(409);
    expect(body(perms).message).toContain('기본 역할');
    expect((await api('PUT', `${roles}/hr_staff`, as.admin!, { label: '인사' })).statusCode).toBe(409);
    expect((await api('DELETE', `${roles}/employee`, as.admin!)).statusCode).toBe(409);
    expect(await snapshot()).toBe(before);
  });

  it('deletes a role only when no account holds it', async () => {
    const role = body(await api('POST', roles, as.admin!, { label: '삭제 시험', permissions: [] }));
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'employee' }, { role: role.name }] });
    const refused = await api('DELETE', `${roles}/${role.name}`, as.admin!);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe("'삭제 시험' 역할을 가진 계정이 1개 있어 삭제할 수 없습니다. 먼저 권한을 회수하세요.");
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'employee' }] });
    expect((await api('DELETE', `${roles}/${role.name}`, as.admin!)).statusCode).toBe(204);
  });

  it("applies a role's permission change on the holder's next request", async () => {
    const role = body(await api('POST', roles, as.admin!, { label: '조회 시험', permissions: ['search:use'] }));
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'employee' }, { role: role.name }] });
    expect((await api('GET', '/api/mongo/employees/list', as.unlinked!)).statusCode).toBe(403);
    await api('PUT', `${roles}/${role.name}/permissions`, as.admin!, { permissions: ['employees:read'] });
    expect((await api('GET', '/api/mongo/employees/list', as.unlinked!)).statusCode).toBe(200);
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'employee' }] });
    expect((await api('GET', '/api/mongo/employees/list', as.unlinked!)).statusCode).toBe(403);
  });
});

describe('grants per account', () => {
  it('reads and replaces manual grants, auditing each add, change and removal', async () => {
    const read = body(await api('GET', grantsUrl(ids.scoped!), as.admin!));
    expect(read).toMatchObject({ loginId: 'scoped', employeeId: ids.e1, grants: [{ role: 'employee', scopeType: 'all', source: 'manual' }] });
    const auditsBefore = await count('audit_log', sql`target_id = ${ids.scoped!}`);
    const put = await api('PUT', grantsUrl(ids.scoped!), as.admin!, {
      grants: [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.teamA1] }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(body(put).grants).toMatchObject([{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.teamA1], source: 'manual' }]);
    await api('PUT', grantsUrl(ids.scoped!), as.admin!, { grants: [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.divA] }] });
    const audits = await rows<{ action: string; before: Json; after: Json }>(
      sql`select action, before, after from audit_log where target_id = ${ids.scoped!} order by id offset ${auditsBefore}`,
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['grants.add', 'grants.change', 'grants.remove']);
    const change = audits.find((a) => a.action === 'grants.change')!;
    expect(change.before.scopeUnitIds).toEqual([ids.teamA1]);
    expect(change.after.scopeUnitIds).toEqual([ids.divA]);
  });

  it('keeps the order the grants were saved in; a move alone changes no rights and writes no audit row', async () => {
    const roles = async () => body(await api('GET', grantsUrl(ids.unlinked!), as.admin!)).grants.map((g: Json) => g.role);
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'hr_staff' }, { role: 'employee' }, { role: 'evaluator' }] });
    expect(await roles()).toEqual(['hr_staff', 'employee', 'evaluator']);
    const auditsBefore = await count('audit_log', sql`target_id = ${ids.unlinked!}`);
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'evaluator' }, { role: 'hr_staff' }, { role: 'employee' }] });
    expect(await roles()).toEqual(['evaluator', 'hr_staff', 'employee']);
    expect(await count('audit_log', sql`target_id = ${ids.unlinked!}`)).toBe(auditsBefore);
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'employee' }] });
  });

  it('refuses unknown roles, units and corporations with Korean field messages, writing nothing', async () => {
    const before = await snapshot();
    const bad = await api('PUT', grantsUrl(ids.scoped!), as.admin!, {
      grants: [
        { role: 'ghost' },
        { role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.corpA] },
        { role: 'executive', scopeType: 'corporation', scopeUnitIds: [ids.teamA1] },
        { role: 'hr_staff' },
        { role: 'employee', scopeType: 'planet' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields).toMatchObject({ 'grants.4.scopeType': '범위는 전체, 법인 지정, 조직 지정, 본인만 중 하나입니다.' });
    const bad2 = await api('PUT', grantsUrl(ids.scoped!), as.admin!, {
      grants: [{ role: 'ghost' }, { role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.corpA] }, { role: 'executive', scopeType: 'corporation', scopeUnitIds: [ids.teamA1] }, { role: 'hr_staff' }],
    });
    expect(bad2.statusCode).toBe(400);
    expect(body(bad2).details.fields).toEqual({
      'grants.0.role': '존재하지 않는 역할입니다.',
      'grants.1.scopeUnitIds': '존재하지 않는 조직이 있습니다.',
      'grants.2.scopeUnitIds': '존재하지 않는 법인이 있습니다.',
      'grants.3.role': '같은 역할을 두 번 부여할 수 없습니다.',
    });
    expect((await api('PUT', grantsUrl('00000000-0000-4000-8000-000000000000'), as.admin!, { grants: [] })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('shows rule grants but does not let the screen change them', async () => {
    await t.db.execute(sql`insert into user_roles (user_id, role, source) values (${ids.unlinked!}, 'executive', 'rule')`);
    const read = body(await api('GET', grantsUrl(ids.unlinked!), as.admin!));
    expect(read.grants.map((g: Json) => `${g.role}:${g.source}`)).toEqual(['employee:manual', 'executive:rule']);
    const refused = await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'executive' }] });
    expect(body(refused).details.fields['grants.0.role']).toContain('규칙');
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [] });
    expect(body(await api('GET', grantsUrl(ids.unlinked!), as.admin!)).grants.map((g: Json) => g.role)).toEqual(['executive']);
    await t.db.execute(sql`delete from user_roles where user_id = ${ids.unlinked!} and role = 'executive'`);
    await api('PUT', grantsUrl(ids.unlinked!), as.admin!, { grants: [{ role: 'employee' }] });
  });

  it('does not let an administrator change their own grants', async () => {
    const before = await snapshot();
    const res = await api('PUT', grantsUrl(ids.admin!), as.admin!, { grants: [{ role: 'hr_manager' }] });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('본인의 역할과 권한 범위는 변경할 수 없습니다. 다른 관리자에게 요청하세요.');
    expect(await snapshot()).toBe(before);
    expect((await api('GET', roles, as.admin!)).statusCode).toBe(200);
  });

  it('an administrator holding admin:rbac only through a custom role cannot change that role', async () => {
    const role = body(await api('POST', roles, as.admin!, { label: '권한 관리 위임', permissions: ['admin:rbac'] }));
    const delegate = await createTestUser(t, 'delegate', []);
    await api('PUT', grantsUrl(delegate.id), as.admin!, { grants: [{ role: role.name }] });
    const h = bearer((await login(t, 'delegate')).token.access_token);
    const before = await snapshot();
    const res = await api('PUT', `${roles}/${role.name}/permissions`, h, { permissions: ['search:use'] });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('본인이 가진 역할은 변경할 수 없습니다. 다른 관리자에게 요청하세요.');
    expect(await snapshot()).toBe(before);
    expect((await api('PUT', `${roles}/${role.name}/permissions`, as.admin!, { permissions: ['search:use'] })).statusCode).toBe(200);
    expect((await api('GET', roles, h)).statusCode).toBe(403);
  });

  it('approving an access request with an unknown role is a Korean 400', async () => {
    const filed = body(await t.app.inject({ method: 'POST', url: '/api/access-requests', payload: { name: '신청자', email: 'req@hanbit.co.kr' } }));
    const res = await api('PUT', `/api/mongo/admin/access-requests/${filed.id}/approve`, as.admin!, { loginId: 'req.user', roles: ['ghost'] });
    expect(res.statusCode).toBe(400);
    expect(body(res).details.fields.roles).toBe('존재하지 않는 역할입니다: ghost');
    expect(await count('users', sql`login_id = 'req.user'`)).toBe(0);
  });

  it('nobody hands out a role wider than their own permissions: accounts, access requests, rules, grants', async () => {
    const role = body(await api('POST', roles, as.admin!, { label: '계정 위임', permissions: ['admin:users', 'admin:role-rules', 'admin:rbac', 'employees:read'] }));
    const deputy = await createTestUser(t, 'deputy', []);
    await api('PUT', grantsUrl(deputy.id), as.admin!, { grants: [{ role: role.name }] });
    const h = bearer((await login(t, 'deputy')).token.access_token);
    const filed = body(await t.app.inject({ method: 'POST', url: '/api/access-requests', payload: { name: '위임 신청', email: 'deputy.req@hanbit.co.kr' } }));
    const before = await snapshot();
    const users = await count('users');

    const approve = await api('PUT', `/api/mongo/admin/access-requests/${filed.id}/approve`, h, { loginId: 'deputy.req', roles: ['admin'] });
    expect(approve.statusCode).toBe(403);
    expect(body(approve).message).toBe('본인이 가진 권한보다 넓은 역할은 부여할 수 없습니다: 시스템 관리자');
    const rule = await api('POST', '/api/mongo/role-assignment/rules', h, { name: '전원 관리자', role: 'admin', scopeType: 'all', conditions: { corporationIds: [ids.corpA] } });
    expect(rule.statusCode).toBe(403);
    expect((await api('PUT', grantsUrl(deputy.id), h, { grants: [{ role: role.name }, { role: 'hr_manager' }] })).statusCode).toBe(403);
    expect(await count('users')).toBe(users);
    expect(await count('role_assignment_rules')).toBe(0);
    expect(await snapshot()).toBe(before);

    // What they hold themselves they may hand out.
    expect((await api('PUT', `/api/mongo/admin/access-requests/${filed.id}/approve`, h, { loginId: 'deputy.req', roles: [role.name] })).statusCode).toBe(200);
  });
});
