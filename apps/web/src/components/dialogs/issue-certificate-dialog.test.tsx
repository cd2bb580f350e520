import type { Certificate, IssueMine } from '@saram/shared/certificates/certificates.schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IssueCertificateDialog } from './issue-certificate-dialog';

type Issue = UseMutationResult<Certificate, Error, IssueMine>;
const issueWith = (state: Partial<Issue> = {}) => ({ mutate: vi.fn(), isPending: false, error: null, data: undefined, ...state }) as unknown as Issue;

const certificate: Certificate = {
  id: 'c1',
  kind: 'career',
  number: '2026-000007',
  issuedOn: '2026-11-24',
  name: '홍길동',
  corporation: '사람주식회사',
  representative: '김대표',
  lines: [{ item: 'period', label: '재직기간', value: '2020.03.02 ~ 현재' }],
  purpose: '',
  employeeId: 'e1',
  employeeNo: 'C001',
  code: 'ABCD-EFGH',
  requestedBy: 'self',
  issuedBy: 'worker',
  issuedAt: '2026-11-24T03:00:00.000Z',
};

describe('IssueCertificateDialog', () => {
  it('sends the kind, the chosen items in the printed order and the trimmed purpose', async () => {
    const issue = issueWith();
    render(<IssueCertificateDialog title="증명서 발급" issue={issue} onDownload={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '증명서 발급' });
    expect(within(dialog).getByRole('radio', { name: '재직증명서' })).toBeChecked();
    for (const label of ['생년월일', '소속', '직위', '재직기간']) expect(within(dialog).getByRole('checkbox', { name: label })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '주소' })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: '경력증명서' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '담당업무' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '생년월일' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '주소' }));
    await userEvent.type(within(dialog).getByLabelText(/용도/), '  은행 제출 ');
    await userEvent.click(within(dialog).getByRole('button', { name: '발급' }));
    expect(issue.mutate).toHaveBeenCalledWith({ kind: 'career', items: ['address', 'placement', 'position', 'period', 'duties'], purpose: '은행 제출' });
  }, 30_000);

  it('offers a retired person only the 경력증명서', () => {
    render(<IssueCertificateDialog title="선우진 님의 증명서 발급" retired issue={issueWith()} onDownload={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('radio', { name: '재직증명서' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '경력증명서' })).toBeChecked();
    expect(screen.getByText('퇴직한 직원에게는 경력증명서만 발급됩니다.')).toBeInTheDocument();
  });

  it('shows the number and the code once issued, and downloads the PDF', async () => {
    const onDownload = vi.fn().mockResolvedValue('x.pdf');
    render(<IssueCertificateDialog title="증명서 발급" issue={issueWith({ data: certificate })} onDownload={onDownload} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '경력증명서를 발급했습니다' });
    expect(within(dialog).getByText('2026-000007')).toBeInTheDocument();
    expect(within(dialog).getByText('ABCD-EFGH')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /PDF 내려받기/ }));
    expect(onDownload).toHaveBeenCalledWith('c1');
  });
});
