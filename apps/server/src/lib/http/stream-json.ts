import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers `{"<key>":[...]}` while the batches arrive, so a large list (GET employees/all at 100,000
 * people) is never held whole in memory, neither as rows nor as one JSON string.
 */
export function sendJsonArray(reply: FastifyReply, key: string, batches: AsyncIterable<readonly unknown[]>): FastifyReply {
  async function* chunks() {
    yield `{${JSON.stringify(key)}:[`;
    let first = true;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield (first ? '' : ',') + batch.map((item) => JSON.stringify(item)).join(',');
      first = false;
    }
    yield ']}';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(chunks()));
}
