import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicantBoard } from './applicant-board';
import { applicantSummary } from '../recruitment-test-fixtures';

const applicants = [
  applicantSummary(),
  applicantSummary({ id: 'i1', name: '박면접', status: 'interview_1', next_statuses: ['interview_2', 'final_passed', 'failed'] }),
  applicantSummary({ id: 'f', name: '최불합', status: 'failed', next_statuses: [] }),
];

function renderBoard(canMove = true) {
  const onMove = vi.fn();
  const onRefused = vi.fn();
  render(<ApplicantBoard applicants={applicants} canMove={canMove} onMove={onMove} onRefused={onRefused} onOpen={vi.fn()} />);
  return { onMove, onRefused };
}

describe('ApplicantBoard', () => {
  it('shows a column per stage with its applicants', () => {
    renderBoard();
    const received = screen.getByRole('listitem', { name: /서류 접수/ });
    expect(within(received).getByText('김지원')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: /1차 면접/ })).getByText('박면접')).toBeInTheDocument();
  });

  it('단계 이동 offers only the allowed stages and moves there', async () => {
    const user = userEvent.setup();
    const { onMove } = renderBoard();
    await user.click(screen.getByRole('button', { name: '김지원 단계 이동' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['서류 합격', '불합격']);
    await user.click(screen.getByRole('menuitem', { name: '서류 합격' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ name: '김지원' }), 'document_passed');
  });

  it('offers 최종 합격 straight from 1차 면접, never 서류 접수 back', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('button', { name: '박면접 단계 이동' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['2차 면접', '최종 합격', '불합격']);
  });

  it('offers no move for a final stage or without the right to move', () => {
    renderBoard();
    expect(screen.queryByRole('button', { name: '최불합 단계 이동' })).not.toBeInTheDocument();
  });

  it('offers no move at all when moving is not allowed', () => {
    renderBoard(false);
    expect(screen.queryByRole('button', { name: /단계 이동/ })).not.toBeInTheDocument();
  });
});
