import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressMinBytes, pickEncoding, registerJsonCompression } from './compress-json';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `직원 ${i}`, team: '인사팀' }));

async function server() {
  const app = Fastify();
  registerJsonCompression(app);
  app.get('/big', async () => ({ rows }));
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('가'.repeat(2000)));
  app.get('/own', async (_request, reply) => reply.header('content-encoding', 'identity').type('application/json').send(JSON.stringify({ rows })));
  await app.ready();
  return app;
}

describe('JSON compression', () => {
  const appPromise = server();
  afterAll(async () => (await appPromise).close());

  it('answers brotli when the client accepts it, and the body is the same JSON', async () => {
    const app = await appPromise;
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual({ rows });
  });

  it('answers gzip to a client without brotli', async () => {
    const app = await appPromise;
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual({ rows });
  });

  it('leaves plain: no Accept-Encoding, small answers, other types, answers that chose their encoding', async () => {
    const app = await appPromise;
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(compressMinBytes);
    expect((await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    expect((await app.inject({ url: '/own', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('identity');
  });

  it('reads q-values: q=0 refuses an encoding', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('GZIP')).toBe('gzip');
  });
});
