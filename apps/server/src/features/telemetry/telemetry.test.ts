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
