import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse, testUser } from '../../../test/render-app';

/** Signs the test user in with exactly these permissions. */
export function signInWith(permissions: AdminUser['permissions']) {
  useAuthStore.getState().logout();
  useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions } });
}

export type Call = { method: string; path: string; body: unknown };

/** fetch answered by `METHOD /path` handlers (404 otherwise); returns the calls made, with JSON bodies. */
export function stubRoutes(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
      calls.push({ method: request.method, path, body });
      const handler = routes[`${request.method} ${path}`];
      return handler ? handler(body) : jsonResponse({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}
