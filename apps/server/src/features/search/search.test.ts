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

it('answers the result list for a query of two or more characters', async () => {
  const res = await t.app.inject({ url: '/api/search?q=김민&type=employee', headers: hr });
  expect(res.statusCode).toBe(200);
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
