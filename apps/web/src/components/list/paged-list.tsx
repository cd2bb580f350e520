import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useIsDesktop } from '../../lib/use-is-desktop';
import { QueryErrorState } from '../feedback/query-error-state';
import { Table, TableBody, TableHeader, TableRow } from '../ui/table';
import { ListPagination } from './list-pagination';
import { LoadingRows } from './loading-rows';
import type { PageSize } from './page-sizes';

type Page<T> = { data: T[]; total: number; hasNext: boolean };

export type PagedListProps<T> = {
  /** The list's accessible name (the table's, or the cards' on phones). */
  label: string;
  list: UseQueryResult<Page<T>>;
  errorTitle: string;
  /** Shown (in a bordered box) when the page has no rows. */
  empty: ReactNode;
  /** The header cells (TableHead). */
  headers: ReactNode;
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
  page: number;
  pageSize: PageSize;
  /** The changes of the URL's page and limit (page 1 and 20 leave them out). */
  change: (next: Record<string, string | undefined>, resetPage?: boolean) => void;
  /** The paging's counter word (ListPagination): 명 unless the rows are records, 건. */
  counter?: '명' | '건';
};

/**
 * A server-paged list: placeholders while the first page loads, the error with 다시 시도, the empty
 * state, then a table (cards on phones) dimmed while the next page comes, and the paging below.
 */
export function PagedList<T>({ label, list, errorTitle, empty, headers, row, card, page, pageSize, change, counter }: PagedListProps<T>) {
  const desktop = useIsDesktop();
  const rows = list.data?.data ?? [];
  return (
    <>
      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <QueryErrorState error={list.error} title={errorTitle} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">{empty}</div>
      ) : desktop ? (
        <Table aria-label={label} aria-busy={list.isPlaceholderData || undefined} containerClassName={cn(list.isPlaceholderData && 'opacity-60')}>
          <TableHeader>
            <TableRow>{headers}</TableRow>
          </TableHeader>
          <TableBody>{rows.map(row)}</TableBody>
        </Table>
      ) : (
        <ul aria-label={label} aria-busy={list.isPlaceholderData || undefined} className={cn('space-y-2', list.isPlaceholderData && 'opacity-60')}>
          {rows.map(card)}
        </ul>
      )}
      {list.data && list.data.total > 0 && (
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={list.data.total}
          hasNext={list.data.hasNext}
          counter={counter}
          onPage={(next) => change({ page: next === 1 ? undefined : String(next) }, false)}
          onPageSize={(size) => change({ limit: size === 20 ? undefined : String(size) })}
        />
      )}
    </>
  );
}
