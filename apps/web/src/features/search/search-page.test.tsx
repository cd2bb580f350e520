import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { jsonResponse, testAuthResponse } from '../../test/render-app';
import { useSearchHistory } from './search-history';
import { SearchPage } from './search-page';

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

function stubSearch(respond: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const searchCalls = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/search');

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
    const fetchMock = stubSearch(() =>
      jsonResponse({ results: [{ id: 'e-1', type: 'employee', title: '김민수', subtitle: '인사팀', meta: {} }] }),
    );
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
    await vi.waitFor(() => expect(screen.getByRole('link', { name: /김민수/ })).toBeInTheDocument(), { interval: 1 });
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('김민수')}&type=all`);
    expect(field).toHaveValue('김민수');
    // Typing is not a search to remember; 검색 is.
    expect(useSearchHistory.getState().entries).toEqual([]);
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

  it('still shows the error for a failure that is not a refusal', async () => {
    stubSearch(() => jsonResponse({ message: '서버 오류', code: 'INTERNAL_ERROR' }, 500));
    renderPage(`/search?q=${encodeURIComponent('김민수')}&type=all`);
    expect(await screen.findByText('검색 중 오류가 발생했습니다.')).toBeInTheDocument();
  });
});
