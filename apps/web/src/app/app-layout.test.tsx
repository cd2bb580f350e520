import type { AdminUser } from '@saram/shared/auth';
import { defaultRoles, type RoleName } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSidebarState, useSidebarStore } from '../components/ui/sidebar-state';
import { useAuthStore } from '../lib/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../test/render-app';

function signInAs(role: RoleName): AdminUser {
  const user: AdminUser = { ...testUser, roles: [{ name: role }], permissions: [...defaultRoles[role].permissions] };
  useAuthStore.getState().login({ ...testAuthResponse, user });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).includes('mongo/admin/me') ? jsonResponse({ user }) : jsonResponse({ results: [] }),
    ),
  );
  return user;
}

const menu = () => screen.getByRole('navigation', { name: '주 메뉴' });

describe('signed-in shell', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    document.cookie = 'sidebar_state=; path=/; max-age=0';
    useSidebarStore.setState(initialSidebarState());
  });

  it('shows the title, the breadcrumb with the id as-is, and the placeholder of an unbuilt screen', async () => {
    signInAs('admin');
    renderApp('/new-employees/123');
    expect(await screen.findByRole('heading', { name: '수습 평가 대상자 상세 화면은 다음 릴리스에서 제공됩니다' })).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('수습 평가 대상자 상세');
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '홈',
      '수습 평가 대상자',
      '123',
    ]);
    await waitFor(() => expect(document.title).toBe('수습 평가 대상자 상세 · Saram'));
  });

  it('sends an evaluation-only user to /evaluations and shows only the evaluation entries', async () => {
    signInAs('evaluation_only');
    const { router } = renderApp('/employees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluations'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('평가자 포털');
    const links = within(menu()).getAllByRole('listitem').flatMap((item) => within(item).queryAllByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual(['내 평가', '평가자 포털']);
    expect(screen.queryByRole('combobox', { name: '통합 검색' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '바로 가기' })).not.toBeInTheDocument();

    await router.navigate('/eval/my');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('내 평가'));
    await router.navigate('/unauthorized');
    expect(await screen.findByRole('heading', { name: '접근 권한 없음' })).toBeInTheDocument();
    await router.navigate('/rbac');
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluations'));
  });

  it('hides admin-mode entries without their permission and sends such users to /unauthorized', async () => {
    signInAs('hr_staff');
    const { router } = renderApp('/rbac');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { name: '접근 권한 없음' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: '관리자 모드' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: '직원 관리' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '통합 검색' })).toBeInTheDocument();
  });

  it('toggles the sidebar with Ctrl+B and Cmd+B and remembers it in the cookie', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    await user.click(screen.getByRole('button', { name: '사이드바 닫기' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  it('opens a collapsed group and highlights the current entry', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/job-notices/detail/15');
    const recruitment = await within(await screen.findByRole('navigation', { name: '주 메뉴' })).findByRole('button', {
      name: '채용 관리',
    });
    expect(recruitment).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('link', { name: '채용 공고' })).toHaveAttribute('aria-current', 'page');
    const admin = within(menu()).getByRole('button', { name: '관리자 모드' });
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    await user.click(admin);
    expect(within(menu()).getByRole('link', { name: 'API 토큰 관리' })).toHaveAttribute('href', '/token-management');
  });
});
