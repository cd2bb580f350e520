import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';
import { waitFor } from '../../test/wait-for';
import { WEBHOOK_DELIVER_JOB, deliver, requeueStale, type DeliveryDeps } from './webhook-delivery';
import { employeeFields } from './webhook-payload';
import { emitWebhookEvent } from './webhooks.writer';

/** Webhooks: administration, the signed delivery to a real HTTP receiver, the outbox, retries and 재전송. */

const base = '/api/admin/webhooks';
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>> = {};
let receiver: Server;
let receiverUrl = '';
type Received = { path: string; headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
// The runner's clock (signatures' timestamps, job handlers' now); the retirement test moves it on.
let now = new Date('2026-12-01T05:00:00Z');

const count = async (where = sql`true`) => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from webhook_deliveries where ${where}`))[0]!.n;
const verify = (secret: string, r: Received) =>
  r.headers['saram-signature'] === `v1=${createHmac('sha256', secret).update(`${String(r.headers['saram-timestamp'])}.${r.body}`).digest('hex')}`;

async function register(path: string, events: string[], extra: object = {}): Promise<{ endpoint: Json; secret: string }> {
  const res = await api('POST', base, as.admin!, { name: `수신 ${path}`, url: `${receiverUrl}${path}`, events, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

const createEmployee = async (employeeNo: string) => {
  const res = await api('POST', '/api/mongo/employees', as.admin!, {
    employee: { person_name: '김웹훅', employee_number: employeeNo, hire_date: '2024-03-04', work_form: '정규직', job_title: '매니저' },
    person: { email: `${employeeNo}@gmail.com`, contact: '010-1234-5678', rrn: '900101-1234568', zipcode: '06236', address: '서울 강남구 테헤란로 152' },
    salary: { base_salary: '3,200,000원', allowances: '200,000' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = req.url === '/broken' ? 500 : 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5', JOBS_SCHEDULE_CHECK_SECONDS: '3600', WEBHOOKS_ALLOW_PRIVATE: '1' }, undefined, { clock: () => now });
  api = requester(t);
  as = await signedInUsers(t, [
    ['admin', 'admin'],
    ['hr.manager', 'hr_manager'],
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
  receiver.close();
});

describe('webhook administration', () => {
  it('only holders of admin:webhooks manage webhooks (HR managers included: 403)', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/00000000-0000-4000-8000-000000000000/deliveries`],
    ] as const) {
      expect((await api(method, url, as['hr.manager']!, method === 'POST' ? { name: 'x', url: 'https://example.com', events: ['employee.created'] } : undefined)).statusCode).toBe(403);
    }
    expect((await api('GET', base, as.admin!)).statusCode).toBe(200);
  });

  it('refuses non-http(s) URLs and unknown events with Korean field messages, writing nothing', async () => {
    for (const [payload, field] of [
      [{ name: '파일', url: 'file:///etc/passwd', events: ['employee.created'] }, 'url'],
      [{ name: 'FTP', url: 'ftp://example.com/hook', events: ['employee.created'] }, 'url'],
      [{ name: '이벤트', url: 'https://example.com/hook', events: ['payroll.paid'] }, 'events.0'],
    ] as const) {
      const res = await api('POST', base, as.admin!, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(body(res).details)).toContain(field);
    }
    expect(body(await api('GET', base, as.admin!)).data).toEqual([]);
  });

  it('shows the secret once, keeps it sealed (never plaintext in the database) and rotates it', async () => {
    const { endpoint, secret } = await register('/once', ['employee.created']);
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint.secretHint).toBe(secret.slice(0, 10));
    expect(JSON.stringify(body(await api('GET', base, as.admin!)))).not.toContain(secret);
    const dump = await queryRows<{ d: string }>(t.db, sql`select (select string_agg(x::text, ' ') from webhook_endpoints x) || (select string_agg(a::text, ' ') from audit_log a) as d`);
    expect(dump[0]!.d).not.toContain(secret);
    const rotated = await api('POST', `${base}/${endpoint.id}/rotate-secret`, as.admin!);
    expect(rotated.statusCode).toBe(200);
    expect(body(rotated).secret).not.toBe(secret);
    expect((await api('DELETE', `${base}/${endpoint.id}`, as.admin!)).statusCode).toBe(204);
  });
});

describe('delivery', () => {
  let hook: { endpoint: Json; secret: string };
  let delivered: Received;
  let created: Json;

  it('an employee created reaches the receiver, signed with the endpoint secret, carrying no protected field', async () => {
    hook = await register('/hr', ['employee.created', 'employee.updated']);
    const ignored = await register('/off', ['employee.created'], { active: false });
    const other = await register('/other', ['resignation.approved']);
    const employee = (created = await createEmployee('W1001'));
    await waitFor(() => received.some((r) => r.path === '/hr'));
    delivered = received.find((r) => r.path === '/hr')!;
    expect(verify(hook.secret, delivered)).toBe(true);
    expect(delivered.headers['saram-event']).toBe('employee.created');
    expect(delivered.headers['saram-timestamp']).toBe(String(now.getTime() / 1000));
    const event = JSON.parse(delivered.body) as Json;
    expect(event).toMatchObject({ type: 'employee.created', data: { employee: { id: employee._id, employeeNo: 'W1001', name: '김웹훅', hireDate: '2024-03-04' } } });
    expect(Object.keys(event.data.employee).every((k) => (employeeFields as readonly string[]).includes(k))).toBe(true);
    for (const secretValue of ['900101', '1234568', '3200000', '3,200,000', '테헤란로', '1234-5678', '01012345678', 'gmail']) expect(delivered.body).not.toContain(secretValue);
    expect(received.some((r) => r.path === '/off' || r.path === '/other')).toBe(false);
    expect(await count(sql`endpoint_id in (${ignored.endpoint.id}, ${other.endpoint.id})`)).toBe(0);
  });

  it('the delivery log shows the attempt: succeeded, one attempt, response code and duration', async () => {
    await waitFor(async () => (await count(sql`status = 'succeeded'`)) === 1);
    const log = body(await api('GET', `${base}/${hook.endpoint.id}/deliveries`, as.admin!));
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ id: delivered.headers['saram-delivery'], eventType: 'employee.created', status: 'succeeded', attempts: 1, responseCode: 200, error: null });
    expect(log.data[0].durationMs).toBeGreaterThanOrEqual(0);
    const listed = body(await api('GET', base, as.admin!)).data.find((e: Json) => e.id === hook.endpoint.id);
    expect(listed.lastDelivery).toMatchObject({ status: 'succeeded' });
  });

  it('재전송 sends the same event again as a new delivery, signed', async () => {
    const first = body(await api('GET', `${base}/${hook.endpoint.id}/deliveries`, as.admin!)).data[0];
    const res = await api('POST', `${base}/deliveries/${first.id}/redeliver`, as.admin!);
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res)).toMatchObject({ redeliveryOf: first.id, eventId: first.eventId, status: 'pending' });
    await waitFor(() => received.filter((r) => r.path === '/hr').length === 2);
    const again = received.filter((r) => r.path === '/hr')[1]!;
    expect(again.headers['saram-delivery']).toBe(body(res).id);
    expect(JSON.parse(again.body).id).toBe(JSON.parse(delivered.body).id);
    expect(verify(hook.secret, again)).toBe(true);
    expect((await api('POST', `${base}/deliveries/${first.id}/redeliver`, as['hr.manager']!)).statusCode).toBe(403);
  });

  it('nothing is written to the outbox for a change that rolls back', async () => {
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, 'employee.created', { employee: { id: 'x' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const employee = body(await api('GET', `/api/mongo/employees/${created._id}`, as.admin!));
    const stale = await api('PUT', `/api/mongo/employees/${employee._id}`, as.admin!, { version: employee.version + 5, personal: { nameEng: 'Stale' } });
    expect(stale.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  it('the payload is built from the allow-list: protected fields handed over are dropped', async () => {
    await t.db.transaction((tx) =>
      emitWebhookEvent(tx, 'employee.updated', {
        employee: { id: 'e1', name: '홍길동', rrn: '900101-1234568', salary: { base: 1 }, address: '서울', phone: '010', bankAccount: { accountNumber: '1' } },
        rrn: '900101-1234568',
        note: { nested: true },
      }),
    );
    const [row] = await queryRows<{ payload: Json }>(t.db, sql`select payload from webhook_deliveries where payload->'data'->'employee'->>'id' = 'e1'`);
    expect(row!.payload.data).toEqual({ employee: { id: 'e1', name: '홍길동' } });
  });

  it('a 500 answer is retried by the runner with backoff; the last try marks it failed', async () => {
    const broken = await register('/broken', ['employee.created']);
    await createEmployee('W1002');
    await waitFor(() => received.some((r) => r.path === '/broken'));
    const jobOf = async () =>
      (
        await queryRows<{ state: string; retry_limit: number; retry_delay: number; retry_backoff: boolean; later: boolean }>(
          t.db,
          sql`select state, retry_limit, retry_delay, retry_backoff, start_after > now() + interval '10 seconds' as later from pgboss.job where name = ${WEBHOOK_DELIVER_JOB} and data->>'id' = (select id::text from webhook_deliveries where endpoint_id = ${broken.endpoint.id})`,
        )
      )[0];
    // The attempt is recorded, then the handler throws and the runner schedules the retry.
    await waitFor(async () => (await jobOf())?.state === 'retry');
    const job = await jobOf();
    expect(job).toMatchObject({ state: 'retry', retry_limit: 5, retry_delay: 30, retry_backoff: true, later: true });
    const log = body(await api('GET', `${base}/${broken.endpoint.id}/deliveries`, as.admin!)).data[0];
    expect(log).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, error: '응답 코드 500' });

    const deps: DeliveryDeps = { db: t.db, jobs: t.app.jobs, key: t.secrets.encryptionKey, allowPrivate: true, clock: () => now };
    await deliver(deps, log.id, { jobId: 'last', now, retryCount: 5, lastAttempt: true });
    expect(body(await api('GET', `${base}/${broken.endpoint.id}/deliveries`, as.admin!)).data[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('a resignation approved and the retirement that follows reach their subscribers, with the person and dates only', async () => {
    await register('/leavers', ['resignation.approved', 'employee.retired']);
    const person = await createEmployee('W1003');
    const worker = await createTestUser(t, 'leaver', ['employee']);
    await t.db.execute(sql`update users set employee_id = ${person._id} where id = ${worker.id}`);
    const leaver = bearer((await login(t, 'leaver')).token.access_token);
    const filed = await api('POST', '/api/mongo/resignations', leaver, { lastWorkingDate: '2026-12-31', resignationType: '자진퇴사', reason: '개인 사정으로 인한 이직' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await api('PUT', `/api/mongo/resignations/${body(filed).id}/approve`, as.admin!, { comment: '' })).statusCode).toBe(200);
    await waitFor(() => received.some((r) => r.path === '/leavers'));
    const approved = JSON.parse(received.find((r) => r.path === '/leavers')!.body) as Json;
    expect(approved).toMatchObject({
      type: 'resignation.approved',
      data: { resignationId: body(filed).id, lastWorkingDate: '2026-12-31', resignationType: '자진퇴사', employee: { id: person._id, employeeNo: 'W1003' } },
    });
    expect(JSON.stringify(approved)).not.toContain('개인 사정');

    // The retirement job's slot (00:10 KST the day after the last working day), then the relay's next minute.
    now = new Date('2027-01-01T15:10:30Z');
    await t.app.jobs.runDue(now);
    await waitFor(async () => (await queryRows<{ s: string }>(t.db, sql`select employment_status as s from employees where id = ${person._id}`))[0]!.s === '퇴직');
    now = new Date('2027-01-01T15:11:30Z');
    await t.app.jobs.runDue(now);
    await waitFor(() => received.filter((r) => r.path === '/leavers').length === 2);
    const retired = JSON.parse(received.filter((r) => r.path === '/leavers')[1]!.body) as Json;
    expect(retired).toMatchObject({ type: 'employee.retired', data: { employee: { id: person._id, employmentStatus: '퇴직', terminationDate: '2027-01-01' } } });
  });

  it('an organisation move and a 재입사 reach employee.updated subscribers, saying what changed', async () => {
    await register('/changes', ['employee.updated']);
    const events = () => received.filter((r) => r.path === '/changes').map((r) => JSON.parse(r.body) as Json);
    const [corp] = await queryRows<{ id: string }>(t.db, sql`insert into corporations (name, corporate_type) values ('한빛웹훅', 'OPERATING') returning id`);
    const unit = await api('POST', '/api/mongo/organizations', as.admin!, { name: '연동개발팀', type: 'division', parentId: corp!.id });
    expect(unit.statusCode, unit.body).toBe(201);
    const person = await createEmployee('W1004');
    const moved = await api('POST', '/api/organizations/assign', as.admin!, { organization_id: body(unit).id, employee_ids: [person._id] });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitFor(() => events().length === 1);
    expect(events()[0]).toMatchObject({ type: 'employee.updated', data: { change: 'org_move', employee: { id: person._id, division: '연동개발팀' } } });

    // The person retired by the test before is rehired.
    const [retired] = await queryRows<{ id: string }>(t.db, sql`select id from employees where employee_no = 'W1003'`);
    const rehired = await api('POST', `/api/mongo/employees/${retired!.id}/rehire`, as.admin!, { hireDate: '2027-03-02' });
    expect(rehired.statusCode, rehired.body).toBe(200);
    await waitFor(() => events().length === 2);
    expect(events()[1]).toMatchObject({ type: 'employee.updated', data: { change: 'rehire', employee: { id: retired!.id, employmentStatus: '재직', terminationDate: null } } });
  });

  it('a delivery claimed but never tried (the process stopped before queueing it) is queued again by the minute relay', async () => {
    const insert = async (claimed: string) =>
      (
        await queryRows<{ id: string }>(
          t.db,
          sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, queued_at)
            values (${hook.endpoint.id}, gen_random_uuid(), 'employee.updated', '{"type":"employee.updated"}'::jsonb, now() - ${claimed}::interval) returning id`,
        )
      )[0]!.id;
    const lost = await insert('20 minutes');
    const recent = await insert('1 minute');
    const deps: DeliveryDeps = { db: t.db, jobs: t.app.jobs, key: t.secrets.encryptionKey, allowPrivate: true, clock: () => now };
    expect(await requeueStale(deps)).toBe(1);
    await waitFor(() => received.some((r) => r.headers['saram-delivery'] === lost));
    expect(await requeueStale(deps)).toBe(0);
    expect(received.some((r) => r.headers['saram-delivery'] === recent)).toBe(false);
    await t.db.execute(sql`delete from webhook_deliveries where id = ${recent}`);
  });

  it('a private target is refused at send time when private addresses are not allowed (no request leaves)', async () => {
    const internal = await register('/internal', ['employee.created']);
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, queued_at) values (${internal.endpoint.id}, gen_random_uuid(), 'employee.created', '{}'::jsonb, now()) returning id`,
    );
    const deps: DeliveryDeps = { db: t.db, jobs: t.app.jobs, key: t.secrets.encryptionKey, allowPrivate: false, clock: () => now };
    await deliver(deps, row!.id, { jobId: 'x', now, retryCount: 0, lastAttempt: false });
    const [after] = await queryRows<{ status: string; error: string }>(t.db, sql`select status, error from webhook_deliveries where id = ${row!.id}`);
    expect(after).toMatchObject({ status: 'failed' });
    expect(after!.error).toContain('내부망');
    expect(received.some((r) => r.path === '/internal')).toBe(false);
  });
});
