import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, requester, signedInUsers, type Requester, type TestApp } from '../../test/app';

let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [
    ['root', 'admin'],
    ['hr.manager', 'hr_manager'],
    ['hr.staff', 'hr_staff'],
    ['plain', 'employee'],
  ]);
});
afterAll(() => t.close());

type Page<T> = { data: T[]; nextCursor: string | null };
type Row = { id: number; at: string; actorLabel: string; subjectName?: string | null; subjectNo?: string | null; reason?: string | null };

/** Every page of a list, following nextCursor. */
async function allPages(url: string, headers = as.root!): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await api('GET', `${url}${url.includes('?') ? '&' : '?'}limit=3${cursor ? `&cursor=${cursor}` : ''}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page<Row>;
    expect(page.data.length).toBeLessThanOrEqual(3);
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

async function access(at: string, values: { actor?: string; subjectType: string; subjectId: string; action?: string; reason?: string }, times = 1) {
  for (let i = 0; i < times; i++) {
    await t.db.execute(sql`insert into access_log (at, actor_id, actor_label, ip, subject_type, subject_id, action, fields, reason)
      values (${at}::timestamptz, ${values.actor ?? 'u-1'}, ${values.actor ?? 'u-1'}, '10.0.0.1', ${values.subjectType}, ${values.subjectId},
              ${values.action ?? 'view'}, '{record}', ${values.reason ?? null})`);
  }
}

describe('records screens: access', () => {
  it('refuse hr_staff and employees on every call', async () => {
    for (const who of ['hr.staff', 'plain']) {
      for (const url of [
        '/api/mongo/admin/audit-logs',
        '/api/mongo/admin/access-logs',
        '/api/mongo/admin/access-logs/reviews/2025-01',
        '/api/mongo/admin/access-logs/export?reason=점검용',
        '/api/mongo/admin/audit-actors?q=a',
        '/api/mongo/admin/audit-subjects?q=a',
      ]) {
        expect((await api('GET', url, as[who]!)).statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await api('POST', '/api/mongo/admin/access-logs/reviews/2025-01/sign-off', as[who]!, {})).statusCode).toBe(403);
    }
    expect((await api('GET', '/api/mongo/admin/access-logs', as['hr.manager']!)).statusCode).toBe(200);
  });
});

describe('개인정보 접속기록', () => {
  it('pages newest first with a cursor, each row once, across rows with equal times', async () => {
    await access('2025-02-10T10:00:00.123456+09:00', { subjectType: 'paging', subjectId: 's1' }, 7);
    await access('2025-02-10T09:00:00+09:00', { subjectType: 'paging', subjectId: 's1' }, 2);
    await access('2025-02-11T09:00:00+09:00', { subjectType: 'paging', subjectId: 's1' }, 2);
    const rows = await allPages('/api/mongo/admin/access-logs?subject_type=paging&subject_id=s1');
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.id)).size).toBe(11);
    const order = [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    expect(rows.map((r) => r.id)).toEqual(order.map((r) => r.id));
    // The same walk without a filter sees these rows in the same order too.
    const everything = (await allPages('/api/mongo/admin/access-logs?from=2025-02-10&to=2025-02-11')).filter((r) => rows.some((x) => x.id === r.id));
    expect(everything.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('filters by actor, subject, action and Seoul days, and names the employee a record is about', async () => {
    await access('2025-03-01T23:59:00+09:00', { actor: 'u-a', subjectType: 'filter', subjectId: 'x', action: 'view' });
    await access('2025-03-02T00:00:00+09:00', { actor: 'u-b', subjectType: 'filter', subjectId: 'x', action: 'download', reason: '감사 대응' });
    await access('2025-03-03T00:00:00+09:00', { actor: 'u-a', subjectType: 'filter', subjectId: 'y', action: 'view' });
    const ids = async (query: string) =>
      ((await api('GET', `/api/mongo/admin/access-logs?subject_type=filter&${query}`, as.root!)).json() as Page<Row>).data.map((r) => r.actorLabel);
    expect(await ids('actor_id=u-a')).toEqual(['u-a', 'u-a']);
    expect(await ids('subject_id=x')).toEqual(['u-b', 'u-a']);
    expect(await ids('action=download')).toEqual(['u-b']);
    expect(await ids('from=2025-03-02&to=2025-03-02')).toEqual(['u-b']);
    expect(await ids('to=2025-03-01')).toEqual(['u-a']);
    const bad = await api('GET', '/api/mongo/admin/access-logs?from=2025-03-05&to=2025-03-01', as.root!);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.to).toMatch(/종료일/);
    expect((await api('GET', '/api/mongo/admin/access-logs?cursor=garbage', as.root!)).statusCode).toBe(400);

    const created = await api('POST', '/api/mongo/employees', as['hr.manager']!, { nameKor: '정하늘', employeeNo: 'E7001' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id ?? created.json().id;
    const subject = ((await api('GET', `/api/mongo/admin/access-logs?subject_type=employee&subject_id=${id}`, as.root!)).json() as Page<Row>).data;
    expect(subject[0]).toMatchObject({ subjectName: '정하늘', subjectNo: 'E7001', actorLabel: 'hr.manager (hr.manager)' });
    const found = (await api('GET', '/api/mongo/admin/audit-subjects?q=하늘', as.root!)).json();
    expect(found.data).toContainEqual({ id, label: '정하늘 (E7001)' });
    const actors = (await api('GET', '/api/mongo/admin/audit-actors?q=hr.man', as.root!)).json();
    expect(actors.data.map((a: { label: string }) => a.label)).toContain('hr.manager (hr.manager)');
  });

  it('downloads only with a reason, and the download is itself an access record', async () => {
    const none = await api('GET', '/api/mongo/admin/access-logs/export?subject_type=filter', as.root!);
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fields.reason).toBe('다운로드 사유를 입력해주세요.');
    const downloads = () => queryRows<{ reason: string }>(t.db, sql`select reason from access_log where subject_type = 'access_log'`);
    expect(await downloads()).toHaveLength(0);

    const res = await api('GET', `/api/mongo/admin/access-logs/export?subject_type=filter&reason=${encodeURIComponent('분기 점검')}`, as.root!);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('일시');
    expect(ws.rowCount).toBe(4);
    const [row] = await queryRows<{ reason: string; action: string; subject_id: string }>(
      t.db,
      sql`select reason, action, subject_id from access_log where subject_type = 'access_log'`,
    );
    expect(row).toMatchObject({ reason: '분기 점검', action: 'download', subject_id: '3건 (subject_type=filter)' });
  });

  it('sums a month and is signed off once, with an audit row and who signed when', async () => {
    await access('2025-04-07T10:00:00+09:00', { actor: 'u-r', subjectType: 'review', subjectId: 'r' }, 3); // a Monday, office hours
    await access('2025-04-07T20:00:00+09:00', { actor: 'u-r', subjectType: 'review', subjectId: 'r', action: 'view', reason: '급여 확인' });
    await access('2025-04-12T10:00:00+09:00', { actor: 'u-s', subjectType: 'review', subjectId: 'r', action: 'download', reason: '보고' }); // Saturday
    await access('2025-05-01T00:00:00+09:00', { actor: 'u-s', subjectType: 'review', subjectId: 'r' });
    const review = (await api('GET', '/api/mongo/admin/access-logs/reviews/2025-04', as.root!)).json();
    expect(review).toMatchObject({ month: '2025-04', total: 5, downloads: 1, reveals: 1, offHours: 2, signOff: null });
    expect(review.perActor).toEqual([
      { key: 'u-r', label: 'u-r', count: 4 },
      { key: 'u-s', label: 'u-s', count: 1 },
    ]);
    expect(review.perAction).toContainEqual({ key: 'download', label: '다운로드', count: 1 });

    // Months at the ends of YYYY-MM (a three-digit year, the last month of 9999) are empty, never a 500.
    for (const month of ['0202-01', '0999-12', '9999-12']) {
      const res = await api('GET', `/api/mongo/admin/access-logs/reviews/${month}`, as.root!);
      expect({ month, status: res.statusCode }).toEqual({ month, status: 200 });
      expect(res.json()).toMatchObject({ month, total: 0 });
    }

    const sign = await api('POST', '/api/mongo/admin/access-logs/reviews/2025-04/sign-off', as.root!, { comment: '이상 없음' });
    expect(sign.statusCode).toBe(201);
    expect(sign.json()).toMatchObject({ month: '2025-04', signedByLabel: 'root (root)', comment: '이상 없음' });
    const again = await api('POST', '/api/mongo/admin/access-logs/reviews/2025-04/sign-off', as['hr.manager']!, {});
    expect(again.statusCode).toBe(409);
    const audit = await queryRows<{ actor_label: string }>(
      t.db,
      sql`select actor_label from audit_log where action = 'access_log_reviews.sign_off' and target_id = '2025-04'`,
    );
    expect(audit).toEqual([{ actor_label: 'root (root)' }]);
    const signed = (await api('GET', '/api/mongo/admin/access-logs/reviews/2025-04', as.root!)).json();
    expect(signed.signOff).toMatchObject({ signedByLabel: 'root (root)', comment: '이상 없음' });
    expect(Date.parse(signed.signOff.signedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await api('POST', '/api/mongo/admin/access-logs/reviews/2999-01/sign-off', as.root!, {})).statusCode).toBe(400);
    expect((await api('GET', '/api/mongo/admin/access-logs/reviews/2025-13', as.root!)).statusCode).toBe(400);
  });
});

describe('감사 로그', () => {
  it('filters by target, action, actor and period, pages with a cursor, and keeps before and after', async () => {
    for (let i = 0; i < 5; i++) {
      await t.db.execute(sql`insert into audit_log (at, actor_id, actor_label, action, target_collection, target_id, before, after)
        values ('2025-06-01T12:00:00+09:00', ${i % 2 ? 'a-odd' : 'a-even'}, 'x', ${i < 4 ? 'things.update' : 'things.delete'}, 'things', ${`t${i % 2}`},
                ${JSON.stringify({ n: i })}::jsonb, ${JSON.stringify({ n: i + 1 })}::jsonb)`);
    }
    const rows = await allPages('/api/mongo/admin/audit-logs?target_collection=things');
    expect(rows.map((r) => r.id)).toEqual([...rows].sort((a, b) => b.id - a.id).map((r) => r.id));
    expect(rows).toHaveLength(5);
    const list = async (q: string) => ((await api('GET', `/api/mongo/admin/audit-logs?${q}`, as['hr.manager']!)).json() as Page<Row & { before: unknown }>).data;
    expect(await list('target_collection=things&target_id=t1')).toHaveLength(2);
    expect(await list('target_collection=things&action=things.delete')).toMatchObject([{ before: { n: 4 }, after: { n: 5 } }]);
    expect(await list('actor_id=a-odd')).toHaveLength(2);
    expect(await list('target_collection=things&from=2025-06-02')).toHaveLength(0);
  });

  it("names the server's own work 시스템, people as recorded", async () => {
    const list = async (q: string) => ((await api('GET', `/api/mongo/admin/audit-logs?${q}`, as['hr.manager']!)).json() as Page<Row>).data;
    const synced = await list('action=roles.sync&limit=1');
    expect(synced).toMatchObject([{ actorId: null, actorLabel: '시스템' }]);
    expect((await list('target_collection=things&limit=1'))[0]?.actorLabel).toBe('x');
  });
});
