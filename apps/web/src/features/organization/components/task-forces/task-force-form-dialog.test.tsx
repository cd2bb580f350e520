import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { TaskForceFormDialog } from './task-force-form-dialog';

const employees = [
  { id: 'e-1', nameKor: '도하람', employee_number: 'E0001', departmentPath: '플랫폼사업부 > 개발팀', job_title: '팀장', employment_status: '재직' },
  { id: 'e-2', nameKor: '윤채원', employee_number: 'E0002', departmentPath: '플랫폼사업부 > 기획팀', job_title: '팀원', employment_status: '재직' },
];
const candidates = [
  { id: 'u-2', loginId: 'hr.staff', userName: '박서준', email: 'seojun.park@example.co.kr' },
  { id: 'u-3', loginId: 'hr.second', userName: null, email: null },
];

type Call = { method: string; path: string; search: URLSearchParams; body: unknown };

function stubServer(answerCreate: () => Response = () => jsonResponse({ id: 'tf-new', tfName: '신규 TF' }, 201)) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, search: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname.endsWith('/tree')) return jsonResponse({ data: [], total: 0 });
      if (url.pathname === '/api/employees/search') {
        const q = url.searchParams.get('q') ?? '';
        return jsonResponse({ data: employees.filter((e) => e.nameKor.includes(q) || e.employee_number.startsWith(q)) });
      }
      if (url.pathname.endsWith('/tf/approver-candidates')) {
        const q = url.searchParams.get('q') ?? '';
        return jsonResponse({ data: candidates.filter((c) => (c.userName ?? '').includes(q) || c.loginId.includes(q)) });
      }
      if (method === 'POST' && url.pathname.endsWith('/tf')) return answerCreate();
      throw new Error(`unexpected ${method} ${url.pathname}`);
    }),
  );
  return calls;
}

function renderForm(onCreated = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TaskForceFormDialog open onOpenChange={() => {}} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}

function fillDates(dialog: HTMLElement) {
  fireEvent.input(within(dialog).getByLabelText(/^시작일/), { target: { value: '2026-05-01' } });
  fireEvent.input(within(dialog).getByLabelText(/^종료일/), { target: { value: '2026-06-30' } });
}

async function pick(user: ReturnType<typeof userEvent.setup>, searchLabel: string, query: string, option: RegExp) {
  await user.type(await screen.findByRole('combobox', { name: searchLabel }), query);
  // The list answers the typed query (after the debounce): one match left.
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('task-force form', () => {
  beforeEach(() => {
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testAuthResponse.user, permissions: ['organization:read', 'organization:write'] } });
  });

  it('picks the leader and members by name, orders the approvers and posts their ids', { timeout: 15_000 }, async () => {
    const calls = stubServer();
    const user = userEvent.setup({ delay: null });
    const onCreated = renderForm();
    const dialog = screen.getByRole('dialog', { name: 'TF 만들기' });
    await user.type(within(dialog).getByRole('textbox', { name: 'TF 이름' }), '신규 TF');
    fillDates(dialog);

    await user.click(within(dialog).getByRole('combobox', { name: '리더' }));
    await pick(user, '리더 검색', '도하', /도하람/);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '리더' })).toHaveTextContent('도하람E0001'));

    await user.click(within(dialog).getByRole('button', { name: '구성원 추가' }));
    await pick(user, '구성원 검색', 'E0002', /윤채원/);
    // The member list stays open for the next name; Esc closes it, not the form.
    expect(screen.getByRole('combobox', { name: '구성원 검색' })).toHaveFocus();
    await user.keyboard('{Escape}');
    // Focus goes back to the list's button (Radix does that a moment after closing).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '구성원 추가' })).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const members = within(dialog).getByRole('list', { name: '선택한 구성원' });
    expect(members).toHaveTextContent('윤채원');
    await user.type(within(members).getByRole('textbox', { name: '윤채원 역할' }), '기획');

    // The line starts empty: whoever submits the TF may not approve it, so the signed-in user is
    // neither put there nor offered ('나를 추가'). Add 박서준 and hr.second, then move hr.second first.
    expect(within(dialog).queryByRole('list', { name: '결재 순서' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '나를 추가' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '결재자 추가' }));
    await pick(user, '결재자 검색', '박', /박서준/);
    await user.click(within(dialog).getByRole('button', { name: '결재자 추가' }));
    await user.type(await screen.findByRole('combobox', { name: '결재자 검색' }), 'hr.sec');
    await user.click(await screen.findByRole('option', { name: /hr\.second/ }));
    const line = within(dialog).getByRole('list', { name: '결재 순서' });
    await waitFor(() => expect(within(line).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(line).getByRole('button', { name: 'hr.second 위로' }));
    expect(within(line).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 6))).toEqual(['1단계hr.', '2단계박서준']);

    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('tf-new'));
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toMatchObject({
      tfName: '신규 TF',
      leaderId: 'e-1',
      members: [{ employeeId: 'e-2', role: '기획' }],
      approvers: ['u-3', 'u-2'],
    });
    expect(calls.find((call) => call.path === '/api/employees/search' && call.search.get('q') === 'E0002')?.search.get('limit')).toBe('20');
  });

  it('shows the server errors on the member and approver rows they name', { timeout: 15_000 }, async () => {
    stubServer(() =>
      jsonResponse(
        {
          message: '입력값을 확인해주세요.',
          code: 'VALIDATION_ERROR',
          errorId: 'x',
          details: { fields: { 'members.0.employeeId': '존재하지 않는 직원입니다.', 'approvers.0': '조직 관리 권한이 있는 사용자만 결재자로 지정할 수 있습니다.' } },
        },
        400,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    const dialog = screen.getByRole('dialog', { name: 'TF 만들기' });
    await user.type(within(dialog).getByRole('textbox', { name: 'TF 이름' }), '오류 TF');
    fillDates(dialog);
    await user.click(within(dialog).getByRole('button', { name: '구성원 추가' }));
    await pick(user, '구성원 검색', '윤', /윤채원/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '구성원 추가' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: '결재자 추가' }));
    await pick(user, '결재자 검색', '박', /박서준/);
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    const members = within(dialog).getByRole('list', { name: '선택한 구성원' });
    expect(await within(members).findByText('존재하지 않는 직원입니다.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: '결재 순서' })).getByText('조직 관리 권한이 있는 사용자만 결재자로 지정할 수 있습니다.')).toBeInTheDocument();
  });
});
