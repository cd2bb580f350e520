import type { InstanceSummary } from '@saram/shared/onboarding/onboarding.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';
import { newHire } from './test-fixtures';

function summary(n: number, overrides: Partial<InstanceSummary> = {}): InstanceSummary {
  return {
    id: `7a3c2f5e-1b2d-4c3e-9f00-00000000010${n}`,
    feature_id: 'onboarding',
    employee: newHire({ id: `7a3c2f5e-1b2d-4c3e-9f00-00000000000${n}`, name: `신입${n}`, employee_no: `E00${n}` }),
    template_id: 't',
    template_name: '정규직 온보딩',
    template_version: 1,
    status: 'in_progress',
    status_reason: null,
    progress: { total: 9, done: 6, required: 7, requiredDone: 5, percent: 66 },
    created_by: 'u',
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
    completed_at: null,
    deleted_at: null,
    ...overrides,
  };
}

const rows = [
  summary(1),
  summary(2, { employee: { ...summary(2).employee, days_left: -3 }, progress: { total: 9, done: 9, required: 7, requiredDone: 7, percent: 100 } }),
  summary(3, { status: 'completed' }),
];

function stub() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      if (url.pathname === '/api/mongo/checklist/instances') {
        queries.push(url.searchParams);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const status = url.searchParams.get('status') ?? 'ALL';
        const data = rows.filter((r) => status === 'ALL' || r.status === status);
        return jsonResponse({ data: data.slice(0, limit), total: data.length, page: 1, limit, hasNext: false });
      }
      if (url.pathname === '/api/mongo/organization/tree') return jsonResponse({ data: [] });
      return jsonResponse({ message: 'not here', code: 'NOT_FOUND' }, 404);
    }),
  );
  return queries;
}

describe('수습 평가 대상자', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions: [...defaultRoles.admin.permissions] } });
  });

  it('lists new hires with D-day, progress and state, counts per tab, and opens a person', async () => {
    const queries = stub();
    const { router } = renderApp('/new-employees');

    const table = await screen.findByRole('table', { name: '수습 평가 대상자 목록' }, { timeout: 5000 });
    const [first, overdue, done] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('신입1 (E001)');
    expect(first).toHaveTextContent('D-14');
    expect(within(first!).getByRole('progressbar', { name: '체크리스트 진행률 9 항목 중 6 항목 완료 (66%)' })).toBeInTheDocument();
    expect(first).toHaveTextContent('6/9');
    expect(first).toHaveTextContent('진행 중');
    expect(overdue).toHaveTextContent('D+3 (기한 지남)');
    expect(overdue).toHaveTextContent('완료 가능');
    expect(done).toHaveTextContent('수습 완료');
    expect(done).not.toHaveTextContent('D-14');
    expect(queries[0]?.get('feature_id')).toBe('onboarding');

    await waitFor(() => expect(screen.getByRole('button', { name: '수습 완료 1' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '전체 3' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(within(first!).getByRole('link', { name: '신입1' }));
    expect(router.state.location.pathname).toBe('/new-employees/7a3c2f5e-1b2d-4c3e-9f00-000000000001');
  });

  it('filters by state tab and offers 알림 설정 only to writers', async () => {
    const queries = stub();
    renderApp('/new-employees');
    const actor = userEvent.setup();
    expect(await screen.findByRole('button', { name: '알림 설정' })).toBeInTheDocument();

    await actor.click(await screen.findByRole('button', { name: /^수습 완료/ }));
    await waitFor(() => expect(queries.some((q) => q.get('status') === 'completed' && q.get('limit') === '20')).toBe(true));
    const table = await screen.findByRole('table', { name: '수습 평가 대상자 목록' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions: ['checklists:read'] } });
    await waitFor(() => expect(screen.queryByRole('button', { name: '알림 설정' })).toBeNull());
  });
});
