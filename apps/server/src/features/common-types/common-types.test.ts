import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCommonTypes } from '@saram/shared/common-types/common-types';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { body, createTestApp, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { syncDefaultCommonTypes } from './common-types.service';

const base = '/api/mongo/common-types';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['root.admin', 'admin'],
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['emp', 'employee'],
  ]);
});
afterAll(() => t.close());

async function count(table: 'common_types' | 'audit_log', where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return row!.n;
}
const list = async (query: string, who = 'hr.staff'): Promise<Json[]> => body(await api('GET', `${base}?${query}`, as[who]!)).data;
const create = (payload: object, who = 'root.admin') => api('POST', base, as[who]!, payload);
const codeOf = async (group: string, name: string): Promise<Json> =>
  (await list(`group_type=${group}&search=${encodeURIComponent(name)}`)).find((c) => c.type_name === name);

describe('common types', () => {
  it('start with the usual values, every group, the app’s values included; seeding again changes nothing', async () => {
    const titles = await list('group_type=job_title');
    expect(titles.map((c) => c.type_name)).toEqual(defaultCommonTypes.job_title);
    expect(titles[0]).toMatchObject({ group_type: 'job_title', is_active: true, is_system: false, sort_order: 10, version: 1 });
    const status = await list('group_type=employment_status');
    expect(status.map((c) => [c.type_name, c.is_system])).toEqual([['재직', true], ['휴직', true], ['퇴직', true]]);
    expect((await list('group_type=resignation_type')).map((c) => c.type_name)).toEqual(expect.arrayContaining(['자진퇴사', '권고사직', '계약만료', '정년퇴직', '해고', '기타']));

    const before = await count('common_types');
    await syncDefaultCommonTypes(t.db, systemActor('test'));
    expect(await count('common_types')).toBe(before);
  });

  it('answer the start-up fetch with active codes only, for everyone working', async () => {
    const res = await api('GET', `${base}/active`, as.emp!);
    expect(res.statusCode).toBe(200);
    const data: Json[] = body(res).data;
    expect(data[0]).toEqual({ group_type: expect.any(String), type_name: expect.any(String), is_active: true });
    expect(data.filter((d) => d.group_type === 'employment_type').map((d) => d.type_name)).toEqual(['정규직', '계약직', '인턴', '파견']);
    expect((await api('GET', base, as.emp!)).statusCode).toBe(200);
  });

  it('filter by group, active and search', async () => {
    expect((await list('search=팀')).every((c) => c.type_name.includes('팀'))).toBe(true);
    expect((await list('search=%25')).length).toBe(0);
    expect((await list('active=false')).every((c) => !c.is_active)).toBe(true);
    const bad = await api('GET', `${base}?group_type=nope`, as['hr.staff']!);
    expect(bad.statusCode).toBe(400);
  });

  it('are added, renamed, reordered, deactivated and reactivated, each with its audit row', async () => {
    const res = await create({ group_type: 'job_title', type_name: '  그룹장 ', description: '사업 그룹 책임자' });
    expect(res.statusCode).toBe(201);
    const made = body(res);
    expect(made).toMatchObject({ type_name: '그룹장', sort_order: 80, is_active: true, description: '사업 그룹 책임자' });
    expect(await count('audit_log', sql`action = 'common_types.create' and target_id = ${made.id}`)).toBe(1);

    const renamed = await api('PUT', `${base}/${made.id}`, as['hr.manager']!, { version: 1, type_name: '그룹 리더', sort_order: 5 });
    expect(renamed.statusCode).toBe(200);
    expect(body(renamed)).toMatchObject({ type_name: '그룹 리더', sort_order: 5, version: 2 });
    expect((await list('group_type=job_title'))[0].type_name).toBe('그룹 리더');
    const stale = await api('PUT', `${base}/${made.id}`, as['root.admin']!, { version: 1, description: 'x' });
    expect(stale.statusCode).toBe(409);

    const off = await api('DELETE', `${base}/${made.id}`, as['root.admin']!);
    expect(off.statusCode).toBe(200);
    expect(body(off).is_active).toBe(false);
    const active: Json[] = body(await api('GET', `${base}/active`, as.emp!)).data;
    expect(active.some((d) => d.type_name === '그룹 리더')).toBe(false);
    const on = await api('PUT', `${base}/${made.id}`, as['root.admin']!, { version: body(off).version, is_active: true });
    expect(body(on).is_active).toBe(true);
    expect(await count('audit_log', sql`target_collection = 'common_types' and target_id = ${made.id}`)).toBe(4);

    // A deactivated default is not brought back by the start-up seeding.
    const intern = await codeOf('employment_type', '인턴');
    await api('DELETE', `${base}/${intern.id}`, as['root.admin']!);
    await syncDefaultCommonTypes(t.db, systemActor('test'));
    expect((await codeOf('employment_type', '인턴')).is_active).toBe(false);
    await api('PUT', `${base}/${intern.id}`, as['root.admin']!, { version: intern.version + 1, is_active: true });
  });

  it('refuse blank, duplicate and unknown-group codes with Korean field messages, writing nothing', async () => {
    const before = await count('common_types');
    const audits = await count('audit_log');
    const cases: [object, string, RegExp][] = [
      [{ group_type: 'job_title', type_name: '   ' }, 'type_name', /입력/],
      [{ group_type: 'job_title', type_name: '팀장' }, 'type_name', /이미 있습니다/],
      [{ group_type: 'job_grade', type_name: '사원'.toUpperCase() }, 'type_name', /이미 있습니다/],
      [{ group_type: 'visa_type', type_name: 'e-7' }, 'type_name', /이미 있습니다/],
      [{ group_type: 'nope', type_name: '무엇' }, 'group_type', /알 수 없는 코드 그룹/],
      [{ type_name: '무엇' }, 'group_type', /코드 그룹/],
      [{ group_type: 'employment_status', type_name: '정직' }, 'group_type', /고정 코드/],
      [{ group_type: 'job_title', type_name: 'x'.repeat(51) }, 'type_name', /50자/],
      [{ group_type: 'job_title', type_name: '가', isSystem: true }, '', /./],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(body(res).details.fields[field]).toMatch(message);
    }
    const title = await codeOf('job_title', '팀원');
    const dup = await api('PUT', `${base}/${title.id}`, as['root.admin']!, { version: title.version, type_name: '팀장' });
    expect(body(dup).details.fields.type_name).toMatch(/이미 있습니다/);
    const status = await codeOf('employment_status', '휴직');
    const fixed = await api('PUT', `${base}/${status.id}`, as['root.admin']!, { version: status.version, type_name: '휴업' });
    expect(body(fixed).details.fields.type_name).toMatch(/고정 코드/);
    expect((await api('DELETE', `${base}/${status.id}`, as['root.admin']!)).statusCode).toBe(409);
    expect((await api('DELETE', `${base}/${status.id}/hard`, as['root.admin']!)).statusCode).toBe(409);
    expect(await count('common_types')).toBe(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('are refused to hr_staff and employees on every write', async () => {
    const code = await codeOf('job_title', '실장');
    for (const who of ['hr.staff', 'emp']) {
      expect((await create({ group_type: 'job_title', type_name: '수석' }, who)).statusCode).toBe(403);
      expect((await api('PUT', `${base}/${code.id}`, as[who]!, { version: code.version, sort_order: 1 })).statusCode).toBe(403);
      expect((await api('DELETE', `${base}/${code.id}`, as[who]!)).statusCode).toBe(403);
      expect((await api('DELETE', `${base}/${code.id}/hard`, as[who]!)).statusCode).toBe(403);
    }
    expect((await codeOf('job_title', '실장')).version).toBe(code.version);
    expect((await api('DELETE', `${base}/00000000-0000-4000-8000-000000000000/hard`, as['root.admin']!)).statusCode).toBe(404);
  });

  it('are deleted for good only when no record holds them (409 naming the use otherwise)', async () => {
    const made = body(await create({ group_type: 'job_title', type_name: '셀장' }));
    for (const n of [1, 2]) {
      const res = await api('POST', '/api/mongo/employees', as['hr.manager']!, { personal: { nameKor: `셀장${n}` }, organization: { jobTitle: '셀장' } });
      expect(res.statusCode).toBe(201);
    }
    const used = await api('DELETE', `${base}/${made.id}/hard`, as['root.admin']!);
    expect(used.statusCode).toBe(409);
    expect(body(used).message).toContain('직원 2명의 직책으로 사용 중입니다.');
    const rename = await api('PUT', `${base}/${made.id}`, as['root.admin']!, { version: made.version, type_name: '셀 리더' });
    expect(rename.statusCode).toBe(409);
    expect(await count('common_types', sql`id = ${made.id}`)).toBe(1);

    const military = await codeOf('military_service', '미필');
    await api('POST', '/api/mongo/employees', as['hr.manager']!, { personal: { nameKor: '병역', militaryService: { type: '미필' } } });
    expect(body(await api('DELETE', `${base}/${military.id}/hard`, as['root.admin']!)).message).toContain('직원 1명의 병역 구분으로 사용 중입니다.');

    // A past employment type (입·퇴사 이력) counts too.
    const former = body(await create({ group_type: 'employment_type', type_name: '위촉' }));
    const withHistory = await api('POST', '/api/mongo/employees', as['hr.manager']!, {
      personal: { nameKor: '이력' },
      organization: { employmentType: '정규직' },
      employmentHistory: [{ startDate: '2019-01-02', endDate: '2020-12-31', type: '위촉' }],
    });
    expect(withHistory.statusCode).toBe(201);
    expect(body(await api('DELETE', `${base}/${former.id}/hard`, as['root.admin']!)).message).toContain('직원 1명의 고용형태로 사용 중입니다.');

    const unused = body(await create({ group_type: 'job_function', type_name: '인사 데이터 분석' }));
    expect((await api('DELETE', `${base}/${unused.id}/hard`, as['root.admin']!)).statusCode).toBe(204);
    expect(await count('common_types', sql`id = ${unused.id}`)).toBe(0);
    expect(await count('audit_log', sql`action = 'common_types.delete' and target_id = ${unused.id}`)).toBe(1);
  });

  it('feed the import template’s value lists', async () => {
    await create({ group_type: 'employment_type', type_name: '촉탁직' });
    const res = await api('GET', '/api/mongo/employees/import/template', as['hr.staff']!);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const guide = wb.getWorksheet('작성 안내')!;
    const lines = guide.getColumn(1).values.filter(Boolean).map(String);
    const types = (await list('group_type=employment_type&active=true')).map((c) => c.type_name);
    expect(types).toContain('촉탁직');
    expect(lines.find((l) => l.startsWith('· 고용형태'))).toBe(`· 고용형태: ${types.join(', ')}`);
    const validations = (wb.getWorksheet('직원') as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }).dataValidations.model;
    expect(Object.values(validations).map((v) => v.formulae[0])).toContain(`"${types.join(',')}"`);
  });

  it('keep the import template’s value lists whole when a code name holds a quote or a comma', async () => {
    await create({ group_type: 'employment_type', type_name: '"우수" 계약직' });
    await create({ group_type: 'job_function', type_name: '기획,전략' });
    const res = await api('GET', '/api/mongo/employees/import/template', as['hr.staff']!);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const formulae = Object.values((wb.getWorksheet('직원') as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }).dataValidations.model).map((v) => v.formulae[0]!);
    const types = (await list('group_type=employment_type&active=true')).map((c) => c.type_name);
    // Excel reads a doubled quote inside a quoted list as one quote.
    expect(formulae).toContain(`"${types.map((t) => t.replaceAll('"', '""')).join(',')}"`);
    // An inline list cannot hold a comma: that column's codes are named in the guide only.
    const functions = (await list('group_type=job_function&active=true')).map((c) => c.type_name);
    expect(formulae.some((f) => f.includes('기획'))).toBe(false);
    const guide = wb.getWorksheet('작성 안내')!.getColumn(1).values.filter(Boolean).map(String);
    expect(guide.some((l) => l.includes(functions.join(', ')))).toBe(true);
  });
});
