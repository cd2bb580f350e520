import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantInput } from '@saram/shared/rbac/rbac.schemas';
import { buildApp } from '../../app';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { insertId, seedTwoCompanies } from '../../test/two-companies';

/** Scope enforcement: what a grant's scope lets its holder see, applied on the next request. */
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [['admin', 'admin']]);
  const { ids: seeded } = await seedTwoCompanies(t);
  Object.assign(ids, seeded);
  const employee = (no: string, name: string, corp: string, div: string, team: string) =>
    insertId(t, sql`insert into employees (employee_no, name_kor, corporation_id, division_id, team_id) values (${no}, ${name}, ${corp}, ${div}, ${team}) returning id`);
  ids.e1 = await employee('RB001', '강검색', ids.corpA, ids.divA, ids.teamA1);
  ids.e2 = await employee('RB002', '윤결제', ids.corpA, ids.divA, ids.teamA2);
  ids.e3 = await employee('RB003', '서배송', ids.corpB, ids.divB, ids.teamB1);
  for (const loginId of ['scoped', 'unlinked']) {
    ids[loginId] = (await createTestUser(t, loginId, ['employee'])).id;
    as[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  await t.db.execute(sql`update users set employee_id = ${ids.e1} where id = ${ids.scoped!}`);
});
afterAll(() => t.close());

const grant = (who: string, ...grants: GrantInput[]) => api('PUT', `/api/mongo/admin/users/${ids[who]}/grants`, as.admin!, { grants });
const hrStaff = (scopeType: GrantInput['scopeType'], ...scopeUnitIds: string[]): GrantInput => ({ role: 'hr_staff', scopeType, scopeUnitIds });

/** What the holder sees through each way of reading employees. */
async function seen(who: string) {
  const h = as[who]!;
  const list = body(await api('GET', '/api/mongo/employees/list?limit=100', h));
  const quick = body(await api('GET', '/api/employees/search?q=RB', h)).data.map((e: Json) => e.employee_number).sort();
  const global = body(await api('GET', '/api/search?q=RB&type=employee', h)).results.map((r: Json) => r.meta.employeeNo).sort();
  const all = body(await api('GET', '/api/mongo/employees/all', h)).data.length;
  const single: Record<string, number> = {};
  for (const e of ['e1', 'e2', 'e3']) single[e] = (await api('GET', `/api/mongo/employees/${ids[e]}`, h)).statusCode;
  const numbers = list.data.map((e: Json) => e.employee_number).sort();
  expect(quick).toEqual(numbers);
  expect(global).toEqual(numbers);
  expect(all).toBe(numbers.length);
  return { total: list.total, numbers, single };
}

describe('record scopes', () => {
  it('unit: the picked units and their descendants, on the next request after each change', async () => {
    expect((await grant('scoped', hrStaff('unit', ids.teamA1!))).statusCode).toBe(200);
    expect(await seen('scoped')).toEqual({ total: 1, numbers: ['RB001'], single: { e1: 200, e2: 404, e3: 404 } });
    await grant('scoped', hrStaff('unit', ids.divA!));
    expect(await seen('scoped')).toEqual({ total: 2, numbers: ['RB001', 'RB002'], single: { e1: 200, e2: 200, e3: 404 } });
    await grant('scoped', hrStaff('unit', ids.teamA2!, ids.teamB1!));
    expect((await seen('scoped')).numbers).toEqual(['RB002', 'RB003']);
  });

  it("unit with none picked: the grantee's own unit", async () => {
    await grant('scoped', hrStaff('unit'));
    expect((await seen('scoped')).numbers).toEqual(['RB001']);
  });

  it("corporation: the picked corporations, or the grantee's own", async () => {
    await grant('scoped', hrStaff('corporation', ids.corpB!));
    expect(await seen('scoped')).toEqual({ total: 1, numbers: ['RB003'], single: { e1: 404, e2: 404, e3: 200 } });
    await grant('scoped', hrStaff('corporation'));
    expect((await seen('scoped')).numbers).toEqual(['RB001', 'RB002']);
  });

  it('self: only the grantee’s own record; all: everyone', async () => {
    await grant('scoped', hrStaff('self'));
    expect(await seen('scoped')).toEqual({ total: 1, numbers: ['RB001'], single: { e1: 200, e2: 404, e3: 404 } });
    await grant('scoped', hrStaff('all'));
    expect((await seen('scoped')).total).toBe(3);
  });

  it('the union of several grants; a wide one wins', async () => {
    await grant('scoped', hrStaff('self'), { role: 'executive', scopeType: 'unit', scopeUnitIds: [ids.teamB1!] });
    expect((await seen('scoped')).numbers).toEqual(['RB001', 'RB003']);
    await grant('scoped', hrStaff('self'), { role: 'executive', scopeType: 'all', scopeUnitIds: [] });
    expect((await seen('scoped')).total).toBe(3);
  });

  it('an own scope without a linked employee sees nothing', async () => {
    for (const scopeType of ['self', 'unit', 'corporation'] as const) {
      await grant('unlinked', hrStaff(scopeType));
      expect(await seen('unlinked')).toEqual({ total: 0, numbers: [], single: { e1: 404, e2: 404, e3: 404 } });
    }
  });

  it("the organisation's member lists honour the scope too", async () => {
    await t.db.execute(sql`insert into unit_members (unit_id, employee_id) values (${ids.teamA1!}, ${ids.e1!}), (${ids.teamA2!}, ${ids.e2!}), (${ids.teamB1!}, ${ids.e3!})`);
    const members = async (unit: string) => {
      const page = body(await api('GET', `/api/mongo/organizations/${ids[unit]}/members?include_descendants=true`, as.scoped!));
      return { total: page.total, numbers: page.data.map((m: Json) => m.employeeNo).sort() };
    };
    await grant('scoped', hrStaff('unit', ids.teamA1!));
    expect(await members('divA')).toEqual({ total: 1, numbers: ['RB001'] });
    expect(await members('corpB')).toEqual({ total: 0, numbers: [] });
    await grant('scoped', hrStaff('all'));
    expect(await members('divA')).toEqual({ total: 2, numbers: ['RB001', 'RB002'] });
  });

  it('losing employees:read is a 403 on the next request', async () => {
    await grant('unlinked', { role: 'employee', scopeType: 'all', scopeUnitIds: [] });
    expect((await api('GET', '/api/mongo/employees/list', as.unlinked!)).statusCode).toBe(403);
  });
});

/**
 * The grants are cached per account (lib/auth/authenticate.ts) until the auth epoch moves: each change
 * below is made straight in the database, as another instance or a script would, and must show on
 * the very next request.
 */
describe('cached grants', () => {
  it("moving the grantee's own employee moves an own-unit scope", async () => {
    await grant('scoped', hrStaff('unit'));
    expect((await seen('scoped')).numbers).toEqual(['RB001']);
    await t.db.execute(sql`update employees set team_id = ${ids.teamA2!} where id = ${ids.e1!}`);
    expect((await seen('scoped')).numbers).toEqual(['RB001', 'RB002']);
    await t.db.execute(sql`update employees set team_id = ${ids.teamA1!} where id = ${ids.e1!}`);
    expect((await seen('scoped')).numbers).toEqual(['RB001']);
  });

  it('linking the account to another employee moves a self scope', async () => {
    await grant('scoped', hrStaff('self'));
    expect((await seen('scoped')).numbers).toEqual(['RB001']);
    await t.db.execute(sql`update users set employee_id = ${ids.e3!} where id = ${ids.scoped!}`);
    expect((await seen('scoped')).numbers).toEqual(['RB003']);
    await t.db.execute(sql`update users set employee_id = ${ids.e1!} where id = ${ids.scoped!}`);
    expect((await seen('scoped')).numbers).toEqual(['RB001']);
  });

  it('a scoped grant without employees:read (a resignation reviewer of one team) reaches that team only, not the whole company', async () => {
    const role = body(await api('POST', '/api/mongo/admin/roles', as.admin!, { label: '사직서 검토', permissions: ['resignations:request', 'resignations:read'] }));
    for (const e of ['e1', 'e3']) {
      await t.db.execute(sql`insert into resignations (employee_id, request_date, last_working_date, resignation_type, requested_by_label, status)
        values (${ids[e]!}, '2026-11-02', '2026-12-31', '자진퇴사', 'test', 'pending')`);
    }
    expect((await grant('scoped', { role: role.name, scopeType: 'unit', scopeUnitIds: [ids.teamA1!] })).statusCode).toBe(200);
    const listed = body(await api('GET', '/api/mongo/resignations?limit=100', as.scoped!));
    expect(listed.data.map((r: Json) => r.employeeId ?? r.employee_id)).toEqual([ids.e1]);
    await t.db.execute(sql`delete from resignations`);
  });

  it("a change to a role's permissions reaches every holder", async () => {
    await grant('scoped', hrStaff('all'));
    const list = () => api('GET', '/api/mongo/employees/list', as.scoped!);
    expect((await list()).statusCode).toBe(200);
    await t.db.execute(sql`delete from role_permissions where role = 'hr_staff' and permission = 'employees:read'`);
    expect((await list()).statusCode).toBe(403);
    await t.db.execute(sql`insert into role_permissions (role, permission) values ('hr_staff', 'employees:read')`);
    expect((await list()).statusCode).toBe(200);
  });

  it('another instance on the same database sees a change made through this one', async () => {
    const other = await buildApp({ database: t.database, config: t.config, secrets: t.secrets, logger: false });
    try {
      const list = (app: typeof other) => app.inject({ method: 'GET', url: '/api/mongo/employees/list?limit=100', headers: as.scoped! });
      await grant('scoped', hrStaff('all'));
      expect((await list(other)).json().total).toBe(3);
      expect((await list(t.app)).json().total).toBe(3);
      await grant('scoped', hrStaff('unit', ids.teamB1!));
      expect((await list(other)).json().total).toBe(1);
      await grant('scoped', { role: 'employee', scopeType: 'all', scopeUnitIds: [] });
      expect((await list(other)).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('employees-permissions', () => {
  it('lists employees with account, grants and permissions, filtered', async () => {
    await grant('scoped', hrStaff('unit', ids.teamA1!));
    const page = body(await api('GET', '/api/mongo/admin/employees-permissions?limit=2', as.admin!));
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2, hasNext: true });
    expect(page.data[0]).toMatchObject({
      id: ids.e1,
      name: '강검색',
      employeeNo: 'RB001',
      account: { id: ids.scoped, loginId: 'scoped', isActive: true },
      grants: [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [ids.teamA1] }],
    });
    expect(page.data[0].permissions).toContain('employees:read');
    expect(page.data[1]).toMatchObject({ employeeNo: 'RB002', account: null, grants: [], permissions: [] });
    expect(body(await api('GET', '/api/mongo/admin/employees-permissions?page=5', as.admin!))).toMatchObject({ total: 3, data: [], hasNext: false });
    const q = async (query: string) =>
      body(await api('GET', `/api/mongo/admin/employees-permissions?${query}`, as.admin!)).data.map((r: Json) => r.employeeNo);
    expect(await q('search=scoped')).toEqual(['RB001']);
    expect(await q(`search=${encodeURIComponent('서배')}`)).toEqual(['RB003']);
    expect(await q('search=RB00')).toEqual(['RB001', 'RB002', 'RB003']);
    expect(await q(`department=${ids.divA}`)).toEqual(['RB001', 'RB002']);
    expect(await q('role=hr_staff')).toEqual(['RB001']);
    expect(await q('permission=employees:write')).toEqual(['RB001']);
    expect(await q('permission=admin:rbac')).toEqual([]);
  });

  it('summary counts accounts per role and permission', async () => {
    const s = body(await api('GET', '/api/mongo/admin/employees-permissions/summary', as.admin!));
    expect(s.accounts).toBe(3);
    expect(s.roles.find((r: Json) => r.role === 'admin')).toEqual({ role: 'admin', label: '시스템 관리자', accounts: 1 });
    expect(s.roles.find((r: Json) => r.role === 'hr_staff').accounts).toBe(1);
    expect(s.permissions.find((p: Json) => p.permission === 'admin:rbac').accounts).toBe(1);
    expect(s.permissions.find((p: Json) => p.permission === 'employees:read').accounts).toBe(2);
  });
});
