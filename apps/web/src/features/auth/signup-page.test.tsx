import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/render-app';
import { SignupPage } from './signup-page';

function renderSignup() {
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <h1>로그인</h1> },
    ],
    { initialEntries: ['/signup'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const nameField = () => field(/^이름/);
const emailField = () => field(/^이메일/);
const departmentField = () => field(/^부서/);
const reasonField = () => field(/^신청 사유/);
const submitButton = () => screen.getByRole('button', { name: '신청하기' });

const storedRequest = {
  id: '0b6f6c1e-6d0b-4d7e-9b0a-2f4b7d9f1a11',
  name: '한지민',
  email: 'jimin.han@hanbit.co.kr',
  department: '인사팀',
  reason: null,
  status: 'pending',
  decidedAt: null,
  decisionComment: null,
  userId: null,
  createdAt: '2026-11-21T05:00:00.000Z',
};

describe('/signup (access request)', () => {
  it('marks the required fields and validates them inline in Korean without a call', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderSignup();

    expect(nameField()).toHaveAttribute('aria-required', 'true');
    expect(emailField()).toHaveAttribute('aria-required', 'true');
    expect(departmentField()).not.toHaveAttribute('aria-required');

    await user.click(submitButton());
    expect(await screen.findByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('이름을 입력해주세요.');
    expect(nameField()).toHaveFocus();

    await user.type(nameField(), '   ');
    await user.type(emailField(), 'not-an-email');
    await user.click(submitButton());
    expect(await screen.findByText('올바른 이메일 형식이 아닙니다.')).toBeInTheDocument();
    expect(screen.getByText('이름을 입력해주세요.')).toBeInTheDocument();

    await user.clear(nameField());
    await user.type(nameField(), '가'.repeat(51));
    await user.click(submitButton());
    expect(await screen.findByText('50자 이하로 입력해주세요.')).toBeInTheDocument();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('files the request and shows what happens next', async () => {
    const fetchMock = mockFetch(jsonResponse(storedRequest, 201));
    const user = userEvent.setup();
    renderSignup();

    await user.type(nameField(), ' 한지민 ');
    await user.type(emailField(), 'jimin.han@hanbit.co.kr');
    await user.type(departmentField(), '인사팀');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: '신청이 접수되었습니다' })).toHaveFocus();
    expect(screen.getByTestId('signup-confirmation')).toHaveTextContent('한지민 님의 계정 신청을 관리자가 검토합니다.');
    expect(screen.getByTestId('signup-confirmation')).toHaveTextContent('jimin.han@hanbit.co.kr');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/access-requests');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    // Trimmed, and the empty optional reason is not sent.
    expect(JSON.parse(String(init?.body))).toEqual({ name: '한지민', email: 'jimin.han@hanbit.co.kr', department: '인사팀' });
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/login');
  });

  it("puts the server's field errors (details.fields) under their fields", async () => {
    const fetchMock = mockFetch(
      jsonResponse(
        {
          message: '입력값이 올바르지 않습니다.',
          code: 'VALIDATION_ERROR',
          details: { fields: { email: '이미 검토 중인 신청이 있습니다.', reason: '1000자 이하로 입력해주세요.' }, location: 'body' },
          errorId: 'e-1',
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderSignup();

    await user.type(nameField(), '한지민');
    await user.type(emailField(), 'jimin.han@hanbit.co.kr');
    await user.type(reasonField(), '인사 업무');
    await user.click(submitButton());

    expect(await screen.findByText('이미 검토 중인 신청이 있습니다.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('이미 검토 중인 신청이 있습니다.');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(reasonField()).toHaveAccessibleDescription('1000자 이하로 입력해주세요.');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    // Field errors are shown where they belong, not again as a form message.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message on 429 and lets the user try again", async () => {
    mockFetch(
      jsonResponse({ message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', code: 'TOO_MANY_REQUESTS', details: null, errorId: 'e-2' }, 429),
    );
    const user = userEvent.setup();
    renderSignup();

    await user.type(nameField(), '한지민');
    await user.type(emailField(), 'jimin.han@hanbit.co.kr');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: '신청이 접수되었습니다' })).not.toBeInTheDocument();
  });
});
