/**
 * Type test, checked by `tsc -b` and never run: a server handler cannot drift from its contract
 * endpoint. Each `@ts-expect-error` line must be an error, and an unused one fails the typecheck,
 * so this file cannot pass by accident.
 *
 * Why a renamed path cannot drift: the server registers `endpoint.path` and the web calls the route
 * the endpoint joins (apps/web/src/lib/api/call.type-test.ts), so there is no second copy of the string
 * to forget; the path parameters a handler reads are typed from the path string itself (`:id` →
 * `params.id`), so renaming `:id` breaks every handler still reading the old name.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routes, withSchemas } from '@saram/shared/endpoint';
import { healthEndpoints } from '@saram/shared/health/health.schemas';
import { searchEndpoints } from '@saram/shared/search/search.schemas';
import { route } from './route';

declare const app: FastifyInstance;
const doc = { tags: ['test'], summary: '타입 시험' };

const { rename } = withSchemas(routes({ rename: { method: 'PUT', path: '/api/things/:thingId', access: 'public' } }), {
  rename: { body: z.object({ name: z.string().min(1) }), response: z.object({ id: z.string(), name: z.string(), version: z.number() }) },
});

// A route without schemas keeps its route's type.
const { ping } = withSchemas(routes({ ping: { method: 'GET', path: '/api/things/ping', access: 'public', status: 204 } }), {});
route(app, ping, doc, async () => undefined);

// @ts-expect-error -- schemas for a route the feature does not have
withSchemas(routes({ rename: { method: 'PUT', path: '/api/things/:thingId', access: 'public' } }), { renamed: { body: z.object({}) } });

export function registerTypeTest() {
  // The right shapes compile.
  route(app, rename, doc, async ({ params, body }) => ({ id: params.thingId, name: body.name, version: 1 }));
  route(app, healthEndpoints.health, doc, async () => ({ status: 'ok' as const }));
  route(app, searchEndpoints.search, doc, async ({ query }) => ({ results: [{ id: query.q, type: 'employee' as const, title: '', subtitle: null, href: '/employees', meta: {} }], counts: { employee: 1, candidate: 0, notice: 0, unit: 0, task_force: 0, checklist: 0, evaluation: 0, report: 0, document: 0 }, total: 1, page: 1, limit: 10, hasNext: false }));

  // A handler answering another shape than the endpoint's response:
  // @ts-expect-error -- `version` must be a number
  route(app, rename, doc, async ({ params, body }) => ({ id: params.thingId, name: body.name, version: '1' }));
  // @ts-expect-error -- the health answer is `{ status: 'ok' }`
  route(app, healthEndpoints.health, doc, async () => ({ status: 'fine' }));
  // @ts-expect-error -- search answers `results`, not `hits`
  route(app, searchEndpoints.search, doc, async () => ({ hits: [] }));

  route(app, rename, doc, async ({ params, body }) => {
    // @ts-expect-error -- the path names its parameter `thingId`, there is no `id`
    const id: string = params.id;
    // @ts-expect-error -- the body has `name`, not `title`
    const title: string = body.title;
    return { id, name: title, version: 1 };
  });

  route(app, searchEndpoints.search, doc, async ({ query }) => {
    // @ts-expect-error -- the search query has `q`, not `query`
    const q: string = query.query;
    return { results: [{ id: q, type: 'employee' as const, title: '', subtitle: null, href: '/employees', meta: {} }], counts: { employee: 1, candidate: 0, notice: 0, unit: 0, task_force: 0, checklist: 0, evaluation: 0, report: 0, document: 0 }, total: 1, page: 1, limit: 10, hasNext: false };
  });
}
