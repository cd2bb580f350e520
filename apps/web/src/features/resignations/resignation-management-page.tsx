import { resignationTypeGroup, type Resignation } from '@saram/shared/resignations';
import { useQueries, useQuery } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateFilter } from '../../components/list/date-filter';
import { FilterSelect } from '../../components/list/filter-select';
import { ListPagination } from '../../components/list/list-pagination';
import { SearchBox } from '../../components/list/search-box';
import { StatusTabs } from '../../components/list/status-tabs';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatDate, orDash } from '../../lib/format';
import { useIsDesktop } from '../../lib/use-is-desktop';
import { useCommonTypeOptions } from '../common-types/api';
import { useUnitFilterOptions } from '../organization/api';
import { resignationListQuery } from './api';
import { ResignationDetailDialog } from './resignation-detail-dialog';
import { isFiltered, parseManagementParams, statusTabs } from './resignation-logic';
import { ResignationStatusBadge } from './resignation-parts';

const personOf = (r: Resignation) => `${r.employee.name} (${r.employee.employee_no})`;

function Row({ row, onOpen }: { row: Resignation; onOpen: () => void }) {
  return (
    <TableRow onClick={onOpen}>
      <TableCell>
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {row.employee.name}
        </button>{' '}
        <span className="text-gray-500 tabular-nums">({row.employee.employee_no})</span>
      </TableCell>
      <TableCell>{orDash(row.employee.unit)}</TableCell>
      <TableCell>{row.resignationType}</TableCell>
      <TableCell className="tabular-nums">{formatDate(row.resignationDate)}</TableCell>
      <TableCell className="tabular-nums">{formatDate(row.lastWorkingDate)}</TableCell>
      <TableCell>{row.requested_by_label}</TableCell>
      <TableCell>
        <ResignationStatusBadge status={row.status} />
      </TableCell>
    </TableRow>
  );
}

function Card({ row, onOpen }: { row: Resignation; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-xl border border-gray-200 bg-white p-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{personOf(row)}</p>
            <p className="mt-0.5 text-[13px] text-gray-600">{[row.employee.unit, row.resignationType].filter(Boolean).join(' · ')}</p>
          </div>
          <ResignationStatusBadge status={row.status} />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]">
          <dt className="text-gray-500">제출일</dt>
          <dd className="tabular-nums">{formatDate(row.resignationDate)}</dd>
          <dt className="text-gray-500">최종 근무일</dt>
          <dd className="tabular-nums">{formatDate(row.lastWorkingDate)}</dd>
        </dl>
      </button>
    </li>
  );
}

/** /resignation-management (사직서 관리): every request in HR's scope, pending first; approve or reject with a comment. */
export function ResignationManagementPage() {
  const [params, setParams] = useSearchParams();
  const desktop = useIsDesktop();
  const query = parseManagementParams(params);
  const list = useQuery(resignationListQuery(query));
  const units = useUnitFilterOptions();
  const typeOptions = useCommonTypeOptions(resignationTypeGroup);
  const [openId, setOpenId] = useState<string | null>(null);
  const { status: _status, page: _page, limit: _limit, ...narrowing } = query;
  const counts = useQueries({
    queries: statusTabs.map((tab) => ({ ...resignationListQuery({ ...narrowing, status: tab.value, limit: 1 }), select: (page: { total: number }) => page.total })),
  });

  const change = (next: Record<string, string | undefined>, resetPage = true) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') copy.delete(key);
          else copy.set(key, value);
        }
        if (resetPage && !('page' in next)) copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  };
  const rows = list.data?.data ?? [];
  const opened = rows.find((r) => r.id === openId) ?? null;

  return (
    <div>
      <PageHeader title="사직서 관리" description="제출된 사직서를 검토해 승인하거나 반려하고, 처리 이력을 확인합니다. 승인 대기 건이 먼저 나옵니다." />
      <div className="mb-4 flex flex-col gap-3">
        <StatusTabs tabs={statusTabs} value={query.status} counts={counts.map((c) => c.data)} onChange={(status) => change({ status: status === 'ALL' ? undefined : status })} />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(0,1fr))] lg:items-end">
          <div className="col-span-2 lg:col-span-1">
            <SearchBox label="사직서 검색" placeholder="이름·사번 검색" value={query.search} onSearch={(search) => change({ q: search })} />
          </div>
          <FilterSelect label="소속" value={query.unit_id} options={units.options} onChange={(unit) => change({ unit })} disabled={units.loading} className="col-span-2 sm:col-span-1" />
          <FilterSelect label="퇴직 유형" value={query.resignationType} options={typeOptions} onChange={(type) => change({ type })} className="col-span-2 sm:col-span-1" />
          <DateFilter label="최종 근무일 시작" value={query.from} max={query.to} onChange={(from) => change({ from })} />
          <DateFilter label="최종 근무일 끝" value={query.to} min={query.from} onChange={(to) => change({ to })} />
        </div>
      </div>

      {list.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="불러오는 중">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <QueryErrorState error={list.error} title="사직서를 불러오지 못했습니다" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          {isFiltered(query) ? (
            <EmptyState
              icon={FileSignature}
              title="조건에 맞는 사직서가 없습니다"
              description="검색어나 소속, 상태, 기간을 바꿔 보세요."
              action={
                <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  필터 초기화
                </Button>
              }
            />
          ) : (
            <EmptyState icon={FileSignature} title="제출된 사직서가 없습니다" description="직원이 사직서를 제출하면 여기에 표시됩니다." />
          )}
        </div>
      ) : desktop ? (
        <Table aria-label="사직서 목록" containerClassName={cn(list.isPlaceholderData && 'opacity-60')}>
          <TableHeader>
            <TableRow>
              <TableHead>이름 (사번)</TableHead>
              <TableHead>소속</TableHead>
              <TableHead>퇴직 유형</TableHead>
              <TableHead>제출일</TableHead>
              <TableHead>최종 근무일</TableHead>
              <TableHead>신청자</TableHead>
              <TableHead>상태</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <Row key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
            ))}
          </TableBody>
        </Table>
      ) : (
        <ul aria-label="사직서 목록" className={cn('space-y-2', list.isPlaceholderData && 'opacity-60')}>
          {rows.map((row) => (
            <Card key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
          ))}
        </ul>
      )}
      {list.data && list.data.total > 0 && (
        <ListPagination
          page={query.page}
          pageSize={query.limit}
          total={list.data.total}
          hasNext={list.data.hasNext}
          onPage={(page) => change({ page: page === 1 ? undefined : String(page) }, false)}
          onPageSize={(size) => change({ limit: size === 20 ? undefined : String(size) })}
        />
      )}
      {opened && <ResignationDetailDialog resignation={opened} onClose={() => setOpenId(null)} />}
    </div>
  );
}
