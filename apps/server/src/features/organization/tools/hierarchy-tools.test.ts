import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import type { TestApp } from '../../../test/app';
import { body, count, insertCorporation, insertEmployees, organizationTestApp, snapshot, type Json, type Requester } from '../test-fixtures';

const base = '/api/v1/organizational-hierarchy';
let t: TestApp;
let api: Requester;
let hr: Record<string, string>;
let emp: Record<string, string>;

beforeAll(async () => {
  const o = await organizationTestApp();
  ({ t, api } = o);
  hr = o.users['hr.manager']!.headers;
  emp = o.users.emp!.headers;
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file?: { name: string; content: string; type: string }) {
  const boundary = '----saram-test-boundary';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file) {
    parts.push(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n${file.content}\r\n`);
  }
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    headers: { ...hr, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('migrate-existing', () => {
  beforeAll(async () => {
    await insertCorporation(t, '한빛소프트');
    await insertEmployees(t, 3, { insurance_corp: '한빛소프트', division: '플랫폼사업부', headquarters: '개발본부', team: '백엔드팀' });
    await insertEmployees(t, 2, { insurance_corp: '한빛소프트', division: '플랫폼사업부', headquarters: '개발본부', team: '프론트엔드팀', part: '웹파트' });
    await insertEmployees(t, 1, { insurance_corp: ' 한빛소프트 ', division: '플랫폼사업부 ', headquarters: '경영지원본부', team: '인사팀' });
    await insertEmployees(t, 1, { insurance_corp: '한빛소프트', division: '플랫폼사업부', team: '품질팀' });
    await insertEmployees(t, 1, {});
  });

  it('a dry run reports exactly what would happen and changes nothing', async () => {
    const before = await snapshot(t);
    const res = await api('POST', `${base}/migrate-existing`, hr, {});
    expect(res.statusCode, res.body).toBe(200);
    const report = body(res);
    expect(report).toMatchObject({ dryRun: true, blocked: true, batchId: null, unitsReused: 0, membershipsCreated: 7 });
    expect(report.employees).toEqual({ total: 8, linked: 7, unchanged: 0, withoutOrganization: 1 });
    expect(report.unitsCreated.map((u: Json) => u.path).sort()).toEqual(
      [
        '한빛소프트 > 플랫폼사업부',
        '한빛소프트 > 플랫폼사업부 > 개발본부',
        '한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀',
        '한빛소프트 > 플랫폼사업부 > 개발본부 > 프론트엔드팀',
        '한빛소프트 > 플랫폼사업부 > 개발본부 > 프론트엔드팀 > 웹파트',
        '한빛소프트 > 플랫폼사업부 > 경영지원본부',
        '한빛소프트 > 플랫폼사업부 > 경영지원본부 > 인사팀',
        '한빛소프트 > 플랫폼사업부 > 품질팀',
      ].sort(),
    );
    expect(report.issues).toEqual([expect.objectContaining({ kind: 'level_gap', employees: 1, path: '한빛소프트 > 플랫폼사업부 > 품질팀' })]);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a real run with problems unless skipValidation, writing nothing', async () => {
    const before = await snapshot(t);
    const res = await api('POST', `${base}/migrate-existing`, hr, { dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(body(res).details.issues).toHaveLength(1);
    expect(await snapshot(t)).toBe(before);
    const bad = await api('POST', `${base}/migrate-existing`, hr, { dryRun: 'yes', batchSize: 0 });
    expect(Object.keys(body(bad).details.fields).sort()).toEqual(['batchSize', 'dryRun']);
  });

  it('a real run builds the units, links the employees, records a batch; a second run reuses everything', async () => {
    const res = await api('POST', `${base}/migrate-existing`, hr, { dryRun: false, skipValidation: true, batchSize: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const report = body(res);
    expect(report).toMatchObject({ dryRun: false, blocked: false, membershipsCreated: 7, batchId: expect.any(String) });
    expect(report.unitsCreated).toHaveLength(8);
    expect(await count(t, sql`select count(*)::int as n from org_units where migration_batch_id = ${report.batchId}`)).toBe(8);
    expect(await count(t, sql`select count(*)::int as n from migration_batches where kind = 'org_units_migration'`)).toBe(1);
    const [linked] = await queryRows<Json>(
      t.db,
      sql`select e.team_id, u.name as team, u.level from employees e join org_units u on u.id = e.team_id where e.team = '인사팀'`,
    );
    expect(linked).toMatchObject({ team: '인사팀', level: 3 });
    const again = body(await api('POST', `${base}/migrate-existing`, hr, { dryRun: false, skipValidation: true }));
    expect(again).toMatchObject({ unitsCreated: [], unitsReused: 8, membershipsCreated: 0 });
    expect(again.employees).toMatchObject({ linked: 0, unchanged: 7 });
  });
});

describe('statistics, validate, health, levels', () => {
  it('statistics count units, task forces and placements', async () => {
    // 재직 as the employee list counts it: people on leave (휴직) are still placed, but counted apart.
    await t.db.execute(sql`update employees set employment_status = '휴직' where id = (select id from employees where is_active order by employee_no limit 1)`);
    const stats = body(await api('GET', `${base}/statistics`, hr));
    expect(stats.units).toMatchObject({ total: 8, active: 8, inactive: 0 });
    expect(stats.byLevel.map((l: Json) => [l.level, l.total])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
      [4, 1],
    ]);
    expect(stats.employees).toEqual({ active: 7, onLeave: 1, placed: 7, unplaced: 1, concurrentPosts: 0 });
    expect(stats).toMatchObject({ corporations: 1, maxDepth: 4, taskForces: { DRAFT: 0, ACTIVE: 0 } });
  });

  it('validate reports gaps (still valid), then orphans, cycles and inactive parents', async () => {
    const ok = body(await api('GET', `${base}/validate`, hr));
    expect(ok).toMatchObject({ valid: true, counts: { levelGaps: 1, cycles: 0, orphans: 0 } });
    expect(ok.levelGaps[0]).toMatchObject({ unitName: '품질팀', message: '상위 조직(플랫폼사업부, 레벨 1)과 레벨이 2단계 떨어져 있습니다.' });

    const [dev] = await queryRows<{ id: string; parent_id: string }>(t.db, sql`select id, parent_id from org_units where name = '개발본부'`);
    const [backend] = await queryRows<{ id: string }>(t.db, sql`select id from org_units where name = '백엔드팀'`);
    await t.db.execute(sql`update org_units set is_active = false where name = '경영지원본부'`);
    await t.db.execute(sql`update org_units set parent_id = null where name = '웹파트'`);
    // A cycle written around the API: 개발본부 under its own team.
    await t.db.execute(sql`update org_units set parent_id = ${backend!.id} where id = ${dev!.id}`);
    const bad = body(await api('GET', `${base}/validate`, hr));
    expect(bad.valid).toBe(false);
    expect(bad.counts).toMatchObject({ orphans: 1, cycles: 2, inactiveParents: 1, levelViolations: 1 });
    expect(bad.cycles.map((u: Json) => u.unitName).sort()).toEqual(['개발본부', '백엔드팀']);
    const health = body(await api('GET', `${base}/health`, hr));
    expect(health.status).toBe('critical');
    expect(health.checks.find((c: Json) => c.name === 'structure')).toMatchObject({ status: 'error' });
    // The API itself never makes a cycle; restore.
    await t.db.execute(sql`update org_units set parent_id = ${dev!.parent_id} where id = ${dev!.id}`);
    await t.db.execute(sql`update org_units set is_active = true where name = '경영지원본부'`);
    const web = await queryRows<{ id: string }>(t.db, sql`select id from org_units where name = '프론트엔드팀'`);
    await t.db.execute(sql`update org_units set parent_id = ${web[0]!.id} where name = '웹파트'`);
    expect(body(await api('GET', `${base}/health`, hr)).status).toBe('warning');
  });

  it('levels/:n answers 1-5 and refuses anything else with the spec message', async () => {
    expect(body(await api('GET', `${base}/levels/3`, hr))).toMatchObject({ level: 3, unitType: 'TEAM', label: '팀', legacyTypes: ['team'], unitCount: 4 });
    expect(body(await api('GET', `${base}/levels/5`, hr))).toMatchObject({ unitType: 'TASK_FORCE', legacyTypes: [] });
    for (const n of ['0', '6', 'abc', '2.5', '-1']) {
      const res = await api('GET', `${base}/levels/${n}`, hr);
      expect({ n, status: res.statusCode, message: body(res).message }).toEqual({ n, status: 400, message: '조직 레벨은 1에서 5 사이여야 합니다.' });
    }
  });
});

describe('mappings', () => {
  it('lists, creates, updates with the version and deletes; the built-in four stay', async () => {
    const list = body(await api('GET', `${base}/mappings`, hr)).data;
    expect(list.map((m: Json) => [m.legacyType, m.level])).toEqual([
      ['division', 1],
      ['headquarters', 2],
      ['team', 3],
      ['part', 4],
    ]);
    const before = await snapshot(t);
    const taken = await api('POST', `${base}/mappings`, hr, { legacyType: 'department', level: 3, label: '부서' });
    expect(body(taken).details.fields).toEqual({ level: "레벨 3에는 이미 'team' 매핑이 있습니다." });
    const reserved = await api('POST', `${base}/mappings`, hr, { legacyType: 'insuranceCorp', level: 5, label: '법인' });
    expect(body(reserved).details.fields.legacyType).toMatch(/예약된 유형/);
    const shape = await api('POST', `${base}/mappings`, hr, { legacyType: '팀', level: 0, label: '' });
    expect(Object.keys(body(shape).details.fields).sort()).toEqual(['label', 'legacyType', 'level']);
    expect(await snapshot(t)).toBe(before);

    const created = await api('POST', `${base}/mappings`, hr, { legacyType: 'taskForce', level: 5, label: 'TF' });
    expect(created.statusCode, created.body).toBe(201);
    expect(body(created)).toMatchObject({ unitType: 'TASK_FORCE', version: 1 });
    const updated = await api('PUT', `${base}/mappings/taskForce`, hr, { version: 1, label: '태스크포스' });
    expect(body(updated)).toMatchObject({ label: '태스크포스', version: 2 });
    expect((await api('PUT', `${base}/mappings/taskForce`, hr, { version: 1, label: 'x' })).statusCode).toBe(409);
    expect(body(await api('GET', `${base}/mappings/team`, hr))).toMatchObject({ level: 3, unitCount: 4 });
    expect((await api('GET', `${base}/mappings/nothing`, hr)).statusCode).toBe(404);
    expect((await api('DELETE', `${base}/mappings/team`, hr)).statusCode).toBe(409);
    expect((await api('DELETE', `${base}/mappings/taskForce`, hr)).statusCode).toBe(204);
    expect(await count(t, sql`select count(*)::int as n from audit_log where target_collection = 'hierarchy_mappings'`)).toBe(3);
  });
});

describe('export and import', () => {
  it('exports json by default and csv with a BOM, as downloads', async () => {
    const json = await api('GET', `${base}/export`, hr);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="organizational-hierarchy-\d{8}\.json"/);
    const file = JSON.parse(json.body);
    expect(file.count).toBe(8);
    expect(file.units[0]).toMatchObject({ unitName: '플랫폼사업부', corporationName: '한빛소프트', path: '한빛소프트 > 플랫폼사업부' });
    const csv = await api('GET', `${base}/export?format=csv`, hr);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/\.csv"/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFid,code,unitName,unitType,level,parentId,parentCode,parentName,corporationId,corporationName,isActive,isTemporary,sortOrder,description,path');
    expect(csv.body).toContain('한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀');
    expect((await api('GET', `${base}/export?format=xml`, hr)).statusCode).toBe(400);
  });

  it('validateOnly reports per row and writes nothing; a bad row fails the whole import', async () => {
    const before = await snapshot(t);
    const rows = [
      { code: 'LOG', unitName: '물류사업부', unitType: 'BUSINESS_UNIT', corporationName: '한빛소프트' },
      { code: 'LOG-OPS', unitName: '운영본부', level: '2', parentCode: 'LOG' },
      { code: 'LOG-OPS-1', unitName: '배송팀', unitType: 'TEAM', parentCode: 'LOG-OPS' },
      { unitName: '', unitType: 'TEAM' },
      { unitName: '고아팀', unitType: 'TEAM', parentCode: 'NOPE' },
    ];
    const check = await api('POST', `${base}/import`, hr, { rows, validateOnly: true });
    expect(check.statusCode, check.body).toBe(200);
    expect(body(check)).toMatchObject({ validateOnly: true, imported: false, summary: { total: 5, created: 3, failed: 2 } });
    expect(body(check).rows.map((r: Json) => [r.row, r.status])).toEqual([
      [1, 'create'],
      [2, 'create'],
      [3, 'create'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(body(check).rows[4].errors).toEqual({ parentCode: '상위 조직 코드를 찾을 수 없습니다.' });
    const real = await api('POST', `${base}/import`, hr, { rows });
    expect(real.statusCode).toBe(400);
    expect(body(real).message).toBe('2개 행에 오류가 있어 아무것도 가져오지 않았습니다.');
    expect(body(real).details.fields).toMatchObject({ 'rows.4.unitName': '필수 입력 항목입니다.' });
    expect(await snapshot(t)).toBe(before);
    const ok = await api('POST', `${base}/import`, hr, { rows: rows.slice(0, 3).reverse() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok)).toMatchObject({ imported: true, summary: { created: 3 } });
    const dup = await api('POST', `${base}/import`, hr, { rows: rows.slice(0, 1) });
    expect(body(dup).details.fields['rows.1.code']).toMatch(/이미 있는 조직입니다/);
  });

  it('a multipart csv upload round-trips the export: skipDuplicates or updateExisting', async () => {
    const csv = (await api('GET', `${base}/export?format=csv`, hr)).body;
    const skip = await api('POST', `${base}/import`, hr, undefined);
    expect(skip.statusCode).toBe(400);
    const form = multipart({ skipDuplicates: 'true' }, { name: 'units.csv', content: csv, type: 'text/csv' });
    const skipped = await t.app.inject({ method: 'POST', url: `${base}/import`, headers: form.headers, payload: form.payload });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(body(skipped).summary).toMatchObject({ total: 11, skipped: 11, created: 0, failed: 0 });
    const edited = csv.replace('배송팀', '택배배송팀');
    const update = multipart({ updateExisting: 'true' }, { name: 'units.csv', content: edited, type: 'text/csv' });
    const updated = await t.app.inject({ method: 'POST', url: `${base}/import`, headers: update.headers, payload: update.payload });
    expect(body(updated).summary).toMatchObject({ updated: 11, failed: 0 });
    expect(await count(t, sql`select count(*)::int as n from org_units where name = '택배배송팀'`)).toBe(1);
    const noFile = multipart({ validateOnly: 'true' });
    const missing = await t.app.inject({ method: 'POST', url: `${base}/import`, headers: noFile.headers, payload: noFile.payload });
    expect(body(missing).details.fields).toEqual({ file: '가져올 파일을 선택해주세요.' });
    const badJson = multipart({}, { name: 'units.json', content: '{"units": [1, 2', type: 'application/json' });
    const broken = await t.app.inject({ method: 'POST', url: `${base}/import`, headers: badJson.headers, payload: badJson.payload });
    expect(broken.statusCode).toBe(400);
  });

  it('an employee may not export, import or migrate', async () => {
    expect((await api('GET', `${base}/export`, emp)).statusCode).toBe(403);
    expect((await api('GET', `${base}/statistics`, emp)).statusCode).toBe(403);
    expect((await api('POST', `${base}/import`, emp, { rows: [{}] })).statusCode).toBe(403);
    expect((await api('POST', `${base}/migrate-existing`, emp, {})).statusCode).toBe(403);
    expect((await api('POST', `${base}/mappings`, emp, {})).statusCode).toBe(403);
  });
});
