import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, body, createTestApp, createTestUser, login, type Json, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { pdfText } from '../../../../../e2e/support/pdf-text.mjs';
import { insertCorporation, insertPerson, linkAccount, png, rrnBack } from './certificates.fixtures';

const now = new Date('2026-11-24T03:00:00Z');
let t: TestApp;
const as: Record<string, Record<string, string>> = {};
let corporationId: string;
let unitId: string;
let worker: string;
let colleague: string;
let retired: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? as[who]! : {}, ...(payload ? { payload } : {}) });

async function issued(who: string, url: string, payload: object): Promise<Json> {
  const res = await call(who, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return body(res);
}

async function pdfOf(who: string, id: string): Promise<string> {
  const res = await call(who, 'GET', `/api/certificates/${id}/file`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://hr.saram.test' }, undefined, { clock: () => now });
  corporationId = await insertCorporation(t, '사람주식회사', '김대표');
  const [unit] = await queryRows<{ id: string }>(t.db, sql`insert into org_units (name, level, unit_type) values ('영업본부', 2, 'DIVISION') returning id`);
  unitId = unit!.id;
  worker = await insertPerson(t, { name: '홍길동', no: 'C001', corporationId });
  colleague = await insertPerson(t, { name: '남궁민', no: 'C002', corporationId, headquartersId: unitId });
  retired = await insertPerson(t, { name: '선우진', no: 'C003', corporationId, retiredOn: '2025-06-30' });
  for (const [loginId, role] of [
    ['hr.staff', 'hr_staff'],
    ['scoped', 'hr_staff'],
    ['worker', 'employee'],
    ['other', 'employee'],
    ['admin', 'admin'],
  ] as const) {
    await createTestUser(t, loginId, [role]);
  }
  await linkAccount(t, 'worker', worker);
  await linkAccount(t, 'other', colleague);
  await t.db.execute(sql`update user_roles set scope_type = 'unit', scope_unit_ids = array[${unitId}]::uuid[] where user_id = (select id from users where login_id = 'scoped')`);
  for (const loginId of ['hr.staff', 'scoped', 'worker', 'other', 'admin']) as[loginId] = bearer((await login(t, loginId)).token.access_token);
}, 180_000);
afterAll(() => t.close());

describe('issue by the employee', () => {
  it('issues their own 경력증명서 with only the chosen items, numbered and with a code, audited in the same transaction', async () => {
    const c = await issued('worker', '/api/certificates/me', { kind: 'career', items: ['period', 'placement'], purpose: '은행 제출' });
    expect(c).toMatchObject({ kind: 'career', employeeId: worker, name: '홍길동', corporation: '사람주식회사', representative: '김대표', issuedOn: '2026-11-24', requestedBy: 'self' });
    expect(c.number).toMatch(/^2026-\d{6}$/);
    expect(c.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The catalogue's order, whatever order they were chosen in.
    expect(c.lines).toEqual([
      { item: 'placement', label: '소속', value: '경영지원본부 인사팀' },
      { item: 'period', label: '재직기간', value: '2020.03.02 ~ 현재 (재직 중)' },
    ]);

    const text = await pdfOf('worker', c.id);
    expect(text).toContain('경 력 증 명 서');
    for (const shown of ['홍길동', '경영지원본부 인사팀', '2020.03.02 ~ 현재', '은행 제출', '사람주식회사', '대표이사 김대표', c.number, c.code, 'https://hr.saram.test/certificates/verify']) {
      expect(text).toContain(shown);
    }
    for (const hidden of ['생년월일', '1990', '주소', '세종대로', '직위', '과장', '담당업무', '인사 기획', rrnBack]) expect(text).not.toContain(hidden);

    const [audit] = await queryRows<{ after: Json }>(t.db, sql`select after from audit_log where action = 'certificate.issue' and target_id = ${c.id}`);
    expect(audit!.after).toMatchObject({ number: c.number, kind: 'career', employee_id: worker, items: ['placement', 'period'], purpose: '은행 제출', requested_by: 'self' });
    const access = await queryRows<{ action: string }>(t.db, sql`select action from access_log where subject_id = ${worker} and action in ('print', 'download')`);
    expect(access.map((a) => a.action).sort()).toEqual(['download', 'print']);
  });

  it('prints the birth date, never the RRN, and the address when chosen', async () => {
    const c = await issued('worker', '/api/certificates/me', { kind: 'employment', items: ['birthDate', 'address', 'position', 'duties'] });
    expect(c.lines.map((l: Json) => l.value)).toEqual(['1990.01.01', '서울특별시 중구 세종대로 110 3층', '과장 / 팀원', '인사 기획']);
    const text = await pdfOf('worker', c.id);
    expect(text).toContain('재 직 증 명 서');
    expect(text).toContain('1990.01.01');
    expect(text).toContain('위 사람은 현재 당사에 재직하고 있음을 증명합니다.');
    expect(text).not.toContain(rrnBack);
    expect(text).not.toContain('용도');
    const mine = await call('worker', 'GET', '/api/certificates/me');
    expect(mine.body).not.toContain(rrnBack);
    expect(body(mine).data.map((x: Json) => x.number)).toContain(c.number);
  });

  it('numbers one after another within the year', async () => {
    const a = await issued('worker', '/api/certificates/me', { kind: 'career', items: [] });
    const b = await issued('other', '/api/certificates/me', { kind: 'career', items: [] });
    expect(Number(b.number.slice(5))).toBe(Number(a.number.slice(5)) + 1);
  });

  it('is for the caller only: no employeeId, no other person, no one else’s PDF', async () => {
    const smuggled = await call('worker', 'POST', '/api/certificates/me', { kind: 'career', items: [], employeeId: colleague });
    expect(smuggled.statusCode).toBe(400);
    expect((await call('worker', 'POST', '/api/certificates', { employeeId: colleague, kind: 'career', items: [] })).statusCode).toBe(403);
    expect((await call('worker', 'GET', '/api/certificates')).statusCode).toBe(403);
    const theirs = await issued('other', '/api/certificates/me', { kind: 'career', items: ['period'] });
    const peek = await call('worker', 'GET', `/api/certificates/${theirs.id}/file`);
    expect(peek.statusCode).toBe(404);
    expect(body(peek).message).toBe(body(await call('worker', 'GET', `/api/certificates/${crypto.randomUUID()}/file`)).message);
  });

  it('refuses bad input with Korean field messages and writes nothing', async () => {
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from certificates`);
    const bad = await call('worker', 'POST', '/api/certificates/me', { kind: 'salary', items: ['rrn', 'period', 'period'], purpose: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys(body(bad).details.fields)).toEqual(expect.arrayContaining(['kind', 'purpose']));
    const [after] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from certificates`);
    expect(after!.n).toBe(before!.n);
  });

  it('answers 404 to an account without a linked record', async () => {
    const res = await call('admin', 'POST', '/api/certificates/me', { kind: 'career', items: [] });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toContain('연결된 직원 정보');
  });
});

describe('issue by HR', () => {
  it('issues for anyone in its scope, and the log shows who, when, for whom, which items and purpose', async () => {
    const c = await issued('hr.staff', '/api/certificates', { employeeId: colleague, kind: 'employment', items: ['position'], purpose: '비자 연장' });
    expect(c).toMatchObject({ requestedBy: 'hr', issuedBy: expect.stringContaining('hr.staff'), name: '남궁민' });
    expect(await pdfOf('hr.staff', c.id)).toContain('비자 연장');
    const log = body(await call('hr.staff', 'GET', `/api/certificates?employeeId=${colleague}`));
    expect(log.data[0]).toMatchObject({ number: c.number, name: '남궁민', employeeNo: 'C002', kind: 'employment', items: ['position'], purpose: '비자 연장', issuedBy: c.issuedBy, requestedBy: 'hr' });
    expect(log.data[0]).not.toHaveProperty('code');
    expect(log.data[0]).not.toHaveProperty('lines');
  });

  it('a scoped HR account reaches only the people of its unit', async () => {
    expect((await call('scoped', 'POST', '/api/certificates', { employeeId: colleague, kind: 'career', items: [] })).statusCode).toBe(201);
    const outside = await call('scoped', 'POST', '/api/certificates', { employeeId: worker, kind: 'career', items: [] });
    expect(outside.statusCode).toBe(404);
    const names = body(await call('scoped', 'GET', '/api/certificates?limit=100')).data.map((e: Json) => e.name);
    expect(new Set(names)).toEqual(new Set(['남궁민']));
    const workers = body(await call('worker', 'GET', '/api/certificates/me')).data;
    expect((await call('scoped', 'GET', `/api/certificates/${workers[0].id}/file`)).statusCode).toBe(404);
  });

  it('gives a retired person a 경력증명서 with the leaving date, and no 재직증명서', async () => {
    const refused = await call('hr.staff', 'POST', '/api/certificates', { employeeId: retired, kind: 'employment', items: ['period'] });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('경력증명서');
    const c = await issued('hr.staff', '/api/certificates', { employeeId: retired, kind: 'career', items: ['period'] });
    expect(c.lines).toEqual([{ item: 'period', label: '재직기간', value: '2020.03.02 ~ 2025.06.30' }]);
  });
});

describe('verification (public)', () => {
  it('shows the certificate’s own content to anyone with the number and code, without signing in', async () => {
    const c = await issued('worker', '/api/certificates/me', { kind: 'career', items: ['period'], purpose: '이직' });
    const res = await call(null, 'POST', '/api/certificates/verify', { number: c.number, code: c.code.toLowerCase().replace('-', '') });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({
      kind: 'career',
      number: c.number,
      issuedOn: '2026-11-24',
      name: '홍길동',
      corporation: '사람주식회사',
      representative: '김대표',
      lines: [{ item: 'period', label: '재직기간', value: '2020.03.02 ~ 현재 (재직 중)' }],
      purpose: '이직',
    });
    expect(res.body).not.toContain(worker);
    expect(res.body).not.toContain('C001');
  });

  it('answers a wrong code exactly like an unknown number', async () => {
    const c = await issued('worker', '/api/certificates/me', { kind: 'career', items: [] });
    const wrong = c.code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA';
    const wrongCode = await call(null, 'POST', '/api/certificates/verify', { number: c.number, code: wrong });
    const unknown = await call(null, 'POST', '/api/certificates/verify', { number: '2026-999999', code: c.code });
    expect(wrongCode.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    const strip = (r: Json) => ({ ...body(r), errorId: undefined });
    expect(strip(wrongCode)).toEqual(strip(unknown));
    const malformed = await call(null, 'POST', '/api/certificates/verify', { number: '123', code: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(body(malformed).details.fields)).toEqual(expect.arrayContaining(['number', 'code']));
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/certificates/verify', remoteAddress: '203.0.113.9', payload: { number: '2026-000000', code: 'AAAA-AAAA' } })).statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('corporation seal', () => {
  const upload = (who: string, data: Buffer, filename = 'seal.png') => {
    const form = multipart([{ name: 'file', filename, data, type: 'image/png' }]);
    return t.app.inject({ method: 'PUT', url: `/api/v1/corporate-structure/${corporationId}/seal`, headers: { ...as[who]!, ...form.headers }, payload: form.payload });
  };

  it('takes a PNG from an administrator, audits it, and prints it on certificates', async () => {
    const res = await upload('admin', png);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ corporationId, contentType: 'image/png', size: png.length });
    const image = await call('hr.staff', 'GET', `/api/v1/corporate-structure/${corporationId}/seal`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const [audit] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action = 'corporation.seal' and target_id = ${corporationId}`);
    expect(audit!.n).toBe(1);

    const c = await issued('worker', '/api/certificates/me', { kind: 'career', items: [] });
    const pdf = await call('worker', 'GET', `/api/certificates/${c.id}/file`);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('refuses what is not a PNG or JPEG, files too large, and people without the permission', async () => {
    const fake = await upload('admin', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'seal.png');
    expect(fake.statusCode).toBe(400);
    expect(body(fake).details.fields).toEqual({ file: '직인은 PNG 또는 JPEG 이미지만 올릴 수 있습니다.' });
    const broken = await upload('admin', Buffer.concat([png.subarray(0, 16), Buffer.alloc(20)]));
    expect(broken.statusCode).toBe(400);
    expect((await upload('admin', Buffer.concat([png, Buffer.alloc(600 * 1024)]))).statusCode).toBe(413);
    expect((await upload('worker', png)).statusCode).toBe(403);
  });
});
