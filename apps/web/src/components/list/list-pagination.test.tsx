import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPagination } from './list-pagination';

const noop = () => {};

describe('ListPagination', () => {
  it('counts people in 명 and records in 건, with the range of the page', () => {
    const { rerender } = render(<ListPagination page={2} pageSize={20} total={312} hasNext onPage={noop} onPageSize={noop} />);
    expect(screen.getByText('21-40 / 312명')).toBeInTheDocument();
    expect(screen.getByText('2 / 16')).toBeInTheDocument();
    rerender(<ListPagination page={3} pageSize={20} total={41} hasNext={false} onPage={noop} onPageSize={noop} counter="건" />);
    expect(screen.getByText('41 / 41건')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });
});
