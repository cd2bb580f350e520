/**
 * Type test, checked by `tsc -b` and never run (nothing imports it): a web call cannot drift from
 * its contract endpoint. Each `@ts-expect-error` line must be an error, and an unused one fails the
 * typecheck, so this file cannot pass by accident.
 *
 * Why a renamed path cannot drift: the web calls the endpoint object (`call(searchEndpoints.search)`)
 * and the server registers the same object (apps/server/src/lib/route.type-test.ts); neither side
 * writes the path string again. The `params` a call must send are typed from the path string
 * (`/api/things/:thingId` → `{ thingId: string }`), so renaming a parameter breaks every caller.
 */
import { authEndpoints } from '@saram/shared/auth';
import { endpoint } from '@saram/shared/endpoint';
import { searchEndpoints } from '@saram/shared/search';
import { z } from 'zod';
import { call } from './api-client';

const rename = endpoint({
  method: 'PUT',
  path: '/api/things/:thingId',
  access: 'public',
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.string(), name: z.string(), version: z.number() }),
});

const read = <T>(value: T): T => value;

export async function callTypeTest() {
  // The right shapes compile, and the answers are typed from the endpoint.
  const thing = await call(rename, { params: { thingId: 't1' }, body: { name: '이름' } });
  read<number>(thing.version);
  const found = await call(searchEndpoints.search, { query: { q: '김민수' } });
  read<string>(found.results[0]!.title);
  const me = await call(authEndpoints.me);
  read<string>(me.user.loginId);

  // Reading a field the response does not have:
  // @ts-expect-error -- the thing has no `title`
  read(thing.title);
  // @ts-expect-error -- search answers `results`, not `hits`
  read(found.hits);
  // @ts-expect-error -- `version` is a number
  read<string>(thing.version);

  // Path parameters: missing, misnamed and extra ones.
  // @ts-expect-error -- `thingId` is required
  await call(rename, { params: {}, body: { name: '이름' } });
  // @ts-expect-error -- the path names it `thingId`
  await call(rename, { params: { id: 't1' }, body: { name: '이름' } });
  // @ts-expect-error -- the path has no `other` parameter
  await call(rename, { params: { thingId: 't1', other: 'x' }, body: { name: '이름' } });
  // @ts-expect-error -- an endpoint without path parameters takes none
  await call(searchEndpoints.search, { params: { id: '1' }, query: { q: '김민수' } });

  // Bodies and queries: wrong, missing or unknown fields.
  // @ts-expect-error -- `name` is a string
  await call(rename, { params: { thingId: 't1' }, body: { name: 1 } });
  // @ts-expect-error -- the body is required
  await call(rename, { params: { thingId: 't1' } });
  // @ts-expect-error -- the login body has `loginId`, not `username`
  await call(authEndpoints.login, { body: { username: 'admin', password: 'x' } });
  // @ts-expect-error -- GET /api/search takes no body
  await call(searchEndpoints.search, { query: { q: '김민수' }, body: {} });
  // @ts-expect-error -- the search filter is one of all, employee, document, evaluation
  await call(searchEndpoints.search, { query: { q: '김민수', type: 'people' } });
}
