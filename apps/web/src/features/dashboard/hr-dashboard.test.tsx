import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import type { DashboardDepartments, DashboardOnboarding, DashboardStatistics } from '@saram/shared/dashboard/dashboard.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';
import { cycleProgress, formatCount, formatMonth, formatPercent, headlineFigures, linkFor, parseDashboardParams } from './hr-dashboard-logic';

const corp = '7a3c2f5e-1b2d-4c3e-9f00-0000000000c1';
const unit = '7a3c2f5e-1b2d-4c3e-9f00-0000000000d1';
const cycle = '7a3c2f5e-1b2d-4c3e-9f00-0000000000e1';
const filters = { from: '2025-12-01', to: '2026-11-15', corporationId: null };

const statistics: DashboardStatistics = {
  filters,
  headcount: { total: 1234, active: 1200, onLeave: 34 },
  trend: [
    { month: '2026-10', headcount: 1230 },
    { month: '2026-11', headcount: 1234 },
  ],
  flows: [
    { month: '2026-10', hires: 5, leavers: 2 },
    { month: '2026-11', hires: 6, leavers: 1 },
  ],
  hires: 11,
  leavers: 3,
  averageHeadcount: 1232,
  turnoverRate: 0.2,
  pendingResignations: 4,
  recruitment: { openNotices: 2, applicants: [{ stage: 'received', label: '서류 접수', count: 7 }, { stage: 'interview_1', label: '1차 면접', count: 2 }] },
  evaluations: [{ cycleId: cycle, name: '2026 상반기', dueDate: null, total: 40, completed: 10, byStatus: [] }],
};
const onboarding: DashboardOnboarding = { filters, inProbation: 9, hiredInPeriod: 9 };
const departments: DashboardDepartments = {
  filters,
  byUnit: [{ unitId: unit, name: '플랫폼사업부', filter: 'division', headcount: 1000 }, { unitId: null, name: '(소속 없음)', filter: null, headcount: 234 }],
  byCorporation: [{ corporationId: corp, name: '한빛', headcount: 1234 }],
  corporations: [{ id: corp, name: '한빛' }],
};

const all = () => true;

describe('HR dashboard logic', () => {
  it('writes counts, percents and months as design.md says', () => {
    expect(formatCount(1234)).toBe('1,234명');
    expect(formatCount(3, '건')).toBe('3건');
    expect(formatCount(undefined)).toBe('-');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(null)).toBe('-');
    expect(formatMonth('2026-03')).toBe('2026.03');
  });

  it('reads only well-formed filters from the URL', () => {
    expect(parseDashboardParams(new URLSearchParams(`from=2026-01-01&to=2026-06-30&corporationId=${corp}`))).toEqual({ from: '2026-01-01', to: '2026-06-30', corporationId: corp });
    expect(parseDashboardParams(new URLSearchParams('from=2026-06-30&to=2026-01-01&corporationId=x'))).toEqual({});
    expect(parseDashboardParams(new URLSearchParams('from=yesterday'))).toEqual({});
  });

  it('links every figure to the list that counts it, filtered alike', () => {
    const figures = Object.fromEntries(headlineFigures({ ...statistics, filters: { ...filters, corporationId: corp } }, onboarding, all).map((f) => [f.id, f]));
    expect(figures.headcount).toMatchObject({ value: '1,234명', href: `/employees?status=${encodeURIComponent('재직,휴직')}&corporation=${corp}` });
    expect(figures.headcount!.hint).toContain('휴직 34명 포함');
    expect(figures.hires!.href).toBe(`/employees?corporation=${corp}&hireFrom=2025-12-01&hireTo=2026-11-15`);
    expect(figures.leavers!.href).toBe(`/retired-employees?corporation=${corp}&terminationFrom=2025-12-01&terminationTo=2026-11-15`);
    expect(figures.turnover).toMatchObject({ value: '0.2%' });
    expect(figures.turnover!.hint).toBe('퇴직자 ÷ 월말 평균 인원(1,232명) × 100');
    expect(figures.turnover!.title).toContain('이직률 = 기간 중 퇴직자 ÷ 평균 인원');
    expect(figures.probation!.href).toBe(`/new-employees?status=in_progress&unit=${corp}`);
    expect(figures.resignations).toMatchObject({ value: '4건', href: `/resignation-management?status=pending&unit=${corp}` });
    expect(figures.notices).toMatchObject({ value: '2건', href: '/job-notices?status=in_progress' });
  });

  it('leaves out a link the caller could not open, and the evaluation link under a corporation filter', () => {
    const noRecruitment = (p: string) => p !== 'recruitment:read';
    expect(linkFor('/job-notices?status=in_progress', noRecruitment)).toBeUndefined();
    expect(linkFor('/employees', noRecruitment)).toBe('/employees');
    expect(cycleProgress(statistics, all)[0]).toMatchObject({ percent: 25, href: `/eval/dashboard?cycle=${cycle}` });
    expect(cycleProgress({ ...statistics, filters: { ...filters, corporationId: corp } }, all)[0]!.href).toBeUndefined();
  });
});

function signIn(user: Partial<AdminUser>) {
  useAuthStore.getState().logout();
  useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, ...user } });
}

describe('HR dashboard screen', () => {
  beforeEach(() => signIn({ permissions: [...defaultRoles.executive.permissions], roles: [{ name: 'executive' }] }));

  it('shows the figures with their links, the tables behind the charts, and only links the caller may follow', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url.pathname + url.search);
        if (url.pathname === '/api/mongo/dashboard/statistics') return jsonResponse(statistics);
        if (url.pathname === '/api/mongo/dashboard/onboarding') return jsonResponse(onboarding);
        if (url.pathname === '/api/mongo/dashboard/departments') return jsonResponse(departments);
        return jsonResponse({ data: [] });
      }),
    );
    const user = userEvent.setup();
    renderApp('/hr-dashboard?from=2025-12-01&to=2026-11-15');
    const figures = await screen.findByRole('region', { name: '주요 지표' }, { timeout: 10_000 });
    // Executives read employees and evaluations, not resignations or recruitment lists.
    expect(within(figures).getByRole('link', { name: /재직 인원 1,234명/ })).toHaveAttribute('href', `/employees?status=${encodeURIComponent('재직,휴직')}`);
    expect(within(figures).queryByRole('link', { name: /사직서 승인 대기/ })).toBeNull();
    expect(within(figures).getByText('4건')).toBeInTheDocument();
    expect(within(figures).queryByRole('link', { name: /진행 중 채용 공고/ })).toBeNull();
    // Each chart offers its rows as a table; the unit chart's rows open their /employees lists.
    const trend = screen.getByTestId('dashboard-chart-headcount-trend');
    expect(await within(trend).findByRole('img', {}, { timeout: 10_000 })).toHaveAccessibleName(/재직 인원/);
    await user.click(within(trend).getByRole('button', { name: '표로 보기' }));
    expect(within(trend).getByRole('table', { name: '재직 인원 추이' })).toHaveTextContent('2026.11');
    const units = screen.getByTestId('dashboard-chart-headcount-by-unit');
    await user.click(within(units).getByRole('button', { name: '표로 보기' }));
    expect(within(units).getByRole('link', { name: /플랫폼사업부/ })).toHaveAttribute('href', `/employees?status=${encodeURIComponent('재직,휴직')}&division=${unit}`);
    expect(within(units).getByText('(소속 없음)').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /2026 상반기/ })).toHaveAttribute('href', `/eval/dashboard?cycle=${cycle}`);
    await waitFor(() => expect(asked).toContain('/api/mongo/dashboard/statistics?from=2025-12-01&to=2026-11-15'));
  }, 20_000);
});
