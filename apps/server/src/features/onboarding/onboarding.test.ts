import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, type Json, type TestApp } from '../../test/app';
import { pdfText } from '../../../../../e2e/support/pdf-text.mjs';
import { count, insertEmployee, startOnboarding, verify } from './onboarding.fixtures';

const now = new Date('2026-11-24T03:00:00Z'); // 12:00 in Seoul
const base = '/api/mongo/onboarding';
let t: TestApp;
const as: Record<string, Record<string, string>> = {};
let unitId: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: as[who]!, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://hr.saram.test' }, undefined, { clock: () => now });
  for (const [loginId, role] of [
    ['hr.lead', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['worker', 'employee'],
    ['scoped', 'hr_staff'],
  ] as const) {
    await createTestUser(t, loginId, [role]);
  }
  const [unit] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type) values ('영업본부', 2, 'DIVISION') returning id`);
  unitId = unit!.id;
  await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${unitId}]::uuid[] where user_id = (select id from users where login_id = 'scoped')`);
  for (const loginId of ['hr.lead', 'hr.staff', 'worker', 'scoped']) as[loginId] = bearer((await login(t, loginId)).token.access_token);
}, 60_000);
afterAll(() => t.close());

describe('onboarding status', () => {
  it('reads not_started, in_progress with the open required items, then ready; probation end and days left in Seoul', async () => {
    const id = await insertEmployee(t, { name: '김민준', no: 'ST001', hireDate: '2026-08-31' });
    const none = await call('hr.staff', 'GET', `/${id}/status`);
    expect(none.statusCode).toBe(200);
    expect(body(none)).toMatchObject({
      state: 'not_started',
      instance_id: null,
      progress: { total: 0, done: 0, percent: 0 },
      open_required_items: [],
      employee: { id, name: '김민준', employee_no: 'ST001', corporation: '사람주식회사', unit: '인사팀', hire_date: '2026-08-31', probation_end_date: '2026-11-30', days_left: 6 },
    });

    const instance = await startOnboarding(t, id);
    const running = body(await call('hr.staff', 'GET', `/${id}/status`));
    expect(running).toMatchObject({ state: 'in_progress', instance_id: instance, template_name: '사무직 온보딩', progress: { total: 3, done: 0, required: 2, requiredDone: 0 } });
    expect(running.open_required_items).toEqual([
      { item_id: 'contract', title: '근로계약서 서명', state: 'pending' },
      { item_id: 'training', title: '직무 교육 이수', state: 'pending' },
    ]);

    await verify(t, instance, 'contract');
    await verify(t, instance, 'training');
    const ready = body(await call('hr.staff', 'GET', `/${id}/status`));
    expect(ready).toMatchObject({ state: 'ready', open_required_items: [], progress: { done: 2, requiredDone: 2, percent: 66 } });
  });

  it('takes the probation end from the record when it is set', async () => {
    const id = await insertEmployee(t, { name: '이서연', no: 'ST002', hireDate: '2026-09-08', probationEndDate: '2026-12-08' });
    expect(body(await call('hr.staff', 'GET', `/${id}/status`)).employee).toMatchObject({ probation_end_date: '2026-12-08', days_left: 14 });
    const nohire = await insertEmployee(t, { name: '박지후', no: 'ST003', hireDate: null });
    expect(body(await call('hr.staff', 'GET', `/${nohire}/status`)).employee).toMatchObject({ probation_end_date: null, days_left: null });
  });

  it('answers batch status in the order asked and leaves out people outside the scope', async () => {
    const inside = await insertEmployee(t, { name: '영업신입', no: 'BS001', headquartersId: unitId });
    const outside = await insertEmployee(t, { name: '개발신입', no: 'BS002' });
    await startOnboarding(t, inside);
    const ids = [outside, inside];
    const all = body(await call('hr.staff', 'POST', '/batch-status', { employee_ids: ids }));
    expect(all.data.map((s: Json) => [s.employee.employee_no, s.state])).toEqual([
      ['BS002', 'not_started'],
      ['BS001', 'in_progress'],
    ]);
    const scoped = body(await call('scoped', 'POST', '/batch-status', { employee_ids: ids }));
    expect(scoped.data.map((s: Json) => s.employee.employee_no)).toEqual(['BS001']);

    const tooMany = await call('hr.staff', 'POST', '/batch-status', { employee_ids: Array.from({ length: 501 }, () => crypto.randomUUID()) });
    expect(tooMany.statusCode).toBe(400);
    const bad = await call('hr.staff', 'POST', '/batch-status', { employee_ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields['employee_ids.0']).toBe('직원 ID 형식이 올바르지 않습니다.');
    expect(body(await call('hr.staff', 'POST', '/batch-status', { employee_ids: [] })).details.fields.employee_ids).toBe('직원을 하나 이상 보내주세요.');
  });

  it('refuses the employee role (403) and hides people outside the scope (404) on every call', async () => {
    const outside = await insertEmployee(t, { name: '범위밖', no: 'SC900' });
    await startOnboarding(t, outside);
    const calls: [Method, string, object?][] = [
      ['GET', `/${outside}/status`],
      ['POST', `/${outside}/complete`, {}],
      ['POST', `/${outside}/reject`, { reason: '사유' }],
      ['POST', `/${outside}/remind`],
      ['GET', `/${outside}/certificate`],
      ['GET', `/email-preferences/${outside}`],
      ['PUT', `/email-preferences/${outside}`, { enabled: false }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call('worker', method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      const hidden = await call('scoped', method, url, payload);
      expect(hidden.statusCode, `${method} ${url}`).toBe(404);
      expect(body(hidden).message).toBe('직원을 찾을 수 없습니다.');
    }
    expect((await call('worker', 'POST', '/batch-status', { employee_ids: [outside] })).statusCode).toBe(403);
    expect((await call('worker', 'GET', '/email-preferences')).statusCode).toBe(403);
    expect((await call('worker', 'PUT', '/email-preferences', {})).statusCode).toBe(403);
    expect(await count(t, 'onboarding_email_preferences')).toBe(0);
    expect(await count(t, 'checklist_instances', `employee_id = '${outside}' and status = 'in_progress'`)).toBe(1);
    expect((await call('hr.staff', 'GET', `/${crypto.randomUUID()}/status`)).statusCode).toBe(404);
  });
});

describe('malformed calls', () => {
  it('answers 400 in Korean for a bad id or body and writes nothing', async () => {
    const id = await insertEmployee(t, { name: '형식검사', no: 'BD001' });
    const instance = await startOnboarding(t, id);
    await verify(t, instance, 'contract');
    await verify(t, instance, 'training');
    const audits = await count(t, 'audit_log');
    for (const [method, url, payload] of [
      ['GET', '/not-a-uuid/status'],
      ['POST', '/not-a-uuid/complete', {}],
      ['POST', '/not-a-uuid/remind'],
      ['GET', '/not-a-uuid/certificate'],
      ['GET', '/email-preferences/not-a-uuid'],
    ] as [Method, string, object?][]) {
      const res = await call('hr.staff', method, url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(body(res).details.fields.id).toBe('ID 형식이 올바르지 않습니다.');
    }
    const extra = await call('hr.staff', 'POST', `/${id}/complete`, { note: '좋음', approved: true });
    expect(extra.statusCode).toBe(400);
    const long = await call('hr.staff', 'POST', `/${id}/complete`, { note: '가'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(body(long).details.fields.note).toMatch(/1000/);
    expect(await count(t, 'audit_log')).toBe(audits);
    expect(body(await call('hr.staff', 'GET', `/${id}/status`)).state).toBe('ready');
  });
});

describe('completing and rejecting', () => {
  it('refuses completion while required items are open, naming them in Korean, and writes nothing', async () => {
    const id = await insertEmployee(t, { name: '최하은', no: 'CP001' });
    const instance = await startOnboarding(t, id);
    const audits = await count(t, 'audit_log');
    const res = await call('hr.staff', 'POST', `/${id}/complete`, {});
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('필수 항목 2건이 끝나지 않았습니다: 근로계약서 서명, 직무 교육 이수');
    expect(body(res).details.items).toEqual([
      { item_id: 'contract', title: '근로계약서 서명', state: 'pending' },
      { item_id: 'training', title: '직무 교육 이수', state: 'pending' },
    ]);
    await verify(t, instance, 'contract');
    expect(body(await call('hr.staff', 'POST', `/${id}/complete`, {})).message).toBe('필수 항목 1건이 끝나지 않았습니다: 직무 교육 이수');
    expect(await count(t, 'audit_log')).toBe(audits);
    expect(await count(t, 'checklist_instances', `id = '${instance}' and status = 'in_progress'`)).toBe(1);
  });

  it('completes once every required item is verified: instance, record and audit in one go; the optional item may stay open', async () => {
    const id = await insertEmployee(t, { name: '정도윤', no: 'CP002' });
    const instance = await startOnboarding(t, id);
    await verify(t, instance, 'contract');
    await verify(t, instance, 'training');
    const res = await call('hr.lead', 'POST', `/${id}/complete`, { note: '우수' });
    expect(res.statusCode).toBe(200);
    const done = body(res);
    expect(done).toMatchObject({ state: 'completed', completed_by: 'hr.lead (hr.lead)', rejected_reason: null });
    expect(Date.parse(done.completed_at)).toBeGreaterThan(0);
    const [record] = await queryRows<{ n: Json; version: number }>(t.db, sql`select record->'newbieChecklist' as n, version from employees where id = ${id}`);
    expect(record!.n).toEqual({ isCompleted: true, completedAt: done.completed_at });
    expect(record!.version).toBe(2);
    const actions = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where target_id in (${id}, ${instance}) order by action`,
    );
    expect(actions.map((a) => a.action)).toEqual(['checklist_instances.complete', 'onboarding_status']);

    const again = await call('hr.lead', 'POST', `/${id}/complete`, {});
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('이미 수습 완료 처리되었습니다.');
    expect((await call('hr.lead', 'POST', `/${id}/reject`, { reason: '늦음' })).statusCode).toBe(409);
  });

  it('refuses completion before the hire date in Korean, and writes nothing', async () => {
    const id = await insertEmployee(t, { name: '입사예정', no: 'CP005', hireDate: '2026-12-01' });
    const instance = await startOnboarding(t, id);
    await verify(t, instance, 'contract');
    await verify(t, instance, 'training');
    const audits = await count(t, 'audit_log');
    const res = await call('hr.lead', 'POST', `/${id}/complete`, {});
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('입사일(2026.12.01) 전에는 수습 완료 처리를 할 수 없습니다.');
    expect(await count(t, 'audit_log')).toBe(audits);
    expect(await count(t, 'checklist_instances', `id = '${instance}' and status = 'in_progress'`)).toBe(1);
  });

  it('lets exactly one of two parallel completions win', async () => {
    const id = await insertEmployee(t, { name: '동시완료', no: 'CP003' });
    const instance = await startOnboarding(t, id);
    await verify(t, instance, 'contract');
    await verify(t, instance, 'training');
    const results = await Promise.all([call('hr.lead', 'POST', `/${id}/complete`, {}), call('hr.staff', 'POST', `/${id}/complete`, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count(t, 'audit_log', `target_id = '${instance}' and action = 'checklist_instances.complete'`)).toBe(1);
    expect(await count(t, 'audit_log', `target_id = '${id}' and action = 'onboarding_status'`)).toBe(1);
  });

  it('refuses completion without a checklist', async () => {
    const id = await insertEmployee(t, { name: '체크없음', no: 'CP004' });
    const res = await call('hr.staff', 'POST', `/${id}/complete`, {});
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('온보딩 체크리스트가 없습니다.');
  });

  it('rejects with a reason (400 in Korean without one, nothing written)', async () => {
    const id = await insertEmployee(t, { name: '한수아', no: 'RJ001' });
    const instance = await startOnboarding(t, id);
    const audits = await count(t, 'audit_log');
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await call('hr.staff', 'POST', `/${id}/reject`, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).details.fields.reason).toMatch(/불합격 사유를 입력해주세요|필수/);
    }
    expect(body(await call('hr.staff', 'POST', `/${id}/reject`, { reason: '   ' })).details.fields.reason).toBe('불합격 사유를 입력해주세요.');
    expect(await count(t, 'audit_log')).toBe(audits);
    expect(await count(t, 'checklist_instances', `id = '${instance}' and status = 'in_progress'`)).toBe(1);

    const res = await call('hr.staff', 'POST', `/${id}/reject`, { reason: '근무 태도 미흡' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ state: 'rejected', rejected_reason: '근무 태도 미흡', completed_at: null });
    expect(await count(t, 'audit_log', `target_id = '${instance}' and action = 'checklist_instances.reject'`)).toBe(1);
    const [record] = await queryRows<{ n: Json }>(t.db, sql`select record->'newbieChecklist' as n from employees where id = ${id}`);
    expect(record!.n).toEqual({ isCompleted: false, completedAt: null });
  });
});

describe('수습 완료 확인서', () => {
  it('is refused before completion and, once completed, holds the person, the dates and the items, recorded as printed', async () => {
    const id = await insertEmployee(t, { name: '김민준', no: 'CT001', hireDate: '2026-08-24', team: '인사팀', corporation: '사람주식회사' });
    const instance = await startOnboarding(t, id);
    const early = await call('hr.staff', 'GET', `/${id}/certificate`);
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe('수습 완료 처리된 직원만 확인서를 발급할 수 있습니다.');
    await verify(t, instance, 'contract');
    await verify(t, instance, 'training');
    expect((await call('hr.lead', 'POST', `/${id}/complete`, {})).statusCode).toBe(200);
    await t.db.execute(sql`update checklist_instances set completed_at = '2026-11-20T05:00:00Z' where id = ${instance}`);

    const res = await call('hr.staff', 'GET', `/${id}/certificate`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('수습완료확인서_김민준_CT001.pdf')}`);
    const text = await pdfText(res.rawPayload);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '수습 완료 확인서',
        '성명 김민준',
        '사번 CT001',
        '소속 사람주식회사 · 인사팀',
        '직위 사원',
        '입사일 2026.08.24',
        '수습 기간 2026.08.24 ~ 2026.11.24',
        '수습 완료일 2026.11.20',
        '온보딩 체크리스트: 사무직 온보딩',
        '1. 근로계약서 서명',
        '2. 직무 교육 이수',
        '위 사람은 당사의 수습 기간을 마치고 온보딩 필수 항목을 모두 이행하였음을 확인합니다.',
        '2026년 11월 24일',
      ]),
    );
    expect(text).toMatch(/사람주식회사\s+대표이사\s+\(인\)/);
    expect(text).not.toContain('사원증 발급'); // the optional item was never done
    const access = await queryRows<{ action: string; fields: string[] }>(t.db, sql`select action, fields from access_log where subject_id = ${id}`);
    expect(access).toEqual([{ action: 'print', fields: ['onboarding.certificate'] }]);
  });
});

describe('email preferences', () => {
  it('reads the defaults, saves the company settings with an audit row, and refuses bad input in Korean writing nothing', async () => {
    expect(body(await call('hr.staff', 'GET', '/email-preferences'))).toEqual({
      enabled: true,
      open_items: true,
      open_items_interval_days: 3,
      probation_ending: true,
      probation_ending_days: [14, 3],
      notify_new_hire: true,
      hr_recipients: [],
    });
    const audits = await count(t, 'audit_log');
    const cases: [object, string, string][] = [
      [{ open_items_interval_days: 0 }, 'open_items_interval_days', '1일 이상이어야 합니다.'],
      [{ probation_ending_days: [14, 120] }, 'probation_ending_days.1', '90일 이하여야 합니다.'],
      [{ hr_recipients: ['인사팀'] }, 'hr_recipients.0', '이메일 형식이 올바르지 않습니다.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('hr.staff', 'PUT', '/email-preferences', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).details.fields[field]).toBe(message);
    }
    expect((await call('hr.staff', 'PUT', '/email-preferences', { enabled: true, surprise: 1 })).statusCode).toBe(400);
    expect(await count(t, 'onboarding_email_preferences')).toBe(0);
    expect(await count(t, 'audit_log')).toBe(audits);

    const saved = await call('hr.staff', 'PUT', '/email-preferences', { open_items_interval_days: 5, hr_recipients: ['people@saram.test'] });
    expect(saved.statusCode).toBe(200);
    expect(body(saved)).toMatchObject({ enabled: true, open_items_interval_days: 5, hr_recipients: ['people@saram.test'], probation_ending_days: [14, 3] });
    expect(body(await call('hr.staff', 'GET', '/email-preferences'))).toEqual(body(saved));
    const [audit] = await queryRows<{ after: Json }>(t.db, sql`select after from audit_log where action = 'onboarding_email_preferences.update' and target_id = 'global'`);
    expect(audit!.after).toMatchObject({ open_items_interval_days: 5 });
  });

  it("keeps a person's overrides on top of the company settings", async () => {
    const id = await insertEmployee(t, { name: '개별설정', no: 'EP001' });
    const first = body(await call('hr.staff', 'GET', `/email-preferences/${id}`));
    expect(first).toMatchObject({ employee_id: id, override: {} });
    const company = body(await call('hr.staff', 'GET', '/email-preferences'));
    expect(first.effective).toEqual(company);

    const bad = await call('hr.staff', 'PUT', `/email-preferences/${id}`, { open_items_interval_days: 31 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields.open_items_interval_days).toBe('30일 이하여야 합니다.');
    expect(await count(t, 'onboarding_email_preferences', `scope = '${id}'`)).toBe(0);

    const res = await call('hr.staff', 'PUT', `/email-preferences/${id}`, { notify_new_hire: false, probation_ending_days: [7] });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      employee_id: id,
      override: { notify_new_hire: false, probation_ending_days: [7] },
      effective: { ...company, notify_new_hire: false, probation_ending_days: [7] },
    });
    expect(await count(t, 'audit_log', `action = 'onboarding_email_preferences.update' and target_id = '${id}'`)).toBe(1);
    expect(body(await call('hr.staff', 'PUT', `/email-preferences/${id}`, {})).effective).toEqual(company);
  });
});

describe('알림 메일 보내기', () => {
  it('sends the open items to the new hire and the HR recipients now, or says why not', async () => {
    const id = await insertEmployee(t, { name: '알림대상', no: 'RM001', email: 'rm001@saram.test' });
    const nothing = await call('hr.staff', 'POST', `/${id}/remind`);
    expect(nothing.statusCode).toBe(409);
    expect(body(nothing).message).toBe('끝나지 않은 필수 항목이 없어 알림 메일을 보낼 것이 없습니다.');
    const instance = await startOnboarding(t, id);
    await verify(t, instance, 'contract');

    const res = await call('hr.staff', 'POST', `/${id}/remind`);
    expect(res.statusCode).toBe(200);
    const company = body(await call('hr.staff', 'GET', '/email-preferences'));
    expect(body(res)).toEqual({ sent: true, to: ['rm001@saram.test', ...company.hr_recipients] });
    const mails = await queryRows<{ to: string; subject: string; text: string }>(t.db, sql`select "to", subject, text from mail_outbox where "to" = 'rm001@saram.test'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[사람] 온보딩 미완료 항목 안내 (1건)');
    expect(mails[0]!.text).toContain('- 직무 교육 이수 (미완료)');
    expect(mails[0]!.text).not.toContain('근로계약서 서명');
    expect(mails[0]!.text).toContain(`https://hr.saram.test/new-employees/${id}`);
    expect(await count(t, 'audit_log', `action = 'onboarding.remind' and target_id = '${id}'`)).toBe(1);

    const noMail = await insertEmployee(t, { name: '메일없음', no: 'RM002', email: null });
    await startOnboarding(t, noMail);
    const refused = await call('hr.staff', 'POST', `/${noMail}/remind`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('메일없음님의 이메일 주소가 없어 알림 메일을 보낼 수 없습니다.');
  });
});
