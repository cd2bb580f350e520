import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { body, bearer, createTestApp, createTestUser, login, requester, type Json, type Requester, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait-for';
import { pdfText } from '../../../../../../e2e/support/pdf-text.mjs';

/** /api/reports: catalogue, saved reports (own only), schedules, runs, downloads, recipients, and the ten exports. */

const base = '/api/reports';
let t: TestApp;
let api: Requester;
// 2027-01-31 10:00 in Seoul: a MONTHLY day-31 schedule runs next on 2027-02-28.
let current = new Date('2027-01-31T01:00:00Z');
const h: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

const count = async (table: string, where: string) => (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;
const recipients = (...logins: string[]) => ({ recipients: logins.map((l) => ({ userId: ids[l]! })), format: 'PDF' as const, includeRawData: false });
const create = (who: string, payload: object) => api('POST', `${base}/saved`, h[who]!, payload);

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5', JOBS_SCHEDULE_CHECK_SECONDS: '3600' }, undefined, { clock: () => current });
  api = requester(t);
  for (const [loginId, role] of [
    ['hr.lead', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['exec', 'executive'],
    ['worker', 'employee'],
  ] as const) {
    ids[loginId] = (await createTestUser(t, loginId, [role], { email: `${loginId}@saram.test` })).id;
    h[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  ids['no.mail'] = (await createTestUser(t, 'no.mail', ['executive'], { email: '' })).id;
  await t.db.execute(sql`update users set email = null where id = ${ids['no.mail']!}`);
  ids.gone = (await createTestUser(t, 'gone', ['executive'], { email: 'gone@saram.test' })).id;
  await t.db.execute(sql`update users set is_active = false where id = ${ids.gone!}`);
}, 60_000);
afterAll(() => t.close());

describe('catalogue', () => {
  it('flags each type by the caller\'s real permissions and counts the caller\'s own reports', async () => {
    const lead = body(await api('GET', `${base}/catalogue`, h['hr.lead']!));
    expect(lead.types).toHaveLength(10);
    expect(lead.types.every((x: Json) => x.allowed)).toBe(true);
    expect(lead.summary).toEqual({ available: 10, saved: 0, scheduled: 0, generatedThisMonth: 0 });

    const staff = body(await api('GET', `${base}/catalogue`, h['hr.staff']!));
    const denied = staff.types.filter((x: Json) => !x.allowed).map((x: Json) => x.type);
    expect(denied.sort()).toEqual(['COMPENSATION_ANALYSIS', 'EXECUTIVE_SUMMARY']);
    expect(staff.summary.available).toBe(8);
    expect(staff.types.find((x: Json) => x.type === 'EXECUTIVE_SUMMARY')).toMatchObject({ title: '경영진 요약', route: '/reports/executive-dashboard', category: 'executive' });

    const worker = body(await api('GET', `${base}/catalogue`, h.worker!));
    expect(worker.summary.available).toBe(0);
  });
});

describe('saved reports', () => {
  let mine: Json;

  it('saves a report with its filters and schedule; the next run is computed in Seoul across the month end', async () => {
    const res = await create('hr.lead', {
      name: ' 월간 경영 요약 ',
      reportType: 'EXECUTIVE_SUMMARY',
      filters: { from: '2026-01-01', to: '2026-12-31' },
      schedule: { frequency: 'MONTHLY', dayOfMonth: 31, time: '09:00' },
      distribution: recipients('exec'),
    });
    expect(res.statusCode, res.body).toBe(201);
    mine = body(res);
    expect(mine).toMatchObject({
      name: '월간 경영 요약',
      description: '',
      reportType: 'EXECUTIVE_SUMMARY',
      filters: { from: '2026-01-01', to: '2026-12-31' },
      createdBy: { id: ids['hr.lead'], name: 'hr.lead' },
      schedule: { frequency: 'MONTHLY', dayOfMonth: 31, time: '09:00', timezone: 'Asia/Seoul', active: true },
      distribution: { recipients: [{ userId: ids.exec, userName: 'exec', email: 'exec@saram.test', role: '경영진' }], format: 'PDF', deliveryMethod: 'EMAIL', includeRawData: false },
      nextRunAt: '2027-02-28T00:00:00.000Z',
      allowed: true,
      lastRunAt: null,
    });
    expect(await count('audit_log', `action = 'reports.saved.create' and target_id = '${mine.id}'`)).toBe(1);
  });

  it('refuses bad input with Korean field messages and writes nothing', async () => {
    const before = await count('saved_reports', 'true');
    const cases: [object, string, string][] = [
      [{ name: '', reportType: 'EXECUTIVE_SUMMARY' }, 'name', '리포트 이름을 입력해주세요.'],
      [{ name: 'x', reportType: 'NOPE' }, 'reportType', '리포트 종류가 올바르지 않습니다.'],
      [{ name: 'x', reportType: 'EXECUTIVE_SUMMARY', filters: { from: '2026-12-01', to: '2026-01-01' } }, 'filters.from', '시작일은 종료일보다 앞서야 합니다.'],
      [{ name: 'x', reportType: 'EXECUTIVE_SUMMARY', schedule: { time: '25:00' }, distribution: recipients('exec') }, 'schedule.time', '시간은 HH:MM 형식(00:00~23:59)으로 입력해주세요.'],
      [{ name: 'x', reportType: 'EXECUTIVE_SUMMARY', schedule: {} }, 'distribution', '받는 사람을 한 명 이상 고르세요.'],
      [{ name: 'x', reportType: 'EXECUTIVE_SUMMARY', schedule: {}, distribution: recipients('no.mail') }, 'distribution.recipients.0.userId', '이메일이 없는 계정에는 보낼 수 없습니다.'],
      [{ name: 'x', reportType: 'EXECUTIVE_SUMMARY', schedule: {}, distribution: recipients('gone') }, 'distribution.recipients.0.userId', '받는 사람을 찾을 수 없습니다.'],
      [{ name: 'x', reportType: 'CUSTOM' }, 'definition', '사용자 정의 리포트에는 정의가 필요합니다.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create('hr.lead', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).details.fields[field], `${field}: ${res.body}`).toBe(message);
    }
    expect((await create('hr.lead', { name: 'x', reportType: 'EXECUTIVE_SUMMARY', ownerId: ids.exec })).statusCode).toBe(400);
    expect(await count('saved_reports', 'true')).toBe(before);
  });

  it('refuses a report type the caller may not view (403), and callers without reports:manage', async () => {
    expect((await create('hr.staff', { name: '요약', reportType: 'EXECUTIVE_SUMMARY' })).statusCode).toBe(403);
    expect((await create('worker', { name: '요약', reportType: 'RETENTION_RISK' })).statusCode).toBe(403);
    expect((await api('GET', `${base}/saved`, h.worker!)).statusCode).toBe(403);
    expect((await create('hr.staff', { name: '이직 위험', reportType: 'RETENTION_RISK' })).statusCode).toBe(201);
  });

  it('shows each caller only their own: another\'s report is 404 to read, change, schedule, run or delete', async () => {
    const staffList = body(await api('GET', `${base}/saved`, h['hr.staff']!)).data;
    expect(staffList.map((r: Json) => r.name)).toEqual(['이직 위험']);
    const url = `${base}/saved/${mine.id}`;
    expect((await api('GET', url, h['hr.staff']!)).statusCode).toBe(404);
    expect((await api('PUT', url, h['hr.staff']!, { name: '가로채기' })).statusCode).toBe(404);
    expect((await api('PUT', `${url}/schedule`, h['hr.staff']!, { schedule: {}, distribution: recipients('hr.staff') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${url}/schedule`, headers: h['hr.staff']!, payload: { active: false } })).statusCode).toBe(404);
    expect((await api('POST', `${url}/run`, h['hr.staff']!)).statusCode).toBe(404);
    expect((await api('DELETE', url, h['hr.staff']!)).statusCode).toBe(404);
    expect((await api('GET', `${base}/saved/not-a-uuid`, h['hr.lead']!)).statusCode).toBe(400);
    expect(body(await api('GET', url, h['hr.lead']!)).name).toBe('월간 경영 요약');
  });

  it('updates name, description and filters, with an audit row holding before and after', async () => {
    const res = await api('PUT', `${base}/saved/${mine.id}`, h['hr.lead']!, { name: '경영 요약 (월간)', description: '이사회 보고용', filters: { from: '2026-07-01', to: '2026-12-31' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ name: '경영 요약 (월간)', description: '이사회 보고용', filters: { from: '2026-07-01', to: '2026-12-31' } });
    const [audit] = await queryRows<Json>(t.db, sql`select before, after from audit_log where action = 'reports.saved.update' and target_id = ${mine.id}`);
    expect(audit.before.name).toBe('월간 경영 요약');
    expect(audit.after.name).toBe('경영 요약 (월간)');
  });

  it('sets a schedule (next run shown), turns it off and on again', async () => {
    const url = `${base}/saved/${mine.id}/schedule`;
    const weekly = await api('PUT', url, h['hr.lead']!, { schedule: { frequency: 'WEEKLY', dayOfWeek: 1, time: '08:30' }, distribution: recipients('exec', 'hr.staff') });
    expect(weekly.statusCode, weekly.body).toBe(200);
    // 2027-01-31 is a Sunday: Monday 2027-02-01 08:30 in Seoul.
    expect(body(weekly)).toMatchObject({ schedule: { frequency: 'WEEKLY', dayOfWeek: 1, time: '08:30', active: true }, nextRunAt: '2027-01-31T23:30:00.000Z' });
    expect(body(weekly).distribution.recipients.map((r: Json) => r.userName)).toEqual(['exec', 'hr.staff']);

    const off = await t.app.inject({ method: 'PATCH', url, headers: h['hr.lead']!, payload: { active: false } });
    expect(body(off)).toMatchObject({ schedule: { active: false }, nextRunAt: null });
    expect(body(await api('GET', `${base}/catalogue`, h['hr.lead']!)).summary).toMatchObject({ saved: 1, scheduled: 0 });
    const on = await t.app.inject({ method: 'PATCH', url, headers: h['hr.lead']!, payload: { active: true } });
    expect(body(on)).toMatchObject({ schedule: { active: true }, nextRunAt: '2027-01-31T23:30:00.000Z' });
    expect(body(await api('GET', `${base}/catalogue`, h['hr.lead']!)).summary).toMatchObject({ saved: 1, scheduled: 1 });

    const bad = await t.app.inject({ method: 'PATCH', url, headers: h['hr.lead']!, payload: { active: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).details.fields.active).toBe('active는 true 또는 false입니다.');
    const unscheduled = body(await create('hr.lead', { name: '예약 없음', reportType: 'TALENT_ANALYTICS' }));
    const conflict = await t.app.inject({ method: 'PATCH', url: `${base}/saved/${unscheduled.id}/schedule`, headers: h['hr.lead']!, payload: { active: true } });
    expect(conflict.statusCode).toBe(409);
    expect(await count('audit_log', `action like 'reports.schedule.%' and target_id = '${mine.id}'`)).toBe(3);
  });

  it('runs now: 201 with a running run, then a stored PDF listed in the history and counted this month', async () => {
    const res = await api('POST', `${base}/saved/${mine.id}/run`, h['hr.lead']!);
    expect(res.statusCode, res.body).toBe(201);
    const run = body(res);
    expect(run).toMatchObject({ savedReportId: mine.id, name: '경영 요약 (월간)', reportType: 'EXECUTIVE_SUMMARY', trigger: 'manual', status: 'running', format: 'PDF', hasFile: false });
    await waitFor(async () => (await count('report_runs', `id = '${run.id}' and status <> 'running'`)) === 1, 30_000);

    const history = body(await api('GET', `${base}/runs`, h['hr.lead']!)).data;
    expect(history[0]).toMatchObject({ id: run.id, status: 'success', hasFile: true, error: null });
    expect(history[0].deliveries.map((d: Json) => [d.userName, d.status, d.reason])).toEqual([
      ['exec', 'sent', null],
      ['hr.staff', 'skipped', '권한 없음'],
    ]);
    expect(body(await api('GET', `${base}/saved/${mine.id}`, h['hr.lead']!)).lastRunAt).toBe(current.toISOString());
    expect(body(await api('GET', `${base}/catalogue`, h['hr.lead']!)).summary.generatedThisMonth).toBe(1);
    expect(body(await api('GET', `${base}/runs`, h['hr.staff']!)).data).toEqual([]);

    const file = await api('GET', `${base}/runs/${run.id}/file`, h['hr.lead']!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('경영 요약 (월간)_20270131.pdf')}`);
    expect(await pdfText(file.rawPayload)).toContain('경영진 요약');
    expect((await api('GET', `${base}/runs/${run.id}/file`, h['hr.staff']!)).statusCode).toBe(404);
    expect(await count('access_log', `action = 'download' and fields @> '{report:EXECUTIVE_SUMMARY}' and subject_id like '1건 (run=${run.id}%'`)).toBe(1);
  });

  it('keeps only 30 days of history', async () => {
    current = new Date('2027-03-15T01:00:00Z');
    expect(body(await api('GET', `${base}/runs`, h['hr.lead']!)).data).toEqual([]);
    expect((await api('GET', `${base}/runs?days=31`, h['hr.lead']!)).statusCode).toBe(400);
    current = new Date('2027-01-31T01:00:00Z');
  });

  it('deletes: 204, then 404; its runs stay in the history', async () => {
    expect((await api('DELETE', `${base}/saved/${mine.id}`, h['hr.lead']!)).statusCode).toBe(204);
    expect((await api('GET', `${base}/saved/${mine.id}`, h['hr.lead']!)).statusCode).toBe(404);
    expect((await api('DELETE', `${base}/saved/${mine.id}`, h['hr.lead']!)).statusCode).toBe(404);
    const history = body(await api('GET', `${base}/runs`, h['hr.lead']!)).data;
    expect(history).toHaveLength(1);
    expect(history[0].savedReportId).toBeNull();
    expect(await count('audit_log', `action = 'reports.saved.delete' and target_id = '${mine.id}'`)).toBe(1);
  });
});

describe('custom reports', () => {
  it('saves a builder definition (its shape checked) and runs it as a custom report', async () => {
    const bad = await create('hr.lead', { name: '맞춤', reportType: 'CUSTOM', definition: { dataSet: 'payroll', columns: [] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).details.fields)).toEqual(expect.arrayContaining(['definition.dataSet', 'definition.columns']));

    const res = await create('hr.lead', { name: '직급별 인원', reportType: 'CUSTOM', definition: { dataSet: 'employees', columns: ['name', 'jobGrade'], groupBy: 'jobGrade', chart: 'bar' } });
    expect(res.statusCode, res.body).toBe(201);
    const saved = body(res);
    expect(saved).toMatchObject({ reportType: 'CUSTOM', definition: { dataSet: 'employees' }, allowed: true });
    const run = body(await api('POST', `${base}/saved/${saved.id}/run`, h['hr.lead']!));
    await waitFor(async () => (await count('report_runs', `id = '${run.id}' and status <> 'running'`)) === 1, 30_000);
    const [row] = await queryRows<Json>(t.db, sql`select status, error from report_runs where id = ${run.id}`);
    expect(row).toEqual({ status: 'success', error: null });
    const file = await api('GET', `${base}/runs/${run.id}/file`, h['hr.lead']!);
    expect(await pdfText(file.rawPayload)).toContain('직급별 인원');
  });
});

describe('recipients', () => {
  it('lists active accounts with an e-mail by name, with their role label', async () => {
    const all = body(await api('GET', `${base}/recipients`, h['hr.lead']!)).data;
    const names = all.map((r: Json) => r.userName);
    expect(names).toEqual(expect.arrayContaining(['exec', 'hr.lead', 'hr.staff', 'worker']));
    expect(names).not.toContain('no.mail');
    expect(names).not.toContain('gone');
    const found = body(await api('GET', `${base}/recipients?q=ex`, h['hr.lead']!)).data;
    expect(found).toEqual([{ userId: ids.exec, userName: 'exec', email: 'exec@saram.test', role: '경영진' }]);
    expect((await api('GET', `${base}/recipients?q=${'가'.repeat(51)}`, h['hr.lead']!)).statusCode).toBe(400);
  });
});

describe('exports', () => {
  const url = `/api/reports/data/executive-dashboard/export`;

  it('answers the report as a PDF or a workbook with a Korean file name', async () => {
    const pdf = await api('GET', `${url}?format=PDF&from=2026-01-01&to=2026-12-31`, h['hr.lead']!);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('경영진 요약_20270131.pdf')}`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('기간 2026.01.01 ~ 2026.12.31');
    expect(await count('access_log', `action = 'download' and fields @> '{report:EXECUTIVE_SUMMARY}' and subject_id like '%format=PDF, from=2026-01-01, to=2026-12-31)'`)).toBe(1);
    const xlsx = await api('GET', `${url}?format=EXCEL`, h['hr.lead']!);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('needs the report\'s own permission and valid filters', async () => {
    expect((await api('GET', `${url}?format=PDF`, h['hr.staff']!)).statusCode).toBe(403);
    expect((await api('GET', `/api/reports/data/retention-risk/export?format=PDF`, h['hr.staff']!)).statusCode).toBe(200);
    const badFormat = await api('GET', `${url}?format=DOC`, h['hr.lead']!);
    expect(badFormat.statusCode).toBe(400);
    expect(body(badFormat).details.fields.format).toBe('format은 PDF 또는 EXCEL입니다.');
    const backwards = await api('GET', `${url}?from=2026-12-01&to=2026-01-01`, h['hr.lead']!);
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).details.fields.from).toBe('시작일은 종료일보다 앞서야 합니다.');
  });
});
