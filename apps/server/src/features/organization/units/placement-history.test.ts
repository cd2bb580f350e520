import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { body, count, insertCorporation, insertEmployees, organizationTestApp, type Json, type Requester } from '../test-fixtures';

/**
 * A unit move and a corporation rename change the records of the people placed there: each record's
 * version goes up and its change history shows the change (조직 이동 / 법인명 변경) with who and when.
 */
let t: TestApp;
let api: Requester;
let hr: Record<string, string>;
const base = '/api/v1/organizational-hierarchy';

beforeAll(async () => {
  const o = await organizationTestApp();
  t = o.t;
  api = o.api;
  hr = o.users['hr.manager']!.headers;
});
afterAll(() => t.close());

const versionOf = (id: string) => count(t, sql`select version as n from employees where id = ${id}`);
async function historyOf(id: string) {
  const res = await api('GET', `/api/mongo/employees/${id}/history`, hr);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as { action: string; actorLabel: string; at: string; changes: { field: string; before: unknown; after: unknown }[] }[];
}
async function unit(payload: Json) {
  const res = await api('POST', `${base}/units`, hr, payload);
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

describe('placement changes in the employee history', () => {
  it('a unit move and a corporation rename each bump the version and appear in the history', async () => {
    const corporationId = await insertCorporation(t, '이력테스트 주식회사');
    const bu = await unit({ unitName: '이력사업부', unitType: 'BUSINESS_UNIT', corporationId });
    const first = await unit({ unitName: '이력본부1', unitType: 'DIVISION', parentId: bu.id });
    const second = await unit({ unitName: '이력본부2', unitType: 'DIVISION', parentId: bu.id });
    const team = await unit({ unitName: '이력팀', unitType: 'TEAM', parentId: first.id });
    const [employeeId, bystander] = await insertEmployees(t, 2);
    const assigned = await api('POST', '/api/mongo/organizations/assign', hr, { organizationId: team.id, employeeIds: [employeeId] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const afterAssign = await versionOf(employeeId!);

    const moved = await api('POST', `${base}/units/${team.id}/move`, hr, { newParentId: second.id, version: team.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await versionOf(employeeId!)).toBe(afterAssign + 1);
    const [move] = await historyOf(employeeId!);
    expect(move).toMatchObject({ action: 'org_move', actorLabel: expect.stringContaining('hr.manager') });
    expect(Date.now() - Date.parse(move!.at)).toBeLessThan(60_000);
    expect(move!.changes).toContainEqual({ field: 'organization.headquarters', before: '이력본부1', after: '이력본부2' });
    expect(move!.changes).toContainEqual({ field: 'organization.headquarterId', before: first.id, after: second.id });

    const corporation = await api('GET', `/api/v1/corporate-structure/${corporationId}`, hr);
    const renamed = await api('PUT', `/api/v1/corporate-structure/${corporationId}`, hr, { name: '새이름 주식회사', version: body(corporation).version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await versionOf(employeeId!)).toBe(afterAssign + 2);
    const [rename] = await historyOf(employeeId!);
    expect(rename).toMatchObject({
      action: 'corporation_rename',
      actorLabel: expect.stringContaining('hr.manager'),
      changes: [{ field: 'organization.insuranceCorp', before: '이력테스트 주식회사', after: '새이름 주식회사' }],
    });

    // Someone placed elsewhere is untouched.
    expect(await versionOf(bystander!)).toBe(1);
    expect(await historyOf(bystander!)).toEqual([]);
  });

  it('a unit rename writes one history row per person placed in it (one statement for all)', async () => {
    const bu = await unit({ unitName: '대량사업부', unitType: 'BUSINESS_UNIT' });
    const ids = await insertEmployees(t, 30);
    const assigned = await api('POST', '/api/mongo/organizations/assign', hr, { organizationId: bu.id, employeeIds: ids });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const res = await api('PUT', `${base}/units/${bu.id}`, hr, { unitName: '대량사업부2', version: bu.version });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await count(
      t,
      sql`select count(*)::int as n from audit_log where action = 'org_move' and target_collection = 'employees'
        and after->>'organization.division' = '대량사업부2'`,
    );
    expect(rows).toBe(ids.length);
  });
});
