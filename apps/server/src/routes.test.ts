import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@saram/shared/contract';
import { defaultRoles, type RouteAccess } from '@saram/shared/permissions';
import { bearer, createTestApp, createTestUser, login, type TestApp } from './test/app';

/**
 * Every /api route and the access it must declare: the contract's endpoints (packages/shared) plus
 * the routes that are not API calls (the OpenAPI documents). A route registered outside the contract
 * fails this test, and so does an endpoint that is not registered or declares other access.
 */
const notInContract: Record<string, RouteAccess> = {
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
};
const expected: Record<string, RouteAccess> = {
  ...notInContract,
  ...Object.fromEntries(allEndpoints.map((e) => [`${e.method} ${e.path}`, e.access])),
};

/** `session` routes act only on the caller's own session; nothing else may use that level. */
const sessionRoutes = [
  'GET /api/mongo/admin/me',
  'GET /api/mongo/admin/validate',
  'POST /api/mongo/admin/extend',
  'GET /api/mongo/profile',
  'PUT /api/mongo/users/me',
  'PUT /api/mongo/users/me/password',
  'GET /api/admin/users/current/settings',
  'PUT /api/admin/users/current/settings',
  // Labels only (id, login ID, name, e-mail) for showing user ids by name.
  'POST /api/mongo/users/batch',
  // The report catalogue: the ten types with the caller's own permission flags and the caller's own counts.
  'GET /api/reports/catalogue',
  // The caller's own dashboards: their tasks, and the team of the units they lead (403 otherwise).
  'GET /api/dashboard/my',
  'GET /api/dashboard/team',
  // 발령 결재함 and its decisions: the appointments whose current step is the caller's (any account may be named on a line;
  // the service answers 404 to anyone not on the line and 403 to an approver out of turn or deciding their own request).
  'GET /api/appointments/inbox',
  // Whether the caller is or was on an approval line (the sidebar shows them 발령 결재함): their own steps only.
  'GET /api/appointments/inbox/status',
  'GET /api/appointments/:id',
  'PUT /api/appointments/:id/approve',
  'PUT /api/appointments/:id/reject',
  // A certificate's PDF: the person's own, or any in scope for holders of certificates:issue (the service answers 404 otherwise).
  'GET /api/certificates/:id/file',
  // The caller's own notifications and mail preferences.
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'PUT /api/notifications/:id/read',
  'PUT /api/notifications/read-all',
  'GET /api/notifications/preferences',
  'PUT /api/notifications/preferences',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'eval.only', ['evaluation_only']);
  await createTestUser(t, 'no.roles', []);
  await createTestUser(t, 'all.powers', ['admin']);
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const guarded = () => t.app.routeTable.filter((r) => r.access !== 'public');
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

describe('route permission table', () => {
  it('every registered /api route declares the access listed for it', () => {
    const actual = Object.fromEntries(t.app.routeTable.map((r) => [key(r), r.access]));
    const missing = Object.keys(actual).filter((k) => !(k in expected));
    expect(missing, 'routes without a row in the expected table').toEqual([]);
    expect(Object.keys(expected).filter((k) => !(k in actual)), 'rows for routes that no longer exist').toEqual([]);
    for (const [route, access] of Object.entries(actual)) expect({ route, access }).toEqual({ route, access: expected[route] });
  });

  it('only the caller-own session routes use the session level', () => {
    expect(t.app.routeTable.filter((r) => r.access === 'session').map(key).sort()).toEqual([...sessionRoutes].sort());
  });

  it('answers 401 on every guarded route without a token', async () => {
    for (const route of guarded()) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect({ route: key(route), status: res.statusCode }).toEqual({ route: key(route), status: 401 });
    }
  });

  it('answers 403 on every permission route to a user without roles', async () => {
    const { token } = await login(t, 'no.roles');
    for (const route of guarded().filter((r) => r.access !== 'session')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token.access_token) });
      expect({ route: key(route), status: res.statusCode }).toEqual({ route: key(route), status: 403 });
    }
  });

  it('confines evaluation_only users to evaluation routes', async () => {
    const { token } = await login(t, 'eval.only');
    for (const route of guarded().filter((r) => r.access !== 'session')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token.access_token) });
      const granted = (defaultRoles.evaluation_only.permissions as string[]).includes(route.access);
      expect(granted ? route.access.startsWith('evaluations:') : true).toBe(true);
      expect({ route: key(route), forbidden: res.statusCode === 403 }).toEqual({ route: key(route), forbidden: !granted });
    }
  });
});

describe('bad input on every route', () => {
  const garbage: { body?: string; query?: string; contentType?: string }[] = [
    { body: '{"unterminated":', contentType: 'application/json' },
    { body: '[1,2,3]', contentType: 'application/json' },
    { body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}', contentType: 'application/json' },
    { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { query: 'page=-1&limit=abc&id[]=1&%ZZ=1' },
  ];

  it('never answers 500, always the error shape', async () => {
    for (const route of t.app.routeTable) {
      // A fresh session per route: the logout route ends the one it is given.
      const { token } = await login(t, 'all.powers');
      for (const g of garbage) {
        const url = `${concrete(route.url.replace(':id', 'not-a-uuid'))}${g.query ? `?${g.query}` : ''}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...bearer(token.access_token), ...(g.contentType ? { 'content-type': g.contentType } : {}) },
          ...(g.body && route.method !== 'GET' ? { body: g.body } : {}),
        });
        expect({ route: key(route), g, status: res.statusCode < 500 }).toEqual({ route: key(route), g, status: true });
        if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
          expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String), errorId: expect.any(String) });
        }
      }
    }
    // One sign-in and four requests per route: the time grows with the route table (the ten report exports each
    // build and render a whole report four times: ~25 s of it on a busy 2-core machine).
  }, 240_000);
});
