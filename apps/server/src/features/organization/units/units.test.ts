import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { body, count, insertCorporation, insertEmployees, organizationTestApp, snapshot, type Json, type Requester } from '../test-fixtures';

const base = '/api/v1/organizational-hierarchy';
let t: TestApp;
let api: Requester;
let hr: Record<string, string>;
let emp: Record<string, string>;
let exec: Record<string, string>;
let corp: string;

beforeAll(async () => {
  const o = await organizationTestApp();
  t = o.t;
  api = o.api;
  hr = o.users['hr.manager']!.headers;
  emp = o.users.emp!.headers;
  exec = o.users.exec!.headers;
  corp = await insertCorporation(t, '한빛소프트');
});
afterAll(() => t.close());

const create = async (payload: object) => {
  const res = await api('POST', `${base}/units`, hr, payload);
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
};

describe('units CRUD', () => {
  let bu: Json;
  let div: Json;
  let team: Json;

  it('creates a tree: level from unitType, corporation inherited, audit written', async () => {
    bu = await create({ unitName: '플랫폼사업부', unitType: 'BUSINESS_UNIT', corporationId: corp, code: 'PLT' });
    expect(bu).toMatchObject({ unitName: '플랫폼사업부', level: 1, unitType: 'BUSINESS_UNIT', corporationId: corp, version: 1, _id: bu.id });
    div = await create({ unitName: '개발본부', level: 2, parentId: bu.id });
    expect(div).toMatchObject({ unitType: 'DIVISION', parentId: bu.id, corporationId: corp });
    team = await create({ unitName: '백엔드팀', unitType: 'TEAM', parentId: div.id });
    expect(await count(t, sql`select count(*)::int as n from audit_log where target_collection = 'organizations' and action = 'organizations.create'`)).toBe(3);
  });

  it('refuses bad input in Korean and writes nothing', async () => {
    const before = await snapshot(t);
    const cases: [object, Record<string, string>][] = [
      [{ unitName: '', unitType: 'TEAM' }, { unitName: '필수 입력 항목입니다.' }],
      [{ unitName: '팀', level: 9 }, { level: '조직 레벨은 1에서 5 사이여야 합니다.' }],
      [{ unitName: '팀' }, { unitType: '조직 유형(unitType) 또는 레벨(level)을 입력해주세요.' }],
      [{ unitName: '팀', unitType: 'TEAM', level: 2 }, { level: '팀의 레벨은 3입니다.' }],
      [{ unitName: '하위', unitType: 'BUSINESS_UNIT', parentId: team.id }, { parentId: '상위 조직(백엔드팀)의 레벨(3)보다 큰 레벨이어야 합니다.' }],
      [{ unitName: '백엔드팀', unitType: 'TEAM', parentId: div.id }, { unitName: '같은 상위 조직 아래에 같은 이름의 조직이 이미 있습니다.' }],
      [{ unitName: '새팀', unitType: 'TEAM', parentId: div.id, code: 'PLT' }, { code: '이미 사용 중인 조직 코드입니다.' }],
      [{ unitName: 'TF', unitType: 'TASK_FORCE', parentId: div.id }, { unitType: '태스크포스는 tf/ API로 관리합니다.' }],
      [{ unitName: '팀', unitType: 'TEAM', parentId: '00000000-0000-4000-8000-000000000000' }, { parentId: '상위 조직을 찾을 수 없습니다.' }],
      [{ unitName: '팀', unitType: 'TEAM', parentId: div.id, corporationId: '00000000-0000-4000-8000-000000000000' }, { corporationId: '상위 조직과 같은 법인이어야 합니다.' }],
      [{ unitName: '팀', unitType: 'TEAM', hack: true }, { '': '허용되지 않는 항목입니다: hack' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await api('POST', `${base}/units`, hr, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      const got = body(res).details.fields;
      for (const [k, v] of Object.entries(fields)) expect(Object.values(k ? { [k]: got[k] } : got)).toContain(v);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('lists with filters and pages', async () => {
    const all = body(await api('GET', `${base}/units?limit=2`, hr));
    expect(all).toMatchObject({ total: 3, page: 1, limit: 2, hasNext: true });
    expect(body(await api('GET', `${base}/units?level=2`, hr)).data.map((u: Json) => u.unitName)).toEqual(['개발본부']);
    expect(body(await api('GET', `${base}/units?unitType=TEAM&isActive=true`, hr)).total).toBe(1);
    expect(body(await api('GET', `${base}/units?parentId=${bu.id}`, hr)).data[0].id).toBe(div.id);
    expect(body(await api('GET', `${base}/units?search=${encodeURIComponent('백엔드')}`, hr)).total).toBe(1);
    expect(body(await api('GET', `${base}/units?search=plt`, hr)).total).toBe(1);
    expect(body(await api('GET', `${base}/units?isTemporary=true`, hr)).total).toBe(0);
    const bad = await api('GET', `${base}/units?level=7&isActive=maybe`, hr);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).details.fields).sort()).toEqual(['isActive', 'level']);
  });

  it('gets a unit with parent, corporation, children and headcount', async () => {
    const res = body(await api('GET', `${base}/units/${div.id}`, exec));
    expect(res).toMatchObject({ unitName: '개발본부', parentName: '플랫폼사업부', corporationName: '한빛소프트', childCount: 1, headcount: 0 });
    expect((await api('GET', `${base}/units/00000000-0000-4000-8000-000000000000`, hr)).statusCode).toBe(404);
  });

  it('updates with the version; a stale version gets 409 and changes nothing', async () => {
    const ok = await api('PUT', `${base}/units/${team.id}`, hr, { version: 1, unitName: '서버개발팀', description: '백엔드 API' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok)).toMatchObject({ unitName: '서버개발팀', version: 2 });
    const before = await snapshot(t);
    const stale = await api('PUT', `${base}/units/${team.id}`, hr, { version: 1, unitName: '다른팀' });
    expect(stale.statusCode).toBe(409);
    const noVersion = await api('PUT', `${base}/units/${team.id}`, hr, { unitName: '다른팀' });
    expect(body(noVersion).details.fields).toEqual({ version: '필수 입력 항목입니다.' });
    const levelUp = await api('PUT', `${base}/units/${div.id}`, hr, { version: 1, unitType: 'PART' });
    expect(body(levelUp).details.fields.level).toBe('하위 조직의 레벨(3)보다 작은 레벨이어야 합니다.');
    expect(await snapshot(t)).toBe(before);
    team = body(ok);
  });

  it('sets and clears the unit leader (조직장); an unknown employee is refused', async () => {
    const [leader] = await insertEmployees(t, 1);
    const bad = await api('PUT', `${base}/units/${team.id}`, hr, { version: team.version, leaderId: '00000000-0000-4000-8000-000000000000' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields).toEqual({ leaderId: '조직장으로 지정할 직원을 찾을 수 없습니다.' });
    const set = await api('PUT', `${base}/units/${team.id}`, hr, { version: team.version, leaderId: leader });
    expect(set.statusCode, set.body).toBe(200);
    expect(body(set)).toMatchObject({ leaderId: leader, version: team.version + 1 });
    const detail = body(await api('GET', `${base}/units/${team.id}`, exec));
    expect(detail).toMatchObject({ leaderId: leader, leaderName: expect.stringMatching(/^직원/) });
    const cleared = body(await api('PUT', `${base}/units/${team.id}`, hr, { version: team.version + 1, leaderId: null }));
    expect(cleared.leaderId).toBeNull();
    team = cleared;
  });

  it('moves a unit; refuses cycles and level violations', async () => {
    const other = await create({ unitName: '경영지원본부', unitType: 'DIVISION', parentId: bu.id });
    const moved = await api('POST', `${base}/units/${team.id}/move`, hr, { newParentId: other.id, version: team.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body(moved)).toMatchObject({ parentId: other.id, version: team.version + 1 });
    team = body(moved);
    const before = await snapshot(t);
    const cycle = await api('POST', `${base}/units/${bu.id}/move`, hr, { newParentId: team.id, version: bu.version });
    expect(cycle.statusCode).toBe(400);
    expect(body(cycle).details.fields.newParentId).toBe('자기 자신이나 하위 조직 아래로 옮길 수 없습니다.');
    const self = await api('POST', `${base}/units/${div.id}/move`, hr, { newParentId: div.id, version: 1 });
    expect(body(self).details.fields.newParentId).toBe('자기 자신이나 하위 조직 아래로 옮길 수 없습니다.');
    const level = await api('POST', `${base}/units/${other.id}/move`, hr, { newParentId: div.id, version: other.version });
    expect(body(level).details.fields.newParentId).toBe('상위 조직(개발본부)의 레벨(2)보다 큰 레벨이어야 합니다.');
    const stale = await api('POST', `${base}/units/${team.id}/move`, hr, { newParentId: div.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await snapshot(t)).toBe(before);
    expect(await count(t, sql`select count(*)::int as n from audit_log where action = 'organizations.move'`)).toBe(1);
  });

  it('a move to another corporation carries the whole subtree along', async () => {
    const corp2 = await insertCorporation(t, '한빛물류');
    const top = await create({ unitName: '물류사업부', unitType: 'BUSINESS_UNIT', corporationId: corp2 });
    const res = await api('POST', `${base}/units/${div.id}/move`, hr, { newParentId: top.id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(t, sql`select count(*)::int as n from org_units where corporation_id = ${corp2}`)).toBe(2);
    const back = await api('POST', `${base}/units/${div.id}/move`, hr, { newParentId: bu.id, version: 2 });
    expect(back.statusCode, back.body).toBe(200);
    div = body(back);
  });

  it('path, children and ancestors', async () => {
    const path = body(await api('GET', `${base}/units/${team.id}/path`, hr));
    expect(path.path).toBe('플랫폼사업부 > 경영지원본부 > 서버개발팀');
    expect(path.data.map((u: Json) => u.level)).toEqual([1, 2, 3]);
    expect(body(await api('GET', `${base}/units/${team.id}/ancestors`, hr)).data.map((u: Json) => u.unitName)).toEqual(['플랫폼사업부', '경영지원본부']);
    expect(body(await api('GET', `${base}/units/${bu.id}/children`, hr)).data.map((u: Json) => u.unitName)).toEqual(['개발본부', '경영지원본부']);
    expect((await api('GET', `${base}/units/00000000-0000-4000-8000-000000000000/path`, hr)).statusCode).toBe(404);
  });

  it('tree with headcount counts primary posts of the unit and below, once', async () => {
    const [a, b, c] = await insertEmployees(t, 3);
    await api('POST', '/api/mongo/organizations/assign', hr, { organizationId: team.id, employeeIds: [a, b] });
    await api('POST', '/api/mongo/organizations/assign', hr, { organizationId: div.id, employeeIds: [c] });
    // A concurrent post in the same subtree is not counted twice.
    await t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${div.id}, ${a}, false)`);
    const res = body(await api('GET', `${base}/tree?includeHeadcount=true`, hr));
    const root = res.data.find((n: Json) => n.id === bu.id);
    expect(root).toMatchObject({ headcount: 3, directHeadcount: 0 });
    expect(root.children.map((n: Json) => [n.unitName, n.headcount, n.directHeadcount])).toEqual([
      ['개발본부', 1, 1],
      ['경영지원본부', 2, 0],
    ]);
    const shallow = body(await api('GET', `${base}/tree?rootId=${bu.id}&maxDepth=1`, hr));
    expect(shallow.data).toHaveLength(1);
    expect(shallow.data[0].children.every((n: Json) => n.children.length === 0 && n.headcount === undefined)).toBe(true);
    const analysis = body(await api('GET', `${base}/analysis/headcount?rootId=${bu.id}`, hr));
    expect(analysis).toMatchObject({ total: 3, concurrent: 1 });
    expect(analysis.byLevel.map((l: Json) => [l.level, l.units, l.headcount])).toEqual([
      [1, 1, 0],
      [2, 2, 1],
      [3, 1, 2],
    ]);
    expect(body(await api('GET', `${base}/units/${bu.id}`, hr)).headcount).toBe(3);
  });

  it('the tree answer is cached per tree version: a change shows at once; ETag and gzip', async () => {
    const url = `${base}/tree?includeHeadcount=true&rootId=${bu.id}`;
    const first = await api('GET', url, hr);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"org-tree-/);
    expect((await api('GET', url, { ...hr, 'if-none-match': etag })).statusCode).toBe(304);
    const [d] = await insertEmployees(t, 1);
    await api('POST', '/api/mongo/organizations/assign', hr, { organizationId: div.id, employeeIds: [d] });
    const after = await api('GET', url, { ...hr, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(body(after).data[0].headcount).toBe(body(first).data[0].headcount + 1);
    const zipped = await api('GET', url, { ...hr, 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(body(after));
    await api('POST', '/api/mongo/organizations/unassign', hr, { organizationId: div.id, employeeIds: [d] });
    expect(body(await api('GET', url, hr)).data[0].headcount).toBe(body(first).data[0].headcount);
  });

  it('tree hides inactive branches unless asked', async () => {
    const off = await create({ unitName: '폐지본부', unitType: 'DIVISION', parentId: bu.id, isActive: false });
    await create({ unitName: '폐지팀', unitType: 'TEAM', parentId: off.id });
    const names = (tree: Json[]): string[] => tree.flatMap((n) => [n.unitName, ...names(n.children)]);
    expect(names(body(await api('GET', `${base}/tree`, hr)).data)).not.toContain('폐지팀');
    expect(names(body(await api('GET', `${base}/tree?includeInactive=true`, hr)).data)).toContain('폐지팀');
  });

  it('delete is refused with children or members, then works', async () => {
    const withChildren = await api('DELETE', `${base}/units/${bu.id}`, hr);
    expect(withChildren.statusCode).toBe(409);
    expect(body(withChildren).message).toMatch(/하위 조직이 \d+개 있어 삭제할 수 없습니다/);
    const withMembers = await api('DELETE', `${base}/units/${team.id}`, hr);
    expect(withMembers.statusCode).toBe(409);
    expect(body(withMembers).message).toBe('소속 직원이 2명 있어 삭제할 수 없습니다. 직원을 먼저 다른 조직으로 배치해주세요.');
    const empty = await create({ unitName: '임시팀', unitType: 'TEAM', parentId: div.id });
    expect((await api('DELETE', `${base}/units/${empty.id}`, hr)).statusCode).toBe(204);
    expect(await count(t, sql`select count(*)::int as n from audit_log where action = 'organizations.delete' and target_id = ${empty.id}`)).toBe(1);
  });
});

describe('bulk operations are all-or-nothing', () => {
  let parent: Json;
  beforeAll(async () => {
    parent = await create({ unitName: '바이오사업부', unitType: 'BUSINESS_UNIT', corporationId: corp });
  });

  it('creates many in one transaction', async () => {
    const res = await api('POST', `${base}/units/bulk`, hr, {
      units: [
        { unitName: '연구본부', unitType: 'DIVISION', parentId: parent.id },
        { unitName: '생산본부', unitType: 'DIVISION', parentId: parent.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res).count).toBe(2);
  });

  it('one bad row: 400 with per-row details, nothing written', async () => {
    const before = await snapshot(t);
    const res = await api('POST', `${base}/units/bulk`, hr, {
      units: [
        { unitName: '품질본부', unitType: 'DIVISION', parentId: parent.id },
        { unitName: '연구본부', unitType: 'DIVISION', parentId: parent.id },
        { unitName: '영업본부', unitType: 'DIVISION', parentId: parent.id },
        { unitName: '영업본부', unitType: 'DIVISION', parentId: parent.id },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('2개 행에 오류가 있어 아무것도 저장하지 않았습니다.');
    expect(body(res).details.fields).toEqual({
      'units.1.unitName': '같은 상위 조직 아래에 같은 이름의 조직이 이미 있습니다.',
      'units.3.unitName': '같은 상위 조직 아래에 같은 이름의 조직이 이미 있습니다.',
    });
    expect(body(res).details.rows.map((r: Json) => r.index)).toEqual([1, 3]);
    const shape = await api('POST', `${base}/units/bulk`, hr, { units: [{ unitName: '가' , unitType: 'TEAM' }, { unitType: 'TEAM' }] });
    expect(body(shape).details.fields).toEqual({ 'units.1.unitName': '필수 입력 항목입니다.' });
    expect(await snapshot(t)).toBe(before);
  });

  it('updates and deletes in bulk, all or nothing', async () => {
    const kids = body(await api('GET', `${base}/units?parentId=${parent.id}`, hr)).data;
    const before = await snapshot(t);
    const stale = await api('PUT', `${base}/units/bulk`, hr, {
      units: [
        { id: kids[0].id, version: kids[0].version, sortOrder: 1 },
        { id: kids[1].id, version: 99, sortOrder: 2 },
      ],
    });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(body(stale).details.fields)).toEqual(['units.1']);
    expect(await snapshot(t)).toBe(before);
    const ok = await api('PUT', `${base}/units/bulk`, hr, {
      units: kids.map((k: Json, i: number) => ({ id: k.id, version: k.version, sortOrder: 10 + i })),
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const team = await create({ unitName: '분석팀', unitType: 'TEAM', parentId: kids[0].id });
    const refused = await api('DELETE', `${base}/units/bulk`, hr, { ids: [kids[1].id, parent.id] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(body(refused).details.fields)).toEqual(['ids.1']);
    const all = await api('DELETE', `${base}/units/bulk`, hr, { ids: [parent.id, kids[0].id, kids[1].id, team.id] });
    expect(all.statusCode, all.body).toBe(200);
    expect(await count(t, sql`select count(*)::int as n from org_units where id = ${parent.id}`)).toBe(0);
  });
});

describe('units permissions', () => {
  it('an employee may neither read nor write; an executive may read only; no token is 401', async () => {
    expect((await api('GET', `${base}/units`, emp)).statusCode).toBe(403);
    expect((await api('GET', `${base}/tree`, emp)).statusCode).toBe(403);
    expect((await api('POST', `${base}/units`, emp, { unitName: '가', unitType: 'TEAM' })).statusCode).toBe(403);
    expect((await api('GET', `${base}/units`, exec)).statusCode).toBe(200);
    expect((await api('POST', `${base}/units`, exec, { unitName: '가', unitType: 'TEAM' })).statusCode).toBe(403);
    expect((await api('DELETE', `${base}/units/bulk`, exec, { ids: [corp] })).statusCode).toBe(403);
    expect((await api('GET', `${base}/units`, {})).statusCode).toBe(401);
  });
});
