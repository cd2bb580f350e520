import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataCard, DataTable, type DataColumn } from './data-table';

type Person = { id: string; name: string; count: number };
const people: Person[] = [
  { id: 'a', name: '김민수', count: 3 },
  { id: 'b', name: '이서연', count: 12 },
];
const columns: DataColumn<Person>[] = [
  { header: '이름', pinned: true, cell: (p) => p.name },
  { header: '건수', numeric: true, cell: (p) => `${p.count}건` },
];

describe('DataTable', () => {
  it('renders the columns, a row per item and an actions column named 작업', () => {
    render(<DataTable label="사람 목록" rows={people} rowKey={(p) => p.id} columns={columns} actions={(p) => <button type="button">{`${p.name} 삭제`}</button>} />);
    const table = screen.getByRole('table', { name: '사람 목록' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['이름', '건수', '작업']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['김민수', '3건', '김민수 삭제'],
      ['이서연', '12건', '이서연 삭제'],
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveClass('text-right');
  });

  it('opens a row on click, but a click on its actions stays there', async () => {
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    render(
      <DataTable
        rows={people}
        rowKey={(p) => p.id}
        columns={columns}
        onRowClick={onRowClick}
        actions={(p) => (
          <button type="button" onClick={() => onDelete(p.id)}>
            삭제
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByText('이서연'));
    expect(onRowClick).toHaveBeenCalledWith(people[1]);
    await userEvent.click(screen.getAllByRole('button', { name: '삭제' })[0]!);
    expect(onDelete).toHaveBeenCalledWith('a');
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('shows the loading rows, then the empty state when there is nothing', () => {
    const { rerender } = render(<DataTable label="사람 목록" rows={[]} rowKey={(p: Person) => p.id} columns={columns} loading empty={<p>아무도 없습니다</p>} />);
    expect(screen.getByLabelText('불러오는 중')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable label="사람 목록" rows={[]} rowKey={(p: Person) => p.id} columns={columns} empty={<p>아무도 없습니다</p>} />);
    expect(screen.getByText('아무도 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds a list of cards for phones, named like the table', () => {
    render(
      <DataTable
        label="사람 목록"
        rows={people}
        rowKey={(p) => p.id}
        columns={columns}
        cardLabel={(p) => p.name}
        card={(p) => <DataCard title={p.name} fields={[['건수', `${p.count}건`]]} footer={<button type="button">열기</button>} />}
      />,
    );
    const list = screen.getByRole('list', { name: '사람 목록' });
    const card = within(list).getByRole('listitem', { name: '이서연' });
    expect(within(card).getByRole('term')).toHaveTextContent('건수');
    expect(within(card).getByRole('definition')).toHaveTextContent('12건');
    expect(within(card).getByRole('button', { name: '열기' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '사람 목록' }).parentElement).toHaveClass('hidden', 'md:block');
  });
});
