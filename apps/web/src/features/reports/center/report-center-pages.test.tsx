import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { reportCatalogue, reportTypes } from '@saram/shared/reports/reports';
import type { Catalogue, ReportRun, SavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../../test/render-app';

const savedId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000b1';
const userId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000c1';

const catalogue: Catalogue = {
  types: reportTypes.map((type) => ({ type, ...reportCatalogue[type], allowed: type !== 'COMPENSATION_ANALYSIS' })),
  summary: { available: 9, saved: 1, scheduled: 1, generatedThisMonth: 4 },
};

function saved(overrides: Partial<SavedReport> = {}): SavedReport {
  return {
    id: savedId,
    name: '월간 이직 위험',
    description: '',
    reportType: 'RETENTION_RISK',
    filters: {},
    definition: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    createdBy: { id: userId, name: '인사 책임자' },
    updatedAt: '2026-11-01T00:00:00.000Z',
    lastRunAt: null,
    schedule: { frequency: 'MONTHLY', dayOfMonth: 1, dayOfWeek: 1, month: 1, time: '09:00', timezone: 'Asia/Seoul', active: true },
    distribution: { recipients: [{ userId, userName: '인사 책임자', email: 'hr@example.co.kr', role: 'hr_manager' }], format: 'PDF', deliveryMethod: 'EMAIL', includeRawData: false },
    nextRunAt: '2026-12-01T00:00:00.000Z',
    allowed: true,
    ...overrides,
  };
}

const run: ReportRun = {
  id: '7a3c2f5e-1b2d-4c3e-9f00-0000000000d1',
  savedReportId: savedId,
  name: '월간 이직 위험',
  reportType: 'RETENTION_RISK',
  trigger: 'manual',
  status: 'success',
  startedAt: '2026-11-20T05:00:00.000Z',
  finishedAt: '2026-11-20T05:00:01.500Z',
  durationMs: 1500,
  format: 'PDF',
  hasFile: true,
  deliveries: [],
  error: null,
};

type Handler = (request: Request) => Response | Promise<Response>;

function stub(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      const key = `${request.method} ${path}`;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      if (routes[key]) return routes[key](request);
      if (key === 'GET /api/reports/catalogue') return jsonResponse(catalogue);
      if (key === 'GET /api/reports/saved') return jsonResponse({ data: [saved()] });
      if (key === 'GET /api/reports/recipients') return jsonResponse({ data: [{ userId, userName: '인사 책임자', email: 'hr@example.co.kr', role: 'hr_manager' }] });
      if (key === 'GET /api/reports/runs') return jsonResponse({ data: [run] });
      if (key === 'GET /api/mongo/resignations/pending/count') return jsonResponse({ count: 0 });
      return jsonResponse({ message: `unexpected ${key}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

function signIn(user: Partial<AdminUser>) {
  useAuthStore.getState().logout();
  useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, ...user } });
}

const manager = () => signIn({ permissions: [...defaultRoles.hr_manager.permissions], roles: [{ name: 'hr_manager' }] });

describe('Report Center', () => {
  beforeEach(manager);

  it('shows the summary and a catalogue that searches, filters and dims what the caller may not view', async () => {
    stub({});
    const user = userEvent.setup();
    renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Report Center' }, { timeout: 10_000 })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '리포트 요약' });
    await waitFor(() => expect(summary).toHaveTextContent('이용 가능한 리포트9'));
    expect(summary).toHaveTextContent('이번 달 생성4');

    const card = await screen.findByRole('article', { name: '보상 분석' });
    expect(card).toHaveAttribute('data-allowed', 'false');
    expect(within(card).getByRole('button', { name: '보상 분석 보기' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: '보상 분석 예약' })).toBeNull();
    const open = screen.getByRole('article', { name: '이직 위험 분석' });
    expect(within(open).getByRole('link', { name: '이직 위험 분석 보기' })).toHaveAttribute('href', '/reports/retention-risk');

    await user.type(screen.getByRole('searchbox', { name: '리포트 검색' }), '승계');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['report-card-SUCCESSION_PLANNING']);
    await user.click(screen.getByRole('button', { name: '운영' }));
    expect(screen.getByText('검색 조건에 맞는 리포트가 없습니다.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: '리포트 검색' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  }, 30_000);

  it('schedules a report type from its card: monthly 09:00 Asia/Seoul by default, a recipient required', async () => {
    const calls = stub({ 'POST /api/reports/saved': () => jsonResponse(saved({ name: '경영진 요약 정기 리포트' }), 201) });
    const user = userEvent.setup();
    renderApp('/reports');
    await user.click(await screen.findByRole('button', { name: '경영진 요약 예약' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '리포트 예약' });
    expect(within(dialog).getByRole('combobox', { name: /주기/ })).toHaveTextContent('매월');
    expect(within(dialog).getByRole('combobox', { name: /^일/ })).toHaveTextContent('1일');
    expect(within(dialog).getByLabelText(/시간/)).toHaveValue('09:00');
    expect(dialog).toHaveTextContent('Asia/Seoul');

    await user.click(within(dialog).getByRole('button', { name: '예약 저장' }));
    expect(await within(dialog).findByText('받는 사람을 한 명 이상 고르세요.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(await within(dialog).findByRole('checkbox', { name: /인사 책임자/ }));
    await user.click(within(dialog).getByRole('button', { name: '예약 저장' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: '경영진 요약 정기 리포트',
        description: '',
        reportType: 'EXECUTIVE_SUMMARY',
        filters: {},
        schedule: { frequency: 'MONTHLY', dayOfMonth: 1, dayOfWeek: 1, month: 1, time: '09:00', timezone: 'Asia/Seoul', active: true },
        distribution: { recipients: [{ userId }], format: 'PDF', deliveryMethod: 'EMAIL', includeRawData: false },
      }),
    );
    expect(await screen.findByText('리포트 스케줄이 설정되었습니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '리포트 예약' })).toBeNull());
  }, 30_000);

  it('says when a schedule could not be set', async () => {
    stub({ 'PUT /api/reports/saved/7a3c2f5e-1b2d-4c3e-9f00-0000000000b1/schedule': () => jsonResponse({ message: '서버 오류', code: 'INTERNAL' }, 500) });
    const user = userEvent.setup();
    renderApp('/reports?tab=scheduled');
    const list = await screen.findByRole('list', { name: '예약된 리포트' }, { timeout: 10_000 });
    expect(list).toHaveTextContent('매월');
    expect(list).toHaveTextContent('다음 실행2026.12.01 09:00');
    await user.click(within(list).getByRole('button', { name: '월간 이직 위험 예약 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '리포트 예약' });
    await user.click(within(dialog).getByRole('button', { name: '예약 저장' }));
    expect(await screen.findByText('스케줄 설정에 실패했습니다')).toBeInTheDocument();
  }, 30_000);

  it("shows '계산 중...' for a next run not yet known", async () => {
    stub({ 'GET /api/reports/saved': () => jsonResponse({ data: [saved({ nextRunAt: null })] }) });
    renderApp('/reports?tab=scheduled');
    expect(await screen.findByRole('list', { name: '예약된 리포트' }, { timeout: 10_000 })).toHaveTextContent('다음 실행계산 중...');
  }, 30_000);

  it('runs a saved report and deletes one only after the confirm', async () => {
    const calls = stub({
      'POST /api/reports/saved/7a3c2f5e-1b2d-4c3e-9f00-0000000000b1/run': () => jsonResponse({ ...run, status: 'running' }, 201),
      'DELETE /api/reports/saved/7a3c2f5e-1b2d-4c3e-9f00-0000000000b1': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/reports?tab=saved');
    const list = await screen.findByRole('list', { name: '저장된 리포트' }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: '월간 이직 위험 편집' })).toHaveAttribute('href', `/reports/edit/${savedId}`);
    await user.click(within(list).getByRole('button', { name: '월간 이직 위험 실행' }));
    expect(await screen.findByText('리포트 생성을 시작했습니다')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: '월간 이직 위험 삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '이 리포트를 삭제하시겠습니까?' });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: '월간 이직 위험 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '이 리포트를 삭제하시겠습니까?' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('리포트가 삭제되었습니다')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/reports/saved/${savedId}`]);
  }, 30_000);

  it('toasts the spec’s failure for run', async () => {
    stub({ 'POST /api/reports/saved/7a3c2f5e-1b2d-4c3e-9f00-0000000000b1/run': () => jsonResponse({ message: '권한 없음', code: 'FORBIDDEN' }, 403) });
    const user = userEvent.setup();
    renderApp('/reports?tab=saved');
    const list = await screen.findByRole('list', { name: '저장된 리포트' }, { timeout: 10_000 });
    await user.click(within(list).getByRole('button', { name: '월간 이직 위험 실행' }));
    expect(await screen.findByText('리포트 실행에 실패했습니다')).toBeInTheDocument();
  }, 30_000);

  it('toasts the spec’s failure for delete', async () => {
    stub({ 'DELETE /api/reports/saved/7a3c2f5e-1b2d-4c3e-9f00-0000000000b1': () => jsonResponse({ message: '서버 오류', code: 'INTERNAL' }, 500) });
    const user = userEvent.setup();
    renderApp('/reports?tab=saved');
    const list = await screen.findByRole('list', { name: '저장된 리포트' }, { timeout: 10_000 });
    await user.click(within(list).getByRole('button', { name: '월간 이직 위험 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('리포트 삭제에 실패했습니다')).toBeInTheDocument();
  }, 30_000);

  it('explains an empty saved list and leads to the catalogue; lists the runs of 30 days', async () => {
    stub({ 'GET /api/reports/saved': () => jsonResponse({ data: [] }) });
    const user = userEvent.setup();
    renderApp('/reports?tab=history');
    const runs = await screen.findByRole('list', { name: '실행 기록' }, { timeout: 10_000 });
    expect(runs).toHaveTextContent('성공');
    expect(runs).toHaveTextContent('2026.11.20 14:00 · 소요 1.5초');
    expect(within(runs).getByRole('button', { name: /내려받기/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '저장된 리포트' }));
    expect(await screen.findByText('저장된 리포트가 없습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '카탈로그 둘러보기' }));
    expect(await screen.findByRole('searchbox', { name: '리포트 검색' })).toBeInTheDocument();
  }, 30_000);

  it('shows only the catalogue to a reader who does not manage reports', async () => {
    signIn({ permissions: ['reports:executive:view'], roles: [{ name: 'custom_reader' }] });
    const calls = stub({});
    renderApp('/reports');
    expect(await screen.findByRole('article', { name: '경영진 요약' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '저장된 리포트' })).toBeNull();
    expect(screen.queryByRole('button', { name: '경영진 요약 예약' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/reports/saved')).toBe(false);
  }, 30_000);
});
