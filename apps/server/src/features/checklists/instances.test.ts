import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { addMonths } from '../../lib/seoul-time';
import { startOnboarding } from './instances.service';
import { chooseTemplate, moveInstance, newHiresOf } from './checklists.service';
import { body, bearer, createTestUser, login, type Json } from '../../test/app';
import { checklistWorld, daysAgo, instanceBase, items, templateBase, type ChecklistWorld } from '../../test/checklist-fixtures';

let w: ChecklistWorld;
let templates: Record<'all' | 'soft' | 'contract' | 'softContract', Json>;

beforeAll(async () => {
  w = await checklistWorld();
  templates = {
    all: await w.template('공통'),
    soft: await w.template('한빛소프트', { corporationIds: [w.corp.soft] }),
    contract: await w.template('계약직', { employmentTypes: ['계약직'] }),
    softContract: await w.template('소프트 계약직', { corporationIds: [w.corp.soft], employmentTypes: ['계약직'] }),
  };
});
afterAll(() => w.t.close());

const hr = () => w.as['hr.manager']!;
const patch = (url: string, payload: object) => w.t.app.inject({ method: 'PATCH', url, headers: hr(), payload });

describe('registration starts onboarding by the assignment rules', () => {
  it('picks the most specific template, and none for someone hired two years ago', async () => {
    const cases: [object, keyof typeof templates][] = [
      [{ work_form: '계약직', team_id: w.units.backend }, 'softContract'],
      [{ work_form: '계약직', team_id: w.units.sales }, 'contract'],
      [{ work_form: '정규직', team_id: w.units.frontend }, 'soft'],
      [{ work_form: '정규직', team_id: w.units.sales }, 'all'],
    ];
    for (const [over, expected] of cases) {
      const e = await w.hire(over);
      const live = await w.liveOf(e._id);
      expect(live, JSON.stringify(over)).toMatchObject({ template_id: templates[expected].id, template_name: templates[expected].name, status: 'in_progress', template_version: 1 });
      expect(await w.count('audit_log', sql`action = 'checklist_instances.create' and target_id = ${live.id}`)).toBe(1);
    }
    const veteran = await w.hire({ hire_date: daysAgo(730) });
    expect(await w.liveOf(veteran._id)).toBeUndefined();
    const future = await w.hire({ hire_date: daysAgo(-14) });
    expect((await w.liveOf(future._id)).template_id).toBe(templates.soft.id);
  });

  it('starts none for someone who already has a live one of the feature', async () => {
    const e = await w.hire({ team_id: w.units.sales });
    const live = await w.liveOf(e._id);
    expect(await w.t.db.transaction((tx) => startOnboarding(tx, systemActor(), [e._id]))).toEqual([]);
    expect(await w.count('checklist_instances', sql`employee_id = ${e._id}`)).toBe(1);
    await w.t.db.execute(sql`update checklist_instances set deleted_at = now() where id = ${live.id}`);
    const [again] = await w.t.db.transaction((tx) => startOnboarding(tx, systemActor(), [e._id]));
    expect(again).toMatchObject({ employeeId: e._id, featureId: 'onboarding' });
  });

  it('ties go to the most recently updated template', () => {
    const t = (id: string, updatedAt: string) => ({
      template: { id, updatedAt: new Date(updatedAt) },
      version: { assignment: { corporationIds: [], employmentTypes: ['인턴'] } },
    });
    const older = t('older', '2026-01-01');
    const newer = t('newer', '2026-03-01');
    const pick = chooseTemplate([older, newer] as never, { corporationId: null, employmentType: '인턴' });
    expect(pick?.template.id).toBe('newer');
    expect(chooseTemplate([older] as never, { corporationId: null, employmentType: '정규직' })).toBeUndefined();
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
});

describe('instance list', () => {
  it('lists newest first with the employee block and progress, filtered by status, unit, search and person', async () => {
    const a = await w.hire({ name: '가나다', hire_date: daysAgo(20), team_id: w.units.backend });
    const b = await w.hire({ name: '라마바', team_id: w.units.sales, work_form: '계약직' });
    const page = body(await w.api('GET', `${instanceBase}?limit=2`, hr()));
    expect(page.data.map((d: Json) => d.employee.id)).toEqual([b._id, a._id]);
    expect(page.hasNext).toBe(true);
    const first = body(await w.api('GET', `${instanceBase}?employee_id=${a._id}`, hr())).data[0];
    const end = addMonths(daysAgo(20), 3);
    expect(first.employee).toMatchObject({
      name: '가나다',
      employee_no: a.personal.employeeNo,
      corporation: '한빛소프트',
      unit: '백엔드팀',
      employment_type: '정규직',
      job_title: '사원',
      hire_date: daysAgo(20),
      probation_end_date: end,
      days_left: Math.round((Date.parse(end) - Date.parse(daysAgo(0))) / 86_400_000),
    });
    expect(first.progress).toEqual({ total: 5, done: 0, required: 4, requiredDone: 0, percent: 0 });
    // The same block for onboarding's calls, within a scope.
    expect((await newHiresOf(w.t.db, null, [a._id])).get(a._id)).toEqual(first.employee);
    expect((await newHiresOf(w.t.db, [w.units.sales], [a._id, b._id])).has(a._id)).toBe(false);

    const inUnit = body(await w.api('GET', `${instanceBase}?unit_id=${w.units.devHq}&limit=200`, hr())).data.map((d: Json) => d.employee.id);
    expect(inUnit).toContain(a._id);
    expect(inUnit).not.toContain(b._id);
    expect(body(await w.api('GET', `${instanceBase}?search=${encodeURIComponent('라마')}`, hr())).data.map((d: Json) => d.employee.id)).toEqual([b._id]);
    expect(body(await w.api('GET', `${instanceBase}?search=${b.personal.employeeNo.slice(0, 4)}&limit=200`, hr())).data.map((d: Json) => d.employee.id)).toContain(b._id);
    expect(body(await w.api('GET', `${instanceBase}?status=completed`, hr())).data).toEqual([]);
    expect(body(await w.api('GET', `${instanceBase}?feature_id=other`, hr())).total).toBe(0);
    const bad = await w.api('GET', `${instanceBase}?status=done`, hr());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.status).toMatch(/ALL/);
    expect((await w.api('GET', instanceBase, w.as.emp!)).statusCode).toBe(403);
  });

  it('confines a unit-scoped caller: others are not listed and answer 404', async () => {
    const inside = await w.hire({ team_id: w.units.sales });
    const outside = await w.hire({ team_id: w.units.backend });
    const user = await createTestUser(w.t, 'scoped.hr', ['hr_staff']);
    await w.t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${w.units.sales}]::uuid[] where user_id = ${user.id}`);
    const scoped = bearer((await login(w.t, 'scoped.hr')).token.access_token);
    const listed = body(await w.api('GET', `${instanceBase}?limit=200`, scoped)).data.map((d: Json) => d.employee.id);
    expect(listed).toContain(inside._id);
    expect(listed).not.toContain(outside._id);
    const hidden = (await w.liveOf(outside._id)).id;
    expect((await w.api('GET', `${instanceBase}/${hidden}`, scoped)).statusCode).toBe(404);
    expect((await w.api('GET', `${instanceBase}/${hidden}/detail`, scoped)).statusCode).toBe(404);
    expect((await w.api('PUT', `${instanceBase}/${hidden}`, scoped, { items: [{ item_id: 'contract', status: 'verified' }] })).statusCode).toBe(404);
    expect((await w.api('DELETE', `${instanceBase}/${hidden}`, scoped)).statusCode).toBe(404);
    const veteran = await w.hire({ hire_date: daysAgo(800) });
    expect((await w.api('POST', instanceBase, scoped, { employee_id: veteran._id })).statusCode).toBe(404);
  });
});

describe('create, get, detail, delete', () => {
  it('starts a checklist by the rules or by the template and version given; 409 for a second live one', async () => {
    const veteran = await w.hire({ hire_date: daysAgo(730), team_id: w.units.sales });
    const res = await w.api('POST', instanceBase, w.as['hr.staff']!, { employee_id: veteran._id });
    expect(res.statusCode, res.body).toBe(201);
    const created = body(res);
    expect(created).toMatchObject({ template_id: templates.all.id, template_version: 1, status: 'in_progress', created_by: 'hr.staff (hr.staff)' });
    expect(created.items.map((i: Json) => [i.id, i.state])).toEqual(Object.keys(items).map((id) => [id, 'pending']));
    // Each item names how it is verified (its rule), since `verification` holds the latest act.
    expect(created.items.map((i: Json) => [i.id, i.rule])).toEqual(Object.values(items).map((i) => [i.id, i.verification]));
    expect(body(await w.api('GET', `${instanceBase}/${created.id}`, w.as['hr.staff']!))).toEqual(created);

    const again = await w.api('POST', instanceBase, hr(), { employee_id: veteran._id, template_id: templates.soft.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미 진행 중인 체크리스트');

    expect((await w.api('DELETE', `${instanceBase}/${created.id}`, hr())).statusCode).toBe(204);
    expect(await w.liveOf(veteran._id)).toBeUndefined();
    const withDeleted = body(await w.api('GET', `${instanceBase}?employee_id=${veteran._id}&show_deleted=true`, hr())).data;
    expect(withDeleted).toHaveLength(1);
    expect(withDeleted[0].deleted_at).not.toBeNull();
    expect((await w.api('DELETE', `${instanceBase}/${created.id}`, hr())).statusCode).toBe(409);
    expect(await w.count('audit_log', sql`action = 'checklist_instances.delete' and target_id = ${created.id}`)).toBe(1);

    // A template changed after the start does not change the running checklist; an old version may be chosen.
    const patched = await patch(`${templateBase}/${templates.soft.id}`, { version: 1, remove_item_ids: ['photo'], change_summary: '사진 삭제' });
    expect(patched.statusCode, patched.body).toBe(200);
    const old = body(await w.api('POST', instanceBase, hr(), { employee_id: veteran._id, template_id: templates.soft.id, template_version: 1 }));
    expect(old.items.map((i: Json) => i.id)).toContain('photo');
    const running = await w.liveOf((await w.hire({ name: '변경전' }))._id);
    expect(running.template_version).toBe(2);
    const before = body(await w.api('GET', `${instanceBase}/${old.id}`, hr()));
    await patch(`${templateBase}/${templates.soft.id}`, { version: 2, items: [{ ...items.contract, title: '계약서 (변경)' }] });
    const after = body(await w.api('GET', `${instanceBase}/${old.id}`, hr()));
    expect(after.items).toEqual(before.items);
    expect(after.template_version).toBe(1);
  });

  it('refuses bad input with Korean field errors and writes nothing; employees may not write', async () => {
    const veteran = await w.hire({ hire_date: daysAgo(900) });
    const before = [await w.count('checklist_instances'), await w.count('audit_log')];
    const cases: [object, string, RegExp][] = [
      [{}, 'employee_id', /직원을 선택/],
      [{ employee_id: 'nope' }, 'employee_id', /직원을 선택/],
      [{ employee_id: veteran._id, template_id: '00000000-0000-4000-8000-000000000000' }, 'template_id', /템플릿을 찾을 수 없/],
      [{ employee_id: veteran._id, template_id: templates.all.id, template_version: 9 }, 'template_version', /버전 9/],
      [{ employee_id: veteran._id, extra: 1 }, 'extra', /./],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.api('POST', instanceBase, hr(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().details.fields), JSON.stringify(payload)).toMatch(field);
      expect(Object.values(res.json().details.fields).join(), JSON.stringify(payload)).toMatch(message);
    }
    expect((await w.api('POST', instanceBase, w.as.emp!, { employee_id: veteran._id })).statusCode).toBe(403);
    expect((await w.api('POST', instanceBase, hr(), { employee_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect([await w.count('checklist_instances'), await w.count('audit_log')]).toEqual(before);
  });
});

describe('PUT items', () => {
  it('signs, rejects and withdraws items under the verification rules, all or nothing', async () => {
    const e = await w.hire({ name: '항목수정' });
    const live = await w.liveOf(e._id);
    const url = `${instanceBase}/${live.id}`;
    const before = [await w.count('checklist_verifications'), await w.count('audit_log')];
    const bad: [object, string, RegExp][] = [
      [{ items: [] }, 'items', /하나 이상/],
      [{ items: [{ item_id: 'ghost', status: 'verified' }] }, 'items.0.item_id', /없는 항목/],
      [{ items: [{ item_id: 'contract', status: 'rejected' }] }, 'items.0.note', /반려 사유/],
      [{ items: [{ item_id: 'account', status: 'verified' }] }, 'items.0.status', /자동/],
      [{ items: [{ item_id: 'pledge', status: 'verified' }] }, 'items.0.status', /제출된 서류/],
      [{ items: [{ item_id: 'contract', status: 'verified' }, { item_id: 'contract', status: 'pending' }] }, 'items.1.item_id', /두 번/],
    ];
    for (const [payload, field, message] of bad) {
      const res = await w.api('PUT', url, w.as['hr.staff']!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields[field], JSON.stringify(res.json().details)).toMatch(message);
    }
    // hr_staff may sign the contract (role hr_staff) but not the manager's review: nothing of the call is written.
    const mixed = await w.api('PUT', url, w.as['hr.staff']!, { items: [{ item_id: 'contract', status: 'verified' }, { item_id: 'review', status: 'verified' }] });
    expect(mixed.statusCode).toBe(403);
    expect([await w.count('checklist_verifications'), await w.count('audit_log')]).toEqual(before);

    const signed = body(await w.api('PUT', url, w.as['hr.staff']!, { items: [{ item_id: 'contract', status: 'rejected', note: '서명 누락' }] }));
    expect(signed.items.find((i: Json) => i.id === 'contract')).toMatchObject({ state: 'rejected', verification: { note: '서명 누락', created_by: 'hr.staff (hr.staff)' } });
    const both = body(
      await w.api('PUT', url, hr(), { items: [{ item_id: 'review', status: 'verified', note: '면담 완료' }] }),
    );
    expect(both.items.find((i: Json) => i.id === 'review').state).toBe('verified');
    const fixed = body(await w.api('PUT', url, w.as.admin!, { items: [{ item_id: 'contract', status: 'verified' }] }));
    expect(fixed.items.find((i: Json) => i.id === 'contract').state).toBe('verified');
    expect(fixed.progress).toMatchObject({ done: 2, requiredDone: 2, total: fixed.items.length });
    // pending withdraws the latest: back to the rejection before it.
    const back = body(await w.api('PUT', url, w.as['hr.staff']!, { items: [{ item_id: 'contract', status: 'pending' }] }));
    expect(back.items.find((i: Json) => i.id === 'contract').state).toBe('rejected');
    const detail = body(await w.api('GET', `${url}/detail`, hr()));
    expect(detail.verifications.map((v: Json) => [v.item_id, v.status])).toEqual([
      ['review', 'verified'],
      ['contract', 'rejected'],
    ]);
    expect(await w.count('audit_log', sql`action = 'checklist_verifications.withdraw'`)).toBeGreaterThanOrEqual(1);
    expect((await w.api('PUT', url, w.as.emp!, { items: [{ item_id: 'contract', status: 'verified' }] })).statusCode).toBe(403);
  });

  it('automatic items follow the record: the bank account turns 급여 계좌 verified', async () => {
    const e = await w.hire({ name: '계좌등록' });
    const live = await w.liveOf(e._id);
    const state = async () => body(await w.api('GET', `${instanceBase}/${live.id}`, hr())).items.find((i: Json) => i.id === 'account').state;
    expect(await state()).toBe('pending');
    const res = await w.api('PUT', `/api/mongo/employees/${e._id}`, hr(), {
      version: e.version,
      personal: { bankAccount: { bankName: '국민은행', accountNumber: '123-456-7890', accountHolder: '계좌등록' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await state()).toBe('verified');
  });

  it('a linked sign-in account turns 시스템 계정 발급 verified, and only that person’s', async () => {
    const only = { id: 'login', sectionId: null, title: '시스템 계정 발급', required: true, verification: { method: 'automatic', source: 'user_account' }, order: 1 };
    const template = await w.template('계정 확인', { employmentTypes: ['없는 유형'] }, [only]);
    const [a, b] = [await w.hire({ hire_date: daysAgo(1000) }), await w.hire({ hire_date: daysAgo(1000) })];
    const start = async (id: string) => body(await w.api('POST', instanceBase, hr(), { employee_id: id, template_id: template.id }));
    const [ia, ib] = [await start(a._id), await start(b._id)];
    expect(ia.items[0].state).toBe('pending');
    await w.linkedUser('account.holder', ['employee'], a._id);
    const state = async (id: string) => body(await w.api('GET', `${instanceBase}/${id}`, hr())).items[0].state;
    expect([await state(ia.id), await state(ib.id)]).toEqual(['verified', 'pending']);
  });

  it('completed and rejected checklists are read-only', async () => {
    const e = await w.hire({ name: '완료됨' });
    const live = await w.liveOf(e._id);
    await w.t.db.transaction((tx) => moveInstance(tx, systemActor('test'), live.id, 'in_progress', 'completed', null));
    const url = `${instanceBase}/${live.id}`;
    const put = await w.api('PUT', url, hr(), { items: [{ item_id: 'contract', status: 'verified' }] });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toContain('수습 완료');
    expect((await w.api('DELETE', url, hr())).statusCode).toBe(409);
    expect(body(await w.api('GET', url, hr())).status).toBe('completed');
    const [row] = await queryRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from checklist_verifications where instance_id = ${live.id}`);
    expect(row!.n).toBe(0);
  });
});
