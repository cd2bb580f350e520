import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-client';
import { NoticeForm } from './notice-form';
import { emptyNoticeForm, type NoticeFormValues } from './notice-form-values';
import { jsonResponse } from '../../../test/render-app';

const unitId = '3f1c2f5e-1b2d-4c3e-9f00-000000000010';
const team = (n: number, name: string) => ({ id: `3f1c2f5e-1b2d-4c3e-9f00-00000000002${n}`, unitName: name, unitType: '팀', parentId: unitId, level: 2, sortOrder: n, isActive: true, isTemporary: false, corporationId: null, children: [] });
const tree = [
  { id: unitId, unitName: '개발본부', unitType: '본부', parentId: null, level: 1, sortOrder: 1, isActive: true, isTemporary: false, corporationId: null, children: [team(1, '프론트엔드팀'), team(2, '백엔드팀'), team(3, '인프라팀')] },
];

function renderForm(onSubmit: (values: NoticeFormValues) => Promise<unknown>, values: Partial<NoticeFormValues> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/organizational-hierarchy/tree')) return jsonResponse({ data: tree });
      return jsonResponse({ data: [], unassigned: [] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NoticeForm id="f" defaultValues={{ ...emptyNoticeForm('2026-11-25'), ...values }} onSubmit={onSubmit} failedMessage="실패" />
            <button type="submit" form="f">
              등록
            </button>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NoticeForm', () => {
  it('checks the fields with the contract before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: NoticeFormValues): Promise<unknown> => undefined);
    renderForm(onSubmit, { start_date: '2026-12-10', end_date: '2026-12-01' });
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('공고 제목을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('모집 조직을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('직무를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('모집 마감일은 시작일 이후여야 합니다.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('finds the 모집 조직 by typing part of its name', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => undefined));
    const picker = screen.getByRole('combobox', { name: /모집 조직/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.type(screen.getByPlaceholderText('조직 이름으로 검색'), '백엔드');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['백엔드팀']));
    await user.keyboard('{Enter}');
    expect(picker).toHaveTextContent('백엔드팀');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends valid values and shows the server’s field details under their fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: NoticeFormValues): Promise<unknown> => {
      throw new ApiError({ status: 400, message: '입력값이 올바르지 않습니다.', code: 'VALIDATION_ERROR', category: 'validation', severity: 'low', retryable: false, details: { fields: { title: '같은 제목의 진행 중인 공고가 있습니다.' } } });
    });
    renderForm(onSubmit, { unit_id: unitId, job_function: '백엔드 개발', description: '<p>함께 일해요</p>' });
    await user.type(screen.getByLabelText(/공고 제목/), '백엔드 개발자');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: '백엔드 개발자', unit_id: unitId, headcount: 1, required_documents: ['이력서', '자기소개서'] });
    expect(await screen.findByText('같은 제목의 진행 중인 공고가 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('입력 내용을 확인해주세요.')).toBeInTheDocument();
  });
});
