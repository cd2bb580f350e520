import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../test/render-app';
import { useSearchHistory } from '../search-history';
import { counts, result, searchResponse } from '../test-fixtures';
import { GlobalSearch } from './global-search';

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <GlobalSearch /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

function stubSearch(respond: (url: URL) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => respond(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const searchCalls = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/search');

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('global search', () => {
  beforeEach(() => {
    useAuthStore.getState().login(testAuthResponse);
    useSearchHistory.getState().reload();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server exactly 300 ms after the last keystroke and shows the results at once (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubSearch(() =>
      searchResponse([result({ id: 'e-1', title: '김민수', subtitle: '인사팀', meta: { employeeNo: '20200001' } })]),
    );
    renderSearch();
    const box = screen.getByRole('combobox', { name: '통합 검색' });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    // The states a Korean keyboard passes through, 100 ms apart.
    for (const value of ['김', '김ㅁ', '김미', '김민', '김민ㅅ']) {
      fireEvent.input(box, { target: { value } });
      await advance(100);
    }
    expect(searchCalls(fetchMock)).toHaveLength(0);

    // The last keystroke restarts the pause: nothing at 299 ms, the call at 300 ms.
    fireEvent.input(box, { target: { value: '김민수' } });
    await advance(299);
    expect(searchCalls(fetchMock)).toHaveLength(0);
    await advance(1);
    expect(searchCalls(fetchMock).map((url) => url.searchParams.get('q'))).toEqual(['김민수']);

    // The answer is shown as soon as it arrives, with no second wait or call.
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /김민수/ })).toBeInTheDocument(), { interval: 1 });
    expect(searchCalls(fetchMock)).toHaveLength(1);
  });

  it('shows 권한 없음 for a 403, without a retry suggestion or an error toast', async () => {
    const error = vi.spyOn(toast, 'error');
    stubSearch(() => jsonResponse({ message: '권한이 없습니다.', code: 'FORBIDDEN' }, 403));
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: '통합 검색' }), '김민');
    expect(await screen.findByText('권한 없음')).toBeInTheDocument();
    expect(screen.queryByText('검색 중 오류가 발생했습니다.')).not.toBeInTheDocument();
    expect(screen.queryByText('잠시 후 다시 시도해주세요.')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalledWith('검색 오류', expect.anything());
  });

  it('opens on focus and on Ctrl+K, with the filter row', async () => {
    stubSearch(() => searchResponse([]));
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: '통합 검색' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('group', { name: '검색 대상' });
    expect([...filters.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['전체', '직원', '문서', '평가']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await user.click(document.body);
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('waits for a whole syllable or 2 characters and a 300 ms pause, then asks the server once', async () => {
    const fetchMock = stubSearch(() => searchResponse([]));
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: '통합 검색' });

    // A lone 초성 or Latin letter matches nearly everything: no call.
    await user.type(box, 'ㅎ');
    await sleep(400);
    expect(searchCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByText('검색어는 2자 이상(한글은 1자 이상) 입력해주세요.')).toBeInTheDocument();

    // 홍 (a family name) is a search of its own.
    await user.clear(box);
    await user.type(box, '홍');
    await sleep(150);
    expect(searchCalls(fetchMock)).toHaveLength(0);
    await waitFor(() => expect(searchCalls(fetchMock).map((url) => url.searchParams.get('q'))).toEqual(['홍']));

    await user.type(box, '길동');
    expect(await screen.findByText('"홍길동"에 대한 검색 결과가 없습니다')).toBeInTheDocument();
    const calls = searchCalls(fetchMock);
    expect(calls.map((url) => url.searchParams.get('q'))).toEqual(['홍', '홍길동']);
    expect(Object.fromEntries(calls[1]?.searchParams ?? [])).toEqual({ q: '홍길동', type: 'all', page: '1', limit: '10' });

    await user.click(screen.getByRole('button', { name: /^문서/ }));
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.searchParams.get('type')).toBe('document'));
    expect(screen.getByRole('link', { name: '고급 검색' })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('홍길동')}&type=document`,
    );
  });

  it('shows per-type counts in the filter row, and the other types that have results', async () => {
    stubSearch(() =>
      searchResponse([result({ id: 'e-1', title: '김민수' })], { counts: counts({ employee: 3, document: 1, unit: 2, candidate: 1000 }), total: 1006 }),
    );
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: '통합 검색' }), '김민');
    await screen.findByRole('option', { name: /김민수/ });
    const filters = screen.getByRole('group', { name: '검색 대상' });
    await waitFor(() =>
      expect([...filters.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
        '전체 1,006+건',
        '직원 3건',
        '문서 1건',
        '평가 0건',
        '지원자 1,000+건',
        '조직 2건',
      ]),
    );
    expect(screen.getByText('1건 / 전체 1,006건')).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    stubSearch(() =>
      searchResponse([
        result({ id: 'e-1', title: '김민수' }),
        result({ id: 'e-2', title: '김민지' }),
        result({ id: 'u-1', type: 'unit', title: '김포지점', href: '/organization?unit=u-1' }),
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderSearch();
    const box = screen.getByRole('combobox', { name: '통합 검색' });
    await user.type(box, 'ㄱㅁ');
    await screen.findByRole('option', { name: /김민수/ });
    expect(screen.getByRole('option', { name: /김민수/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /김민지/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    // The list wraps around at both ends.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/employees?id=e-2'));
  });

  it('opens a result where its type leads and remembers the query', async () => {
    stubSearch(() =>
      searchResponse([result({ id: 'd-7', type: 'document', title: '취업규칙', subtitle: '인사팀', meta: { version: '3' } })]),
    );
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: '통합 검색' }), '취업');
    const option = await screen.findByRole('option', { name: /취업규칙/ });
    expect(option).toHaveTextContent('인사팀 · 버전 3');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/d-7'));
    expect(useSearchHistory.getState().entries.map((entry) => entry.query)).toEqual(['취업']);
  });

  it('shows the 5 newest of the remembered searches', async () => {
    localStorage.setItem(
      'search-history',
      JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ query: `최근${10 - i}`, timestamp: 10 - i }))),
    );
    useSearchHistory.getState().reload();
    stubSearch(() => searchResponse([]));
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('combobox', { name: '통합 검색' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['최근10', '최근9', '최근8', '최근7', '최근6']);

    await user.click(options[1]!);
    expect(screen.getByRole('combobox', { name: '통합 검색' })).toHaveValue('최근9');
  });

  it("toasts '검색 오류' when the search fails", async () => {
    const error = vi.spyOn(toast, 'error');
    stubSearch(() => jsonResponse({ message: '서버 오류', code: 'INTERNAL_ERROR' }, 500));
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: '통합 검색' }), '김민');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('검색 오류', expect.objectContaining({ description: '검색 중 오류가 발생했습니다.' })),
    );
  });
});
