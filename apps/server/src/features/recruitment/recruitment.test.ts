import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxApplicantDocumentBytes } from '@saram/shared/recruitment/recruitment';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { body, requester, signedInUsers, createTestApp, type Json, type Requester, type TestApp } from '../../test/app';
import { pdfBytes, pngBytes } from '../../test/checklist-fixtures';
import { multipart } from '../../test/multipart';
import { anonymizeDue } from './applicant-retention';

/** Spec 7.4 and the recruitment calls beside it: every call, the guarded moves, uploads, integration, retention. */

let t: TestApp;
let api: Requester;
let h: Record<string, Record<string, string>>;
const ids: Record<string, string> = {};
const units: Record<string, string> = {};
const now = new Date('2026-12-01T05:00:00Z');

const count = async (table: string, where = 'true') => (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;
/** Rows of every table a recruitment call writes (a refused call changes none). */
const written = async () =>
  (
    await queryRows<{ n: string }>(
      t.db,
      sql`select (select count(*) from recruitment_notices) || '/' || (select count(*) from recruitment_notice_events) || '/' || (select count(*) from applicants) || '/' ||
        (select count(*) from applicant_events) || '/' || (select count(*) from applicant_documents) || '/' || (select count(*) from interview_evaluations) || '/' ||
        (select count(*) from employees) || '/' || (select count(*) from audit_log) as n`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
  api = requester(t);
  h = await signedInUsers(t, [
    ['hr.lead', 'hr_manager'],
    ['hr.boss', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['worker', 'employee'],
    ['exec', 'executive'],
  ]);
  for (const [loginId] of Object.entries(h)) {
    const [u] = await queryRows<{ id: string }>(t.db, sql`select id from users where login_id = ${loginId}`);
    ids[loginId] = u!.id;
  }
  const unit = async (unitName: string, unitType: string, parentId?: string) => {
    const res = await api('POST', '/api/v1/organizational-hierarchy/units', h['hr.lead']!, { unitName, unitType, ...(parentId ? { parentId } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return body(res).id as string;
  };
  units.dev = await unit('개발본부', 'BUSINESS_UNIT');
  units.backend = await unit('백엔드팀', 'TEAM', units.dev);
  units.sales = await unit('영업본부', 'BUSINESS_UNIT');
  // An onboarding template for everyone: integrated new hires get their checklist.
  const template = await api('POST', '/api/mongo/checklist/templates', h['hr.lead']!, {
    name: '신규 입사자 온보딩',
    items: [{ id: 'contract', title: '근로계약서 서명', verification: { method: 'sign_off', by: 'role', role: 'hr_staff' }, order: 1 }],
  });
  expect(template.statusCode, template.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

const notice = (over: Json = {}) => ({
  title: '백엔드 개발자 (Node.js)',
  unit_id: units.backend,
  job_function: '백엔드 개발',
  employment_type: '정규직',
  headcount: 2,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  description: '<h2>주요 업무</h2><p>결제 API 개발</p>',
  ...over,
});
const nb = '/api/recruitment/notices';
const move = (id: string, action: string, who: string, payload: Json = {}) => api('PUT', `${nb}/${id}/${action}`, h[who]!, payload);

async function runningNotice(over: Json = {}): Promise<Json> {
  const created = body(await api('POST', nb, h['hr.lead']!, notice({ approver_id: ids['hr.boss'], ...over })));
  const approved = await move(created.id, 'approve', 'hr.boss');
  expect(approved.statusCode, approved.body).toBe(200);
  return body(approved);
}

let seq = 0;
async function apply(noticeId: string, over: Json = {}): Promise<Json> {
  seq += 1;
  const res = await api('POST', '/api/applicant', h['hr.staff']!, {
    recruitment_id: noticeId,
    name: '김지원',
    email: `applicant${seq}@example.com`,
    phone: '010-1234-5678',
    apply_channel: '원티드',
    wanted_id: `W-${seq}`,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}
const setStatus = (id: string, status: string, who = 'hr.staff', comment?: string) => api('PUT', `/api/applicant/${id}/status`, h[who]!, { status, ...(comment ? { comment } : {}) });
async function walk(id: string, ...statuses: string[]) {
  for (const s of statuses) {
    const res = await setStatus(id, s);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('job notices', () => {
  it('creates a notice waiting for approval, its description sanitised, with a first event', async () => {
    const res = await api(
      'POST',
      nb,
      h['hr.lead']!,
      notice({
        approver_id: ids['hr.boss'],
        description: '<p onclick="steal()">우대 사항</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://saram.example/jobs">채용 페이지</a><iframe src="https://evil"></iframe>',
        required_documents: ['이력서', '포트폴리오'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const n = body(res);
    expect(n).toMatchObject({
      status: 'waiting_approval',
      unit: { id: units.backend, name: '백엔드팀', path: '개발본부 > 백엔드팀' },
      approver: { id: ids['hr.boss'], label: 'hr.boss (hr.boss)' },
      author: { id: ids['hr.lead'] },
      required_documents: ['이력서', '포트폴리오'],
      applicant_count: 0,
      version: 1,
      can: { edit: true, approve: false, return: false, close: false, disable: true },
    });
    expect(n.description).toBe('<p>우대 사항</p><a>x</a><a href="https://saram.example/jobs" target="_blank" rel="noopener noreferrer nofollow">채용 페이지</a>');
    expect(n.events).toEqual([expect.objectContaining({ action: 'create', from: null, to: 'waiting_approval', actor_id: ids['hr.lead'], actor: 'hr.lead (hr.lead)' })]);
    expect(await count('audit_log', `action = 'recruitment_notices.create' and target_id = '${n.id}'`)).toBe(1);
    expect(body(await api('GET', `${nb}/${n.id}`, h['hr.boss']!)).can).toMatchObject({ approve: true, return: true });
  });

  it('GET recruitment/approvers: holders of recruitment:approve other than the caller', async () => {
    const { data } = body(await api('GET', '/api/recruitment/approvers', h['hr.lead']!));
    expect(data.map((u: Json) => u.loginId)).toEqual(['hr.boss']);
    expect(data[0]).toMatchObject({ id: ids['hr.boss'], label: 'hr.boss (hr.boss)' });
    expect(body(await api('GET', '/api/recruitment/approvers?search=lead', h['hr.staff']!)).data.map((u: Json) => u.loginId)).toEqual(['hr.lead']);
  });

  it('refuses bad input with Korean field messages and writes nothing', async () => {
    const before = await written();
    const cases: [Json, string, string][] = [
      [notice({ headcount: 0 }), 'headcount', '모집 인원은 1명 이상이어야 합니다.'],
      [notice({ end_date: '2026-11-01' }), 'end_date', '모집 마감일은 시작일 이후여야 합니다.'],
      [notice({ title: ' ' }), 'title', '공고 제목을 입력해주세요.'],
      [notice({ employment_type: '알바' }), 'employment_type', '고용 형태는 정규직, 계약직, 인턴, 파견 중 하나입니다.'],
      [notice({ description: '<script>only()</script>' }), 'description', '공고 내용을 입력해주세요.'],
      [notice({ unit_id: '00000000-0000-4000-8000-000000000000' }), 'unit_id', '조직도에 있는 조직을 선택해주세요.'],
      [notice({ approver_id: ids['hr.staff'] }), 'approver_id', '채용 공고 승인 권한이 있는 사용자를 선택해주세요.'],
      [notice({ approver_id: ids['hr.lead'] }), 'approver_id', '본인을 승인자로 지정할 수 없습니다.'],
      [{ ...notice(), status: 'in_progress' }, '', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await api('POST', nb, h['hr.lead']!, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const fields = body(res).details.fields;
      if (message) expect(fields[field]).toBe(message);
      else expect(Object.keys(fields).length).toBeGreaterThan(0);
    }
    expect(await written()).toBe(before);
  });

  it('approval: only the named approver, never the author, hr_staff not at all; a second approval is 409', async () => {
    const n = body(await api('POST', nb, h['hr.lead']!, notice({ approver_id: ids['hr.boss'] })));
    expect((await move(n.id, 'approve', 'hr.staff')).statusCode).toBe(403);
    const own = await move(n.id, 'approve', 'hr.lead');
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('본인이 작성한 공고는 승인하거나 반려할 수 없습니다.');
    const ok = await move(n.id, 'approve', 'hr.boss', { comment: '좋습니다' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok)).toMatchObject({ status: 'in_progress', can: { close: true, add_applicant: true } });
    expect(body(ok).approved_at).toBe(now.toISOString());
    const again = await move(n.id, 'approve', 'hr.boss');
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: 'CONFLICT', message: '진행 중 상태의 공고는 승인할 수 없습니다.' });
    expect((await move(n.id, 'submit', 'hr.lead')).statusCode).toBe(409);
    expect(body(await move(n.id, 'close', 'hr.staff')).status).toBe('closed');
    expect((await move(n.id, 'close', 'hr.staff')).statusCode).toBe(409);
    expect((await move(n.id, 'disable', 'hr.staff')).statusCode).toBe(409);
    const events = body(await api('GET', `${nb}/${n.id}`, h['hr.staff']!)).events.map((e: Json) => [e.action, e.from, e.to, e.actor, e.comment]);
    expect(events).toEqual([
      ['create', null, 'waiting_approval', 'hr.lead (hr.lead)', null],
      ['approve', 'waiting_approval', 'in_progress', 'hr.boss (hr.boss)', '좋습니다'],
      ['close', 'in_progress', 'closed', 'hr.staff (hr.staff)', null],
    ]);
  });

  it('return to the author with a comment, edit with the version, resubmit, and disable', async () => {
    const n = body(await api('POST', nb, h['hr.lead']!, notice({ title: '영업 관리자', unit_id: units.sales, job_function: '영업' })));
    // Without a named approver any holder of recruitment:approve decides (not the author).
    const noComment = await move(n.id, 'return', 'hr.boss');
    expect(noComment.statusCode).toBe(400);
    expect(body(noComment).details.fields.comment).toBe('반려 사유를 입력해주세요.');
    const returned = body(await move(n.id, 'return', 'hr.boss', { comment: '연봉 범위를 적어주세요.' }));
    expect(returned).toMatchObject({ status: 'returned', return_comment: '연봉 범위를 적어주세요.', can: { edit: true, submit: true, approve: false } });
    expect((await move(n.id, 'close', 'hr.lead')).statusCode).toBe(409);

    const stale = await api('PUT', `${nb}/${n.id}`, h['hr.lead']!, { version: 1, headcount: 3 });
    expect(stale.statusCode).toBe(409);
    const edited = await api('PUT', `${nb}/${n.id}`, h['hr.lead']!, { version: returned.version, headcount: 3, description: '<p>연봉 5,000만원 이상</p><img src=x onerror=alert(1)>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(edited)).toMatchObject({ headcount: 3, description: '<p>연봉 5,000만원 이상</p>', version: returned.version + 1 });
    const badEdit = await api('PUT', `${nb}/${n.id}`, h['hr.lead']!, { version: body(edited).version, start_date: '2027-02-01' });
    expect(body(badEdit).details.fields.end_date).toBe('모집 마감일은 시작일 이후여야 합니다.');

    const resubmitted = body(await move(n.id, 'submit', 'hr.lead'));
    expect(resubmitted).toMatchObject({ status: 'waiting_approval', return_comment: null });
    expect(body(await move(n.id, 'disable', 'hr.lead'))).toMatchObject({ status: 'disabled', can: { edit: false } });
    expect((await api('PUT', `${nb}/${n.id}`, h['hr.lead']!, { version: 99, headcount: 1 })).statusCode).toBe(409);
    expect(body(await api('GET', `${nb}/${n.id}`, h['hr.lead']!)).events.map((e: Json) => e.action)).toEqual(['create', 'return', 'edit', 'submit', 'disable']);
  });

  it('POST recruitment/list: default statuses leave out returned, counts per status, title search, page and limit defaults', async () => {
    const returned = body(await api('POST', nb, h['hr.lead']!, notice({ title: '반려될 공고' })));
    await move(returned.id, 'return', 'hr.boss', { comment: '보완' });
    const all = body(await api('POST', '/api/recruitment/list', h['hr.staff']!, {}));
    expect(all).toMatchObject({ page: 1, limit: 50 });
    expect(all.data.map((n: Json) => n.status)).not.toContain('returned');
    expect(all.data.every((n: Json) => ['in_progress', 'disabled', 'closed', 'waiting_approval'].includes(n.status))).toBe(true);
    expect(all.status_counts.returned).toBe(1);
    expect(all.total).toBe(Object.entries(all.status_counts).filter(([s]) => s !== 'returned').reduce((a, [, n]) => a + (n as number), 0));
    const onlyReturned = body(await api('POST', '/api/recruitment/list', h['hr.staff']!, { status: ['returned'] }));
    expect(onlyReturned.data.map((n: Json) => n.title)).toEqual(['반려될 공고']);
    const search = body(await api('POST', '/api/recruitment/list', h['hr.staff']!, { search: '영업', status: ['disabled'] }));
    expect(search.data.map((n: Json) => n.title)).toEqual(['영업 관리자']);
    expect(body(await api('POST', '/api/recruitment/list', h['hr.staff']!, { limit: 1, page: 2 }))).toMatchObject({ page: 2, limit: 1, data: [expect.any(Object)] });
    expect((await api('POST', '/api/recruitment/list', h['hr.staff']!, { status: ['open'] })).statusCode).toBe(400);
  });

  it('GET recruitment/groups: notices by unit and by job function with counts', async () => {
    const g = body(await api('GET', '/api/recruitment/groups', h['hr.staff']!));
    const backend = g.by_unit.find((u: Json) => u.unit_id === units.backend);
    expect(backend).toMatchObject({ unit_name: '개발본부 > 백엔드팀' });
    expect(backend.count).toBeGreaterThanOrEqual(2);
    expect(g.by_job_function.find((f: Json) => f.job_function === '영업')).toMatchObject({ count: 1, in_progress: 0, headcount: 3 });
    const running = body(await api('GET', '/api/recruitment/groups?status=in_progress', h['hr.staff']!));
    expect(running.by_unit.every((u: Json) => u.count === u.in_progress)).toBe(true);
  });
});

describe('applicants', () => {
  let n: Json;
  beforeAll(async () => {
    n = await runningNotice({ title: '프론트엔드 개발자' });
  });

  it('takes applications only while the notice runs, one per e-mail; bad input is 400 with nothing written', async () => {
    const waiting = body(await api('POST', nb, h['hr.lead']!, notice()));
    const refused = await api('POST', '/api/applicant', h['hr.staff']!, { recruitment_id: waiting.id, name: '이대기', email: 'wait@example.com', phone: '01011112222', apply_channel: '사람인' });
    expect(refused.statusCode).toBe(409);
    const a = await apply(n.id, { name: '박서준', email: 'Seojun@Example.com', birth_date: '1996-04-02' });
    expect(a).toMatchObject({
      recruitment_id: n.id,
      name: '박서준',
      phone: '01012345678',
      status: 'received',
      applied_at: '2026-12-01',
      applied_job_function: '백엔드 개발',
      next_statuses: ['document_passed', 'failed'],
      integration: { state: 'not_ready', employee_id: null },
      notice: { id: n.id, title: '프론트엔드 개발자', unit_name: '백엔드팀' },
    });
    expect(a.events).toEqual([expect.objectContaining({ action: 'apply', from: null, to: 'received', actor: 'hr.staff (hr.staff)' })]);
    const dup = await api('POST', '/api/applicant', h['hr.staff']!, { recruitment_id: n.id, name: '박서준', email: 'seojun@example.com', phone: '01012345678', apply_channel: '원티드' });
    expect(dup.statusCode).toBe(409);
    const before = await written();
    for (const [payload, field] of [
      [{ recruitment_id: n.id, name: '최', email: 'x@example.com', phone: '12345', apply_channel: '원티드' }, 'phone'],
      [{ recruitment_id: n.id, name: '최', email: 'not-mail', phone: '01012345678', apply_channel: '원티드' }, 'email'],
      [{ recruitment_id: n.id, name: '', email: 'y@example.com', phone: '01012345678', apply_channel: '원티드' }, 'name'],
      // An unknown key (a smuggled status) is refused as a whole.
      [{ recruitment_id: n.id, name: '최', email: 'z@example.com', phone: '01012345678', apply_channel: '원티드', status: 'final_passed' }, ''],
    ] as const) {
      const res = await api('POST', '/api/applicant', h['hr.staff']!, payload);
      expect(res.statusCode, res.body).toBe(400);
      if (field) expect(Object.keys(body(res).details.fields)).toContain(field);
    }
    expect(await written()).toBe(before);
    expect(await count('access_log', `subject_type = 'applicant' and subject_id = '${a.id}' and action = 'input'`)).toBe(1);
  });

  it('moves along the documented pipeline; skips other than 1차 면접 → 최종 합격 are 409; every move is an event', async () => {
    const a = await apply(n.id, { name: '이하은' });
    const skip = await setStatus(a.id, 'interview_2');
    expect(skip.statusCode).toBe(409);
    expect(body(skip)).toMatchObject({ message: '서류 접수에서 2차 면접(으)로 옮길 수 없습니다.', details: { from: 'received', to: 'interview_2', allowed: ['document_passed', 'failed'] } });
    await walk(a.id, 'document_passed');
    expect((await setStatus(a.id, 'interview_2')).statusCode).toBe(409);
    expect((await setStatus(a.id, 'final_passed')).statusCode).toBe(409);
    expect((await setStatus(a.id, 'received')).statusCode).toBe(409);
    await walk(a.id, 'interview_1');
    const final = await setStatus(a.id, 'final_passed', 'hr.lead', '1차 면접만으로 확정');
    expect(final.statusCode, final.body).toBe(200);
    expect(body(final)).toMatchObject({ status: 'final_passed', next_statuses: ['declined'], integration: { state: 'ready' } });
    expect((await setStatus(a.id, 'failed')).statusCode).toBe(409);
    expect(body(final).events.map((e: Json) => [e.from, e.to, e.actor])).toEqual([
      [null, 'received', 'hr.staff (hr.staff)'],
      ['received', 'document_passed', 'hr.staff (hr.staff)'],
      ['document_passed', 'interview_1', 'hr.staff (hr.staff)'],
      ['interview_1', 'final_passed', 'hr.lead (hr.lead)'],
    ]);
    expect(body(final).events[3].comment).toBe('1차 면접만으로 확정');
    await walk(a.id, 'declined');
    expect((await setStatus(a.id, 'final_passed')).statusCode).toBe(409);

    const b = await apply(n.id, { name: '정민호' });
    await walk(b.id, 'document_passed', 'interview_1', 'interview_2', 'failed');
    expect((await setStatus(b.id, 'interview_2')).statusCode).toBe(409);
    const c = await apply(n.id, { name: '한지민' });
    await walk(c.id, 'failed');
    expect(await count('audit_log', `action = 'applicants.status' and target_id = '${b.id}'`)).toBe(4);
    const bad = await setStatus(c.id, 'hired');
    expect(bad.statusCode).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'failed')).statusCode).toBe(404);
  });

  it('POST recruitment/list/application: progressing and failed by default, groups and stages as filters, counts per stage', async () => {
    const list = body(await api('POST', '/api/recruitment/list/application', h['hr.staff']!, { recruitment_id: n.id }));
    expect(list.notice).toMatchObject({ id: n.id, status: 'in_progress' });
    expect(list.total).toBe(4);
    expect(list.stage_counts).toMatchObject({ received: 1, declined: 1, failed: 2, final_passed: 0 });
    const failed = body(await api('POST', '/api/recruitment/list/application', h['hr.staff']!, { recruitment_id: n.id, status: 'failed' }));
    expect(failed.data.map((a: Json) => a.name).sort()).toEqual(['이하은', '정민호', '한지민']);
    const received = body(await api('POST', '/api/recruitment/list/application', h['hr.staff']!, { recruitment_id: n.id, status: ['received'] }));
    expect(received.data.map((a: Json) => a.name)).toEqual(['박서준']);
    const search = body(await api('POST', '/api/recruitment/list/application', h['hr.staff']!, { recruitment_id: n.id, search: '5678' }));
    expect(search.total).toBe(4);
    expect((await api('POST', '/api/recruitment/list/application', h['hr.staff']!, { recruitment_id: n.id, status: ['hired'] })).statusCode).toBe(400);
    const summary = body(await api('POST', '/api/recruitment/list', h['hr.staff']!, { search: '프론트엔드' })).data[0];
    expect(summary).toMatchObject({ applicant_count: 4, stage_counts: { received: 1, failed: 2, declined: 1 } });
  });

  it('GET the applicant alone and under its notice (an access record each); another notice answers 404', async () => {
    const a = (body(await api('POST', '/api/recruitment/list/application', h['hr.staff']!, { recruitment_id: n.id, status: 'received' })).data as Json[])[0];
    const views = () => count('access_log', `subject_type = 'applicant' and subject_id = '${a.id}' and action = 'view'`);
    const one = body(await api('GET', `/api/applicant/${a.id}`, h['hr.staff']!));
    expect(one).toMatchObject({ id: a.id, name: '박서준', birth_date: '1996-04-02', documents: [], evaluations: [] });
    expect(body(await api('GET', `/api/recruitment/list/${n.id}/application/${a.id}`, h['hr.lead']!)).id).toBe(a.id);
    expect(await views()).toBe(2);
    const other = await runningNotice({ title: '다른 공고' });
    expect((await api('GET', `/api/recruitment/list/${other.id}/application/${a.id}`, h['hr.lead']!)).statusCode).toBe(404);
  });

  it('documents: PDF and PNG by their bytes, anything else 400, over 10MB 413, downloads typed and recorded', async () => {
    const a = await apply(n.id, { name: '윤서연' });
    const upload = (data: Buffer, filename: string, fields: Record<string, string> = { kind: 'resume' }, who = 'hr.staff') => {
      const form = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, data }]);
      return t.app.inject({ method: 'POST', url: `/api/applicant/${a.id}/documents`, headers: { ...h[who]!, ...form.headers }, payload: form.payload });
    };
    const res = await upload(pdfBytes, '../../윤서연_이력서.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res)).toMatchObject({ kind: 'resume', filename: '윤서연_이력서.pdf', content_type: 'application/pdf', size: pdfBytes.length, uploaded_by: 'hr.staff (hr.staff)' });
    expect((await upload(pngBytes, '포트폴리오.pdf', { kind: 'portfolio' })).json()).toMatchObject({ filename: '포트폴리오.png', content_type: 'image/png' });
    const before = await written();
    const fake = await upload(Buffer.from('<html><script>x</script></html>'), 'resume.pdf');
    expect(fake.statusCode).toBe(400);
    expect(body(fake).details.fields.file).toBe('PDF, PNG, JPEG 파일만 올릴 수 있습니다.');
    expect((await upload(pdfBytes, 'a.pdf', { kind: 'photo' })).statusCode).toBe(400);
    const big = await upload(Buffer.concat([pdfBytes, Buffer.alloc(maxApplicantDocumentBytes)]), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(body(big).message).toBe('파일은 10MB 이하여야 합니다.');
    expect((await upload(pdfBytes, 'a.pdf', { kind: 'resume' }, 'exec')).statusCode).toBe(403);
    expect(await written()).toBe(before);

    const doc = body(res);
    const dl = await api('GET', `/api/applicant/${a.id}/documents/${doc.id}`, h['hr.lead']!);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toContain(encodeURIComponent('윤서연_이력서.pdf'));
    expect(dl.rawPayload.equals(pdfBytes)).toBe(true);
    expect(await count('access_log', `subject_id = '${a.id}' and action = 'download'`)).toBe(1);
    expect((await api('GET', `/api/applicant/${a.id}/documents/00000000-0000-4000-8000-000000000000`, h['hr.lead']!)).statusCode).toBe(404);
    expect(body(await api('GET', `/api/applicant/${a.id}`, h['hr.lead']!))).toMatchObject({ document_count: 2, documents: [{ kind: 'resume' }, { kind: 'portfolio' }] });
  });

  it('interview evaluations: one per interviewer per stage, replaced when given again, averaged', async () => {
    const a = await apply(n.id, { name: '강도윤' });
    const evaluate = (who: string, payload: Json) => api('PUT', `/api/applicant/${a.id}/evaluations`, h[who]!, payload);
    expect((await evaluate('hr.staff', { stage: 'interview_1', score: 3, note: '기술 질문 답변 보통' })).statusCode).toBe(200);
    const second = body(await evaluate('hr.lead', { stage: 'interview_1', score: 5, note: '문제 해결력 우수' }));
    expect(second.evaluations).toHaveLength(2);
    expect(second.average_score).toBe(4);
    const replaced = body(await evaluate('hr.staff', { stage: 'interview_1', score: 4, note: '재검토 후 상향' }));
    expect(replaced.evaluations).toHaveLength(2);
    expect(replaced.evaluations.find((e: Json) => e.mine)).toMatchObject({ interviewer: 'hr.staff (hr.staff)', score: 4, note: '재검토 후 상향' });
    expect(replaced.average_score).toBe(4.5);
    const before = await written();
    expect(body(await evaluate('hr.staff', { stage: 'interview_1', score: 6 })).details.fields.score).toBe('점수는 5점 이하여야 합니다.');
    expect((await evaluate('hr.staff', { stage: 'final', score: 3 })).statusCode).toBe(400);
    expect((await evaluate('worker', { stage: 'interview_1', score: 3 })).statusCode).toBe(403);
    expect(await written()).toBe(before);
    expect(await count('audit_log', `action = 'applicants.evaluate' and target_id = '${a.id}'`)).toBe(3);
  });
});

describe('integration', () => {
  let n: Json;
  const finalist = async (over: Json = {}) => {
    const a = await apply(n.id, over);
    await walk(a.id, 'document_passed', 'interview_1', 'interview_2', 'final_passed');
    return a;
  };
  beforeAll(async () => {
    n = await runningNotice({ title: '데이터 엔지니어', job_function: '데이터 엔지니어링', employment_type: '계약직' });
  });

  it('turns a 최종 합격 applicant into an employee in the notice unit, with a new-hire checklist; a second time is 409', async () => {
    const a = await finalist({ name: '오세훈', email: 'sehun@example.com', apply_channel: '원티드', wanted_id: 'WNT-77', applied_job_function: '데이터 플랫폼' });
    const res = await api('POST', `/api/integration/applicant/${a.id}`, h['hr.staff']!, {});
    expect(res.statusCode, res.body).toBe(201);
    const r = body(res);
    expect(r).toMatchObject({ applicant_id: a.id, name: '오세훈', ok: true, code: null });
    const employee = body(await api('GET', `/api/mongo/employees/${r.employee_id}`, h['hr.lead']!));
    expect(employee.personal).toMatchObject({ nameKor: '오세훈', emailPersonal: 'sehun@example.com', phone: '010-1234-5678', employeeNo: r.employee_no });
    expect(employee.applicationInfo).toEqual({ applyChannel: '원티드', appliedJobFunction: '데이터 플랫폼' });
    expect(employee.organization).toMatchObject({ wantedId: 'WNT-77', team: '백엔드팀', teamId: units.backend, employmentType: '계약직', employmentStatus: '재직', jobFunction: '데이터 플랫폼' });
    expect(employee.employmentHistory[0]).toMatchObject({ startDate: '2026-12-01' });
    const [checklist] = await queryRows<{ template: string }>(t.db, sql`select template_name as template from checklist_instances where employee_id = ${r.employee_id}`);
    expect(checklist?.template).toBe('신규 입사자 온보딩');

    const status = body(await api('GET', `/api/integration/status/${a.id}`, h['hr.staff']!));
    expect(status).toMatchObject({ state: 'integrated', employee_id: r.employee_id, employee_no: r.employee_no, integrated_by: 'hr.staff (hr.staff)' });
    const before = await written();
    const twice = await api('POST', `/api/integration/applicant/${a.id}`, h['hr.staff']!, {});
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toContain('이미 직원으로 등록되었습니다');
    expect((await setStatus(a.id, 'declined')).statusCode).toBe(409);
    expect(await written()).toBe(before);
    const detail = body(await api('GET', `/api/applicant/${a.id}`, h['hr.staff']!));
    expect(detail).toMatchObject({ status: 'final_passed', next_statuses: [] });
    expect(detail.events.at(-1)).toMatchObject({ action: 'integrate', comment: `직원 등록 (사번 ${r.employee_no})` });
  });

  it('refuses applicants before 최종 합격 (409) and unknown ones (404), writing nothing', async () => {
    const a = await apply(n.id, { name: '서지우' });
    await walk(a.id, 'document_passed');
    const before = await written();
    const res = await api('POST', `/api/integration/applicant/${a.id}`, h['hr.staff']!, {});
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('최종 합격한 지원자만 직원으로 등록할 수 있습니다.');
    expect(body(await api('GET', `/api/integration/status/${a.id}`, h['hr.staff']!)).state).toBe('not_ready');
    expect((await api('POST', '/api/integration/applicant/00000000-0000-4000-8000-000000000000', h['hr.staff']!, {})).statusCode).toBe(404);
    expect((await api('POST', `/api/integration/applicant/${a.id}`, h['hr.staff']!, { hire_date: '2026/12/01' })).statusCode).toBe(400);
    expect(await written()).toBe(before);
  });

  it('batch: one transaction with a result per applicant; refused ones leave nothing behind', async () => {
    const ok1 = await finalist({ name: '문가영' });
    const ok2 = await finalist({ name: '남궁민' });
    const early = await apply(n.id, { name: '류준열' });
    const done = (body(await api('GET', '/api/integration/integrated', h['hr.staff']!)).data as Json[])[0];
    const employeesBefore = await count('employees');
    const res = await api('POST', '/api/integration/batch', h['hr.lead']!, { applicantProgressIds: [ok1.id, early.id, done.applicant_id, ok2.id] });
    expect(res.statusCode, res.body).toBe(200);
    const b = body(res);
    expect(b).toMatchObject({ integrated: 2, failed: 2 });
    expect(b.results.map((r: Json) => [r.name, r.ok, r.code])).toEqual([
      ['문가영', true, null],
      ['류준열', false, 'CONFLICT'],
      ['오세훈', false, 'CONFLICT'],
      ['남궁민', true, null],
    ]);
    expect(await count('employees')).toBe(employeesBefore + 2);
    expect(await count('applicant_events', `applicant_id = '${early.id}' and action = 'integrate'`)).toBe(0);
    const integrated = body(await api('GET', `/api/integration/integrated?recruitment_id=${n.id}`, h['hr.staff']!));
    expect(integrated.total).toBe(3);
    expect(integrated.data.map((i: Json) => i.name).sort()).toEqual(['남궁민', '문가영', '오세훈']);
    expect(integrated.data[0]).toMatchObject({ notice_title: '데이터 엔지니어', apply_channel: '원티드' });

    const before = await written();
    expect((await api('POST', '/api/integration/batch', h['hr.lead']!, { applicantProgressIds: [ok1.id, ok1.id] })).statusCode).toBe(400);
    expect((await api('POST', '/api/integration/batch', h['hr.lead']!, { applicantProgressIds: [] })).statusCode).toBe(400);
    const again = body(await api('POST', '/api/integration/batch', h['hr.lead']!, { applicantProgressIds: [ok1.id] }));
    expect(again).toMatchObject({ integrated: 0, failed: 1 });
    // Only the batch's own audit row: no employee, no event.
    expect(await written()).not.toBe(before);
    expect(await count('employees')).toBe(employeesBefore + 2);
  });

  it('takes the hire date, 직급 and 직책 of the new record; refuses malformed ones (400) writing nothing', async () => {
    const a = await finalist({ name: '김하늘' });
    const before = await written();
    for (const bad of [{ job_grade: 'ㄱ'.repeat(51) }, { job_title: 7 }, { hire_date: '2027-01-04', probation_end_date: '2027-01-03' }, { grade: '대리' }]) {
      const res = await api('POST', `/api/integration/applicant/${a.id}`, h['hr.staff']!, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await written()).toBe(before);
    const res = await api('POST', `/api/integration/applicant/${a.id}`, h['hr.staff']!, { hire_date: '2027-01-04', job_grade: ' 대리 ', job_title: '팀원' });
    expect(res.statusCode, res.body).toBe(201);
    const employee = body(await api('GET', `/api/mongo/employees/${body(res).employee_id}`, h['hr.lead']!));
    expect(employee.organization).toMatchObject({ jobGrade: '대리', jobTitle: '팀원', firstJoinDate: '2027-01-04' });
    expect(employee.employmentHistory[0]).toMatchObject({ startDate: '2027-01-04', firstJoinDate: '2027-01-04' });
  });
});

describe('access', () => {
  it('answers 403 to roles without the recruitment permissions on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, Json?][] = [
      ['POST', '/api/recruitment/list', {}],
      ['GET', '/api/recruitment/groups'],
      ['GET', '/api/recruitment/approvers'],
      ['POST', nb, notice()],
      ['GET', `${nb}/${id}`],
      ['PUT', `${nb}/${id}`, { version: 1 }],
      ['PUT', `${nb}/${id}/submit`, {}],
      ['PUT', `${nb}/${id}/approve`, {}],
      ['PUT', `${nb}/${id}/return`, { comment: 'x' }],
      ['PUT', `${nb}/${id}/close`, {}],
      ['PUT', `${nb}/${id}/disable`, {}],
      ['POST', '/api/recruitment/list/application', { recruitment_id: id }],
      ['GET', `/api/recruitment/list/${id}/application/${id}`],
      ['GET', `/api/applicant/${id}`],
      ['PUT', `/api/applicant/${id}/status`, { status: 'failed' }],
      ['POST', '/api/applicant', {}],
      ['GET', `/api/applicant/${id}/documents/${id}`],
      ['PUT', `/api/applicant/${id}/evaluations`, { stage: 'document', score: 3 }],
      ['POST', `/api/integration/applicant/${id}`, {}],
      ['POST', '/api/integration/batch', { applicantProgressIds: [id] }],
      ['GET', `/api/integration/status/${id}`],
      ['GET', '/api/integration/integrated'],
    ];
    for (const who of ['worker', 'exec']) {
      for (const [method, url, payload] of calls) {
        const res = await api(method as 'GET', url, h[who]!, payload);
        expect({ who, method, url, status: res.statusCode }).toEqual({ who, method, url, status: 403 });
      }
    }
    // hr_staff reads and writes but does not approve.
    expect((await api('PUT', `${nb}/${id}/approve`, h['hr.staff']!, {})).statusCode).toBe(403);
  });
});

describe('retention', () => {
  it(`anonymises a closed notice's applicants 180 days after closing: personal fields, documents, notes`, async () => {
    const n = await runningNotice({ title: '보존 기간 공고' });
    const a = await apply(n.id, { name: '신보존', email: 'keep@example.com', birth_date: '1990-01-01' });
    const form = multipart([{ name: 'kind', value: 'resume' }, { name: 'file', filename: 'cv.pdf', data: pdfBytes }]);
    await t.app.inject({ method: 'POST', url: `/api/applicant/${a.id}/documents`, headers: { ...h['hr.staff']!, ...form.headers }, payload: form.payload });
    await api('PUT', `/api/applicant/${a.id}/evaluations`, h['hr.staff']!, { stage: 'document', score: 4, note: '경력 우수' });
    await walk(a.id, 'failed');
    await move(n.id, 'close', 'hr.staff');
    const day = 86_400_000;
    expect(await anonymizeDue(t.db, systemActor('recruitment-retention'), new Date(now.getTime() + 179 * day))).toMatchObject({ applicants: 0 });
    const run = await anonymizeDue(t.db, systemActor('recruitment-retention'), new Date(now.getTime() + 181 * day));
    expect(run).toEqual({ notices: 1, applicants: 1, documents: 1 });
    const after = body(await api('GET', `/api/applicant/${a.id}`, h['hr.staff']!));
    expect(after).toMatchObject({ name: `지원자-${a.id.slice(0, 8)}`, email: '', phone: '', birth_date: null, wanted_id: '', status: 'failed', documents: [], next_statuses: [] });
    expect(after.anonymized_at).not.toBeNull();
    expect(after.evaluations[0]).toMatchObject({ score: 4, note: '' });
    expect(after.events.at(-1)).toMatchObject({ action: 'anonymize', actor: 'recruitment-retention' });
    expect(await count('audit_log', `action = 'applicants.anonymize' and target_id = '${n.id}'`)).toBe(1);
    expect(await anonymizeDue(t.db, systemActor('recruitment-retention'), new Date(now.getTime() + 200 * day))).toEqual({ notices: 0, applicants: 0, documents: 0 });
    expect((await api('PUT', `/api/applicant/${a.id}/evaluations`, h['hr.staff']!, { stage: 'document', score: 1 })).statusCode).toBe(409);
    expect(body(await api('GET', `${nb}/${n.id}`, h['hr.staff']!)).retention_until).toBe(new Date(now.getTime() + 180 * day).toISOString());
  });
});
