import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../test/render-app';
import { useSearchHistory } from './search-history';
import { SearchPage } from './search-page';
import { counts, result, searchResponse } from './test-fixtures';

function renderPage(initial = '/search') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], { initialEntries: [initial] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const corpId = '11111111-1111-4111-8111-111111111111';
const unitId = '22222222-2222-4222-8222-222222222222';
const node = (id: string, unitName: string, level: number, children: unknown[] = []) => ({
  id,
  unitName,
  level,
  sortOrder: 0,
  isTemporary: false,
  isActive: true,
  corporationId: level === 1 ? corpId : null,
  children,
});
const orgAnswers: Record<string, () => Response> = {
  '/api/v1/organizational-hierarchy/tree': () => jsonResponse({ data: [node('33333333-3333-4333-8333-333333333333', '경영지원본부', 1, [node(unitId, '인사팀', 2)])], total: 2 }),
  '/api/v1/corporate-structure/hierarchy': () => jsonResponse({ data: [{ id: corpId, name: '한빛소프트', isActive: true, operatingCompanies: [] }], unassigned: [] }),
};

function stubSearch(respond: (url: URL) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return orgAnswers[url.pathname]?.() ?? respond(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const searchCalls = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/search');
const lastSearch = (fetchMock: ReturnType<typeof stubSearch>) => Object.fromEntries(searchCalls(fetchMock).at(-1)?.searchParams ?? []);

describe('/search', () => {
  beforeEach(() => {
    useAuthStore.getState().login(testAuthResponse);
    useSearchHistory.getState().reload();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 300 ms after the last keystroke, and the address follows (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubSearch(() => searchResponse([result({ id: 'e-1', title: '김민수', subtitle: '인사팀' })]));
    const { router } = renderPage();
    const field = screen.getByRole('searchbox', { name: '검색어' });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    for (const value of ['김', '김민', '김민ㅅ']) {
      fireEvent.input(field, { target: { value } });
      await advance(150);
    }
    fireEvent.input(field, { target: { value: '김민수' } });
    await advance(299);
    expect(searchCalls(fetchMock)).toHaveLength(0);
    await advance(1);
    expect(searchCalls(fetchMock).map((url) => url.searchParams.get('q'))).toEqual(['김민수']);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: /김민수/ })).toHaveAttribute('href', '/employees?id=e-1'), { interval: 1 });
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('김민수')}&type=all`);
    expect(field).toHaveValue('김민수');
    // Typing is not a search to remember; 검색 is.
    expect(useSearchHistory.getState().entries).toEqual([]);
  });

  it('sends the facets in the address to the server, and a facet change starts again at page 1', async () => {
    const fetchMock = stubSearch(() =>
      searchResponse([result({ id: 'e-1', title: '김민수', meta: { status: '재직' } })], { counts: counts({ employee: 41 }), total: 41, page: 2, hasNext: true }),
    );
    const { router } = renderPage(`/search?q=${encodeURIComponent('김')}&type=employee&corporationId=${corpId}&unitId=${unitId}&status=재직&from=2026-01-01&to=2026-11-30&page=2`);
    await screen.findByRole('link', { name: /김민수/ });
    expect(lastSearch(fetchMock)).toEqual({
      q: '김',
      type: 'employee',
      corporationId: corpId,
      unitId,
      status: '재직',
      from: '2026-01-01',
      to: '2026-11-30',
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('button', { name: '직원 41건' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('검색 결과 41건')).toBeInTheDocument();
    expect(screen.getByText('21 / 41건')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('법인')).toHaveTextContent('한빛소프트'));
    expect(screen.getByLabelText('조직')).toHaveTextContent('인사팀');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'));

    fireEvent.change(screen.getByLabelText('수정일 종료'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ to: '2026-06-30', page: '1' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();

    await user.click(screen.getByRole('button', { name: '조건 초기화' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ q: '김', type: 'employee', page: '1', limit: '20' }));
  });

  it('filters by type from the filter row, with the counts the server gave', async () => {
    const fetchMock = stubSearch(() =>
      searchResponse([result({ id: 'd-1', type: 'document', title: '근로계약서.pdf' })], { counts: counts({ employee: 2, document: 1, report: 3 }), total: 6 }),
    );
    const user = userEvent.setup();
    const { router } = renderPage(`/search?q=${encodeURIComponent('계약')}&type=all`);
    await screen.findByRole('link', { name: /근로계약서/ });
    expect(screen.getByRole('button', { name: '전체 6건' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '리포트 3건' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ type: 'report' }));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('계약')}&type=report`);
  });

  it("shows the spec's empty state", async () => {
    stubSearch(() => searchResponse([]));
    renderPage(`/search?q=${encodeURIComponent('없는사람')}&type=all`);
    expect(await screen.findByText('"없는사람"에 대한 검색 결과가 없습니다')).toBeInTheDocument();
  });

  it('shows 권한 없음 for a 403, never the error with a retry', async () => {
    const error = vi.spyOn(toast, 'error');
    stubSearch(() => jsonResponse({ message: '권한이 없습니다.', code: 'FORBIDDEN' }, 403));
    renderPage(`/search?q=${encodeURIComponent('김민수')}&type=all`);
    expect(await screen.findByText('권한 없음')).toBeInTheDocument();
    expect(screen.getByText(/검색할 권한이 없습니다/)).toBeInTheDocument();
    expect(screen.queryByText('검색 중 오류가 발생했습니다.')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalledWith('검색 오류', expect.anything());
  });

  it('shows the error and toasts 검색 오류 for a failure that is not a refusal', async () => {
    const error = vi.spyOn(toast, 'error');
    stubSearch(() => jsonResponse({ message: '서버 오류', code: 'INTERNAL_ERROR' }, 500));
    renderPage(`/search?q=${encodeURIComponent('김민수')}&type=all`);
    expect(await screen.findByText('검색 중 오류가 발생했습니다.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('검색 오류', expect.objectContaining({ description: '검색 중 오류가 발생했습니다.' }));
  });
});
