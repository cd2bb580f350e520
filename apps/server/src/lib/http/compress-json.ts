import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { pipeline, Readable } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/**
 * API answers go over the wire compressed: JSON of at least `compressMinBytes` is sent as brotli
 * (quality 4: a 15 KB employee page takes well under a millisecond) or gzip, whichever the client
 * accepts. The built web app's files are precompressed at build time instead (apps/web/scripts/
 * precompress.mjs, served by @fastify/static), and an answer that set its own content-encoding
 * (the organization tree, gzipped once per version, or one that chose identity) is left alone.
 *
 * Kept instead of @fastify/compress, which does not send the same bytes for the same requests: it
 * compresses an answer that chose `content-encoding: identity`, sends Vary only on compressed answers,
 * compresses small bodies synchronously on the event loop, and adds request-body decompression.
 */
export const compressMinBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = [acceptEncoding ?? ''].flat().join(',');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const streamed = payload instanceof Readable;
    if (!streamed && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!streamed && Buffer.byteLength(payload as string | Buffer) < compressMinBytes) return payload;
    const vary = reply.getHeader('vary');
    if (!String(vary ?? '').toLowerCase().includes('accept-encoding')) void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (streamed) {
      // A streamed answer (lib/http/stream-json.ts) is compressed as it goes.
      const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
      return pipeline(payload, compressor, () => {});
    }
    const size = Buffer.byteLength(payload as string | Buffer);
    return encoding === 'br'
      ? await brotli(payload as string | Buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
      : await gzipAsync(payload as string | Buffer, { level: 6 });
  });
}
