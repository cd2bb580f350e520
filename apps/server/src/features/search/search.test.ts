import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, createTestUser, login, type TestApp } from '../../test/app';

let t: TestApp;
let hr: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'hr.search', ['hr_staff']);
  await createTestUser(t, 'eval.search', ['evaluation_only']);
  hr = bearer((await login(t, 'hr.search')).token.access_token);
});
afterAll(() => t.close());

it('finds employees by name or 초성 and links them as employee results', async () => {
  for (const [name, no] of [['김민수', 'S100'], ['김민지', 'S101'], ['박지성', 'S102']]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/mongo/employees', headers: hr, payload: { personal: { nameKor: name, employeeNo: no }, organization: { jobTitle: '사원' } } });
    expect(res.statusCode).toBe(201);
  }
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('김민')}&type=employee`, headers: hr });
  expect(res.statusCode).toBe(200);
  expect(res.json().results.map((r: { title: string }) => r.title)).toEqual(['김민수', '김민지']);
  expect(res.json().results[0]).toMatchObject({ type: 'employee', subtitle: '사원', meta: { employeeNo: 'S100', status: '재직' } });
  const chosung = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('ㅂㅈㅅ')}`, headers: hr });
  expect(chosung.json().results.map((r: { title: string }) => r.title)).toEqual(['박지성']);
  const none = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('없는사람')}&type=document`, headers: hr });
  expect(none.json()).toEqual({ results: [] });
});

it('leaves employees out for callers without employees:read', async () => {
  await createTestUser(t, 'searcher', ['employee']);
  await t.db.execute(sql`insert into role_permissions (role, permission) values ('employee', 'search:use') on conflict do nothing`);
  const h = bearer((await login(t, 'searcher')).token.access_token);
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('김민')}`, headers: h });
  expect(res.json()).toEqual({ results: [] });
});

it('refuses one-character queries and unknown types in Korean', async () => {
  const res = await t.app.inject({ url: '/api/search?q=김&type=people', headers: hr });
  expect(res.statusCode).toBe(400);
  expect(res.json().details.fields).toMatchObject({ q: '검색어는 2자 이상 입력해주세요.', type: expect.any(String) });
});

it('is not open to evaluation-only users', async () => {
  const evalOnly = bearer((await login(t, 'eval.search')).token.access_token);
  expect((await t.app.inject({ url: '/api/search?q=김민', headers: evalOnly })).statusCode).toBe(403);
});
