import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait-for';
import { seoulToday } from '../../../lib/seoul-time';
import { ACTIVATION_JOB } from './task-forces.service';
import { body, count, insertEmployees, organizationTestApp, snapshot, type Json, type Requester } from '../test-fixtures';

const base = '/api/v1/organizational-hierarchy';
let t: TestApp;
let api: Requester;
let users: Awaited<ReturnType<typeof organizationTestApp>>['users'];
let hr: Record<string, string>;
let staff: Record<string, string>;
let second: Record<string, string>;
let team: Json;
let people: string[];

// The job runner's clock: 14:00 in Seoul (no schedule slot near) until a test moves it.
let current = new Date(`${seoulToday()}T14:00:00+09:00`);

beforeAll(async () => {
  const o = await organizationTestApp({ JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5', JOBS_SCHEDULE_CHECK_SECONDS: '3600' }, { clock: () => current });
  ({ t, api, users } = o);
  hr = users['hr.manager']!.headers;
  staff = users['hr.staff']!.headers;
  second = users['hr.second']!.headers;
  const bu = body(await api('POST', `${base}/units`, hr, { unitName: '전략사업부', unitType: 'BUSINESS_UNIT' }));
  team = body(await api('POST', `${base}/units`, hr, { unitName: '전략기획팀', unitType: 'TEAM', parentId: bu.id }));
  people = await insertEmployees(t, 4);
});
afterAll(() => t.close());

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

async function newTaskForce(extra: object = {}) {
  const res = await api('POST', `${base}/tf`, hr, {
    tfName: `차세대 인사시스템 TF ${Math.random().toString(36).slice(2, 6)}`,
    priority: 'HIGH',
    parentId: team.id,
    leaderId: people[0],
    purpose: '인사시스템 전환',
    startDate: yesterday,
    endDate: nextYear,
    members: [
      { employeeId: people[1], role: 'PM' },
      { employeeId: people[2], role: '개발' },
    ],
    approvers: [users['hr.staff']!.id, users['hr.second']!.id],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

const act = (id: string, action: string, headers: Record<string, string>, comments?: string) =>
  api('POST', `${base}/tf/workflow/${id}/${action}`, headers, comments === undefined ? {} : { comments });

describe('task force CRUD', () => {
  it('creates a draft TF under a unit with leader, members and ordered approvers', async () => {
    const tf = await newTaskForce();
    expect(tf).toMatchObject({ status: 'DRAFT', priority: 'HIGH', parentId: team.id, parentName: '전략기획팀', memberCount: 3, approverCount: 2, currentStep: null });
    expect(tf.members.find((m: Json) => m.isHead)).toMatchObject({ employeeId: people[0], role: '리더' });
    expect(tf.approvals.map((a: Json) => [a.step, a.approverId, a.decision])).toEqual([
      [1, users['hr.staff']!.id, 'PENDING'],
      [2, users['hr.second']!.id, 'PENDING'],
    ]);
    const unit = body(await api('GET', `${base}/units/${tf.id}`, hr));
    expect(unit).toMatchObject({ level: 5, unitType: 'TASK_FORCE', isTemporary: true });
    expect(body(await api('GET', `${base}/tf?status=DRAFT`, hr)).total).toBeGreaterThanOrEqual(1);
    expect(body(await api('GET', `${base}/tf?search=${encodeURIComponent('차세대')}`, hr)).total).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input in Korean, writing nothing', async () => {
    const before = await snapshot(t);
    const res = await api('POST', `${base}/tf`, hr, {
      tfName: '잘못된 TF',
      parentId: team.id,
      startDate: '2026-05-01',
      endDate: '2026-04-01',
      members: [{ employeeId: '00000000-0000-4000-8000-000000000000' }, { employeeId: people[1] }, { employeeId: people[1] }],
      approvers: [users.exec!.id, users['hr.staff']!.id, users['hr.staff']!.id],
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).details.fields).toEqual({
      endDate: '종료일은 시작일과 같거나 이후여야 합니다.',
      'members.0.employeeId': '존재하지 않는 직원입니다.',
      'members.2.employeeId': '같은 구성원이 두 번 있습니다.',
      'approvers.0': '조직 관리 권한이 있는 사용자만 결재자로 지정할 수 있습니다.',
      'approvers.2': '같은 결재자가 두 번 있습니다.',
    });
    const shape = await api('POST', `${base}/tf`, hr, { tfName: '', startDate: '2026-13-01', endDate: '2026-01-01', status: 'ACTIVE' });
    expect(body(shape).details.fields).toMatchObject({
      tfName: '필수 입력 항목입니다.',
      startDate: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.',
      status: '새 TF는 작성 중(DRAFT) 상태로만 만들 수 있습니다.',
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('updates with the version; stale is 409; delete only drafts', async () => {
    const tf = await newTaskForce();
    const ok = await api('PUT', `${base}/tf/${tf.id}`, hr, { version: tf.version, priority: 'CRITICAL', members: [{ employeeId: people[3], role: 'QA' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok)).toMatchObject({ priority: 'CRITICAL', memberCount: 2 });
    const stale = await api('PUT', `${base}/tf/${tf.id}`, hr, { version: tf.version, priority: 'LOW' });
    expect(stale.statusCode).toBe(409);
    expect((await api('DELETE', `${base}/tf/${tf.id}`, hr)).statusCode).toBe(204);
    expect(await count(t, sql`select count(*)::int as n from org_units where id = ${tf.id}`)).toBe(0);
    expect((await api('GET', `${base}/tf/${tf.id}`, hr)).statusCode).toBe(404);
  });
});

describe('approval workflow', () => {
  it('submit → each approver in order → approved and, the start date having come, active', async () => {
    const tf = await newTaskForce();
    expect((await act(tf.id, 'approve', staff)).statusCode).toBe(409);
    const submitted = await act(tf.id, 'submit', hr, '검토 부탁드립니다.');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body(submitted)).toMatchObject({ status: 'PENDING_APPROVAL', currentStep: 1 });
    const again = await act(tf.id, 'submit', hr);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('결재 중 상태에서는 상신할 수 없습니다.');

    const before = await snapshot(t);
    const wrong = await act(tf.id, 'approve', second);
    expect(wrong.statusCode).toBe(403);
    expect((await act(tf.id, 'approve', hr)).statusCode).toBe(403);
    expect(await snapshot(t)).toBe(before);

    expect(body(await api('GET', `${base}/tf/review`, staff)).data.map((r: Json) => r.taskForce.id)).toContain(tf.id);
    expect(body(await api('GET', `${base}/tf/review`, second)).data.map((r: Json) => r.taskForce.id)).not.toContain(tf.id);
    const step1 = await act(tf.id, 'approve', staff, '1차 승인');
    expect(body(step1)).toMatchObject({ status: 'PENDING_APPROVAL', currentStep: 2 });
    const review = body(await api('GET', `${base}/tf/review`, second)).data.find((r: Json) => r.taskForce.id === tf.id);
    expect(review).toMatchObject({ step: 2, submittedBy: 'hr.manager (hr.manager)' });
    expect((await act(tf.id, 'approve', staff)).statusCode).toBe(403);

    const final = await act(tf.id, 'approve', second, '최종 승인');
    expect(final.statusCode, final.body).toBe(200);
    const history = body(final);
    expect(history.status).toBe('ACTIVE');
    expect(history.events.map((e: Json) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['create', null, 'DRAFT'],
      ['submit', 'DRAFT', 'PENDING_APPROVAL'],
      ['approve', 'PENDING_APPROVAL', 'PENDING_APPROVAL'],
      ['approve', 'PENDING_APPROVAL', 'APPROVED'],
      ['activate', 'APPROVED', 'ACTIVE'],
    ]);
    expect(history.events[2]).toMatchObject({ actorId: users['hr.staff']!.id, comment: '1단계: 1차 승인', at: expect.any(String) });
    expect(history.approvals.map((a: Json) => a.decision)).toEqual(['APPROVED', 'APPROVED']);
    expect(body(await api('GET', `${base}/tf/workflow/${tf.id}`, users.exec!.headers)).events).toHaveLength(5);
    expect(await count(t, sql`select count(*)::int as n from audit_log where target_collection = 'task_forces' and target_id = ${tf.id}`)).toBe(4);
    expect((await act(tf.id, 'reject', second, '늦은 반려')).statusCode).toBe(409);
  });

  it('reject needs a comment, at any step; a rejected TF can be edited and resubmitted', async () => {
    const tf = await newTaskForce();
    await act(tf.id, 'submit', hr);
    const noComment = await act(tf.id, 'reject', staff);
    expect(noComment.statusCode).toBe(400);
    expect(body(noComment).details.fields).toEqual({ comments: '반려 사유를 입력해주세요.' });
    const rejected = await act(tf.id, 'reject', staff, '예산 근거 부족');
    expect(body(rejected)).toMatchObject({ status: 'REJECTED', currentStep: null });
    expect(body(rejected).events.at(-1)).toMatchObject({ action: 'reject', toStatus: 'REJECTED', comment: '1단계: 예산 근거 부족' });
    const detail = body(await api('GET', `${base}/tf/${tf.id}`, hr));
    const edited = await api('PUT', `${base}/tf/${tf.id}`, hr, { version: detail.version, purpose: '예산 근거 보강', approvers: [users['hr.second']!.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    const resubmitted = await act(tf.id, 'submit', hr);
    expect(body(resubmitted)).toMatchObject({ status: 'PENDING_APPROVAL', currentStep: 1 });
    expect(body(resubmitted).approvals).toEqual([expect.objectContaining({ approverId: users['hr.second']!.id, decision: 'PENDING' })]);
    const locked = await api('PUT', `${base}/tf/${tf.id}`, hr, { version: body(resubmitted).approvals.length + detail.version + 1, approvers: [users['hr.staff']!.id] });
    expect(locked.statusCode).toBe(400);
    expect(body(locked).details.fields.approvers).toBe('결재 진행 중이거나 승인된 TF의 결재선은 바꿀 수 없습니다.');
  });

  it('cancel: only the submitter withdraws, back to draft', async () => {
    const tf = await newTaskForce({ approvers: [users['hr.second']!.id] });
    await act(tf.id, 'submit', staff);
    expect((await act(tf.id, 'cancel', hr)).statusCode).toBe(403);
    const cancelled = await act(tf.id, 'cancel', staff, '내용 보완');
    expect(body(cancelled)).toMatchObject({ status: 'DRAFT' });
    expect((await act(tf.id, 'cancel', staff)).statusCode).toBe(409);
    const noApprovers = await newTaskForce({ approvers: [] });
    const refused = await act(noApprovers.id, 'submit', hr);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).details.fields.approvers).toBe('결재자를 1명 이상 지정해야 상신할 수 있습니다.');
    expect(body(await api('GET', `${base}/tf/${noApprovers.id}`, hr)).status).toBe('DRAFT');
    expect((await api('POST', `${base}/tf/workflow/${tf.id}/publish`, hr, {})).statusCode).toBe(400);
  });

  it('a future start date stays APPROVED until the day comes; the daily job (00:05 Seoul) makes it ACTIVE with an event', async () => {
    const tf = await newTaskForce({ startDate: nextYear, endDate: nextYear, approvers: [users['hr.staff']!.id] });
    await act(tf.id, 'submit', hr);
    expect(body(await act(tf.id, 'approve', staff)).status).toBe('APPROVED');
    await t.db.execute(sql`update task_forces set start_date = ${yesterday} where unit_id = ${tf.id}`);
    // Reads never write: the start date has come, but the TF stays APPROVED until the job runs.
    expect(body(await api('GET', `${base}/tf/${tf.id}`, hr)).status).toBe('APPROVED');
    expect(body(await api('GET', `${base}/tf?limit=200`, hr)).data.find((r: Json) => r.id === tf.id).status).toBe('APPROVED');
    current = new Date(`${seoulToday()}T00:06:00+09:00`);
    expect(await t.app.jobs.runDue(current)).toContain(ACTIVATION_JOB);
    await waitFor(async () => ((await t.app.jobs.counts(ACTIVATION_JOB)).completed ?? 0) === 1);
    // The same slot again (another instance, a restart) is not run twice.
    expect(await t.app.jobs.runDue(current)).toEqual([]);
    const read = body(await api('GET', `${base}/tf/${tf.id}`, hr));
    expect(read.status).toBe('ACTIVE');
    expect(body(await api('GET', `${base}/tf/workflow/${tf.id}`, hr)).events.at(-1)).toMatchObject({ action: 'activate', actorLabel: '시스템 (시작일 도래)' });
  });

  it('extend and dissolve', async () => {
    const tf = await newTaskForce({ approvers: [users['hr.staff']!.id] });
    await act(tf.id, 'submit', hr);
    await act(tf.id, 'approve', staff);
    const earlier = await api('POST', `${base}/tf/${tf.id}/extend`, hr, { endDate: yesterday });
    expect(body(earlier).details.fields.endDate).toMatch(/보다 늦어야 합니다/);
    const later = `${new Date().getUTCFullYear() + 2}-12-31`;
    const extended = await api('POST', `${base}/tf/${tf.id}/extend`, hr, { endDate: later, comments: '2단계 구축' });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(body(extended).endDate).toBe(later);
    const dissolved = await api('POST', `${base}/tf/${tf.id}/dissolve`, hr, { comments: '목표 달성' });
    expect(body(dissolved)).toMatchObject({ status: 'DISSOLVED', isActive: false, dissolvedAt: expect.any(String) });
    expect((await api('POST', `${base}/tf/${tf.id}/dissolve`, hr, {})).statusCode).toBe(409);
    expect((await api('POST', `${base}/tf/${tf.id}/extend`, hr, { endDate: later })).statusCode).toBe(409);
    expect((await api('DELETE', `${base}/tf/${tf.id}`, hr)).statusCode).toBe(409);
    const events = body(await api('GET', `${base}/tf/workflow/${tf.id}`, hr)).events.map((e: Json) => e.action);
    expect(events.slice(-2)).toEqual(['extend', 'dissolve']);
    const draft = await newTaskForce();
    expect((await api('POST', `${base}/tf/${draft.id}/dissolve`, hr, {})).statusCode).toBe(409);
  });
});

describe('segregation of duties: the submitter never approves their own request', () => {
  it('a TF whose creator is its only approver cannot be submitted; nothing is written', async () => {
    const tf = await newTaskForce({ approvers: [users['hr.manager']!.id] });
    const before = await snapshot(t);
    const refused = await act(tf.id, 'submit', hr);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).details.fields.approvers).toBe('상신하는 사람은 결재선에 들어갈 수 없습니다. 본인을 결재선에서 빼고 상신해주세요.');
    expect(await snapshot(t)).toBe(before);
    expect(body(await api('GET', `${base}/tf/${tf.id}`, hr)).status).toBe('DRAFT');
    // Nor at a later step: the submitter somewhere on the line is refused as well.
    const later = await newTaskForce({ approvers: [users['hr.second']!.id, users['hr.manager']!.id] });
    expect((await act(later.id, 'submit', hr)).statusCode).toBe(400);
  });

  it('approving a request one submitted oneself is 403 with a Korean message at any step, nothing written', async () => {
    // A request submitted before the rule, with its submitter on the line (step 2).
    const tf = await newTaskForce({ approvers: [users['hr.staff']!.id, users['hr.second']!.id] });
    expect((await act(tf.id, 'submit', staff)).statusCode).toBe(400);
    expect((await act(tf.id, 'submit', hr)).statusCode).toBe(200);
    await t.db.execute(sql`update task_force_events set actor_id = ${users['hr.staff']!.id} where unit_id = ${tf.id} and action = 'submit'`);
    const before = await snapshot(t);
    const own = await act(tf.id, 'approve', staff, '1차 승인');
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('본인이 상신한 TF는 승인할 수 없습니다. 다른 결재자가 승인해야 합니다.');
    expect(await snapshot(t)).toBe(before);
    expect(body(await api('GET', `${base}/tf/${tf.id}`, hr))).toMatchObject({ status: 'PENDING_APPROVAL', currentStep: 1 });
  });

  it('a TF without a parent unit is not a top unit of the org chart tree', async () => {
    const orphan = await newTaskForce({ parentId: null, tfName: '상위 없는 TF' });
    const tree = body(await api('GET', `${base}/tree?includeInactive=true&includeHeadcount=true`, hr));
    const names = (nodes: Json[]): string[] => nodes.flatMap((n) => [n.unitName as string, ...names(n.children as Json[])]);
    expect(tree.data.map((n: Json) => n.unitName)).not.toContain('상위 없는 TF');
    expect(names(tree.data)).not.toContain('상위 없는 TF');
    expect(tree.total).toBe(names(tree.data).length);
    // It is still a task force of the TF list.
    expect(body(await api('GET', `${base}/tf/${orphan.id}`, hr)).tfName).toBe('상위 없는 TF');
  });
});

describe('task force permissions', () => {
  it('an employee may neither read nor act; an executive reads only', async () => {
    const emp = users.emp!.headers;
    const exec = users.exec!.headers;
    const tf = await newTaskForce();
    expect((await api('GET', `${base}/tf`, emp)).statusCode).toBe(403);
    expect((await api('GET', `${base}/tf/review`, emp)).statusCode).toBe(403);
    expect((await act(tf.id, 'submit', emp)).statusCode).toBe(403);
    expect((await api('GET', `${base}/tf/${tf.id}`, exec)).statusCode).toBe(200);
    expect((await act(tf.id, 'submit', exec)).statusCode).toBe(403);
    expect((await api('POST', `${base}/tf`, exec, { tfName: 'x', startDate: yesterday, endDate: nextYear })).statusCode).toBe(403);
  });
});
