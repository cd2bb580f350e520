import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStorageKey, useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, mockFetch, renderApp, testAuthResponse } from '../../test/render-app';

const loginIdInput = () => screen.getByLabelText(/로그인 ID/, { selector: 'input' });
const passwordInput = () => screen.getByLabelText(/^비밀번호/, { selector: 'input' });

describe('login form', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('asks for both fields and makes no call when either is empty', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderApp('/login');

    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 ID와 비밀번호를 모두 입력해주세요.');
    expect(loginIdInput()).toHaveFocus();

    await user.type(loginIdInput(), 'admin');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 ID와 비밀번호를 모두 입력해주세요.');
    expect(passwordInput()).toHaveFocus();

    // A login ID of spaces is empty too.
    await user.clear(loginIdInput());
    await user.type(loginIdInput(), '   ');
    await user.type(passwordInput(), 'secret-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 ID와 비밀번호를 모두 입력해주세요.');

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetch(
      jsonResponse(
        {
          message: '로그인 ID 또는 비밀번호가 올바르지 않습니다.',
          code: 'INVALID_CREDENTIALS',
          details: null,
          errorId: 'err-1',
        },
        401,
      ),
    );
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(loginIdInput(), 'admin');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '로그인 ID 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it("falls back to '로그인에 실패했습니다.' when the failure has no message", async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(loginIdInput(), 'admin');
    await user.type(passwordInput(), 'some-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    // A 502 without a body still gets a Korean message from the client's status fallback.
    expect(await screen.findByRole('alert')).toHaveTextContent(/서버 오류.*502/);
  });

  it('shows a busy label, stores the session and opens the dashboard on success', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(
      () => new Promise<Response>((resolve) => (answer = resolve)),
      jsonResponse({ user: testAuthResponse.user }),
      jsonResponse({ data: [] }), // the start-up fetch of 공통 코드
      // The dashboard's three calls (statistics, onboarding, departments) and the bell's count: not this test's subject.
      ...Array.from({ length: 4 }, () => jsonResponse({ message: '권한이 없습니다.', code: 'FORBIDDEN', details: null, errorId: 'x' }, 403)),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(loginIdInput(), '  admin ');
    await user.type(passwordInput(), 'correct-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    const busy = await screen.findByRole('button', { name: '로그인 중...' });
    expect(busy).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mongo/admin/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({ loginId: 'admin', password: 'correct-password' });

    answer(jsonResponse(testAuthResponse));

    expect(await screen.findByRole('heading', { name: 'HR 대시보드' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('user-display-name')).toHaveTextContent('김인사');

    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.token).toEqual({
      access_token: 'access-1',
      expires_at: '2026-11-21T06:00:00.000Z',
      refresh_token: 'refresh-1',
    });
    const stored = JSON.parse(localStorage.getItem(authStorageKey) ?? '{}') as {
      state?: { token?: { access_token?: string } };
    };
    expect(stored.state?.token?.access_token).toBe('access-1');

    // The signed-in page asks for the current user with the new bearer token.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(7));
    const meHeaders = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(meHeaders.get('Authorization')).toBe('Bearer access-1');
  });
});
