import { employeeSchema, type Employee } from '@saram/shared/employees/employee-record.schemas';
import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse, testUser } from '../../../test/render-app';

/** A stored record as GET mongo/employees/{id} answers it. */
export function sampleEmployee(overrides: Partial<Record<string, unknown>> = {}): Employee {
  return employeeSchema.parse({
    _id: '7a3c2f5e-1b2d-4c3e-9f00-000000000001',
    personal: {
      nameKor: '김민수',
      nameEng: 'Minsu Kim',
      employeeNo: 'E2026001',
      phone: '01012345678',
      emailPersonal: 'minsu@example.com',
      birthDate: '1990-01-01',
      gender: '남',
      rrn: '900101-1******',
    },
    organization: { insuranceCorp: '한빛소프트', division: '플랫폼사업부', headquarters: '개발본부', team: '백엔드팀', jobTitle: '팀원', jobGrade: '선임' },
    accounts: { email: 'minsu.kim@hanbit.example' },
    employmentHistory: [{ startDate: '2024-03-02' }],
    audit: { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
    admin: null,
    salary: { baseSalary: 3_200_000, allowances: 200_000 },
    version: 3,
    restricted: [],
    ...overrides,
  });
}

export function signInWith(permissions: string[]): AdminUser {
  const user: AdminUser = { ...testUser, permissions };
  useAuthStore.getState().login({ ...testAuthResponse, user });
  return user;
}

export type Route = { method: string; path: string | RegExp; respond: (request: Request) => Response | Promise<Response> };

/** A fetch that answers by method and path; anything else fails the test loudly. */
export function stubApi(routes: Route[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const route = routes.find(
      (r) => r.method === request.method && (typeof r.path === 'string' ? url.pathname === r.path : r.path.test(url.pathname)),
    );
    if (!route) return jsonResponse({ message: `unexpected ${request.method} ${url.pathname}`, code: 'NOT_FOUND' }, 404);
    return route.respond(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path);

/** Renders `element` at `path` of a memory router, with a query client that does not retry. */
export function renderAt(element: ReactElement, { route, path }: { route: string; path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
