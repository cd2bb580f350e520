import type { Person } from '@saram/shared/evaluations/cycles.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { OverrideDialog } from './override-dialog';

const person = (id: string, name: string): Person => ({ id, name, employeeNo: `E${id}`, unit: '백엔드팀', jobTitle: null });
const target = { evaluationId: 'ev-1', employee: person('1', '홍길동'), first: null, second: null };
const outsider = { id: 'x-9', nameKor: '남궁민', employee_number: 'E0099', departmentPath: '경영지원본부 > 인사팀', job_title: '팀장', employment_status: '재직' };

function stubServer() {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (key === 'GET /api/employees/search') return jsonResponse({ data: [outsider] });
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (key === 'POST /api/mongo/evaluators/check-or-create') return jsonResponse({ created: true, user: { ...testAuthResponse.user, id: 'u-9' } });
      return jsonResponse({ data: [] });
    }),
  );
  return calls;
}

describe('평가자 변경: 외부 평가자', () => {
  beforeEach(() => {
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testAuthResponse.user, permissions: ['evaluations:manage', 'employees:read'] } });
  });

  it('finds an employee outside the cycle, makes sure they have an evaluator account, then assigns them', { timeout: 15_000 }, async () => {
    const calls = stubServer();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <OverrideDialog cycleId="c-1" target={target} people={[target.employee, person('2', '이수진')]} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '평가자 변경' });
    await user.click(within(dialog).getByRole('combobox', { name: /외부 평가자/ }));
    await user.type(await screen.findByRole('combobox', { name: '외부 평가자 검색' }), '남궁');
    await user.click(await screen.findByRole('option', { name: /남궁민/ }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['POST /api/mongo/evaluators/check-or-create', 'PUT /api/evaluation-cycles/c-1/assignments']));
    expect(calls[0]!.body).toEqual({ employeeId: 'x-9' });
    expect(calls[1]!.body).toEqual({ assignments: [{ evaluationId: 'ev-1', firstEvaluatorId: 'x-9', secondEvaluatorId: null }] });
  });
});
