import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { onDemand } from '../../../lib/on-demand';
import type { ListColumn, ListSortKey } from './columns';

export type TableSort = { sortBy: string; sortOrder: 'asc' | 'desc' };

export type EmployeeTableProps = {
  label: string;
  columns: readonly ListColumn[];
  rows: readonly EmployeeListItem[];
  sort: TableSort;
  onSort: (key: ListSortKey) => void;
  /** First load: skeleton rows. */
  loading: boolean;
  /** A new page is on its way while the old one shows. */
  refreshing?: boolean | undefined;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
};

const rowHeight = 44;
const skeletonRows = 8;
/** Pages up to this many rows render whole; longer ones (100, 200) render the rows in view. */
const wholePageRows = 50;

const virtualBody = onDemand(() => import('./virtual-body'));

export const employeeHref = (row: Pick<EmployeeListItem, 'id'>) => `/employees/${row.id}`;

function SortHeader({ column, sort, onSort }: { column: ListColumn; sort: TableSort; onSort: (key: ListSortKey) => void }) {
  const { sortKey } = column;
  if (!sortKey) return column.label;
  const active = sort.sortBy === sortKey;
  const Icon = !active ? ChevronsUpDown : sort.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className={cn(
        '-mx-1.5 inline-flex h-7 items-center gap-1 rounded-md px-1.5 hover:bg-gray-200/70 hover:text-gray-900',
        'focus-visible:outline-2 focus-visible:outline-brand-500',
        active && 'text-gray-900',
        column.numeric && 'flex-row-reverse',
      )}
    >
      {column.label}
      <Icon className={cn('size-3.5', active ? 'text-brand-600' : 'text-gray-400')} aria-hidden="true" />
    </button>
  );
}

function Cell({ column, row }: { column: ListColumn; row: EmployeeListItem }) {
  if (column.fixed) {
    return (
      <Link
        to={employeeHref(row)}
        className="block truncate font-semibold text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        // The row opens the record too; the link is for the keyboard and new tabs.
        onClick={(event) => event.stopPropagation()}
        title={row.nameEng ? `${row.nameKor} (${row.nameEng})` : undefined}
      >
        {row.nameKor}
      </Link>
    );
  }
  if (column.cell) return column.cell(row);
  const text = column.text(row);
  if (!text) return <span className="text-gray-400">-</span>;
  return (
    <span className="block truncate" title={text}>
      {text}
    </span>
  );
}

/**
 * The employee table (design.md): sticky header, row hover, a row click opens the record, sortable
 * headers, the first column pinned while the table scrolls sideways (phones). On pages past 50 rows
 * only the rows in view are in the DOM (virtual-body.tsx), so 200 rows a page stay smooth.
 */
export function EmployeeTable({ label, columns, rows, sort, onSort, loading, refreshing, empty }: EmployeeTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const showEmpty = !loading && rows.length === 0;
  const renderRow = (index: number) => {
    const row = rows[index]!;
    return (
      <TableRow
        key={row.id}
        aria-rowindex={index + 2}
        data-testid="employee-row"
        onClick={() => {
          // Selecting text in a row is not a click on it.
          if (window.getSelection()?.toString()) return;
          void navigate(employeeHref(row));
        }}
        style={{ height: rowHeight }}
      >
        {columns.map((column) => (
          <TableCell
            key={column.id}
            pinned={column.fixed}
            numeric={column.numeric}
            className={cn('max-w-0', column.fixed && 'border-r border-r-gray-100 sm:border-r-0')}
          >
            <Cell column={column} row={row} />
          </TableCell>
        ))}
      </TableRow>
    );
  };
  const firstRows = rows.slice(0, wholePageRows).map((_, index) => renderRow(index));
  const virtual = virtualBody.useLoaded(rows.length > wholePageRows);

  return (
    <div
      ref={scrollRef}
      className={cn(
        'relative w-full overflow-auto overscroll-x-contain rounded-xl border border-gray-200 bg-white',
        'max-h-[max(420px,calc(100dvh-330px))]',
      )}
      data-testid="employee-table"
    >
      <table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading || refreshing || undefined}
        className={cn('w-full table-fixed border-separate border-spacing-0 text-dense transition-opacity', refreshing && 'opacity-60')}
        style={{ minWidth: totalWidth }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <TableHeader>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <TableHead
                key={column.id}
                pinned={column.fixed}
                numeric={column.numeric}
                aria-sort={column.sortKey && sort.sortBy === column.sortKey ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                className={cn(column.fixed && 'border-r border-r-gray-200 sm:border-r-0')}
              >
                <SortHeader column={column} sort={sort} onSort={onSort} />
              </TableHead>
            ))}
          </tr>
        </TableHeader>
        <tbody>
          {loading &&
            rows.length === 0 &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i}>
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton className="h-4 w-3/4" />
                  </TableCell>
                ))}
              </tr>
            ))}
          {rows.length > wholePageRows ? (
            virtual ? (
              <virtual.VirtualBody count={rows.length} rowHeight={rowHeight} scrollRef={scrollRef} renderRow={renderRow} />
            ) : (
              firstRows
            )
          ) : (
            firstRows
          )}
        </tbody>
      </table>
      {/* Pinned to the visible width, whatever the table's own width. */}
      {showEmpty && <div className="sticky left-0 w-full">{empty}</div>}
    </div>
  );
}
