import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requester, signedInUsers, type Json, type Requester, type TestApp } from '../../test/app';

/** GET mongo/employees/all streams its answer in batches (1,000 by 사번), compressed when asked. */
let t: TestApp;
let api: Requester;
let as: Record<string, Record<string, string>>;
const count = 2345;

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  as = await signedInUsers(t, [['hr', 'hr_manager']]);
  // Numbers inserted out of order, so the answer's order is the server's doing.
  await t.db.execute(
    sql`insert into employees (employee_no, name_kor)
        select 'ST' || lpad(((n * 7919) % ${count})::text, 5, '0'), '스트림' || n from generate_series(0, ${count - 1}) n`,
  );
});
afterAll(() => t.close());


describe('GET mongo/employees/all', () => {
  it('answers every employee once, by 사번, across batch boundaries', async () => {
    const res = await api('GET', '/api/mongo/employees/all', as.hr!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-length']).toBeUndefined();
    const numbers = (res.json() as Json).data.map((e: Json) => e.employee_number as string);
    expect(numbers).toHaveLength(count);
    expect(new Set(numbers).size).toBe(count);
    expect(numbers).toEqual([...numbers].sort());
    expect((res.json() as Json).data[0]).toMatchObject({ employee_number: 'ST00000', nameKor: '스트림0' });
  });

  it('compresses the stream with brotli or gzip, whichever the client accepts', async () => {
    const plain = (await api('GET', '/api/mongo/employees/all', as.hr!)).body;
    const br = await api('GET', '/api/mongo/employees/all', { ...as.hr!, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gz = await api('GET', '/api/mongo/employees/all', { ...as.hr!, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    expect(gz.rawPayload.length).toBeLessThan(plain.length / 4);
  });
});
