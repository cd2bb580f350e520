import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { employeeSchema } from '@saram/shared/employees/employee-record.schemas';
import { defaultRoles, type DefaultRoleName } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSidebarState, useSidebarStore } from '../components/ui/layout/sidebar-state';
import { useAuthStore } from '../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../test/render-app';

const employee = employeeSchema.parse({
  _id: '7a3c2f5e-1b2d-4c3e-9f00-000000000001',
  personal: { nameKor: '김민수', employeeNo: 'E2026001' },
  audit: { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
  admin: null,
  salary: null,
  version: 1,
  restricted: [],
});

function signInAs(role: DefaultRoleName, permissions: string[] = [...defaultRoles[role].permissions]): AdminUser {
  const user: AdminUser = { ...testUser, roles: [{ name: role }], permissions };
  useAuthStore.getState().login({ ...testAuthResponse, user });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('mongo/admin/me')) return jsonResponse({ user });
      if (url.includes('mongo/profile')) return jsonResponse({ user, employee: null });
      if (url.includes('api/dashboard/my')) return jsonResponse({ employee: null, tasks: [], onboarding: null, evaluations: [], ledUnits: [] });
      // The HR dashboard's figures are not this file's subject: the page shows its error state.
      if (url.includes('mongo/dashboard/')) return jsonResponse({ message: '권한이 없습니다.', code: 'FORBIDDEN', details: null, errorId: 'x' }, 403);
      if (url.endsWith(`mongo/employees/${employee._id}`)) return jsonResponse(employee);
      return jsonResponse({ results: [] });
    }),
  );
  return user;
}

const menu = () => screen.getByRole('navigation', { name: '주 메뉴' });
const menuLinks = () => within(menu()).getAllByRole('listitem').flatMap((item) => within(item).queryAllByRole('link'));
const quickLinks = () => screen.queryByRole('navigation', { name: '바로 가기' });

/** The sidebar's group buttons (the user menu's button also has aria-expanded). */
const groupButtons = () =>
  within(menu())
    .queryAllByRole('button', { expanded: false })
    .filter((button) => !button.getAttribute('aria-label')?.startsWith('사용자 메뉴'));

async function openAllGroups() {
  const user = userEvent.setup();
  for (const button of groupButtons()) await user.click(button);
}

describe('signed-in shell', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    document.cookie = 'sidebar_state=; path=/; max-age=0';
    useSidebarStore.setState(initialSidebarState());
  });

  it('shows the title, the breadcrumb and the placeholder of an unbuilt screen', async () => {
    signInAs('admin');
    renderApp('/job-notices/detail');
    expect(await screen.findByRole('heading', { name: '채용 공고 상세 화면은 다음 릴리스에서 제공됩니다' })).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('채용 공고 상세');
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['홈', '채용 공고', '채용 공고 상세']);
    await waitFor(() => expect(document.title).toBe('채용 공고 상세 · Saram'));
  });

  it('sends an evaluation-only user to /evaluations and shows only the evaluation entries', async () => {
    signInAs('evaluation_only');
    const { router } = renderApp('/employees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluations'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('평가자 포털');
    expect(await screen.findByText('평가 전용 계정은 평가 화면만 사용할 수 있습니다.')).toBeInTheDocument();
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

  it('shows an employee only their own screens: 내 대시보드 as home, no 직원 관리, no quick links, 권한 없음 elsewhere', async () => {
    signInAs('employee');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: '대시보드', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('지금 처리할 업무가 없습니다')).toBeInTheDocument();
    await openAllGroups();
    expect(menuLinks().map((link) => link.textContent)).toEqual(['내 대시보드', '내 평가', '사직서 제출', '내 정보']);
    expect(within(menu()).queryByRole('button', { name: '직원 관리' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: '대시보드' })).not.toBeInTheDocument();
    expect(quickLinks()).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '통합 검색' })).not.toBeInTheDocument();

    for (const path of ['/organization', '/retired-employees', '/search?q=김민수']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
      expect(await screen.findByRole('heading', { name: '접근 권한 없음' })).toBeInTheDocument();
    }
    expect(screen.queryByText(/다시 시도/)).not.toBeInTheDocument();
  });

  it('shows HR staff their entries, the reports they may read and all three quick links, without admin mode', async () => {
    signInAs('hr_staff');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'HR 대시보드' })).toBeInTheDocument();
    expect(within(quickLinks()!).getAllByRole('link').map((link) => link.textContent)).toEqual(['직원 관리', '조직도', '평가 관리']);
    expect(groupButtons().map((button) => button.textContent)).toEqual([
      '채용 관리',
      '직원 관리',
      '직원 셀프 서비스',
      '성과 평가 관리',
      'HR Control Tower',
    ]);
    await openAllGroups();
    expect(within(menu()).queryByRole('link', { name: '평가 템플릿' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: '평가자 포털' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: '조직도 설정' })).toHaveAttribute('href', '/organization');
  });

  it('shows an administrator every group, the quick links and 내 정보 in the user menu', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'HR 대시보드' })).toBeInTheDocument();
    expect(within(quickLinks()!).getAllByRole('link').map((link) => link.textContent)).toEqual(['직원 관리', '조직도', '평가 관리']);
    expect(groupButtons().map((button) => button.textContent)).toEqual([
      '채용 관리',
      '직원 관리',
      '직원 셀프 서비스',
      '성과 평가 관리',
      '관리자 모드',
      'HR Control Tower',
    ]);
    await user.click(within(menu()).getByRole('button', { name: /사용자 메뉴/ }));
    expect(await screen.findByRole('menuitem', { name: '내 정보' })).toHaveAttribute('href', '/my-profile');
  });

  it('names, but does not link, a parent page the user may not open', async () => {
    signInAs('evaluator', ['evaluations:reports']);
    renderApp('/eval/cycles/2/report');
    // The report page itself (its cycle may fail to load here: the breadcrumb is what counts).
    const trail = await screen.findByRole('navigation', { name: '현재 위치' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['홈', '성과 평가', '평가 주기', '2', '평가 주기 리포트']);
    expect(within(trail).queryByRole('link', { name: '평가 주기' })).not.toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
  });

  it("names the employee in the breadcrumb of their pages instead of the record's id", async () => {
    signInAs('admin');
    const { router } = renderApp(`/employees/${employee._id}/hr-card`);
    const trail = await screen.findByRole('navigation', { name: '현재 위치' });
    await waitFor(() =>
      expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '홈',
        '직원 관리',
        '김민수 (E2026001)',
        '인사기록카드',
      ]),
    );
    expect(within(trail).getByRole('link', { name: '김민수 (E2026001)' })).toHaveAttribute('href', `/employees/${employee._id}`);
    expect(trail).not.toHaveTextContent(employee._id);

    await router.navigate(`/employees/${employee._id}`);
    await waitFor(() => expect(within(trail).getAllByRole('listitem').at(-1)).toHaveTextContent('김민수 (E2026001)'));
  });

  it.each([
    ['/eval/cycles/%s/status', 'evaluation-cycles', '2026 하반기 정기평가', ['홈', '성과 평가', '평가 주기', '2026 하반기 정기평가', '평가 진행 현황']],
    ['/eval/cycles/%s/report', 'evaluation-cycles', '2026 하반기 정기평가', ['홈', '성과 평가', '평가 주기', '2026 하반기 정기평가', '평가 주기 리포트']],
    ['/eval/templates/%s/edit', 'evaluation-templates', '연간 역량 평가', ['홈', '성과 평가', '평가 템플릿', '연간 역량 평가', '평가 템플릿 편집']],
    ['/checklist-builder/%s', 'checklist/templates', '신입 온보딩', ['홈', '체크리스트 템플릿 관리', '신입 온보딩']],
  ])("names the record of %s in the breadcrumb instead of its id (issue 29)", async (pattern, api, name, expected) => {
    const id = '5d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
    const user = signInAs('admin');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url.includes('mongo/admin/me')) return jsonResponse({ user });
        // Enough of the record for the editors to open.
        if (url.endsWith(`${api}/${id}`)) return jsonResponse({ id, name, description: '', sections: [], items: [], assignment: { corporationIds: [], employmentTypes: [] } });
        return jsonResponse({ results: [], data: [] });
      }),
    );
    renderApp(pattern.replace('%s', id));
    const trail = await screen.findByRole('navigation', { name: '현재 위치' });
    await waitFor(() => expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected));
    expect(trail).not.toHaveTextContent(id);
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
    renderApp('/job-notices/detail');
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
