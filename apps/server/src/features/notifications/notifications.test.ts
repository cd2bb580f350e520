import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, type TestApp } from '../../test/app';
import { startSmtpServer, type TestSmtp } from '../../test/smtp';
import { waitFor } from '../../test/wait-for';
import { insertEvaluation, insertPerson, insertTeam, linkAccount, startOnboarding } from './notifications.fixtures';
import { mailNotifications, notify } from './notifications.writer';
import { NOTIFICATION_REMINDER_JOB } from './reminders';

/** The date rules on a fixed clock (08:00 in Seoul is 23:00 UTC the day before), the centre's calls, mail preferences. */

let t: TestApp;
let smtp: TestSmtp;
let current = new Date('2026-11-30T12:00:00Z');
let runs = 0;
const h: Record<string, Record<string, string>> = {};
const user: Record<string, string> = {};
const people: Record<string, string> = {};

const mailsTo = (address: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address).map((m) => m.subject).sort();
const notificationsOf = async (loginId: string) =>
  (await queryRows<{ title: string }>(t.db, sql`select n.title from notifications n join users u on u.id = n.user_id where u.login_id = ${loginId} order by n.title`)).map((r) => r.title);

/** Runs the schedule at 08:00 (Seoul) of `day` and waits for the job and its mails. */
async function runMorning(day: string) {
  current = new Date(Date.parse(`${day}T08:00:00+09:00`));
  expect(await t.app.jobs.runDue(current)).toContain(NOTIFICATION_REMINDER_JOB);
  runs += 1;
  await waitFor(async () => ((await t.app.jobs.counts(NOTIFICATION_REMINDER_JOB)).completed ?? 0) === runs);
  await waitFor(async () => (await queryRows(t.db, sql`select 1 from mail_outbox where status = 'queued'`)).length === 0);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ ...smtp.env, PUBLIC_URL: 'https://hr.saram.test' }, undefined, { clock: () => current });
  for (const [loginId, role] of [['hr', 'hr_manager'], ['hr.team', 'hr_manager'], ['leader', 'employee'], ['worker', 'employee'], ['admin', 'admin']] as const) {
    user[loginId] = (await createTestUser(t, loginId, [role], { email: `${loginId}@saram.test` })).id;
    h[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  people.leader = await insertPerson(t, { name: '박팀장', no: 'N001' });
  const team = await insertTeam(t, '플랫폼팀', people.leader);
  // HR whose grant reaches only this team.
  await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${team}]::uuid[] where user_id = ${user['hr.team']!}`);
  people.probation = await insertPerson(t, { name: '김수습', no: 'N002', teamId: team, record: { organization: { probationEndDate: '2026-12-11' } } });
  people.visa = await insertPerson(t, { name: '이비자', no: 'N003', record: { personal: { visa: { type: 'E-7', expiryDate: '2026-12-21' } } } });
  people.contract = await insertPerson(t, {
    name: '박계약',
    no: 'N004',
    teamId: team,
    record: { employmentHistory: [{ startDate: '2025-12-07', endDate: '2026-12-06', type: '계약직', firstJoinDate: '' }] },
  });
  people.later = await insertPerson(t, { name: '정나중', no: 'N005', record: { organization: { probationEndDate: '2027-01-20' } } });
  await insertPerson(t, { name: '한퇴직', no: 'N006', status: '퇴직', record: { organization: { probationEndDate: '2026-12-05' } } });
  people.newHire = await insertPerson(t, { name: '최신입', no: 'N007', hireDate: '2026-11-02' });
  await startOnboarding(t, people.newHire);
  await linkAccount(t, user.leader!, people.leader);
  await linkAccount(t, user.worker!, people.visa);
  people.evaluation = await insertEvaluation(t, { employeeId: people.visa, firstId: people.leader, status: 'submitted', due: '2026-12-04' });
  // The leader keeps evaluation deadlines in the bell only.
  const off = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: h.leader, payload: { preferences: [{ kind: 'evaluation_deadline', email: false }] } });
  expect(off.statusCode).toBe(200);
  expect(body(off).data.find((p: { kind: string }) => p.kind === 'evaluation_deadline')).toMatchObject({ label: '평가 마감 임박', email: false });
}, 90_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('date rules', () => {
  it('notify the right people of each rule within its N days (fixed clock)', async () => {
    await runMorning('2026-12-01');
    expect(await notificationsOf('hr')).toEqual([
      '계약 종료 D-5: 박계약 (2026.12.06)',
      '비자 만료 D-20: 이비자 (2026.12.21)',
      '수습 종료 D-10: 김수습 (2026.12.11)',
      '온보딩 미완료 항목 2건: 최신입',
    ]);
    // The unit leader hears of their team's probation and contract, and (as 1차 평가자 whose turn it is) of the deadline.
    expect(await notificationsOf('leader')).toEqual(['계약 종료 D-5: 박계약 (2026.12.06)', '수습 종료 D-10: 김수습 (2026.12.11)', '평가 마감 D-3: 2026 하반기 평가 · 이비자']);
    // The person with the visa hears of it on their own account (and not of HR's copy).
    expect(await notificationsOf('worker')).toEqual(['비자 만료 D-20 (2026.12.21)']);
    // Every account holding the HR permissions hears what HR hears (the administrator holds them all)...
    expect(await notificationsOf('admin')).toEqual(await notificationsOf('hr'));
    // ...of the people its grants reach: HR scoped to the team hears only of the team's two.
    expect(await notificationsOf('hr.team')).toEqual(['계약 종료 D-5: 박계약 (2026.12.06)', '수습 종료 D-10: 김수습 (2026.12.11)']);
    const [link] = await queryRows<{ link: string }>(t.db, sql`select link from notifications where title like '평가 마감%'`);
    expect(link!.link).toBe(`/eval/evaluations/${people.evaluation}`);
  });

  it('mail only the kinds each person keeps on, with Korean subject and a link', async () => {
    await waitFor(() => smtp.received.length === 13);
    expect(mailsTo('leader@saram.test')).toEqual(['[사람] 계약 종료 D-5: 박계약 (2026.12.06)', '[사람] 수습 종료 D-10: 김수습 (2026.12.11)']);
    expect(mailsTo('hr@saram.test')).toHaveLength(4);
    const visa = smtp.received.find((m) => m.subject === '[사람] 비자 만료 D-20 (2026.12.21)')!;
    expect(visa.text).toContain('비자 만료일은 2026.12.21입니다.');
    expect(visa.text).toContain('확인하기: https://hr.saram.test/my-profile');
  });

  it('add nothing when run again the next day (one per person, rule, subject and due date)', async () => {
    const before = (await queryRows(t.db, sql`select 1 from notifications`)).length;
    await runMorning('2026-12-02');
    expect((await queryRows(t.db, sql`select 1 from notifications`)).length).toBe(before);
    expect(smtp.received).toHaveLength(13);
  });

  it('follow the N an administrator sets, and skip a rule turned off', async () => {
    const put = (rule: string, payload: object, headers = h.admin) => t.app.inject({ method: 'PUT', url: `/api/notifications/rules/${rule}`, headers, payload });
    expect((await put('probation_ending', { days: 60, enabled: true }, h.hr)).statusCode).toBe(403);
    const bad = await put('probation_ending', { days: 0, enabled: true });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields.days).toBe('1일 이상이어야 합니다.');
    expect((await put('no_such_rule', { days: 3, enabled: true })).statusCode).toBe(400);
    const ok = await put('probation_ending', { days: 60, enabled: true });
    expect(body(ok)).toMatchObject({ rule: 'probation_ending', days: 60, enabled: true, label: '수습 종료 예정' });
    expect(body(await put('visa_expiry', { days: 30, enabled: false })).enabled).toBe(false);
    const rules = body(await t.app.inject({ method: 'GET', url: '/api/notifications/rules', headers: h.admin })).data;
    expect(rules.map((r: { rule: string; days: number }) => `${r.rule}:${r.days}`)).toEqual([
      'probation_ending:60',
      'visa_expiry:30',
      'contract_end:30',
      'evaluation_deadline:7',
      'onboarding_overdue:14',
      'approval_pending:3',
    ]);
    const audit = await queryRows(t.db, sql`select 1 from audit_log where action = 'notifications.rule'`);
    expect(audit).toHaveLength(2);

    // A changed visa date would be a new due date, but the rule is off.
    await t.db.execute(sql`update employees set record = jsonb_set(record, '{personal,visa,expiryDate}', '"2026-12-24"') where id = ${people.visa}`);
    await runMorning('2026-12-03');
    expect(await notificationsOf('hr')).toContain('수습 종료 D-48: 정나중 (2027.01.20)');
    expect((await notificationsOf('hr')).filter((title) => title.startsWith('비자'))).toHaveLength(1);
  });
  it('run at once for an administrator, adding only what is new', async () => {
    const run = (headers: Record<string, string> | undefined) => t.app.inject({ method: 'POST', url: '/api/notifications/rules/run', headers });
    expect((await run(h.hr)).statusCode).toBe(403);
    expect(body(await run(h.admin))).toEqual({ created: 0, mailed: 0 });
    // A moved probation end is a new due date: HR (three accounts, the team's HR too) and the leader hear of it again.
    await t.db.execute(sql`update employees set record = jsonb_set(record, '{organization,probationEndDate}', '"2026-12-20"') where id = ${people.probation}`);
    expect(body(await run(h.admin))).toEqual({ created: 4, mailed: 4 });
    const [audit] = await queryRows<{ actor_label: string }>(t.db, sql`select actor_label from audit_log where action = 'notifications.create' order by at desc, id desc limit 1`);
    expect(audit!.actor_label).toBe('admin (admin)');
  });
});

describe('notification centre', () => {
  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: h[who] });
  const put = (url: string, who: string) => t.app.inject({ method: 'PUT', url, headers: h[who] });

  it('counts, lists and marks read only the caller’s own', async () => {
    expect(body(await get('/api/notifications/unread-count', 'worker'))).toEqual({ count: 1 });
    const hrList = body(await get('/api/notifications', 'hr'));
    expect(hrList.unread).toBe(6);
    expect(hrList.data).toHaveLength(6);
    const first = hrList.data[0];
    expect(first).toMatchObject({ readAt: null, link: expect.stringMatching(/^\//) });

    // Another person's notification is not found; the list shows no one else's.
    expect((await put(`/api/notifications/${first.id}/read`, 'worker')).statusCode).toBe(404);
    expect(body(await get('/api/notifications', 'worker')).data.map((n: { title: string }) => n.title)).toEqual(['비자 만료 D-20 (2026.12.21)']);

    expect((await put(`/api/notifications/${first.id}/read`, 'hr')).statusCode).toBe(204);
    expect((await put(`/api/notifications/${first.id}/read`, 'hr')).statusCode).toBe(204);
    expect(body(await get('/api/notifications/unread-count', 'hr'))).toEqual({ count: 5 });
    expect(body(await get('/api/notifications?unread=true', 'hr')).data).toHaveLength(5);
    expect(body(await put('/api/notifications/read-all', 'hr'))).toEqual({ count: 5 });
    expect(body(await get('/api/notifications/unread-count', 'hr'))).toEqual({ count: 0 });
    expect(body(await get('/api/notifications/unread-count', 'worker'))).toEqual({ count: 1 });
    expect((await put('/api/notifications/not-a-uuid/read', 'hr')).statusCode).toBe(400);
  });

  it('refuses a preference for an unknown kind with a Korean message', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: h.worker, payload: { preferences: [{ kind: 'nope', email: true }] } });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toMatch(/[가-힣]/);
  });

  it('lets other features notify inside their transaction and mail afterwards', async () => {
    const input = { userIds: [user.worker, user.worker, null], kind: 'general' as const, title: '발령 승인 대기 2건', body: '승인할 발령이 있습니다.', link: '/', dedupeKey: 'pending:1' };
    const created = await t.db.transaction((tx) => notify(tx, input, current));
    expect(created).toHaveLength(1);
    expect(await t.db.transaction((tx) => notify(tx, input, current))).toEqual([]);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: h.worker, payload: { preferences: [{ kind: 'general', email: false }] } });
    expect(await mailNotifications({ db: t.db, mailer: t.app.mailer, publicUrl: 'https://hr.saram.test' }, created)).toBe(0);
    expect(body(await get('/api/notifications/unread-count', 'worker'))).toEqual({ count: 2 });
  });
});
