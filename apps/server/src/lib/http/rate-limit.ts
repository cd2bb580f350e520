import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * @fastify/rate-limit, registered once with no limit of its own: routes that want one create it with
 * `routeLimit(app, { max, timeWindow })` (a fixed window per client address; one limit may serve several
 * routes, which then share its count) and await it in their handler, after validation, as before the
 * library: an invalid body does not count, and the answer over the limit is the app's 429
 * (TOO_MANY_REQUESTS) without rate-limit headers.
 *
 * The counts stay in each process (the plugin's LRU store), not in the database: the limits guard public
 * write endpoints (error reports, access requests) against floods from one address, and N instances
 * letting through N times a limit still stops a flood, while a shared store would put a database write
 * on every public call.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const noHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false } as const;
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    addHeaders: noHeaders,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}

/** One limit, awaited in the handlers it guards: `await limit(request, reply)` throws the 429. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider, as lib/http/route.ts
export function routeLimit(app: FastifyInstance<any, any, any, any, any>, options: { max: number; timeWindow: number }) {
  const hook = app.rateLimit(options);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await hook.call(app, request, reply);
  };
}
