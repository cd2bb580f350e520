import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStorageKey, useAuthStore } from './auth-store';

const user: AdminUser = {
  id: 'u1',
  loginId: 'kim.hr',
  userName: '김지현',
  email: 'jihyun.kim@hanbit.co.kr',
  roles: [{ name: 'hr_manager' }],
  permissions: ['employees:read'],
  isActive: true,
  employeeId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const token = { access_token: 'a1', expires_at: '2026-11-21T05:15:00.000Z', refresh_token: 'r1', token_type: 'Bearer' as const };

const stored = () => JSON.parse(localStorage.getItem(authStorageKey) ?? 'null')?.state;

beforeEach(() => {
  useAuthStore.getState().logout();
  localStorage.clear();
});

describe('auth store (spec 3.4 and 4)', () => {
  it('keeps the session under auth-storage, without the token type', () => {
    useAuthStore.getState().login({ token, user });
    expect(stored()).toEqual({
      isAuthenticated: true,
      user,
      token: { access_token: 'a1', expires_at: '2026-11-21T05:15:00.000Z', refresh_token: 'r1' },
    });
  });

  it('a rotated access token keeps the existing refresh token', () => {
    useAuthStore.getState().login({ token, user });
    useAuthStore.getState().setAccessToken('a2', '2026-11-21T05:30:00.000Z');
    expect(useAuthStore.getState().token).toEqual({ access_token: 'a2', expires_at: '2026-11-21T05:30:00.000Z', refresh_token: 'r1' });
  });

  it('a sign-in answer without a refresh token keeps the one it had', () => {
    useAuthStore.getState().login({ token, user });
    useAuthStore.getState().login({ token: { access_token: 'a3', expires_at: 'x', token_type: 'Bearer' } });
    expect(useAuthStore.getState().token?.refresh_token).toBe('r1');
    expect(useAuthStore.getState().user).toEqual(user);
  });

  it('ignores a token update while signed out, and logout clears everything', () => {
    useAuthStore.getState().setAccessToken('a9', 'y');
    expect(useAuthStore.getState().token).toBeNull();
    useAuthStore.getState().login({ token, user });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    expect(stored()).toEqual({ isAuthenticated: false, user: null, token: null });
  });
});
