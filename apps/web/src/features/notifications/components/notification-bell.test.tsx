import type { Notification } from '@saram/shared/notifications/notifications.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../../test/render-app';
import { timeAgo } from './notification-item';

const user = { ...testUser, loginId: 'employee', roles: [{ name: 'employee' as const }], permissions: [...defaultRoles.employee.permissions] };
const hourAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
const visa: Notification = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'visa_expiry',
  title: '비자 만료 D-20 (2026.12.21)',
  body: '비자 만료일은 2026.12.21입니다.',
  link: '/my-profile',
  createdAt: hourAgo,
  readAt: null,
};

/** A tiny notifications server: the list, the count and the read marks change together. */
function stubApi(items: Notification[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      const unread = () => items.filter((n) => !n.readAt).length;
      if (path === '/api/mongo/admin/me') return jsonResponse({ user });
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: unread() });
      if (path === '/api/notifications') return jsonResponse({ data: items, unread: unread() });
      if (path === '/api/certificates/me') return jsonResponse({ data: [] }); // on /my-profile, where the visa reminder leads
      const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
      if (read && request.method === 'PUT') {
        items.forEach((n) => n.id === read[1] && (n.readAt = new Date().toISOString()));
        return new Response(null, { status: 204 });
      }
      if (path === '/api/notifications/read-all') {
        const count = unread();
        items.forEach((n) => (n.readAt ??= new Date().toISOString()));
        return jsonResponse({ count });
      }
      // Anything else the landing screen asks for is not there: a shape it does not expect would crash it.
      return jsonResponse({ message: '없음', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

describe('the notification bell', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login({ ...testAuthResponse, user });
  });

  it('shows the unread count, lists the latest in its panel, and marks all read', async () => {
    const second = { ...visa, id: '22222222-2222-4222-8222-222222222222', kind: 'evaluation_deadline' as const, title: '평가 마감 D-3: 2026 하반기 평가 · 김민수', link: '/eval/my' };
    const calls = stubApi([{ ...visa }, second]);
    renderApp('/eval/my');
    const bell = await screen.findByRole('button', { name: '알림, 읽지 않은 알림 2건' });
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
    // The panel's list is fetched only when opened.
    expect(calls).not.toContain('GET /api/notifications');

    const actor = userEvent.setup();
    await actor.click(bell);
    const panel = await screen.findByRole('dialog', { name: '알림' });
    expect(await within(panel).findByRole('link', { name: visa.title })).toHaveAttribute('href', '/my-profile');
    expect(within(panel).getByText('비자 만료 예정 ·', { exact: false })).toHaveTextContent('3시간 전');
    await actor.click(within(panel).getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '알림' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('marks one read when its link is followed', async () => {
    const items = [{ ...visa }];
    const calls = stubApi(items);
    renderApp('/eval/my');
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: '알림, 읽지 않은 알림 1건' }));
    await actor.click(await screen.findByRole('link', { name: visa.title }));
    await waitFor(() => expect(calls).toContain(`PUT /api/notifications/${visa.id}/read`));
    // The link's screen has opened (its record is not in this stub) and the shell around it still stands.
    expect(await screen.findByText('내 정보를 불러오지 못했습니다')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '알림' })).toBeInTheDocument();
  });

  it('says how long ago, then the date', () => {
    const now = Date.parse('2026-12-01T09:00:00+09:00');
    expect(timeAgo('2026-12-01T08:59:40+09:00', now)).toBe('방금');
    expect(timeAgo('2026-12-01T08:15:00+09:00', now)).toBe('45분 전');
    expect(timeAgo('2026-11-29T09:00:00+09:00', now)).toBe('2일 전');
    expect(timeAgo('2026-11-01T09:00:00+09:00', now)).toBe('2026.11.01 09:00');
  });
});
