import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import type { MyDashboard, MyTaskGroup, TeamDashboard } from '@saram/shared/dashboard/my-dashboard.schemas';
import { notUnitLeaderMessage } from '@saram/shared/dashboard/my-dashboard';
import { defaultRoles } from '@saram/shared/permissions';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';
import { dueBadge, evaluationStatusText, taskSections, taskTotal, urgentCount } from './my-dashboard-logic';
import { MyDashboardContent } from './my-dashboard-page';

const today = '2026-11-15';
const task = (kind: MyTaskGroup['kind'], id: string, title: string, dueDate: string | null = null, href = `/x/${id}`) => ({
  kind,
  id,
  title,
  detail: null,
  dueDate,
  since: null,
  href,
});
const groups: MyTaskGroup[] = [
  { kind: 'checklist', total: 25, items: [task('checklist', 'c1', '김민수 · 근로계약서 서명', null, '/new-employees/e1')], href: '/new-employees?status=in_progress' },
  { kind: 'self_review', total: 1, items: [task('self_review', 'v1', '2026 상반기 · 자기평가', '2026-11-17', '/eval/evaluations/v1')], href: '/eval/my' },
  { kind: 'evaluator_review', total: 1, items: [task('evaluator_review', 'v2', '이영희 · 1차 평가', '2026-11-10', '/eval/evaluations/v2')], href: '/evaluations' },
  { kind: 'resignation', total: 1, items: [task('resignation', 'r1', '박지훈 · 자진퇴사', '2026-12-31')], href: '/resignation-management?status=pending' },
];

describe('task list logic', () => {
  it('groups the kinds into three sections in screen order, leaving empty ones out', () => {
    const sections = taskSections(groups);
    expect(sections.map((s) => [s.title, s.total, s.groups.map((g) => g.label)])).toEqual([
      ['확인할 체크리스트 항목', 25, ['체크리스트 확인']],
      ['작성할 평가', 2, ['자기평가 작성', '평가자 평가 작성']],
      ['결재 대기', 1, ['사직서 승인']],
    ]);
    // 25 in all, one listed: 24 more behind the list's link.
    expect(sections[0]!.groups[0]!.more).toBe(24);
    expect(taskSections([])).toEqual([]);
    expect(taskTotal(groups)).toBe(28);
  });

  it('marks due dates: passed and today in red, within 3 days amber, later as a date', () => {
    expect(dueBadge('2026-11-10', today)).toMatchObject({ text: '5일 지남', tone: 'danger' });
    expect(dueBadge('2026-11-15', today)).toMatchObject({ text: '오늘 마감', tone: 'danger' });
    expect(dueBadge('2026-11-17', today)).toMatchObject({ text: 'D-2', tone: 'warning', label: '기한 2026.11.17, 2일 남음' });
    expect(dueBadge('2026-12-31', today)).toMatchObject({ text: '2026.12.31', tone: 'neutral' });
    expect(dueBadge(null, today)).toBeNull();
    expect(urgentCount(groups, today)).toBe(2);
  });

  it("reads an own evaluation's state", () => {
    const ev = { id: 'v1', cycleName: '2026 상반기', cycleStatus: 'open', dueDate: null, grade: null, href: '/eval/evaluations/v1' } as const;
    expect(evaluationStatusText({ ...ev, status: 'draft', actionRequired: true }).text).toBe('자기평가 작성 필요');
    expect(evaluationStatusText({ ...ev, status: 'submitted', actionRequired: false }).text).toBe('1차 평가 진행 중');
    expect(evaluationStatusText({ ...ev, status: 'confirmed', actionRequired: false, grade: 'A' }).text).toBe('등급 A');
  });
});

const data: MyDashboard = {
  employee: { id: 'e9', name: '홍길동', unit: '검색팀', jobTitle: null },
  tasks: groups,
  onboarding: {
    state: 'in_progress',
    templateName: '신규 입사',
    progress: { total: 4, done: 1, required: 4, requiredDone: 1, percent: 25 },
    hireDate: '2026-09-01',
    probationEndDate: '2026-12-01',
    openItems: [{ title: '신분증 사본', state: 'submitted' }],
  },
  evaluations: [{ id: 'v1', cycleName: '2026 상반기', cycleStatus: 'open', dueDate: '2026-11-17', status: 'draft', actionRequired: true, grade: null, href: '/eval/evaluations/v1' }],
  ledUnits: [],
  directReports: 0,
};

describe('MyDashboardContent', () => {
  it('lists each task as a link to where it is done, with its due badge and the rest behind the list link', () => {
    render(
      <MemoryRouter>
        <MyDashboardContent data={data} today={today} />
      </MemoryRouter>,
    );
    const summary = screen.getByRole('region', { name: '업무 요약' });
    expect(within(summary).getByText('28건')).toBeInTheDocument();
    expect(within(summary).getByText('마감 3일 이내·지난 업무 2건')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /김민수 · 근로계약서 서명/ })).toHaveAttribute('href', '/new-employees/e1');
    expect(screen.getByRole('link', { name: '24건 더 보기' })).toHaveAttribute('href', '/new-employees?status=in_progress');
    const late = screen.getByRole('link', { name: /이영희 · 1차 평가/ });
    expect(late).toHaveAttribute('href', '/eval/evaluations/v2');
    expect(late).toHaveTextContent('기한 2026.11.10, 5일 지남');

    expect(screen.getByRole('progressbar', { name: '온보딩 진행률' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('2026.12.01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2026 상반기.*자기평가 작성 필요/ })).toHaveAttribute('href', '/eval/evaluations/v1');
  });

  it('says so when nothing waits', () => {
    render(
      <MemoryRouter>
        <MyDashboardContent data={{ ...data, tasks: [], onboarding: null }} today={today} />
      </MemoryRouter>,
    );
    expect(screen.getByText('지금 처리할 업무가 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '내 온보딩' })).not.toBeInTheDocument();
  });
});

function signInWith(answers: { my?: MyDashboard; team?: TeamDashboard | 403 }) {
  const user: AdminUser = { ...testUser, roles: [{ name: 'employee' }], permissions: [...defaultRoles.employee.permissions] };
  useAuthStore.getState().login({ ...testAuthResponse, user });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('mongo/admin/me')) return jsonResponse({ user });
      if (url.includes('api/dashboard/my')) return jsonResponse(answers.my ?? data);
      if (url.includes('api/dashboard/team')) {
        return answers.team === 403 || !answers.team
          ? jsonResponse({ message: notUnitLeaderMessage, code: 'FORBIDDEN', details: {}, errorId: 'x' }, 403)
          : jsonResponse(answers.team);
      }
      return jsonResponse({ results: [] });
    }),
  );
}

const team: TeamDashboard = {
  units: [{ id: 'u1', name: '플랫폼본부', path: '한빛 > 플랫폼본부' }],
  headcount: 12,
  onLeaveCount: 1,
  members: [{ id: 'p1', name: '김신입', employeeNo: 'E1', unit: '검색팀', jobTitle: null, hireDate: '2026-10-01' }],
  byUnit: [
    { id: 'u1', name: '플랫폼본부', headcount: 12, onLeave: 1 },
    { id: 'u2', name: '검색팀', headcount: 7, onLeave: 0 },
  ],
  newHireCount: 1,
  newHires: [{ id: 'p1', name: '김신입', employeeNo: 'E1', unit: '검색팀', jobTitle: null, hireDate: '2026-10-01' }],
  onLeave: [],
  probationEndCount: 0,
  probationEnds: [],
  reviews: [{ cycleId: 'c1', cycleName: '2026 상반기', dueDate: null, total: 12, selfPending: 3, firstPending: 2, secondPending: 0, done: 7, mine: 2 }],
};

describe('landing and the manager dashboard', () => {
  it("sends a unit leader from '/' on to the manager dashboard", async () => {
    signInWith({ my: { ...data, ledUnits: [{ id: 'u1', name: '플랫폼본부' }] }, team });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager-dashboard'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: '매니저 대시보드', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '조직별 재직 인원과 휴직 인원' })).toHaveTextContent('검색팀7명0명');
    expect(screen.getByRole('link', { name: '내가 작성할 평가 2건 작성하기' })).toHaveAttribute('href', '/evaluations');
  });

  it("keeps an employee who leads nothing on /dashboard, and tells them politely on /manager-dashboard", async () => {
    signInWith({ team: 403 });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
    // The page's chunk loads on the first visit: slower on a busy machine.
    expect(await screen.findByRole('link', { name: /김민수 · 근로계약서 서명/ }, { timeout: 5000 })).toBeInTheDocument();
    await router.navigate('/manager-dashboard');
    expect(await screen.findByText('보고받는 팀원이 없습니다', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(notUnitLeaderMessage))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 대시보드로 가기' })).toHaveAttribute('href', '/dashboard');
  });
});
