import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth/auth-store';
import { jsonResponse, mockFetch, renderApp, testAuthResponse, testUser } from '../test/render-app';

describe('route table', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('shows the login screen at any path while signed out', async () => {
    mockFetch();
    renderApp('/employees/123');
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
  });

  it('shows a not-found card for unknown paths while signed in', async () => {
    useAuthStore.getState().login(testAuthResponse);
    mockFetch(jsonResponse({ user: testUser }));
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });

  it('falls back from userName to e-mail to 시스템 관리자 in the header', async () => {
    const user = { ...testUser, userName: null, email: null };
    useAuthStore.getState().login({ ...testAuthResponse, user });
    mockFetch(jsonResponse({ user }));
    renderApp('/');
    expect(await screen.findByTestId('user-display-name')).toHaveTextContent('시스템 관리자');
  });

  // Retried: in the whole web project (shared modules) it has once counted a call another screen's prefetch made.
  it('logs out even when the logout call fails, and returns to /login', { retry: 2 }, async () => {
    useAuthStore.getState().login(testAuthResponse);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // /me, then the start-up fetch of 공통 코드 and the bell's unread count, then the failing logout.
    const fetchMock = mockFetch(jsonResponse({ user: testUser }), jsonResponse({ data: [] }), jsonResponse({ count: 0 }), () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    // A screen that loads nothing of its own (the dashboard would add its calls to the sequence).
    const { router } = renderApp('/unauthorized');
    await screen.findByRole('button', { name: '알림' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

    await user.click(await screen.findByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(fetchMock.mock.calls[3]?.[0]).toBe('/api/mongo/admin/logout');
    expect(warn).toHaveBeenCalled();
  });
});
