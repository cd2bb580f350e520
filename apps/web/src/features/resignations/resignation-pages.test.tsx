import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import type { Resignation, ResignationEvent } from '@saram/shared/resignations/resignations.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';

const employeeId = '7a3c2f5e-1b2d-4c3e-9f00-000000000001';
const requestId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000aa';
const base = '/api/mongo/resignations';

function resignation(overrides: Partial<Resignation> = {}): Resignation {
  return {
    id: requestId,
    employee_id: employeeId,
    employee: { id: employeeId, name: '김민준', employee_no: 'E1001', unit: '인사팀', department_path: '경영지원본부 > 인사팀', job_title: '매니저', hire_date: '2024-03-01' },
    status: 'pending',
    resignationDate: '2026-11-25',
    lastWorkingDate: '2026-12-31',
    retirementDate: '2027-01-01',
    resignationType: '자진퇴사',
    reason: '학업 계속',
    requested_by: 'u-2',
    requested_by_label: '김민준 (minjun)',
    decided_by_label: null,
    decided_at: null,
    decision_comment: null,
    completed_at: null,
    created_at: '2026-11-25T01:00:00.000Z',
    updated_at: '2026-11-25T01:00:00.000Z',
    can: { edit: false, cancel: false, approve: true, reject: true, delete: false },
    ...overrides,
  };
}

const requested: ResignationEvent = { id: 'e1', action: 'request', from: null, to: 'pending', actor_id: 'u-2', actor: '김민준 (minjun)', comment: '학업 계속', at: '2026-11-25T01:00:00.000Z' };
const page = (data: Resignation[]) => ({ data, total: data.length, page: 1, limit: 20, hasNext: false });

type Handler = (request: Request) => Response | Promise<Response>;

function stub(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      const key = `${request.method} ${path}`;
      calls.push({ method: request.method, path, body: request.method === 'GET' ? undefined : await request.clone().json() });
      if (routes[key]) return routes[key](request);
      if (key === 'GET /api/mongo/common-types/active') return jsonResponse({ data: ['자진퇴사', '권고사직', '해고', '기타'].map((type_name) => ({ group_type: 'resignation_type', type_name, is_active: true })) });
      if (key === `GET ${base}/pending/count`) return jsonResponse({ count: 3 });
      return jsonResponse({ message: `unexpected ${key}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

function signIn(user: Partial<AdminUser>) {
  useAuthStore.getState().logout();
  useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, ...user } });
}

describe('사직서 제출', () => {
  beforeEach(() => signIn({ permissions: [...defaultRoles.employee.permissions], roles: [{ name: 'employee' }], employeeId }));

  it('offers only the types a person files themself and asks before submitting', async () => {
    const calls = stub({ [`GET ${base}`]: () => jsonResponse(page([])), [`POST ${base}`]: () => jsonResponse(resignation({ status: 'pending' }), 201) });
    const user = userEvent.setup();
    renderApp('/resignation-request');
    const form = await screen.findByRole('form', { name: '사직서 작성' }, { timeout: 10_000 });

    await user.type(within(form).getByLabelText(/최종 근무일/), '2026-12-31');
    await user.click(within(form).getByRole('combobox', { name: /퇴직 유형/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['자진퇴사', '기타']);
    await user.click(screen.getByRole('option', { name: '자진퇴사' }));
    await user.click(within(form).getByRole('button', { name: '사직서 제출' }));

    const dialog = await screen.findByRole('alertdialog', { name: '사직서를 제출할까요?' });
    expect(dialog).toHaveTextContent('최종 근무일 2026.12.31');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: '사직서 제출' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '사직서를 제출할까요?' })).getByRole('button', { name: '제출' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ lastWorkingDate: '2026-12-31', resignationType: '자진퇴사', reason: '' }));
  }, 20_000);

  it('checks the form with the shared schema, then shows the server 400 under its field', async () => {
    const calls = stub({
      [`GET ${base}`]: () => jsonResponse(page([])),
      [`POST ${base}`]: () =>
        jsonResponse({ message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { lastWorkingDate: '최종 근무일은 입사일(2024-03-01) 이후여야 합니다.' } }, errorId: 'x' }, 400),
    });
    const user = userEvent.setup();
    renderApp('/resignation-request');
    const form = await screen.findByRole('form', { name: '사직서 작성' }, { timeout: 10_000 });

    await user.click(within(form).getByRole('button', { name: '사직서 제출' }));
    expect(await within(form).findByText('최종 근무일을 YYYY-MM-DD 형식으로 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('퇴직 유형을 선택해주세요.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/최종 근무일/), '2024-01-31');
    await user.click(within(form).getByRole('combobox', { name: /퇴직 유형/ }));
    await user.click(await screen.findByRole('option', { name: '자진퇴사' }));
    await user.click(within(form).getByRole('button', { name: '사직서 제출' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '제출' }));
    expect(await within(form).findByText('최종 근무일은 입사일(2024-03-01) 이후여야 합니다.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/최종 근무일/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ lastWorkingDate: '2024-01-31', resignationType: '자진퇴사', reason: '' });
  }, 20_000);

  it('shows the open request with its timeline instead of the form, and earlier ones below', async () => {
    stub({
      [`GET ${base}`]: () =>
        jsonResponse(page([resignation({ can: { edit: true, cancel: true, approve: false, reject: false, delete: false } }), resignation({ id: 'old', status: 'rejected', created_at: '2026-10-01T00:00:00.000Z', resignationDate: '2026-10-01' })])),
      [`GET ${base}/${requestId}/history`]: () => jsonResponse({ data: [requested] }),
      [`GET ${base}/old/history`]: () => jsonResponse({ data: [] }),
    });
    renderApp('/resignation-request');
    const mine = await screen.findByRole('region', { name: '제출한 사직서' }, { timeout: 10_000 });
    expect(within(mine).getByText('승인 대기')).toBeInTheDocument();
    expect(await within(mine).findByText('사직 신청 · 김민준 (minjun)')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: '신청 취소' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '사직서 작성' })).toBeNull();
    const earlier = screen.getByRole('region', { name: '2026.10.01 제출' });
    expect(within(earlier).getByText('반려')).toBeInTheDocument();
  });

  it('an account without an employee record cannot file', async () => {
    signIn({ permissions: [...defaultRoles.employee.permissions], roles: [{ name: 'employee' }], employeeId: null });
    stub({});
    renderApp('/resignation-request');
    expect(await screen.findByText('연결된 직원 정보가 없습니다', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('사직서 관리', () => {
  beforeEach(() => signIn({ permissions: [...defaultRoles.admin.permissions] }));

  it('counts the pending requests on the sidebar entry; a reject needs a reason; approve sends the comment', async () => {
    const calls = stub({
      [`GET ${base}`]: () => jsonResponse(page([resignation()])),
      [`GET ${base}/${requestId}/history`]: () => jsonResponse({ data: [requested] }),
      [`PUT ${base}/${requestId}/approve`]: () => jsonResponse(resignation({ status: 'approved' })),
    });
    const user = userEvent.setup();
    renderApp('/resignation-management');
    const list = await screen.findByRole('table', { name: '사직서 목록' }, { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: /사직서 관리.*승인 대기 3건/ })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: '김민준' }));
    const detail = await screen.findByRole('dialog', { name: '김민준 (E1001) 사직서' });
    expect(await within(detail).findByText('사직 신청 · 김민준 (minjun)')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: '반려' }));
    const rejecting = await screen.findByRole('dialog', { name: '사직서 반려' });
    await user.click(within(rejecting).getByRole('button', { name: '반려' }));
    expect(within(rejecting).getByText('반려 사유를 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await user.click(within(rejecting).getByRole('button', { name: '취소' }));

    await user.click(within(await screen.findByRole('dialog', { name: '김민준 (E1001) 사직서' })).getByRole('button', { name: '승인' }));
    const approving = await screen.findByRole('dialog', { name: '사직서 승인' });
    await user.type(within(approving).getByLabelText('의견'), '확인했습니다');
    await user.click(within(approving).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/approve'))?.body).toEqual({ comment: '확인했습니다' }));
  }, 20_000);

  it('no 승인 or 반려 on a request the caller may not decide; no badge without resignations:read', async () => {
    signIn({ permissions: ['resignations:request', 'resignations:read'] });
    stub({
      [`GET ${base}`]: () => jsonResponse(page([resignation({ can: { edit: false, cancel: false, approve: false, reject: false, delete: false } })])),
      [`GET ${base}/${requestId}/history`]: () => jsonResponse({ data: [requested] }),
    });
    const user = userEvent.setup();
    renderApp('/resignation-management');
    const list = await screen.findByRole('table', { name: '사직서 목록' }, { timeout: 10_000 });
    await user.click(within(list).getByRole('button', { name: '김민준' }));
    const detail = await screen.findByRole('dialog', { name: '김민준 (E1001) 사직서' });
    expect(within(detail).queryByRole('button', { name: '승인' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: '반려' })).toBeNull();

    signIn({ permissions: ['resignations:request'], employeeId });
    stub({});
    renderApp('/resignation-request');
    await screen.findByRole('heading', { name: '사직서 제출', level: 1 }, { timeout: 10_000 });
    expect(screen.queryByTestId('nav-count-badge')).toBeNull();
  }, 20_000);
});
