import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render-app';
import { RehireDialog } from './rehire-dialog';

const id = '7a3c2f5e-1b2d-4c3e-9f00-000000000001';
const person = {
  id,
  _id: id,
  nameKor: '김퇴직',
  nameEng: '',
  employee_number: 'E1001',
  termination_date: '2026-07-01',
  termination_reason: '이직',
} as EmployeeListItem;

function renderDialog(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      bodies.push(await request.clone().json());
      return answer();
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RehireDialog person={person} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { bodies, onClose };
}

describe('재입사 dialog', () => {
  it('requires a hire date, then sends the 사번 choice', async () => {
    const { bodies, onClose } = renderDialog(() => jsonResponse({ personal: { employeeNo: '20260001' } }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '재입사 처리' }));
    expect(await screen.findByText('재입사일을 YYYY-MM-DD 형식으로 입력해주세요.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText(/입사일/), '2026-09-01');
    await user.click(screen.getByRole('radio', { name: /새 사번/ }));
    await user.click(screen.getByRole('button', { name: '재입사 처리' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ hireDate: '2026-09-01', employeeNo: 'new' }]);
  }, 20_000);

  it("shows the server's field error under 입사일 and its 409 above the form", async () => {
    let answer = jsonResponse({ message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { hireDate: '재입사일은 퇴직일(2026-07-01) 이후여야 합니다.' } }, errorId: 'x' }, 400);
    const { onClose } = renderDialog(() => answer);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/입사일/), '2026-06-01');
    await user.click(screen.getByRole('button', { name: '재입사 처리' }));
    expect(await screen.findByText('재입사일은 퇴직일(2026-07-01) 이후여야 합니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/입사일/)).toHaveAttribute('aria-invalid', 'true');

    answer = jsonResponse({ message: '재직 중인 직원은 재입사 처리할 수 없습니다.', code: 'CONFLICT', details: null, errorId: 'y' }, 409);
    await user.clear(screen.getByLabelText(/입사일/));
    await user.type(screen.getByLabelText(/입사일/), '2026-09-01');
    await user.click(screen.getByRole('button', { name: '재입사 처리' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('재직 중인 직원은 재입사 처리할 수 없습니다.');
    expect(onClose).not.toHaveBeenCalled();
  }, 20_000);
});
