import type { AdminUser, AuthResponse } from '@saram/shared/auth/auth.schemas';
import { defaultRoles, roleNames } from '@saram/shared/permissions';
import type { Role } from '@saram/shared/rbac/rbac.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { discoverRoutes, routes } from '../app/routes';
import { clearWithSession } from '../app/query-provider';
import { watchSessionEnd } from '../app/session';
import { AppToaster } from '../components/feedback/app-toaster';

/*
 * The signed-in frame and pages are lazy chunks (routes.tsx). Loading them the first time in a test
 * worker means transforming them, which can outlast findBy*'s 1 s timeout on a busy machine: load
 * them once before the tests of any file that renders the app.
 */
beforeAll(async () => {
  const { routeTable } = await import('../app/route-table');
  await Promise.all([
    import('../app/app-layout'),
    import('../app/signed-in-routes'),
    import('../app/not-found-page'),
    import('../app/shell/feature-placeholder'),
    ...routeTable.map((entry) => entry.page?.()),
  ]);
}, 30_000);

/** Renders the real route table at `path`, with a query client that does not retry. */
export function renderApp(path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  const stopWatching = [watchSessionEnd(router), clearWithSession(queryClient)];
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  view.unmount = ((unmount) => () => {
    for (const stop of stopWatching) stop();
    unmount();
  })(view.unmount);
  return { ...view, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces global fetch with a mock answering each call with the next handler's response. */
export function mockFetch(...responses: Array<Response | (() => Response | Promise<Response>)>) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('Unexpected fetch call');
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const testUser: AdminUser = {
  id: 'u-1',
  loginId: 'admin',
  userName: '김인사',
  email: 'hr@example.com',
  roles: [{ name: 'admin' }],
  permissions: [...defaultRoles.admin.permissions],
  isActive: true,
  employeeId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

export const testAuthResponse: AuthResponse = {
  token: {
    access_token: 'access-1',
    expires_at: '2026-11-21T06:00:00.000Z',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
  },
  user: testUser,
};

/** GET /api/mongo/admin/roles: the default roles and one custom role. */
export const testRoles: Role[] = [
  ...roleNames.map((name) => ({ name, label: defaultRoles[name].label, description: '', isSystem: true, permissions: defaultRoles[name].permissions, accountCount: 0 })),
  { name: 'custom_1a2b3c4d', label: '법무 조회', description: '', isSystem: false, permissions: ['employees:read'], accountCount: 1 },
];
