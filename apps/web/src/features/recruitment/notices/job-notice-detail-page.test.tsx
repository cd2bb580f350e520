import type { Applicant } from '@saram/shared/recruitment/applicants.schemas';
import type { Notice } from '@saram/shared/recruitment/notices.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../test/render-app';
import { JobNoticeDetailPage } from './job-notice-detail-page';
import { applicantSummary } from '../recruitment-test-fixtures';

const noticeId = '5b1c2f5e-1b2d-4c3e-9f00-0000000000aa';
const zeroStages = { received: 0, document_passed: 0, interview_1: 0, interview_2: 0, final_passed: 0, failed: 0, declined: 0 };

const notice: Notice = {
  id: noticeId,
  title: '백엔드 개발자',
  unit: { id: null, name: '백엔드팀', path: '플랫폼사업부 > 백엔드팀' },
  job_function: '백엔드 개발',
  employment_type: '정규직',
  headcount: 2,
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  status: 'in_progress',
  author: { id: null, label: '박서준' },
  approver: null,
  applicant_count: 2,
  stage_counts: { ...zeroStages, received: 1, interview_1: 1 },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  description: '<p>함께 일할 분을 찾습니다.</p>',
  required_documents: [],
  return_comment: null,
  approved_at: '2026-11-01T00:00:00.000Z',
  closed_at: null,
  retention_until: null,
  version: 1,
  events: [],
  can: { edit: false, submit: false, approve: false, return: false, close: false, disable: false, add_applicant: false },
};

const kim = applicantSummary();
const park = applicantSummary({ id: '5b1c2f5e-1b2d-4c3e-9f00-000000000002', name: '박면접', status: 'interview_1', next_statuses: ['interview_2', 'final_passed', 'failed'] });

const detail = (summary: typeof kim): Applicant => ({
  ...summary,
  notice: { id: noticeId, title: notice.title, status: notice.status, unit_name: '백엔드팀', job_function: '백엔드 개발' },
  events: [],
  documents: [],
  evaluations: [],
});

function stub() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/api/recruitment/notices/${noticeId}`) return jsonResponse(notice);
      if (path === '/api/recruitment/list/application')
        return jsonResponse({ data: [kim, park], total: 2, page: 1, limit: 500, hasNext: false, notice: { id: noticeId, title: notice.title, status: notice.status }, stage_counts: notice.stage_counts });
      const applicant = [kim, park].find((a) => path === `/api/applicant/${a.id}`);
      if (applicant) return jsonResponse(detail(applicant));
      return jsonResponse({ message: '없음', code: 'NOT_FOUND' }, 404);
    }),
  );
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/job-notices/detail/:id', element: <JobNoticeDetailPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const card = (name: string) => document.querySelector<HTMLElement>(`[data-applicant="${name}"]`);

describe('/job-notices/detail/{id}?applicant={id} (a search result)', () => {
  beforeEach(() => {
    useAuthStore.getState().login(testAuthResponse);
    stub();
  });

  it("opens that applicant's sheet and scrolls the card into view, marked", async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderPage(`/job-notices/detail/${noticeId}?applicant=${park.id}`);
    const sheet = await screen.findByRole('dialog', { name: '박면접' });
    expect(within(sheet).getByText(`${notice.title} · 백엔드 개발`)).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toContain(card('박면접')));
    expect(card('박면접')).toHaveAttribute('aria-current', 'true');
    expect(card('김지원')).not.toHaveAttribute('aria-current');
  });

  it('closing the sheet drops ?applicant=, a card clicked puts it back without scrolling', async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { router } = renderPage(`/job-notices/detail/${noticeId}?applicant=${park.id}`);
    await screen.findByRole('dialog', { name: '박면접' });
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: '김지원' }));
    expect(await screen.findByRole('dialog', { name: '김지원' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?applicant=${kim.id}`);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('without ?applicant= no sheet opens', async () => {
    renderPage(`/job-notices/detail/${noticeId}`);
    expect(await screen.findByRole('button', { name: '박면접' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
