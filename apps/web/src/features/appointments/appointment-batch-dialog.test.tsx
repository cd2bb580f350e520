import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppointmentBatchDialog } from './appointment-batch-dialog';

const upload = vi.fn();
vi.mock('./api', () => ({
  useUploadBatch: () => useMutation({ mutationFn: upload, meta: { errorToast: false } }),
  downloadBatchTemplate: vi.fn(),
  downloadBatchNotice: vi.fn(),
}));

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AppointmentBatchDialog onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const sheet = () => new File(['xlsx'], '정기승진.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('엑셀 일괄 발령 dialog', () => {
  beforeEach(() => upload.mockReset());

  it('refuses a non-xlsx file before sending anything', async () => {
    renderDialog();
    await userEvent.upload(screen.getByLabelText('일괄 발령 Excel 파일'), new File(['a'], '명단.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(screen.getByText('Excel(.xlsx) 파일만 올릴 수 있습니다.')).toBeTruthy();
    const send = screen.getByRole('button', { name: '올려서 등록' });
    expect(send.hasAttribute('disabled') || send.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });

  it('lists the refused rows in a table, then shows the created batch', async () => {
    const refusal = Object.assign(new Error('2개 행에 오류가 있어 아무것도 등록하지 않았습니다.'), {
      details: { rows: [{ row: 4, field: '발령 조직', message: "'없는팀' 조직을 찾을 수 없습니다." }, { row: 2, field: '사번', message: '사번 Z999인 직원이 없습니다.' }] },
    });
    upload.mockRejectedValueOnce(refusal);
    renderDialog();
    await userEvent.upload(screen.getByLabelText('일괄 발령 Excel 파일'), sheet());
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '올려서 등록' }));
    const table = await screen.findByRole('table', { name: '행별 오류' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['2사번사번 Z999인 직원이 없습니다.', "4발령 조직'없는팀' 조직을 찾을 수 없습니다."]);
    expect(upload.mock.calls[0]![0]).toMatchObject({ submit: false });

    upload.mockResolvedValueOnce({ batch: { id: 'b1', number: '2026-발령-003', filename: '정기승진.xlsx', count: 12, submitted: false, created_by_label: 'HR', created_at: '' }, data: [] });
    await userEvent.click(screen.getByRole('button', { name: '올려서 등록' }));
    expect(await screen.findByText('일괄 발령 2026-발령-003')).toBeTruthy();
    expect(screen.getByText(/12건을 작성중으로 저장했습니다/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '발령 공고 PDF' })).toBeTruthy();
  });
});
