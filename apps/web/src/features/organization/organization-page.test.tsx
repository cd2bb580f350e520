import type { TaskForceDetail } from '@saram/shared/organization/organization-task-forces.schemas';
import type { OrgUnitDetail, UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../test/render-app';
import { OrganizationPage } from './organization-page';

const corpId = '11111111-1111-4111-8111-111111111111';
const ids = {
  division: '22222222-2222-4222-8222-222222222222',
  hq: '33333333-3333-4333-8333-333333333333',
  team: '44444444-4444-4444-8444-444444444444',
  chartTf: '55555555-5555-4555-8555-555555555555',
  loneTf: '66666666-6666-4666-8666-666666666666',
  unknown: '77777777-7777-4777-8777-777777777777',
};

const node = (id: string, unitName: string, unitType: UnitTreeNode['unitType'], level: number, parentId: string | null, children: UnitTreeNode[] = []): UnitTreeNode => ({
  id,
  unitName,
  unitType,
  level,
  parentId,
  corporationId: level === 1 ? corpId : null,
  code: null,
  isActive: true,
  isTemporary: false,
  sortOrder: 0,
  children,
});

// 경영지원부문 > 인사본부 > 채용팀, and a TF under 인사본부; only the top unit is open at first.
const tree = [
  node(ids.division, '경영지원부문', 'BUSINESS_UNIT', 1, null, [
    node(ids.hq, '인사본부', 'DIVISION', 2, ids.division, [node(ids.team, '채용팀', 'TEAM', 3, ids.hq), node(ids.chartTf, '채용혁신TF', 'TASK_FORCE', 5, ids.hq)]),
  ]),
];

const unitDetail = (id: string, unitName: string): OrgUnitDetail => ({
  id,
  _id: id,
  unitName,
  unitType: 'TEAM',
  level: 3,
  parentId: ids.hq,
  corporationId: null,
  code: null,
  isActive: true,
  isTemporary: false,
  sortOrder: 0,
  description: null,
  leaderId: null,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  parentName: '인사본부',
  corporationName: '한빛소프트',
  leaderName: null,
  childCount: 0,
  directHeadcount: 4,
  headcount: 4,
});

const taskForce = (id: string, tfName: string): TaskForceDetail => ({
  id,
  _id: id,
  tfName,
  status: 'ACTIVE',
  priority: 'HIGH',
  parentId: null,
  parentName: null,
  leaderId: null,
  purpose: '차세대 ERP',
  startDate: '2026-11-01',
  endDate: '2027-03-31',
  isActive: true,
  dissolvedAt: null,
  memberCount: 0,
  currentStep: null,
  approverCount: 0,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  leaderName: null,
  members: [],
  approvals: [],
});

const history = (taskForceId: string) => ({ taskForceId, status: 'ACTIVE', currentStep: null, approvals: [], events: [] });

const base = '/api/v1/organizational-hierarchy';
const answers: Record<string, () => Response> = {
  [`${base}/tree`]: () => jsonResponse({ data: tree, total: 4 }),
  '/api/v1/corporate-structure/hierarchy': () => jsonResponse({ data: [{ id: corpId, name: '한빛소프트', corporateType: 'HOLDING', isActive: true, operatingCompanies: [] }], unassigned: [] }),
  [`${base}/units/${ids.team}`]: () => jsonResponse(unitDetail(ids.team, '채용팀')),
  [`${base}/tf`]: () => jsonResponse({ data: [taskForce(ids.loneTf, 'ERP 전환 TF')], total: 1, page: 1, limit: 100, hasNext: false }),
  [`${base}/tf/review`]: () => jsonResponse({ data: [] }),
  [`${base}/tf/${ids.loneTf}`]: () => jsonResponse(taskForce(ids.loneTf, 'ERP 전환 TF')),
  [`${base}/tf/workflow/${ids.loneTf}`]: () => jsonResponse(history(ids.loneTf)),
  [`${base}/tf/${ids.chartTf}`]: () => jsonResponse({ ...taskForce(ids.chartTf, '채용혁신TF'), parentId: ids.hq, parentName: '인사본부' }),
  [`${base}/tf/workflow/${ids.chartTf}`]: () => jsonResponse(history(ids.chartTf)),
};

function stub() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return answers[path]?.() ?? jsonResponse({ message: '조직을 찾을 수 없습니다.', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/organization', element: <OrganizationPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const panel = () => screen.findByRole('complementary', { name: '조직 정보' });

describe('/organization?unit={id} (a search result)', () => {
  beforeEach(() => {
    useAuthStore.getState().login(testAuthResponse);
    // happy-dom lays nothing out: the chart needs a size to draw its cards.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  });

  it('selects a unit deep in the tree: its ancestors open, its card shows, its panel opens', async () => {
    stub();
    renderPage(`/organization?unit=${ids.team}`);
    expect(await within(await panel()).findByRole('heading', { name: '채용팀' })).toBeInTheDocument();
    expect(await screen.findByTestId('unit-node-채용팀')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '조직도' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a task force without a parent unit in TF 관리, its row marked', async () => {
    stub();
    renderPage(`/organization?unit=${ids.loneTf}`);
    const sheet = await screen.findByRole('dialog', { name: 'ERP 전환 TF' });
    expect(await within(sheet).findByText('차세대 ERP')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TF 관리', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelector(`tr[data-id="${ids.loneTf}"]`)).toHaveAttribute('data-state', 'selected');
  });

  it('opens a task force on the chart in TF 관리 too, without asking whether it is one', async () => {
    const fetchMock = stub();
    renderPage(`/organization?unit=${ids.chartTf}`);
    expect(await screen.findByRole('dialog', { name: '채용혁신TF' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TF 관리', hidden: true })).toHaveAttribute('aria-selected', 'true');
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((path) => path === `${base}/tf/${ids.chartTf}`)).toHaveLength(1);
  });

  it('an unknown id: the page opens as usual, with 조직을 찾을 수 없습니다', async () => {
    const error = vi.spyOn(toast, 'error');
    stub();
    renderPage(`/organization?unit=${ids.unknown}`);
    await waitFor(() => expect(error).toHaveBeenCalledWith('조직을 찾을 수 없습니다', expect.anything()));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: '조직도' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('unit-node-경영지원부문')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '조직 정보' })).not.toBeInTheDocument();
  });

  it('a search picked while on the page opens its unit, from the TF tab too', async () => {
    stub();
    const { router } = renderPage(`/organization?unit=${ids.loneTf}`);
    await screen.findByRole('dialog', { name: 'ERP 전환 TF' });
    await act(() => router.navigate(`/organization?unit=${ids.team}`));
    expect(await within(await panel()).findByRole('heading', { name: '채용팀' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '조직도' })).toHaveAttribute('aria-selected', 'true');
  });
});
