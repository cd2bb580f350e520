import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './reject-dialog';

describe('RejectDialog', () => {
  it('asks for the reason and sends it trimmed', async () => {
    const onConfirm = vi.fn();
    render(<RejectDialog title="공고 반려" description="작성자에게 고칠 점을 알려주세요." pending={false} onConfirm={onConfirm} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '공고 반려' });
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(within(dialog).getByText('반려 사유를 입력해주세요.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/반려 사유/), '  마감일 누락  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(onConfirm).toHaveBeenCalledWith('마감일 누락');
  });

  it('names the reason after the action and keeps the limit given', async () => {
    render(
      <RejectDialog title="가입 요청 거절" description="사유를 남겨주세요." label="거절 사유" confirmLabel="거절" maxLength={500} pending={false} onConfirm={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: '가입 요청 거절' });
    await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(within(dialog).getByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/거절 사유/)).toHaveAttribute('maxlength', '500');
  });

  it('shows the error it is given and closes on 취소 unless pending', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<RejectDialog title="평가 반려" description="" pending={false} error={new Error('이미 처리되었습니다.')} onConfirm={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('이미 처리되었습니다.');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<RejectDialog title="평가 반려" description="" pending onConfirm={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
  });
});
