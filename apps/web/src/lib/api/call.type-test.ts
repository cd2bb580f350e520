/**
 * Type test, checked by `tsc -b` and never run (nothing imports it): a web call cannot drift from
 * its contract endpoint. Each `@ts-expect-error` line must be an error, and an unused one fails the
 * typecheck, so this file cannot pass by accident.
 *
 * Why a renamed path cannot drift: the web calls the route object (`call(resignationRoutes.reject)`)
 * and the server registers the same route joined with its schemas (apps/server/src/lib/http/route.type-test.ts);
 * neither side writes the path string again. The `params` a call must send are typed from the path
 * string (`/:id` → `{ id: string }`), so renaming a parameter breaks every caller.
 */
import { authRoutes } from '@saram/shared/auth/auth';
import { resignationRoutes } from '@saram/shared/resignations/resignations';
import { searchRoutes } from '@saram/shared/search/search';
import { call } from './api-client';

// PUT /api/mongo/resignations/:id/reject: a path parameter, a required body `{ reason }`, a Resignation back.
const reject = resignationRoutes.reject;

const read = <T>(value: T): T => value;

export async function callTypeTest() {
  // The right shapes compile, and the answers are typed from the endpoint.
  const thing = await call(reject, { params: { id: 'r1' }, body: { reason: '사유' } });
  read<string>(thing.lastWorkingDate);
  const found = await call(searchRoutes.search, { query: { q: '김민수' } });
  read<string>(found.results[0]!.title);
  const me = await call(authRoutes.me);
  read<string>(me.user.loginId);

  // Reading a field the response does not have:
  // @ts-expect-error -- a resignation has no `title`
  read(thing.title);
  // @ts-expect-error -- search answers `results`, not `hits`
  read(found.hits);
  // @ts-expect-error -- `can` is an object
  read<string>(thing.can);

  // Path parameters: missing, misnamed and extra ones.
  // @ts-expect-error -- `id` is required
  await call(reject, { params: {}, body: { reason: '사유' } });
  // @ts-expect-error -- the path names it `id`
  await call(reject, { params: { resignationId: 'r1' }, body: { reason: '사유' } });
  // @ts-expect-error -- the path has no `other` parameter
  await call(reject, { params: { id: 'r1', other: 'x' }, body: { reason: '사유' } });
  // @ts-expect-error -- an endpoint without path parameters takes none
  await call(searchRoutes.search, { params: { id: '1' }, query: { q: '김민수' } });

  // Bodies and queries: wrong, missing or unknown fields.
  // @ts-expect-error -- `reason` is a string
  await call(reject, { params: { id: 'r1' }, body: { reason: 1 } });
  // @ts-expect-error -- the body is required
  await call(reject, { params: { id: 'r1' } });
  // @ts-expect-error -- the login body has `loginId`, not `username`
  await call(authRoutes.login, { body: { username: 'admin', password: 'x' } });
  // @ts-expect-error -- GET /api/search takes no body
  await call(searchRoutes.search, { query: { q: '김민수' }, body: {} });
  // @ts-expect-error -- the search filter is one of all, employee, document, evaluation
  await call(searchRoutes.search, { query: { q: '김민수', type: 'people' } });
}
