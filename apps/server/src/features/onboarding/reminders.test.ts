import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';
import { startSmtpServer, type TestSmtp } from '../../test/smtp';
import { waitFor } from '../../test/wait-for';
import { count, insertEmployee, startOnboarding, verify } from './onboarding.fixtures';
import { REMINDER_JOB, sendDueReminders } from './reminders';

/** The daily reminders, driven by the test's clock: 09:00 in Seoul is 00:00 UTC. */

let t: TestApp;
let smtp: TestSmtp;
let received: TestSmtp['received'];
let current = new Date('2026-11-23T05:00:00Z'); // 14:00 in Seoul: the morning's slot is past the catch-up hour
let runs = 0;
let hr: Record<string, string>;
const people: Record<string, string> = {};

const morning = (day: string) => new Date(`${day}T00:00:00Z`);
const outbox = () => queryRows<{ to: string; subject: string }>(t.db, sql`select "to", subject from mail_outbox order by created_at, "to"`);

/** Runs the schedule at 09:00 of `day` and waits for the job (and the mails it queued) to finish. */
async function runMorning(day: string) {
  current = morning(day);
  expect(await t.app.jobs.runDue(current)).toContain(REMINDER_JOB);
  runs += 1;
  await waitFor(async () => ((await t.app.jobs.counts(REMINDER_JOB)).completed ?? 0) === runs);
  await waitFor(async () => (await count(t, 'mail_outbox', "status = 'queued'")) === 0);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  t = await createTestApp({ ...smtp.env, PUBLIC_URL: 'https://hr.saram.test' }, undefined, { clock: () => current });
  await createTestUser(t, 'hr.lead', ['hr_manager'], { email: 'lead@saram.test' });
  await createTestUser(t, 'worker', ['employee'], { email: 'worker@saram.test' });
  hr = bearer((await login(t, 'hr.lead')).token.access_token);

  const started = new Date('2026-11-20T01:00:00Z');
  const person = async (key: string, name: string, no: string, override?: object) => {
    people[key] = await insertEmployee(t, { name, no, email: `${no.toLowerCase()}@saram.test`, hireDate: '2026-09-08', probationEndDate: '2026-12-08' });
    await startOnboarding(t, people[key], undefined, started);
    if (override) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/mongo/onboarding/email-preferences/${people[key]}`, headers: hr, payload: override });
      expect(res.statusCode).toBe(200);
    }
  };
  await person('a', '김민준', 'EA001');
  await person('b', '이서연', 'EB001', { enabled: false });
  await person('c', '박지후', 'EC001', { open_items: false });
  // Completed people get nothing.
  await person('d', '완료자', 'ED001');
  const instance = (await queryRows<{ id: string }>(t.db, sql`select id from checklist_instances where employee_id = ${people.d!}`))[0]!.id;
  await verify(t, instance, 'contract');
  await verify(t, instance, 'training');
  expect((await t.app.inject({ method: 'POST', url: `/api/mongo/onboarding/${people.d!}/complete`, headers: hr, payload: {} })).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('onboarding reminders', () => {
  it('mails open items to the new hire and the probation end 14 days before to HR, with Korean subject and body intact', async () => {
    await runMorning('2026-11-24');
    // No HR recipients set: the probation notices go to every active account holding checklists:write
    // (the HR manager; the employee account holds none).
    await waitFor(() => received.length === 3);
    const bySubject = received.map((m) => [m.to && !Array.isArray(m.to) ? m.to.text : '', m.subject]).sort();
    expect(bySubject).toEqual([
      ['ea001@saram.test', '[사람] 온보딩 미완료 항목 안내 (2건)'],
      ['lead@saram.test', '[사람] 수습 종료 14일 전 안내: 김민준 (2026-12-08)'],
      ['lead@saram.test', '[사람] 수습 종료 14일 전 안내: 박지후 (2026-12-08)'],
    ]);
    const open = received.find((m) => m.subject?.startsWith('[사람] 온보딩'))!;
    expect(open.from?.value[0]).toMatchObject({ address: 'hr@saram.test', name: '사람 HR' });
    const text = open.text!;
    expect(text).toContain('김민준님 (EA001)의 온보딩 필수 항목 중 2건이 아직 끝나지 않았습니다.');
    expect(text).toContain('- 근로계약서 서명 (미완료)');
    expect(text).toContain('- 직무 교육 이수 (미완료)');
    expect(text).toContain(`https://hr.saram.test/new-employees/${people.a}`);
    const ending = received.find((m) => m.subject?.includes('김민준 (2026-12-08)'))!;
    expect(ending.text).toContain('김민준님 (EA001, 인사팀)의 수습 기간이 2026-12-08에 끝납니다 (14일 남음).');
    expect(ending.text).toContain('끝나지 않은 필수 항목 2건:');
    expect(received.some((m) => JSON.stringify(m.to).includes('eb001') || m.subject?.includes('이서연') || m.subject?.includes('완료자'))).toBe(false);
  }, 30_000);

  it('sends nothing new on a rerun of the slot or from a second instance', async () => {
    const before = await outbox();
    expect(await t.app.jobs.runDue(morning('2026-11-24'))).not.toContain(REMINDER_JOB);
    expect(await sendDueReminders({ db: t.db, mailer: t.app.mailer, publicUrl: 'https://hr.saram.test' }, morning('2026-11-24'))).toEqual([]);
    expect(await outbox()).toEqual(before);
    const kept = await queryRows<{ kind: string; key: string }>(t.db, sql`select kind, key from onboarding_reminders where employee_id = ${people.a!} order by kind`);
    expect(kept).toEqual([
      { kind: 'open_items', key: '2026-11-24' },
      { kind: 'probation_ending', key: '14:2026-12-08' },
    ]);
  });

  it('waits the interval for the next open-items reminder and sends the 3-day notice on its day only', async () => {
    const before = (await outbox()).length;
    await runMorning('2026-11-25');
    await runMorning('2026-11-26');
    expect((await outbox()).length).toBe(before);

    await runMorning('2026-11-27');
    let mails = (await outbox()).slice(before);
    expect(mails).toEqual([{ to: 'ea001@saram.test', subject: '[사람] 온보딩 미완료 항목 안내 (2건)' }]);

    await runMorning('2026-12-04');
    mails = (await outbox()).slice(before + 1);
    expect(mails.map((m) => m.subject)).toEqual(['[사람] 온보딩 미완료 항목 안내 (2건)']); // 11-30 was due; 4 days before the end is not a reminder day

    await runMorning('2026-12-05');
    mails = (await outbox()).slice(before + 2);
    expect(mails.map((m) => m.subject).sort()).toEqual(['[사람] 수습 종료 3일 전 안내: 김민준 (2026-12-08)', '[사람] 수습 종료 3일 전 안내: 박지후 (2026-12-08)']);
  }, 60_000);

  it('sends nothing while reminders are turned off, and to the HR recipients once set', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/mongo/onboarding/email-preferences', headers: hr, payload });
    expect((await put({ enabled: false, open_items_interval_days: 1 })).statusCode).toBe(200);
    const before = (await outbox()).length;
    await runMorning('2026-12-06');
    expect((await outbox()).length).toBe(before);

    expect((await put({ open_items_interval_days: 1, hr_recipients: ['people@saram.test'], notify_new_hire: false })).statusCode).toBe(200);
    await runMorning('2026-12-07');
    expect((await outbox()).slice(before)).toEqual([{ to: 'people@saram.test', subject: '[사람] 온보딩 미완료 항목 안내 (2건)' }]);
    await waitFor(() => received.some((m) => JSON.stringify(m.to).includes('people@saram.test')));
  }, 60_000);
});

