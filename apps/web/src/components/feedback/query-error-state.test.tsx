import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { classifyResponse, networkError } from '../../lib/api/api-error';
import { QueryErrorState } from './query-error-state';

const failure = (status: number, message = '서버 메시지') => classifyResponse({ status, body: { message, code: 'X' } });

function renderState(error: unknown) {
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <QueryErrorState error={error} title="조직도를 불러오지 못했습니다" onRetry={onRetry} />
    </MemoryRouter>,
  );
  return onRetry;
}

describe('QueryErrorState', () => {
  it('shows 권한 없음 for a 403, never a retry suggestion', () => {
    renderState(failure(403, '이 작업을 할 권한이 없습니다.'));
    expect(screen.getByRole('heading', { name: '접근 권한 없음' })).toBeInTheDocument();
    expect(screen.queryByText('조직도를 불러오지 못했습니다')).not.toBeInTheDocument();
    expect(screen.queryByText(/다시 시도/)).not.toBeInTheDocument();
  });

  it('suggests retrying only when it can help (network, 5xx)', () => {
    renderState(networkError());
    expect(screen.getByText('조직도를 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it("shows the server's message for other refusals, without a retry", () => {
    renderState(failure(404, '조직을 찾을 수 없습니다.'));
    expect(screen.getByText('조직을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/다시 시도/)).not.toBeInTheDocument();
  });
});
