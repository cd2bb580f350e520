import type { Account } from '@saram/shared/auth/accounts.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testRoles, testUser } from '../../../test/render-app';

const account: Account = {
  id: '11111111-1111-4111-8111-111111111111',
  loginId: 'haneul.j',
  userName: '정하늘',
  email: 'haneul@hanbit.co.kr',
  isActive: true,
  hasPassword: true,
  mustChangePassword: false,
  ssoEmailLinkAllowed: false,
  locked: true,
  lastLoginAt: null,
  employee: { id: 'e-1', nameKor: '정하늘', employeeNo: 'A-001', department: '인사팀' },
  grants: [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [] }],
  createdAt: '2026-11-01T00:00:00.000Z',
};

function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let current = account;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      calls.push({ method: request.method, path, body });
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: testUser });
      if (path === '/api/mongo/admin/roles') return jsonResponse({ data: testRoles });
      if (path === '/api/mongo/admin/accounts') return jsonResponse({ data: [current] });
      if (path === '/api/mongo/admin/access-requests') return jsonResponse({ data: [] });
      if (path.startsWith('/api/mongo/admin/accounts/') && path.endsWith('/active')) {
        current = { ...current, isActive: false };
        return jsonResponse(current);
      }
      if (path.endsWith('/unlock')) {
        current = { ...current, locked: false };
        return jsonResponse(current);
      }
      return jsonResponse({ message: 'not here', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('관리자 ID 관리', () => {
  it('lists accounts with 사번·부서, role and scope, 잠김; unlocks and disables after a confirm', async () => {
    const calls = stubApi();
    useAuthStore.getState().login(testAuthResponse);
    renderApp('/admin-management');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: '관리자 ID 목록' });
    const row = within(table).getByRole('row', { name: /haneul\.j/ });
    expect(row).toHaveTextContent('A-001 · 인사팀');
    expect(row).toHaveTextContent('인사 담당자· 본인 소속 조직과 하위');
    expect(row).toHaveTextContent('잠김');

    await user.click(within(row).getByRole('button', { name: '정하늘 작업' }));
    expect(await screen.findByRole('menuitem', { name: '권한 편집' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '잠금 해제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '잠금 해제' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/mongo/admin/accounts/${account.id}/unlock`)).toBe(true));

    await user.click(within(row).getByRole('button', { name: '정하늘 작업' }));
    await user.click(await screen.findByRole('menuitem', { name: '사용 중지' }));
    const confirm = await screen.findByRole('alertdialog', { name: '계정 사용을 중지할까요?' });
    expect(confirm).toHaveTextContent('모든 로그인이 즉시 끝나고');
    await user.click(within(confirm).getByRole('button', { name: '사용 중지' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === `/api/mongo/admin/accounts/${account.id}/active`)?.body).toEqual({ isActive: false }),
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: '관리자 ID 목록' })).getByRole('row', { name: /haneul\.j/ })).toHaveTextContent('중지'));
  });
});
