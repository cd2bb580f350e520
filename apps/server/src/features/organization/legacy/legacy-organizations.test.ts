import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import type { TestApp } from '../../../test/app';
import { body, count, insertCorporation, insertEmployees, organizationTestApp, snapshot, type Json, type Requester } from '../test-fixtures';

const base = '/api/mongo/organizations';
let t: TestApp;
let api: Requester;
let hr: Record<string, string>;
let emp: Record<string, string>;
let corp: string;
const made: Record<string, Json> = {};

beforeAll(async () => {
  const o = await organizationTestApp();
  ({ t, api } = o);
  hr = o.users['hr.manager']!.headers;
  emp = o.users.emp!.headers;
  corp = await insertCorporation(t, '한빛제약');
});
afterAll(() => t.close());

async function create(name: string, type: string, parentId: string | null) {
  const res = await api('POST', base, hr, { name, type, parentId });
  expect(res.statusCode, res.body).toBe(201);
  made[name] = body(res);
  return made[name];
}

describe('mongo/organizations: a view of the unit tree', () => {
  it('creates by legacy type; a top unit hangs under its corporation', async () => {
    const division = await create('의약사업부', 'division', corp);
    expect(division).toMatchObject({ _id: division.id, type: 'division', level: 1, parentId: corp, corporationId: corp, unitType: 'BUSINESS_UNIT', isActive: true });
    const hq = await create('연구개발본부', 'headquarters', division.id);
    expect(hq).toMatchObject({ type: 'headquarters', level: 2, parentId: division.id, corporationId: corp });
    await create('신약연구팀', 'team', hq.id);
    await create('임상파트', 'part', made['신약연구팀'].id);
    // The same rows through v1.
    const unit = body(await api('GET', `/api/v1/organizational-hierarchy/units/${hq.id}`, hr));
    expect(unit).toMatchObject({ unitName: '연구개발본부', unitType: 'DIVISION', level: 2, parentId: division.id });
  });

  it('refuses bad input in Korean with the legacy field names, writing nothing', async () => {
    const before = await snapshot(t);
    const cases: [object, Record<string, string>][] = [
      [{ name: '', type: 'team' }, { name: '필수 입력 항목입니다.' }],
      [{ name: '법인', type: 'insuranceCorp' }, { type: '법인(insuranceCorp)은 법인 관리(v1/corporate-structure)에서 등록·수정합니다.' }],
      [{ name: '부서', type: 'department' }, { type: '알 수 없는 조직 유형입니다: department' }],
      [{ name: '사업부', type: 'division', parentId: made['신약연구팀'].id }, { parentId: '상위 조직(신약연구팀)의 레벨(3)보다 큰 레벨이어야 합니다.' }],
      [{ name: '연구개발본부', type: 'headquarters', parentId: made['의약사업부'].id }, { name: '같은 상위 조직 아래에 같은 이름의 조직이 이미 있습니다.' }],
      [{ name: '팀', type: 'team', parentId: '00000000-0000-4000-8000-000000000000' }, { parentId: '상위 조직을 찾을 수 없습니다.' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await api('POST', base, hr, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(body(res).details.fields).toEqual(fields);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('lists with page/pageSize and filters, corporations included as insuranceCorp', async () => {
    const all = body(await api('GET', `${base}?pageSize=2`, hr));
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 2, hasNext: true });
    expect(all.data[0]).toMatchObject({ id: corp, type: 'insuranceCorp', level: 0, name: '한빛제약', parentId: null });
    expect(body(await api('GET', `${base}?type=team`, hr)).data.map((o: Json) => o.name)).toEqual(['신약연구팀']);
    expect(body(await api('GET', `${base}?parentId=${corp}`, hr)).data.map((o: Json) => o.name)).toEqual(['의약사업부']);
    expect(body(await api('GET', `${base}?name=${encodeURIComponent('연구')}&isActive=true`, hr)).total).toBe(2);
    expect(body(await api('GET', `${base}?page=3&pageSize=2`, hr))).toMatchObject({ page: 3, hasNext: false, data: [expect.any(Object)] });
    expect(body(await api('GET', '/api/organizations?type=part', hr)).data[0].name).toBe('임상파트');
    expect((await api('GET', `${base}?pageSize=0`, hr)).statusCode).toBe(400);
  });

  it('gets one and the tree (corporation → division → headquarters → team → part)', async () => {
    expect(body(await api('GET', `${base}/${made['신약연구팀'].id}`, hr))).toMatchObject({ name: '신약연구팀', type: 'team' });
    expect(body(await api('GET', `${base}/${corp}`, hr))).toMatchObject({ type: 'insuranceCorp' });
    expect((await api('GET', `${base}/00000000-0000-4000-8000-000000000000`, hr)).statusCode).toBe(404);
    const tree = body(await api('GET', `${base}/tree`, hr)).data;
    expect(tree).toHaveLength(1);
    const chain: string[] = [];
    for (let node = tree[0]; node; node = node.children[0]) chain.push(`${node.type}:${node.name}`);
    expect(chain).toEqual(['insuranceCorp:한빛제약', 'division:의약사업부', 'headquarters:연구개발본부', 'team:신약연구팀', 'part:임상파트']);
  });

  it('updates with the version (rename, retype, reparent); corporations are read-only here', async () => {
    const team = made['신약연구팀'];
    const renamed = await api('PUT', `${base}/${team.id}`, hr, { version: team.version, name: '신약개발팀' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(body(renamed)).toMatchObject({ name: '신약개발팀', version: team.version + 1 });
    expect((await api('PUT', `${base}/${team.id}`, hr, { version: team.version, name: '다시' })).statusCode).toBe(409);
    const retype = await api('PUT', `${base}/${team.id}`, hr, { version: team.version + 1, type: 'part' });
    expect(body(retype).details.fields).toEqual({ type: '하위 조직의 레벨(4)보다 작은 레벨이어야 합니다.' });
    const corpEdit = await api('PUT', `${base}/${corp}`, hr, { version: 1, name: '바꾼 이름' });
    expect(corpEdit.statusCode).toBe(400);
    const moved = await api('PUT', `${base}/${made['연구개발본부'].id}`, hr, { version: made['연구개발본부'].version, parentId: corp });
    expect(body(moved)).toMatchObject({ parentId: corp, level: 2 });
  });

  it('assigns, lists members (with descendants), unassigns; employee fields follow', async () => {
    const [a, b, c] = await insertEmployees(t, 3);
    const part = made['임상파트'];
    const res = await api('POST', `${base}/assign`, hr, { organizationId: part.id, employeeIds: [a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ organizationId: part.id, employeeIds: [a, b], changed: 2 });
    const [row] = await queryRows<Json>(t.db, sql`select insurance_corp, division, headquarters, team, part, part_id, team_id from employees where id = ${a}`);
    expect(row).toMatchObject({ insurance_corp: '한빛제약', division: null, headquarters: '연구개발본부', team: '신약개발팀', part: '임상파트', part_id: part.id });
    const legacy = await api('POST', '/api/organizations/assign', hr, { organization_id: made['연구개발본부'].id, employee_ids: [c] });
    expect(body(legacy).changed).toBe(1);

    const direct = body(await api('GET', `${base}/${made['연구개발본부'].id}/members`, hr));
    expect(direct.data.map((m: Json) => m.employeeId)).toEqual([c]);
    const deep = body(await api('GET', `${base}/${made['연구개발본부'].id}/members?include_descendants=true`, hr));
    expect(deep.total).toBe(3);
    expect(deep.data[0]).toMatchObject({ _id: c, organizationName: '연구개발본부', isPrimary: true });
    expect(body(await api('GET', `${base}/${corp}/members?include_descendants=true`, hr)).total).toBe(3);

    const before = await snapshot(t);
    const bad = await api('POST', '/api/organizations/assign', hr, { organization_id: part.id, employee_ids: [a, '00000000-0000-4000-8000-000000000000'] });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields).toEqual({ 'employee_ids.1': '존재하지 않는 직원입니다.' });
    const toCorp = await api('POST', `${base}/assign`, hr, { organizationId: corp, employeeIds: [a] });
    expect(body(toCorp).details.fields.organizationId).toMatch(/법인에는 직원을 직접 배치할 수 없습니다/);
    expect(await snapshot(t)).toBe(before);

    const out = await api('POST', `${base}/unassign`, hr, { organizationId: part.id, employeeIds: [b] });
    expect(body(out).changed).toBe(1);
    const [cleared] = await queryRows<Json>(t.db, sql`select team, part, part_id, insurance_corp from employees where id = ${b}`);
    expect(cleared).toEqual({ team: null, part: null, part_id: null, insurance_corp: '한빛제약' });
    expect(await count(t, sql`select count(*)::int as n from audit_log where action in ('organizations.assign', 'organizations.unassign')`)).toBe(3);
  });

  it('sync-members recomputes primary posts from the employee id fields (dry run changes nothing)', async () => {
    const [d] = await insertEmployees(t, 1);
    await t.db.execute(sql`update employees set team_id = ${made['신약연구팀'].id} where id = ${d}`);
    const before = await snapshot(t);
    const dry = body(await api('POST', `${base}/sync-members`, hr, { dryRun: true }));
    expect(dry).toMatchObject({ dryRun: true, created: 1, removed: 0 });
    expect(await snapshot(t)).toBe(before);
    const real = await api('POST', `${base}/sync-members`, hr);
    expect(body(real)).toMatchObject({ dryRun: false, created: 1, removed: 0, unchanged: 2 });
    expect(await count(t, sql`select count(*)::int as n from unit_members where employee_id = ${d} and is_primary`)).toBe(1);
  });

  it('delete is refused while children or members remain, with a clear message', async () => {
    const before = await snapshot(t);
    const withChildren = await api('DELETE', `${base}/${made['신약연구팀'].id}`, hr);
    expect(withChildren.statusCode).toBe(409);
    expect(body(withChildren).message).toBe('하위 조직이 1개 있어 삭제할 수 없습니다. 하위 조직을 먼저 옮기거나 삭제해주세요.');
    const withMembers = await api('DELETE', `${base}/${made['임상파트'].id}`, hr);
    expect(withMembers.statusCode).toBe(409);
    expect(body(withMembers).message).toBe('소속 직원이 1명 있어 삭제할 수 없습니다. 직원을 먼저 다른 조직으로 배치해주세요.');
    expect(await snapshot(t)).toBe(before);
    const spare = await create('폐지예정팀', 'team', made['연구개발본부'].id);
    expect((await api('DELETE', `${base}/${spare.id}`, hr)).statusCode).toBe(204);
    expect((await api('DELETE', `${base}/${corp}`, hr)).statusCode).toBe(400);
  });

  it('history comes from the audit log (page 1, limit 20 by default) and covers every change', async () => {
    const page = body(await api('GET', `${base}/history`, hr));
    expect(page).toMatchObject({ page: 1, limit: 20 });
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.data.every((e: Json) => e.targetCollection === 'organizations')).toBe(true);
    const deletes = body(await api('GET', `${base}/history?action=organizations.delete&limit=5`, hr));
    expect(deletes.data).toHaveLength(1);
    expect(deletes.data[0].before).toMatchObject({ unitName: '폐지예정팀' });
    const legacy = body(await api('GET', `/api/organizations/history?target_id=${made['신약연구팀'].id}`, hr));
    expect(legacy.data.map((e: Json) => e.action).sort()).toEqual(['organizations.create', 'organizations.update']);
    const other = await api('GET', `${base}/history?target_collection=users`, hr);
    expect(other.statusCode).toBe(400);
  });

  it('an employee gets 403 on reads and writes', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/tree`],
      ['GET', `${base}/history`],
      ['GET', '/api/organizations'],
      ['POST', `${base}/assign`],
      ['POST', '/api/organizations/assign'],
      ['POST', `${base}/sync-members`],
    ] as const) {
      expect({ url, status: (await api(method, url, emp, method === 'POST' ? {} : undefined)).statusCode }).toEqual({ url, status: 403 });
    }
  });
});
