import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxDocumentBytes } from '@saram/shared/onboarding/onboarding';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { body, bearer, createTestUser, login, type Json } from '../../test/app';
import { checklistWorld, instanceBase, pdfBytes, pngBytes, verificationBase, type ChecklistWorld } from '../../test/checklist-fixtures';
import { moveInstance } from './checklists.service';

let w: ChecklistWorld;

beforeAll(async () => {
  w = await checklistWorld();
  await w.template('공통');
});
afterAll(() => w.t.close());

const staff = () => w.as['hr.staff']!;
const hr = () => w.as['hr.manager']!;

async function newHire(over: Parameters<ChecklistWorld['hire']>[0] = {}) {
  const e = await w.hire(over);
  return { employee: e, instance: await w.liveOf(e._id) };
}
const itemState = async (instanceId: string, itemId: string) =>
  body(await w.api('GET', `${instanceBase}/${instanceId}`, hr())).items.find((i: Json) => i.id === itemId);

describe('documents', () => {
  it('takes a PDF as submitted, HR decides it, and the download is typed, attached and recorded', async () => {
    const { instance } = await newHire();
    const res = await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge', note: '서명본' }, { data: pdfBytes, filename: '보안서약서.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const v = body(res);
    expect(v).toMatchObject({ method: 'document', status: 'submitted', note: '서명본', decided_by: null, document: { filename: '보안서약서.pdf', content_type: 'application/pdf', size: pdfBytes.length } });
    expect((await itemState(instance.id, 'pledge')).state).toBe('submitted');
    const [doc] = await queryRows<{ sha256: string }>(w.t.db, sql`select sha256 from checklist_documents where instance_id = ${instance.id}`);
    expect(doc!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body(await w.api('GET', `${verificationBase}/${v.id}`, hr()))).toEqual(v);

    const noReason = await w.api('PUT', `${verificationBase}/${v.id}`, hr(), { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields.note).toBe('반려 사유를 입력해주세요.');
    const decided = body(await w.api('PUT', `${verificationBase}/${v.id}`, staff(), { status: 'verified', note: '확인' }));
    expect(decided).toMatchObject({ status: 'verified', decided_by: 'hr.staff (hr.staff)' });
    expect(decided.decided_at).not.toBeNull();
    expect((await itemState(instance.id, 'pledge')).state).toBe('verified');

    const before = await w.count('access_log', sql`action = 'download'`);
    const dl = await w.api('GET', `${verificationBase}/${v.id}/document`, hr());
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%EB%B3%B4/);
    expect(dl.rawPayload.equals(pdfBytes)).toBe(true);
    expect(await w.count('access_log', sql`action = 'download' and subject_id = ${instance.employee.id}`)).toBe(before + 1);
    expect(await w.count('audit_log', sql`target_id = ${v.id} and action in ('checklist_verifications.create', 'checklist_verifications.decide')`)).toBe(2);
  });

  it('checks the bytes, not the name: PNG in a .pdf is stored as PNG; text, no file and oversize are refused with nothing written', async () => {
    const { instance } = await newHire();
    const png = body(await w.upload(staff(), { instance_id: instance.id, item_id: 'photo' }, { data: pngBytes, filename: 'photo.pdf', type: 'application/pdf' }));
    expect(png.document).toMatchObject({ content_type: 'image/png', filename: 'photo.png' });
    const dl = await w.api('GET', `${verificationBase}/${png.id}/document`, hr());
    expect(dl.headers['content-type']).toBe('image/png');

    const before = [await w.count('checklist_verifications'), await w.count('checklist_documents'), await w.count('audit_log')];
    const text = await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge' }, { data: Buffer.from('hello, 서약합니다'), filename: 'pledge.pdf' });
    expect(text.statusCode).toBe(400);
    expect(text.json().details.fields.file).toMatch(/PDF, PNG, JPEG/);
    const none = await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fields.file).toMatch(/파일을 선택/);
    const big = await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge' }, { data: Buffer.concat([pdfBytes, Buffer.alloc(maxDocumentBytes)]), filename: 'big.pdf' });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('파일은 10MB 이하여야 합니다.');
    const fields: [Record<string, string>, string, RegExp][] = [
      [{ instance_id: 'x', item_id: 'pledge' }, 'instance_id', /체크리스트 ID/],
      [{ instance_id: instance.id, item_id: 'ghost' }, 'item_id', /없는 항목/],
      [{ instance_id: instance.id, item_id: 'account' }, 'item_id', /자동으로 확인/],
    ];
    for (const [f, field, message] of fields) {
      const res = await w.upload(staff(), f, { data: pdfBytes, filename: 'a.pdf' });
      expect(res.statusCode, JSON.stringify(f)).toBe(400);
      expect(res.json().details.fields[field], res.body).toMatch(message);
    }
    expect([await w.count('checklist_verifications'), await w.count('checklist_documents'), await w.count('audit_log')]).toEqual(before);
  });
});

describe('sign-offs and who may', () => {
  it('role sign-offs need the role (or admin); automatic items are refused; employees may not write', async () => {
    const { instance } = await newHire();
    const fields = { instance_id: instance.id, item_id: 'contract' };
    const wrong = await w.upload(hr(), fields);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe("'근로계약서 서명' 항목은 인사 담당자 역할만 확인 서명할 수 있습니다.");
    const signed = await w.upload(staff(), { ...fields, note: '원본 보관' });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(body(signed)).toMatchObject({ method: 'sign_off', status: 'verified', decided_by: 'hr.staff (hr.staff)', document: null });
    expect((await w.upload(w.as.admin!, fields)).statusCode).toBe(201);
    expect((await w.upload(staff(), fields, { data: pdfBytes, filename: 'x.pdf' })).statusCode).toBe(400);
    expect((await w.upload(w.as.emp!, fields)).statusCode).toBe(403);
    const auto = await w.upload(staff(), { instance_id: instance.id, item_id: 'account' });
    expect(auto.statusCode).toBe(400);
    // Only documents are decided with PUT.
    expect((await w.api('PUT', `${verificationBase}/${body(signed).id}`, staff(), { status: 'verified' })).statusCode).toBe(400);
  });

  it('manager sign-offs: a 팀장 over the new hire’s team, or hr_manager; not a 팀장 of another team', async () => {
    const lead = await w.hire({ name: '백엔드팀장', job_title: '팀장', hire_date: '2019-03-01', team_id: w.units.backend });
    const other = await w.hire({ name: '프론트팀장', job_title: '팀장', hire_date: '2019-03-01', team_id: w.units.frontend });
    const leadToken = await w.linkedUser('lead.backend', ['hr_staff'], lead._id);
    const otherToken = await w.linkedUser('lead.frontend', ['hr_staff'], other._id);
    const { instance } = await newHire({ team_id: w.units.backend });
    const fields = { instance_id: instance.id, item_id: 'review', note: '면담 완료' };
    expect((await w.upload(otherToken, fields)).statusCode).toBe(403);
    expect((await w.upload(staff(), fields)).statusCode).toBe(403);
    const ok = await w.upload(leadToken, fields);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await w.upload(hr(), fields)).statusCode).toBe(201);
    expect((await itemState(instance.id, 'review')).state).toBe('verified');
  });

  it('tells each caller which items they may verify, so the screen offers only those', async () => {
    const lead = await w.hire({ name: '인사팀장', job_title: '팀장', hire_date: '2019-03-01', team_id: w.units.backend });
    const leadToken = await w.linkedUser('lead.maywho', ['hr_staff'], lead._id);
    const { employee, instance } = await newHire({ team_id: w.units.backend });
    const self = await w.linkedUser('self.maywho', ['hr_staff'], employee._id);
    const mayVerify = async (token: Record<string, string>) =>
      Object.fromEntries(body(await w.api('GET', `${instanceBase}/${instance.id}/detail`, token)).instance.items.map((i: Json) => [i.id, i.may_verify]));
    expect(await mayVerify(hr())).toMatchObject({ contract: false, review: true, pledge: true });
    expect(await mayVerify(staff())).toMatchObject({ contract: true, review: false, pledge: true });
    expect(await mayVerify(leadToken)).toMatchObject({ contract: true, review: true });
    expect(await mayVerify(w.as.admin!)).toMatchObject({ contract: true, review: true, pledge: true });
    expect(await mayVerify(self)).toMatchObject({ contract: false, review: false, pledge: false });
    const refused = await w.upload(staff(), { instance_id: instance.id, item_id: 'review' });
    expect(refused.json().message).toBe("'수습 평가 면담' 항목은 소속 조직장이나 인사 책임자만 확인 서명할 수 있습니다.");
  });

  it('nobody verifies their own checklist (they may hand in their own documents)', async () => {
    const { employee, instance } = await newHire({ name: '본인확인' });
    const self = await w.linkedUser('self.hire', ['hr_staff'], employee._id);
    const own = await w.upload(self, { instance_id: instance.id, item_id: 'contract' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('본인');
    const doc = await w.upload(self, { instance_id: instance.id, item_id: 'pledge' }, { data: pdfBytes, filename: 'mine.pdf' });
    expect(doc.statusCode, doc.body).toBe(201);
    expect((await w.api('PUT', `${verificationBase}/${body(doc).id}`, self, { status: 'verified' })).statusCode).toBe(403);
    expect((await w.api('PUT', `${instanceBase}/${instance.id}`, self, { items: [{ item_id: 'contract', status: 'verified' }] })).statusCode).toBe(403);
  });
});

describe('withdrawal, scope and closed checklists', () => {
  it('DELETE withdraws: the item falls back to the previous verification, then pending', async () => {
    const { instance } = await newHire();
    const first = body(await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge' }, { data: pdfBytes, filename: 'v1.pdf' }));
    await w.api('PUT', `${verificationBase}/${first.id}`, staff(), { status: 'rejected', note: '서명이 없습니다' });
    const second = body(await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge' }, { data: pdfBytes, filename: 'v2.pdf' }));
    expect((await itemState(instance.id, 'pledge')).state).toBe('submitted');
    expect((await w.api('DELETE', `${verificationBase}/${second.id}`, staff())).statusCode).toBe(204);
    const back = await itemState(instance.id, 'pledge');
    expect(back).toMatchObject({ state: 'rejected', verification: { id: first.id, note: '서명이 없습니다' } });
    expect((await w.api('GET', `${verificationBase}/${second.id}`, hr())).statusCode).toBe(404);
    expect((await w.api('DELETE', `${verificationBase}/${second.id}`, staff())).statusCode).toBe(404);
    expect((await w.api('DELETE', `${verificationBase}/${first.id}`, staff())).statusCode).toBe(204);
    expect((await itemState(instance.id, 'pledge')).state).toBe('pending');
    const [withdrawn] = await queryRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from checklist_verifications where instance_id = ${instance.id} and withdrawn_at is not null`);
    expect(withdrawn!.n).toBe(2);
  });

  it('outside the caller’s scope verifications and documents answer 404; closed checklists 409', async () => {
    const { instance } = await newHire({ team_id: w.units.backend });
    const v = body(await w.upload(staff(), { instance_id: instance.id, item_id: 'pledge' }, { data: pdfBytes, filename: 'a.pdf' }));
    const user = await createTestUser(w.t, 'sales.hr', ['hr_manager']);
    await w.t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${w.units.sales}]::uuid[] where user_id = ${user.id}`);
    const scoped = bearer((await login(w.t, 'sales.hr')).token.access_token);
    const downloads = await w.count('access_log', sql`action = 'download'`);
    expect((await w.api('GET', `${verificationBase}/${v.id}`, scoped)).statusCode).toBe(404);
    expect((await w.api('GET', `${verificationBase}/${v.id}/document`, scoped)).statusCode).toBe(404);
    expect((await w.api('PUT', `${verificationBase}/${v.id}`, scoped, { status: 'verified' })).statusCode).toBe(404);
    expect((await w.upload(scoped, { instance_id: instance.id, item_id: 'contract' })).statusCode).toBe(404);
    expect(await w.count('access_log', sql`action = 'download'`)).toBe(downloads);

    await w.t.db.transaction((tx) => moveInstance(tx, systemActor('test'), instance.id, 'in_progress', 'rejected', '수습 평가 결과 기준 미달'));
    const closed = await w.upload(staff(), { instance_id: instance.id, item_id: 'contract' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('수습 불합격');
    expect((await w.api('PUT', `${verificationBase}/${v.id}`, staff(), { status: 'verified' })).statusCode).toBe(409);
    expect((await w.api('DELETE', `${verificationBase}/${v.id}`, staff())).statusCode).toBe(409);
    // Reading stays possible.
    expect((await w.api('GET', `${verificationBase}/${v.id}/document`, hr())).statusCode).toBe(200);
  });
});
