import type { ReactNode } from 'react';
import type { EmployeePage } from '../api';
import { ColumnChooser } from './column-chooser';
import { visibleColumns, type ListColumn, type ListSortKey } from './columns';
import { EmployeeTable, type TableSort } from './employee-table';
import { ListPagination } from '../../../components/list/list-pagination';
import type { PageSize } from './list-preferences';

export type ListViewProps = {
  label: string;
  columns: readonly ListColumn[];
  hiddenColumns: readonly string[];
  onHiddenColumns: (hidden: string[]) => void;
  /** undefined while the first page loads. */
  data: EmployeePage | undefined;
  loading: boolean;
  refreshing: boolean;
  sort: TableSort;
  onSort: (key: ListSortKey) => void;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  empty: ReactNode;
};

/** Count and column chooser, the table, then paging: the body both employee lists share. */
export function ListView(props: ListViewProps) {
  const { data, columns, hiddenColumns } = props;
  const total = data?.total ?? 0;
  return (
    <section aria-label={props.label}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-sm text-gray-700" aria-live="polite">
          {props.loading && !data ? '불러오는 중...' : <>총 <strong className="font-semibold text-gray-900 tabular-nums">{total.toLocaleString('ko-KR')}</strong>명</>}
        </p>
        <ColumnChooser columns={columns} hidden={hiddenColumns} onChange={props.onHiddenColumns} />
      </div>
      <EmployeeTable
        label={props.label}
        columns={visibleColumns(columns, hiddenColumns)}
        rows={data?.data ?? []}
        sort={props.sort}
        onSort={props.onSort}
        loading={props.loading}
        refreshing={props.refreshing}
        empty={props.empty}
      />
      {total > 0 && (
        <ListPagination
          page={props.page}
          pageSize={props.pageSize}
          total={total}
          hasNext={data?.hasNext ?? false}
          onPage={props.onPage}
          onPageSize={props.onPageSize}
        />
      )}
    </section>
  );
}
