import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { body, bearer, createTestApp, createTestUser, login, requester, type Json, type Requester, type TestApp } from '../../../test/app';
import { startSmtpServer, type TestSmtp } from '../../../test/smtp';
import { waitFor } from '../../../test/wait-for';
import { pdfText } from '../../../../../../e2e/support/pdf-text.mjs';
import { executeRun, queueDueReports, REPORT_FILES_JOB, REPORT_SCHEDULE_JOB, type DeliveryDeps } from './report-delivery';

/** Scheduled delivery against the local SMTP sink, on the test's clock (09:00 in Seoul is 00:00 UTC). */

const base = '/api/reports';
let t: TestApp;
let api: Requester;
let smtp: TestSmtp;
let current = new Date('2026-12-01T05:00:00Z'); // 14:00 in Seoul
const h: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
let deps: DeliveryDeps;

const runs = (where = 'true') => queryRows<Json>(t.db, sql.raw(`select * from report_runs where ${where} order by started_at, id`));
const schedule = (frequency = 'DAILY') => ({ frequency, time: '09:00' });

async function saveScheduled(name: string, reportType: string, to: string[]) {
  const res = await api('POST', `${base}/saved`, h['hr.lead']!, {
    name,
    reportType,
    schedule: schedule(),
    distribution: { recipients: to.map((l) => ({ userId: ids[l]! })), format: 'PDF', includeRawData: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ ...smtp.env, JOBS_SCHEDULE_CHECK_SECONDS: '3600', PUBLIC_URL: 'https://hr.saram.test' }, undefined, { clock: () => current });
  api = requester(t);
  for (const [loginId, role] of [
    ['hr.lead', 'hr_manager'],
    ['exec', 'executive'],
    ['hr.staff', 'hr_staff'],
  ] as const) {
    ids[loginId] = (await createTestUser(t, loginId, [role], { email: `${loginId}@saram.test` })).id;
    h[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  deps = { db: t.db, jobs: t.app.jobs, mailer: t.app.mailer, publicUrl: 'https://hr.saram.test', clock: () => current };
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('scheduled delivery', () => {
  it('a due schedule, asked for by two instances at once, makes one run and one mail with the PDF; a recipient without the permission gets nothing', async () => {
    const saved = await saveScheduled('일일 경영 요약', 'EXECUTIVE_SUMMARY', ['exec', 'hr.staff']);
    expect(saved.nextRunAt).toBe('2026-12-02T00:00:00.000Z');

    current = new Date('2026-12-01T23:59:00Z');
    expect(await t.app.jobs.runDue(current)).toContain(REPORT_SCHEDULE_JOB);
    await waitFor(async () => ((await t.app.jobs.counts(REPORT_SCHEDULE_JOB)).completed ?? 0) >= 1);
    expect(await runs()).toHaveLength(0);

    current = new Date('2026-12-02T00:00:20Z');
    const [a, b] = await Promise.all([t.app.jobs.runDue(current), t.app.jobs.runDue(current)]);
    expect([...a!, ...b!].filter((n) => n === REPORT_SCHEDULE_JOB)).toHaveLength(1);
    await waitFor(async () => (await runs("status <> 'running'")).length === 1, 30_000);
    await waitFor(() => smtp.received.length === 1, 30_000);

    const [run] = await runs();
    expect(run).toMatchObject({ saved_report_id: saved.id, trigger: 'schedule', status: 'success', format: 'PDF', error: null });
    expect(run.deliveries.map((d: Json) => [d.email, d.status, d.reason])).toEqual([
      ['exec@saram.test', 'sent', null],
      ['hr.staff@saram.test', 'skipped', '권한 없음'],
    ]);
    const after = body(await api('GET', `${base}/saved/${saved.id}`, h['hr.lead']!));
    expect(after.nextRunAt).toBe('2026-12-03T00:00:00.000Z');

    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ text: 'exec@saram.test' });
    expect(mail.subject).toBe('[Saram] 일일 경영 요약 리포트');
    expect(mail.text).toContain('https://hr.saram.test/reports');
    const pdf = mail.attachments.find((x) => x.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe('일일 경영 요약_20261202.pdf');
    const text = await pdfText(pdf.content);
    expect(text).toMatch(/[가-힣]/);
    expect(text).toContain('경영진 요약');
    // includeRawData: the charts' rows come along as a workbook.
    expect(mail.attachments.map((x) => x.filename)).toContain('일일 경영 요약_원자료_20261202.xlsx');
    // Once sent, the outbox keeps no copy of the files (the run's own file is the one the retention rules cover).
    await waitFor(async () => (await queryRows<Json>(t.db, sql`select status from mail_outbox where "to" = 'exec@saram.test'`))[0]?.status === 'sent');
    expect(await queryRows(t.db, sql`select id from mail_attachments`)).toEqual([]);

    // The same minute again: nothing more.
    expect(await t.app.jobs.runDue(current)).toEqual([]);
    expect(await runs()).toHaveLength(1);
  });

  it('two instances taking due schedules at the same moment queue each schedule once', async () => {
    const saved = await saveScheduled('동시 실행', 'RETENTION_RISK', ['exec']);
    current = new Date('2026-12-03T00:00:05Z');
    const [a, b] = await Promise.all([queueDueReports(deps, current), queueDueReports(deps, current)]);
    const mine = (await runs(`saved_report_id = '${saved.id}'`)).map((r) => r.id);
    expect(mine).toHaveLength(1);
    expect([...a, ...b].filter((id) => mine.includes(id))).toHaveLength(1);
    await waitFor(async () => (await runs("status = 'running'")).length === 0, 30_000);
  });

  it('a recipient whose record scope is narrower than the owner\'s gets nothing', async () => {
    const narrow = await createTestUser(t, 'self.staff', ['hr_staff'], { email: 'self.staff@saram.test' });
    ids['self.staff'] = narrow.id;
    await t.db.execute(sql`update user_roles set scope_type = 'self' where user_id = ${narrow.id}`);
    const saved = await saveScheduled('범위 확인', 'RETENTION_RISK', ['hr.staff', 'self.staff']);
    const before = current;
    current = new Date('2026-12-04T00:00:01Z');
    await queueDueReports(deps, current);
    await waitFor(async () => (await runs(`saved_report_id = '${saved.id}' and status <> 'running'`)).length === 1, 30_000);
    const [run] = await runs(`saved_report_id = '${saved.id}'`);
    expect(run.deliveries.map((d: Json) => [d.email, d.status, d.reason])).toEqual([
      ['hr.staff@saram.test', 'sent', null],
      ['self.staff@saram.test', 'skipped', '조회 범위 밖'],
    ]);
    await t.db.execute(sql`update saved_reports set active = false where id = ${saved.id}`);
    await waitFor(async () => (await runs("status = 'running'")).length === 0, 30_000);
    current = before;
  });

  it('a compensation report runs like the screen: the run opens salaries with the field key', async () => {
    const saved = await saveScheduled('보상 분석 실행', 'COMPENSATION_ANALYSIS', ['hr.staff']);
    const started = await api('POST', `${base}/saved/${saved.id}/run`, h['hr.lead']!);
    expect(started.statusCode, started.body).toBe(201);
    await waitFor(async () => (await runs(`saved_report_id = '${saved.id}' and status <> 'running'`)).length === 1, 30_000);
    const [run] = await runs(`saved_report_id = '${saved.id}'`);
    expect(run).toMatchObject({ status: 'success', error: null });
    await t.db.execute(sql`update saved_reports set active = false where id = ${saved.id}`);
  });

  it('a run whose owner lost the report\'s permission fails at once with a Korean error and mails nobody', async () => {
    const saved = await saveScheduled('권한 잃은 소유자', 'COMPENSATION_ANALYSIS', ['exec']);
    await t.db.execute(sql`update saved_reports set owner_id = ${ids['hr.staff']!} where id = ${saved.id}`);
    current = new Date('2026-12-04T00:00:05Z');
    await queueDueReports(deps, current);
    await waitFor(async () => (await runs(`saved_report_id = '${saved.id}' and status <> 'running'`)).length === 1, 30_000);
    const [run] = await runs(`saved_report_id = '${saved.id}'`);
    expect(run).toMatchObject({ status: 'failed', error: '리포트 소유자에게 이 리포트를 볼 권한이 없습니다.', file: null });
    const history = body(await api('GET', `${base}/runs`, h['hr.staff']!)).data;
    expect(history.find((r: Json) => r.id === run.id)).toMatchObject({ status: 'failed', hasFile: false, error: '리포트 소유자에게 이 리포트를 볼 권한이 없습니다.' });
    expect(await queryRows(t.db, sql`select id from mail_outbox where subject like '%권한 잃은 소유자%'`)).toEqual([]);
    expect(smtp.received.filter((m) => m.subject?.includes('권한 잃은 소유자'))).toEqual([]);
  });

  it('a failure is left running for the retry, and the last attempt marks the run failed in Korean', async () => {
    const saved = await saveScheduled('재시도', 'RETENTION_RISK', ['exec']);
    await t.db.execute(sql`update saved_reports set active = false where id = ${saved.id}`);
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into report_runs (saved_report_id, owner_id, name, report_type, trigger, format, recipient_ids, started_at)
          values (${saved.id}, ${ids['hr.lead']!}, '재시도', 'RETENTION_RISK', 'schedule', 'PDF', ${JSON.stringify([ids.exec])}::jsonb, ${current.toISOString()}) returning id`,
    );
    const broken = { ...deps, publicUrl: { replace: () => { throw new Error('connection reset'); } } as unknown as string };
    const ctx = { jobId: 'x', now: current, retryCount: 0, lastAttempt: false };
    await expect(executeRun(broken, row!.id, ctx)).rejects.toThrow('connection reset');
    expect((await runs(`id = '${row!.id}'`))[0]).toMatchObject({ status: 'running', error: '리포트를 만드는 중 오류가 발생했습니다.' });
    await executeRun(broken, row!.id, { ...ctx, retryCount: 2, lastAttempt: true });
    expect((await runs(`id = '${row!.id}'`))[0]).toMatchObject({ status: 'failed', error: '리포트를 만드는 중 오류가 발생했습니다.' });
    // A late retry of a finished run changes nothing.
    await executeRun(deps, row!.id, ctx);
    expect((await runs(`id = '${row!.id}'`))[0].status).toBe('failed');
  });

  it('drops run files once they are past the 30 days of history, keeping the runs', async () => {
    await t.db.execute(sql`update saved_reports set active = false`);
    const withFiles = (await runs('file is not null')).length;
    expect(withFiles).toBeGreaterThan(0);
    current = new Date('2027-01-10T18:30:00Z'); // 03:30 in Seoul, 2027-01-11: every run is older than 30 days
    const done = (await t.app.jobs.counts(REPORT_FILES_JOB)).completed ?? 0;
    expect(await t.app.jobs.runDue(current)).toContain(REPORT_FILES_JOB);
    await waitFor(async () => ((await t.app.jobs.counts(REPORT_FILES_JOB)).completed ?? 0) === done + 1);
    expect(await runs('file is not null')).toEqual([]);
    expect((await runs()).length).toBeGreaterThanOrEqual(withFiles);
  });
});
