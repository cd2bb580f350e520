import { defaultRoles } from '@saram/shared/permissions';
import type { ReportResult } from '@saram/shared/reports/report-result.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { seoulToday } from '../../../lib/labels/format';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../../test/render-app';

const dataPath = '/api/reports/data/executive-dashboard';
const unitId = '0b7a3c2f-1b2d-4c3e-9f00-000000000011';

const result: ReportResult = {
  type: 'EXECUTIVE_SUMMARY',
  title: '경영진 요약',
  generatedAt: '2026-11-29T05:05:00.000Z',
  filters: { from: '2025-11-30', to: '2026-11-29', unitIds: [], unitNames: [], corporationId: null, corporationName: null, employeeId: null, employeeName: null },
  figures: [
    { label: '재직 인원', value: 1234, format: 'count', href: '/employees?status=재직' },
    { label: '이직률', value: 12.5, format: 'percent', hint: '최근 12개월' },
  ],
  charts: [
    {
      id: 'headcount-trend',
      title: '월별 재직 인원',
      kind: 'line',
      category: 'month',
      categoryLabel: '월',
      series: [{ key: 'headcount', label: '재직 인원' }],
      data: [
        { month: '2026.10', headcount: 1200 },
        { month: '2026.11', headcount: 1234 },
      ],
      valueFormat: 'count',
      description: '최근 12개월 월말 재직 인원.',
    },
  ],
  tables: [{ id: 'by-unit', title: '조직별 인원', columns: [{ key: 'unit', label: '조직', format: 'text' }, { key: 'n', label: '인원', format: 'count' }], rows: [{ unit: '개발본부', n: 87 }], omitted: 12 }],
  missing: [{ title: '교육 이수 기록', description: 'Saram은 교육 이수를 기록하지 않습니다.', how: '교육 관리 기능이 생기면 이수 내역을 등록하세요.' }],
  notes: ['3명 미만 그룹은 표시하지 않았습니다.'],
};

const tree = {
  data: [{ id: unitId, unitName: '개발본부', level: 1, sortOrder: 1, isTemporary: false, isActive: true, corporationId: null, children: [] }],
};

const posted: unknown[] = [];

function stub(answer: (url: URL) => Response = () => jsonResponse(result)) {
  const calls: URL[] = [];
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      calls.push(url);
      if (url.pathname === dataPath) return answer(url);
      if (url.pathname === '/api/v1/organizational-hierarchy/tree') return jsonResponse(tree);
      if (url.pathname === '/api/v1/corporate-structure/hierarchy') return jsonResponse({ data: [], unassigned: [] });
      if (request.method === 'POST' && url.pathname === '/api/reports/saved') {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return jsonResponse({ ...body, id: 'r1' }, 201);
      }
      return jsonResponse({ message: `unexpected ${url.pathname}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

const dataCalls = (calls: URL[]) => calls.filter((u) => u.pathname === dataPath);

describe('report screen', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions: [...defaultRoles.hr_manager.permissions], roles: [{ name: 'hr_manager' }] } });
  });

  it('shows the figures, each chart with a table view, the tables, what is missing and the notes', async () => {
    stub();
    const user = userEvent.setup();
    renderApp('/reports/executive-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '경영진 요약' }, { timeout: 10_000 })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: '주요 지표' });
    expect(within(figures).getByRole('link', { name: /재직 인원\s*1,234명/ })).toHaveAttribute('href', '/employees?status=재직');
    expect(within(figures).getByText('12.5%')).toBeInTheDocument();
    expect(screen.getByTestId('report-applied-filters')).toHaveTextContent('기간 2025.11.30 ~ 2026.11.29 · 조직 전체');

    const chart = screen.getByTestId('report-chart-headcount-trend');
    expect(await within(chart).findByRole('img', { name: '최근 12개월 월말 재직 인원.' }, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(within(chart).getByRole('button', { name: '표로 보기' }));
    const table = within(chart).getByRole('table', { name: '월별 재직 인원' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['월재직 인원', '2026.101,200명', '2026.111,234명']);
    expect(within(chart).getByRole('button', { name: '차트로 보기' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByTestId('report-table-by-unit')).toHaveTextContent('외 12행은 화면에 표시하지 않았습니다');
    const missing = screen.getByTestId('report-missing');
    expect(missing).toHaveTextContent('교육 이수 기록');
    expect(missing).toHaveTextContent('교육 관리 기능이 생기면 이수 내역을 등록하세요.');
    expect(screen.getByText('3명 미만 그룹은 표시하지 않았습니다.')).toBeInTheDocument();
  }, 30_000);

  it('keeps the filters in the URL and asks the server with them', async () => {
    const calls = stub();
    const user = userEvent.setup();
    const { router } = renderApp(`/reports/executive-dashboard?unitIds=${unitId}`);
    await screen.findByRole('list', { name: '주요 지표' }, { timeout: 10_000 });
    expect(dataCalls(calls)[0]!.searchParams.get('unitIds')).toBe(unitId);
    expect(screen.getByRole('button', { name: '최근 12개월' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '올해' }));
    const year = seoulToday().slice(0, 4);
    await waitFor(() => expect(router.state.location.search).toContain(`from=${year}-01-01`));
    expect(router.state.location.search).toContain(`unitIds=${unitId}`);
    await waitFor(() => expect(dataCalls(calls).at(-1)!.searchParams.get('from')).toBe(`${year}-01-01`));

    await user.click(screen.getByRole('button', { name: '직접 선택' }));
    expect(await screen.findByLabelText('시작일')).toBeInTheDocument();
    expect(screen.getByLabelText('종료일')).toHaveValue(seoulToday());
  });

  it('downloads the PDF and the Excel file with the same filters', async () => {
    const calls = stub();
    const fileCalls: URL[] = [];
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `${dataPath}/export`) {
        fileCalls.push(url);
        return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''report.pdf" } });
      }
      return original(input, init);
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderApp('/reports/executive-dashboard?from=2026-01-01&to=2026-06-30');
    await screen.findByRole('list', { name: '주요 지표' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(fileCalls).toHaveLength(1));
    expect(Object.fromEntries(fileCalls[0]!.searchParams)).toEqual({ format: 'PDF', from: '2026-01-01', to: '2026-06-30' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(fileCalls).toHaveLength(2));
    expect(fileCalls[1]!.searchParams.get('format')).toBe('EXCEL');
    expect(dataCalls(calls)).toHaveLength(1);
  });

  it('saves the report with its filters under a name', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderApp(`/reports/executive-dashboard?from=2026-01-01&to=2026-06-30&unitIds=${unitId}`);
    await screen.findByRole('list', { name: '주요 지표' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: '리포트 저장' }));
    const dialog = await screen.findByRole('dialog', { name: '리포트 저장' }, { timeout: 10_000 });
    const name = within(dialog).getByLabelText(/리포트 이름/);
    await user.clear(name);
    await user.type(name, '상반기 경영 요약');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('리포트가 저장되었습니다')).toBeInTheDocument();
    expect(calls.filter((u) => u.pathname === '/api/reports/saved')).toHaveLength(1);
    expect(posted[0]).toEqual({
      name: '상반기 경영 요약',
      description: '',
      reportType: 'EXECUTIVE_SUMMARY',
      filters: { from: '2026-01-01', to: '2026-06-30', unitIds: [unitId] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('explains which permission is missing when the server refuses the report', async () => {
    stub(() => jsonResponse({ message: '이 리포트를 볼 권한이 없습니다.', code: 'FORBIDDEN' }, 403));
    renderApp('/reports/executive-dashboard');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('접근 권한 없음');
    expect(alert).toHaveTextContent('경영진 요약 리포트');
    expect(screen.queryByRole('button', { name: 'PDF' })).not.toBeInTheDocument();
  });
});
