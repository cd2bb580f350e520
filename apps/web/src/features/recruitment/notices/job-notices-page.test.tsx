import { defaultRoles } from '@saram/shared/permissions';
import type { NoticeStatus } from '@saram/shared/recruitment/recruitment';
import type { NoticeSummary } from '@saram/shared/recruitment/notices.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../../test/render-app';

const zeroStages = { received: 0, document_passed: 0, interview_1: 0, interview_2: 0, final_passed: 0, failed: 0, declined: 0 };

function notice(n: number, status: NoticeStatus, title: string): NoticeSummary {
  return {
    id: `6c1c2f5e-1b2d-4c3e-9f00-00000000000${n}`,
    title,
    unit: { id: null, name: '백엔드팀', path: '플랫폼사업부 > 개발본부 > 백엔드팀' },
    job_function: '백엔드 개발',
    employment_type: '정규직',
    headcount: 2,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    status,
    author: { id: null, label: '박서준' },
    approver: null,
    applicant_count: 5,
    stage_counts: { ...zeroStages, received: 3, interview_1: 2 },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

const notices = [notice(1, 'in_progress', '백엔드 개발자'), notice(2, 'waiting_approval', '데이터 분석가')];

function stub() {
  const bodies: { status: NoticeStatus[]; search?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      if (new URL(request.url).pathname === '/api/recruitment/list') {
        const body = (await request.json()) as { status: NoticeStatus[]; search?: string };
        bodies.push(body);
        const data = notices.filter((n) => body.status.includes(n.status) && (!body.search || n.title.includes(body.search)));
        return jsonResponse({
          data,
          total: data.length,
          page: 1,
          limit: 20,
          hasNext: false,
          status_counts: { in_progress: 1, waiting_approval: 1, returned: 0, closed: 0, disabled: 0 },
        });
      }
      return jsonResponse({ message: 'not here', code: 'NOT_FOUND' }, 404);
    }),
  );
  return bodies;
}

describe('채용 공고', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions: [...defaultRoles.hr_staff.permissions] } });
  });

  it('lists notices with their applicants per stage and counts per status tab', async () => {
    stub();
    renderApp('/job-notices');
    const table = await screen.findByRole('table', { name: '채용 공고 목록' }, { timeout: 5000 });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('백엔드 개발자');
    expect(within(first!).getByRole('list', { name: '단계별 지원자 수' })).toHaveTextContent('서류 접수 3');
    expect(first).toHaveTextContent('1차 면접 2');
    expect(first).toHaveTextContent('진행 중');
    expect(screen.getByRole('button', { name: '전체 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '승인 대기 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '공고 등록' })).toHaveAttribute('href', '/job-notices/create');
  });

  it('asks for one status per tab and searches by title', async () => {
    const bodies = stub();
    renderApp('/job-notices');
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: /^승인 대기/ }));
    await waitFor(() => expect(bodies.at(-1)?.status).toEqual(['waiting_approval']));
    await actor.type(screen.getByRole('searchbox', { name: '채용 공고 검색' }), '데이터{Enter}');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: ['waiting_approval'], search: '데이터' }));
    const table = await screen.findByRole('table', { name: '채용 공고 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).toHaveTextContent('데이터 분석가');
  });
});
