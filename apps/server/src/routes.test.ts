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
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'POST /api/mongo/admin/login': 'public',
  'POST /api/mongo/admin/refresh': 'public',
  'POST /api/mongo/admin/logout': 'public',
  'GET /api/mongo/admin/me': 'session',
  'GET /api/mongo/admin/validate': 'session',
  'POST /api/mongo/admin/extend': 'session',
  'GET /api/mongo/auth/google': 'public',
  'GET /api/mongo/auth/google/callback': 'public',
  'GET /api/mongo/admin/audit-logs': 'admin:audit',
  'GET /api/mongo/admin/access-logs': 'admin:audit',
  'POST /api/access-requests': 'public',
  'GET /api/mongo/admin/access-requests': 'admin:users',
  'PUT /api/mongo/admin/access-requests/:id/approve': 'admin:users',
  'PUT /api/mongo/admin/access-requests/:id/reject': 'admin:users',
  'POST /api/client-errors': 'public',
  'POST /api/web-vitals': 'public',
  'GET /api/search': 'search:use',
  'GET /api/v1/organizational-hierarchy/units': 'organization:read',
  'POST /api/v1/organizational-hierarchy/units': 'organization:write',
  'POST /api/v1/organizational-hierarchy/units/bulk': 'organization:write',
  'PUT /api/v1/organizational-hierarchy/units/bulk': 'organization:write',
  'DELETE /api/v1/organizational-hierarchy/units/bulk': 'organization:write',
  'GET /api/v1/organizational-hierarchy/units/:id': 'organization:read',
  'PUT /api/v1/organizational-hierarchy/units/:id': 'organization:write',
  'DELETE /api/v1/organizational-hierarchy/units/:id': 'organization:write',
  'POST /api/v1/organizational-hierarchy/units/:id/move': 'organization:write',
  'GET /api/v1/organizational-hierarchy/units/:id/path': 'organization:read',
  'GET /api/v1/organizational-hierarchy/units/:id/children': 'organization:read',
  'GET /api/v1/organizational-hierarchy/units/:id/ancestors': 'organization:read',
  'GET /api/v1/organizational-hierarchy/tree': 'organization:read',
  'GET /api/v1/organizational-hierarchy/analysis/headcount': 'organization:read',
  'GET /api/v1/organizational-hierarchy/tf': 'organization:read',
  'POST /api/v1/organizational-hierarchy/tf': 'organization:write',
  'GET /api/v1/organizational-hierarchy/tf/review': 'organization:read',
  'GET /api/v1/organizational-hierarchy/tf/approver-candidates': 'organization:write',
  'GET /api/v1/organizational-hierarchy/tf/workflow/:id': 'organization:read',
  'POST /api/v1/organizational-hierarchy/tf/workflow/:id/:action': 'organization:write',
  'GET /api/v1/organizational-hierarchy/tf/:id': 'organization:read',
  'PUT /api/v1/organizational-hierarchy/tf/:id': 'organization:write',
  'DELETE /api/v1/organizational-hierarchy/tf/:id': 'organization:write',
  'POST /api/v1/organizational-hierarchy/tf/:id/extend': 'organization:write',
  'POST /api/v1/organizational-hierarchy/tf/:id/dissolve': 'organization:write',
  'GET /api/v1/organizational-hierarchy/mappings': 'organization:read',
  'POST /api/v1/organizational-hierarchy/mappings': 'organization:write',
  'GET /api/v1/organizational-hierarchy/mappings/:legacyType': 'organization:read',
  'PUT /api/v1/organizational-hierarchy/mappings/:legacyType': 'organization:write',
  'DELETE /api/v1/organizational-hierarchy/mappings/:legacyType': 'organization:write',
  'POST /api/v1/organizational-hierarchy/migrate-existing': 'organization:write',
  'GET /api/v1/organizational-hierarchy/statistics': 'organization:read',
  'GET /api/v1/organizational-hierarchy/validate': 'organization:read',
  'GET /api/v1/organizational-hierarchy/health': 'organization:read',
  'GET /api/v1/organizational-hierarchy/levels/:n': 'organization:read',
  'GET /api/v1/organizational-hierarchy/export': 'organization:read',
  'POST /api/v1/organizational-hierarchy/import': 'organization:write',
  'GET /api/mongo/organizations': 'organization:read',
  'POST /api/mongo/organizations': 'organization:write',
  'GET /api/mongo/organizations/tree': 'organization:read',
  'GET /api/mongo/organizations/history': 'organization:read',
  'POST /api/mongo/organizations/assign': 'organization:write',
  'POST /api/mongo/organizations/unassign': 'organization:write',
  'POST /api/mongo/organizations/sync-members': 'organization:write',
  'GET /api/mongo/organizations/:id': 'organization:read',
  'PUT /api/mongo/organizations/:id': 'organization:write',
  'DELETE /api/mongo/organizations/:id': 'organization:write',
  'GET /api/mongo/organizations/:id/members': 'organization:read',
  'GET /api/organizations': 'organization:read',
  'GET /api/organizations/history': 'organization:read',
  'POST /api/organizations/assign': 'organization:write',
  'GET /api/v1/corporate-structure': 'organization:read',
  'GET /api/v1/corporate-structure/hierarchy': 'organization:read',
  'GET /api/v1/corporate-structure/holding-companies': 'organization:read',
  'GET /api/v1/corporate-structure/operating-companies': 'organization:read',
  'GET /api/v1/corporate-structure/verify-consistency': 'organization:read',
  'GET /api/v1/corporate-structure/:id': 'organization:read',
  'POST /api/v1/corporate-structure': 'organization:write',
  'PUT /api/v1/corporate-structure/:id': 'organization:write',
  'DELETE /api/v1/corporate-structure/:id': 'organization:write',
  'POST /api/v1/corporate-structure/validate-relationship': 'organization:read',
  'POST /api/v1/corporate-structure/migrate-insurance-corp': 'organization:write',
  'POST /api/v1/corporate-structure/rollback-migration': 'organization:write',
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
  });
});
