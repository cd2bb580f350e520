import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';
import { seedDefaultUiItems } from './ui-items.service';

let t: TestApp;
let hr: string;
let staff: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'hr.lead', ['hr_manager']);
  await createTestUser(t, 'hr.staff', ['hr_staff']);
  await createTestUser(t, 'worker', ['employee']);
  hr = (await login(t, 'hr.lead')).token.access_token;
  staff = (await login(t, 'hr.staff')).token.access_token;
  employee = (await login(t, 'worker')).token.access_token;
});
afterAll(() => t.close());

const base = '/api/mongo/checklist/templates';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(token) });
const count = async (table: string) => (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

const contract = { id: 'contract', sectionId: 'docs', title: '근로계약서 서명', description: '', required: true, verification: { method: 'sign_off', by: 'role', role: 'hr_staff' }, order: 1 };
const account = { id: 'account', sectionId: 'docs', title: '급여 계좌 등록', description: '', required: true, verification: { method: 'automatic', source: 'bank_account' }, order: 2 };
const badge = { id: 'badge', sectionId: null, title: '사원증 발급', description: '', required: false, verification: { method: 'document' }, order: 3 };
const sections = [{ id: 'docs', title: '서류', order: 1 }];

async function create(name: string, items: object[] = [contract, account]) {
  const res = await call(hr, 'POST', base, { name, description: '신규 입사자', sections, items, change_summary: '최초' });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('checklist templates', () => {
  it('create, get, list by feature and id; hr_staff may write, an employee may not even read', async () => {
    const created = await create('사무직');
    expect(created).toMatchObject({ feature_id: 'onboarding', name: '사무직', version: 1, change_summary: '최초', created_by: 'hr.lead (hr.lead)', deleted_at: null });
    expect(created.items.map((i: { id: string }) => i.id)).toEqual(['contract', 'account']);
    expect((await call(hr, 'GET', `${base}/${created.id}`)).json()).toEqual(created);
    expect((await call(staff, 'GET', `${base}?feature_id=onboarding`)).json().data.map((x: { name: string }) => x.name)).toContain('사무직');
    expect((await call(hr, 'GET', `${base}?template_id=${created.id}`)).json().data).toHaveLength(1);
    expect((await call(hr, 'GET', `${base}?feature_id=other`)).json().data).toEqual([]);
    expect((await call(staff, 'POST', base, { name: '인사팀 작성', items: [badge] })).statusCode).toBe(201);

    expect((await call(employee, 'GET', base)).statusCode).toBe(403);
    expect((await call(employee, 'POST', base, { name: 'x' })).statusCode).toBe(403);
    expect((await call(employee, 'PATCH', `${base}/${created.id}`, { version: 1, name: 'x' })).statusCode).toBe(403);
    expect((await call(employee, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(403);
    expect((await call(employee, 'GET', `${base}/${created.id}/export`)).statusCode).toBe(403);
    expect((await call(employee, 'GET', '/api/mongo/ui-items')).statusCode).toBe(403);
    const audit = await queryRows(t.db, sql`select 1 from audit_log where action = 'checklist_templates.create' and target_id = ${created.id}`);
    expect(audit).toHaveLength(1);
  });

  it('refuses bad input with Korean field errors and writes nothing', async () => {
    await create('중복 검사');
    const before = [await count('checklist_templates'), await count('checklist_template_versions'), await count('audit_log')];
    const cases: [object, string, RegExp][] = [
      [{ name: '' }, 'name', /필수/],
      [{ name: '중복 검사' }, 'name', /같은 이름/],
      [{ name: '중복 검사 ' }, 'name', /같은 이름/],
      [{ name: 'a', items: [{ ...badge, title: '' }] }, 'items.0.title', /필수/],
      [{ name: 'a', items: [badge, { ...badge, order: 4 }] }, 'items.1.id', /중복/],
      [{ name: 'a', items: [{ ...badge, verification: { method: 'fax' } }] }, 'items.0.verification.method', /확인 방법/],
      [{ name: 'a', items: [{ ...badge, verification: { method: 'sign_off', by: 'role' } }] }, 'items.0.verification.role', /역할/],
      [{ name: 'a', items: [{ ...badge, verification: { method: 'automatic', source: 'horoscope' } }] }, 'items.0.verification.source', /자동 확인/],
      [{ name: 'a', items: [{ ...badge, sectionId: 'nowhere' }] }, 'items.0.sectionId', /구역/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(hr, 'POST', base, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields[field], JSON.stringify(res.json().details)).toMatch(message);
    }
    expect([await count('checklist_templates'), await count('checklist_template_versions'), await count('audit_log')]).toEqual(before);
  });

  it('refuses bad PUT, PATCH and item input the same way, still at the same version', async () => {
    const created = await create('수정 검사');
    await create('다른 템플릿');
    const before = [await count('checklist_template_versions'), await count('audit_log')];
    const url = `${base}/${created.id}`;
    const cases: [Method, string, object, string, RegExp][] = [
      ['PUT', url, { version: 1, name: '다른 템플릿', items: [] }, 'name', /같은 이름/],
      ['PUT', url, { version: 1, name: 'x', items: [badge, badge] }, 'items.1.id', /중복/],
      ['PUT', url, { name: 'x', items: [] }, 'version', /필수/],
      ['PATCH', url, { version: 1, name: '' }, 'name', /필수/],
      ['PATCH', url, { version: 1, remove_item_ids: ['nothing'] }, 'remove_item_ids.0', /없는 항목/],
      ['PATCH', url, { version: 1, items: [badge, { ...badge, id: 'b2', sectionId: 'gone' }] }, 'items.1.sectionId', /구역/],
      ['POST', `${url}/items`, { version: 1, item: { ...badge, title: ' ' } }, 'item.title', /필수/],
      ['POST', `${url}/items`, { version: 1, item: { ...badge, sectionId: 'gone' } }, 'item.sectionId', /구역/],
    ];
    for (const [method, target, payload, field, message] of cases) {
      const res = await call(hr, method, target, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields[field], JSON.stringify(res.json().details)).toMatch(message);
    }
    expect([await count('checklist_template_versions'), await count('audit_log')]).toEqual(before);
    expect((await call(hr, 'GET', url)).json().version).toBe(1);
  });

  it('every save writes a new version, stale versions get 409, and old versions are never rewritten', async () => {
    const created = await create('개발직');
    const [v1Before] = await queryRows(t.db, sql`select * from checklist_template_versions where template_id = ${created.id} and version = 1`);

    const put = await call(hr, 'PUT', `${base}/${created.id}`, { version: 1, name: '개발직', description: '개발', sections, items: [contract, badge], change_summary: '계좌 항목 삭제' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ version: 2, change_summary: '계좌 항목 삭제', description: '개발' });

    const stale = await call(hr, 'PATCH', `${base}/${created.id}`, { version: 1, name: '개발직 (구)' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('v2');

    const patch = await call(hr, 'PATCH', `${base}/${created.id}`, { version: 2, items: [{ ...badge, required: true, title: '사원증·출입카드 발급' }], change_summary: '사원증 필수' });
    expect(patch.json()).toMatchObject({ version: 3, name: '개발직', description: '개발' });
    expect(patch.json().items).toHaveLength(2);

    const added = await call(hr, 'POST', `${base}/${created.id}/items`, { version: 3, item: account });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ version: 4, change_summary: '항목 추가: 급여 계좌 등록' });
    expect((await call(hr, 'POST', `${base}/${created.id}/items`, { version: 4, item: account })).json().details.fields['item.id']).toMatch(/이미/);

    const removed = await call(hr, 'DELETE', `${base}/${created.id}/items/badge?version=4`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ version: 5, change_summary: '항목 삭제: 사원증·출입카드 발급' });
    expect((await call(hr, 'DELETE', `${base}/${created.id}/items/badge?version=4`)).statusCode).toBe(409);
    expect((await call(hr, 'DELETE', `${base}/${created.id}/items/nothing?version=5`)).statusCode).toBe(404);

    const [v1After] = await queryRows(t.db, sql`select * from checklist_template_versions where template_id = ${created.id} and version = 1`);
    expect(v1After).toEqual(v1Before);
    const versions = await call(staff, 'GET', `${base}/versions?name=${encodeURIComponent('개발직')}`);
    expect(versions.json()).toMatchObject({ total: 5, page: 1, limit: 10, hasNext: false });
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
    const page2 = (await call(hr, 'GET', `${base}/versions?name=${encodeURIComponent('개발직')}&page=2&limit=2`)).json();
    expect(page2).toMatchObject({ total: 5, page: 2, limit: 2, hasNext: true });
    expect(page2.data.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    const audits = await queryRows<{ action: string }>(t.db, sql`select action from audit_log where target_id = ${created.id} order by id`);
    expect(audits.map((a) => a.action)).toEqual([
      'checklist_templates.create',
      'checklist_templates.put',
      'checklist_templates.patch',
      'checklist_templates.item_create',
      'checklist_templates.item_delete',
    ]);
  });

  it('compares two versions item by item, field by field', async () => {
    const created = await create('비교', [contract, account, badge]);
    const changedContract = { ...contract, title: '근로계약서 전자서명', verification: { method: 'sign_off', by: 'manager' } };
    const training = { id: 'training', sectionId: null, title: '직무 교육 이수', description: '', required: true, verification: { method: 'document' }, order: 4 };
    await call(hr, 'PUT', `${base}/${created.id}`, { version: 1, name: '비교', sections, items: [changedContract, { ...badge, order: 2 }, training] });
    const res = await call(hr, 'GET', `${base}/compare?name=${encodeURIComponent('비교')}&v1=1&v2=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: '비교',
      v1: 1,
      v2: 2,
      added: [training],
      removed: [account],
      changed: [
        { itemId: 'contract', field: 'title', before: '근로계약서 서명', after: '근로계약서 전자서명' },
        { itemId: 'contract', field: 'verification', before: { method: 'sign_off', by: 'role', role: 'hr_staff' }, after: { method: 'sign_off', by: 'manager' } },
        { itemId: 'badge', field: 'order', before: 3, after: 2 },
      ],
    });
    const missing = await call(hr, 'GET', `${base}/compare?name=${encodeURIComponent('비교')}&v1=1&v2=9`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields.v2).toMatch(/버전 9/);
    expect((await call(hr, 'GET', `${base}/compare?name=nothing&v1=1&v2=2`)).statusCode).toBe(404);
  });

  it('restoring a version makes a new version with its content', async () => {
    const created = await create('복원', [contract]);
    await call(hr, 'PATCH', `${base}/${created.id}`, { version: 1, name: '복원', description: '바뀜', items: [badge], remove_item_ids: ['contract'] });
    const res = await call(staff, 'POST', `${base}/restore-version`, { template_name: '복원', version: 1, change_summary: '처음으로' });
    expect(res.statusCode).toBe(201);
    // The template's creator stays; who saved the current version is updated_by.
    expect(res.json()).toMatchObject({ created_by: 'hr.lead (hr.lead)', updated_by: 'hr.staff (hr.staff)' });
    expect(res.json()).toMatchObject({ id: created.id, version: 3, change_summary: '처음으로', description: '신규 입사자', items: created.items, sections: created.sections });
    const diff = (await call(hr, 'GET', `${base}/compare?name=${encodeURIComponent('복원')}&v1=1&v2=3`)).json();
    expect(diff).toMatchObject({ added: [], removed: [], changed: [] });
    expect((await call(hr, 'POST', `${base}/restore-version`, { template_name: '복원', version: 7 })).statusCode).toBe(400);
    expect((await call(employee, 'POST', `${base}/restore-version`, { template_name: '복원', version: 1 })).statusCode).toBe(403);
  });

  it('exports one template or all as JSON and as Excel with Korean headers', async () => {
    const created = await create('내보내기', [contract, account]);
    const json = await call(staff, 'GET', `${base}/${created.id}/export`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename=".*\.json"; filename\*=UTF-8''checklist-template-/);
    expect(JSON.parse(json.body).templates).toEqual([created]);

    const xlsx = await call(hr, 'GET', `${base}/${created.id}/export?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const ws = wb.getWorksheet('체크리스트 항목')!;
    expect(ws.getRow(1).values).toEqual([undefined, '템플릿', '버전', '구역', '순서', '항목 ID', '항목명', '설명', '필수', '확인 방법', '확인자·출처']);
    expect(ws.getRow(2).values).toEqual([undefined, '내보내기', 1, '서류', 1, 'contract', '근로계약서 서명', '', '예', '확인 서명', '역할: hr_staff']);
    expect(ws.getRow(3).values).toEqual([undefined, '내보내기', 1, '서류', 2, 'account', '급여 계좌 등록', '', '예', '자동 확인', '급여 계좌 등록']);

    const all = JSON.parse((await call(hr, 'GET', `${base}/export-all`)).body).templates;
    expect(all.map((x: { name: string }) => x.name)).toContain('내보내기');
    const allXlsx = await call(hr, 'GET', `${base}/export-all?format=xlsx`);
    expect(allXlsx.statusCode).toBe(200);
    expect((await call(hr, 'GET', `${base}/export-all?format=pdf`)).statusCode).toBe(400);
  });

  it('deletes softly: gone from the list, shown with show_deleted, its name free again', async () => {
    const created = await create('삭제');
    expect((await call(hr, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    expect((await call(hr, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(409);
    const live = (await call(hr, 'GET', base)).json().data.map((x: { id: string }) => x.id);
    expect(live).not.toContain(created.id);
    const all = (await call(hr, 'GET', `${base}?show_deleted=true`)).json().data;
    expect(all.find((x: { id: string }) => x.id === created.id).deleted_at).not.toBeNull();
    expect((await call(hr, 'PATCH', `${base}/${created.id}`, { version: 1, name: 'x' })).statusCode).toBe(404);
    expect((await count('checklist_template_versions')) > 0).toBe(true);
    await create('삭제');
  });
});

describe('UI items palette', () => {
  const ui = '/api/mongo/ui-items';
  it('is seeded once with the Korean defaults', async () => {
    await seedDefaultUiItems(t.db, systemActor('test'));
    await seedDefaultUiItems(t.db, systemActor('test'));
    const list = (await call(staff, 'GET', `${ui}?limit=100`)).json();
    expect(list.total).toBe(10);
    expect(list.data.map((i: { label: string }) => i.label)).toEqual(
      expect.arrayContaining(['근로계약서 서명', '보안서약서 제출', '급여 계좌 등록', '사원증 발급', '시스템 계정 발급', '비상연락처 등록', '직무 교육 이수', '수습 평가 면담']),
    );
    expect((await call(hr, 'GET', `${ui}/categories`)).json().data).toEqual(['서류', '지급·발급', '교육', '수습']);
    expect((await call(hr, 'GET', `${ui}/types`)).json().data).toEqual([
      { type: 'document', label: '서류 제출' },
      { type: 'sign_off', label: '확인 서명' },
      { type: 'automatic', label: '자동 확인' },
    ]);
  });

  it('create, filter, update, delete; bad input 400 with nothing written; employee 403', async () => {
    const res = await call(staff, 'POST', ui, { category: '교육', type: 'document', label: '안전 교육', sort_order: 5 });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ category: '교육', type: 'document', label: '안전 교육', is_active: true, default_config: {} });

    const before = [await count('ui_items'), await count('audit_log')];
    const dup = await call(hr, 'POST', ui, { category: '교육', type: 'document', label: '안전 교육' });
    expect(dup.json().details.fields.label).toMatch(/이미/);
    const badType = await call(hr, 'POST', ui, { category: '교육', type: 'magic', label: 'x' });
    expect(badType.json().details.fields.type).toMatch(/유형/);
    expect((await call(hr, 'POST', ui, { category: '', type: 'document', label: 'x' })).json().details.fields.category).toMatch(/필수/);
    expect([await count('ui_items'), await count('audit_log')]).toEqual(before);

    const off = await call(hr, 'PUT', `${ui}/${item.id}`, { is_active: false, label: '산업안전 교육' });
    expect(off.json()).toMatchObject({ is_active: false, label: '산업안전 교육', category: '교육' });
    const education = (await call(hr, 'GET', `${ui}?category=${encodeURIComponent('교육')}`)).json().data.map((i: { label: string }) => i.label);
    expect(education).toEqual(['산업안전 교육', '직무 교육 이수']);
    const active = (await call(hr, 'GET', `${ui}?category=${encodeURIComponent('교육')}&active_only=true`)).json().data;
    expect(active.map((i: { label: string }) => i.label)).toEqual(['직무 교육 이수']);
    expect((await call(hr, 'GET', `${ui}?type=automatic`)).json().total).toBe(3);
    const paged = (await call(hr, 'GET', `${ui}?page=2&limit=3`)).json();
    expect(paged).toMatchObject({ total: 11, page: 2, limit: 3, hasNext: true });

    expect((await call(employee, 'PUT', `${ui}/${item.id}`, { label: 'x' })).statusCode).toBe(403);
    expect((await call(employee, 'DELETE', `${ui}/${item.id}`)).statusCode).toBe(403);
    expect((await call(hr, 'DELETE', `${ui}/${item.id}`)).statusCode).toBe(204);
    expect((await call(hr, 'DELETE', `${ui}/${item.id}`)).statusCode).toBe(404);
    const audits = await queryRows<{ action: string }>(t.db, sql`select action from audit_log where target_id = ${item.id} order by id`);
    expect(audits.map((a) => a.action)).toEqual(['ui_items.create', 'ui_items.update', 'ui_items.delete']);
  });
});
