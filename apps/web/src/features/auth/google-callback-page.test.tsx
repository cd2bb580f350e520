import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, mockFetch, testAuthResponse } from '../../test/render-app';
import { GoogleCallbackPage, successRedirectDelayMs } from './google-callback-page';
import { LoginPage } from './login-page';

/** The callback page in StrictMode (effects run twice in development), with /login and / around it. */
function renderCallback(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/google/callback', element: <GoogleCallbackPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>홈</h1> },
    ],
    { initialEntries: [`/auth/google/callback${search}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

const callbackUrl = (query: string) => `/api/mongo/auth/google/callback?${query}`;

async function expectLoginError(router: ReturnType<typeof renderCallback>, code: string, message: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe(`?error=${code}`);
  expect(router.state.historyAction).toBe('REPLACE');
  expect(screen.getByRole('heading', { name: '로그인' })).toBeInTheDocument();
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
}

describe('/auth/google/callback', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('shows the spinner, calls the server once, stores the session and replaces to / after 100 ms', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    const router = renderCallback('?code=code-1&state=state-1&iss=https%3A%2F%2Faccounts.google.com');

    expect(screen.getByRole('status')).toHaveTextContent('Google 로그인 처리 중...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(callbackUrl('code=code-1&state=state-1&iss=https%3A%2F%2Faccounts.google.com'));
    expect(init?.method).toBe('GET');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);

    answer(jsonResponse(testAuthResponse));

    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(useAuthStore.getState()).toMatchObject({
      user: testAuthResponse.user,
      token: { access_token: 'access-1', expires_at: '2026-11-21T06:00:00.000Z', refresh_token: 'refresh-1' },
    });
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), successRedirectDelayMs);
    expect(successRedirectDelayMs).toBe(100);

    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    // StrictMode ran the effect twice; the code was still sent only once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("goes back to the login screen with 'Google 로그인에 실패했습니다.' on a provider error, without a call", async () => {
    const fetchMock = mockFetch();
    const router = renderCallback('?error=access_denied&state=state-1');
    await expectLoginError(router, 'sso_failed', 'Google 로그인에 실패했습니다.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([['?code=code-1'], ['?state=state-1'], ['']])(
    "says '잘못된 인증 응답입니다.' when code or state is missing (%s), without a call",
    async (search) => {
      const fetchMock = mockFetch();
      const router = renderCallback(search);
      await expectLoginError(router, 'sso_invalid_response', '잘못된 인증 응답입니다.');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("says 'Google 로그인 처리 중 오류가 발생했습니다.' when the call fails otherwise", async () => {
    const fetchMock = mockFetch(jsonResponse({ message: '서버에서 오류가 발생했습니다.', code: 'INTERNAL_ERROR', details: null, errorId: 'e-1' }, 500));
    const router = renderCallback('?code=code-1&state=state-1');
    await expectLoginError(router, 'sso_error', 'Google 로그인 처리 중 오류가 발생했습니다.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Google 로그인 처리 중 오류가 발생했습니다.' when the network fails", async () => {
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const router = renderCallback('?code=code-1&state=state-1');
    await expectLoginError(router, 'sso_error', 'Google 로그인 처리 중 오류가 발생했습니다.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['without a user', { token: testAuthResponse.token }],
    ['without a token', { user: testAuthResponse.user }],
  ])("says '토큰 또는 사용자 정보가 없습니다.' for an answer %s", async (_case, body) => {
    const fetchMock = mockFetch(jsonResponse(body));
    const router = renderCallback('?code=code-1&state=state-1');
    await expectLoginError(router, 'sso_incomplete', '토큰 또는 사용자 정보가 없습니다.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("opens the '인증 실패' dialog for a 401 with a message; 확인 goes to the login screen", async () => {
    const message = '연결된 Saram 계정이 없습니다. 관리자에게 계정 연결을 요청해주세요.';
    const fetchMock = mockFetch(jsonResponse({ message, code: 'SSO_FAILED', details: null, errorId: 'e-2' }, 401));
    const user = userEvent.setup();
    const router = renderCallback('?code=code-1&state=state-1');

    const dialog = await screen.findByRole('alertdialog', { name: '인증 실패' });
    expect(dialog).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/auth/google/callback');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('login screen after a Google sign-in attempt', () => {
  function renderLogin(search: string) {
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: [`/login${search}`] });
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it.each([
    ['sso_not_configured', 'Google 로그인이 설정되지 않았습니다. 관리자에게 문의해주세요.'],
    ['sso_failed', 'Google 로그인에 실패했습니다.'],
  ])('explains ?error=%s', (code, message) => {
    renderLogin(`?error=${code}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows nothing for an unknown error code', async () => {
    renderLogin('?error=something_else');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the SSO message with the form message on submit', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderLogin('?error=sso_failed');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 ID와 비밀번호를 모두 입력해주세요.');
  });
});
