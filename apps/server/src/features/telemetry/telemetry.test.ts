import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('stores client error reports with RRN-shaped text masked', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: {
      errorId: 'err-1',
      message: 'TypeError while saving 900101-1234567',
      stack: 'at save (app.js:1:1)',
      url: '/employees/1',
      context: { field: 'rrn 8505052345678' },
    },
  });
  expect(res.statusCode).toBe(204);
  const [row] = await queryRows<{ message: string; context: { field: string } }>(
    t.db,
    sql`select message, context from client_errors where error_id = 'err-1'`,
  );
  expect(row?.message).toBe('TypeError while saving 900101-1******');
  expect(row?.context.field).toBe('rrn 850505-2******');
});

it('stores web vitals, rating them by the shared thresholds', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/web-vitals',
    payload: { name: 'LCP', value: 3200, rating: 'good', path: '/employees?q=김' },
  });
  expect(res.statusCode).toBe(204);
  const rows = await queryRows<{ rating: string; path: string }>(t.db, sql`select rating, path from web_vitals`);
  expect(rows).toEqual([{ rating: 'needs-improvement', path: '/employees' }]);
  const bad = await t.app.inject({ method: 'POST', url: '/api/web-vitals', payload: { name: 'XYZ', value: -1 } });
  expect(bad.statusCode).toBe(400);
});

it('refuses a body nested deeper than any contract before anything walks it, and stores nothing', async () => {
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const report = (context: string, errorId: string) => `{"errorId":"${errorId}","message":"m","url":"/","context":${context}}`;
  const refused = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: report(`{"a":${'['.repeat(4500)}${']'.repeat(4500)}}`, 'deep-1') });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { body: expect.stringContaining('중첩') } } });
  const stored = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: report(deep(20), 'deep-2') });
  expect(stored.statusCode).toBe(204);
  // A bracket inside a string is text, not nesting.
  const text = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: report(`{"a":"${'['.repeat(200)}"}`, 'deep-3') });
  expect(text.statusCode).toBe(204);
  const rows = await queryRows<{ error_id: string }>(t.db, sql`select error_id from client_errors where error_id like 'deep-%' order by error_id`);
  expect(rows.map((r) => r.error_id)).toEqual(['deep-2', 'deep-3']);
});
