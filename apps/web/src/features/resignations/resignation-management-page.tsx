import { NoMatchState } from '../../components/list/no-match-state';
import { resignationTypeGroup } from '@saram/shared/resignations/resignations';
import type { Resignation } from '@saram/shared/resignations/resignations.schemas';
import { useQueries, useQuery } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { DateFilter } from '../../components/list/date-filter';
import { FilterSelect } from '../../components/list/filter-select';
import { SearchBox } from '../../components/list/search-box';
import { ListCard } from '../../components/list/list-card';
import { PagedList } from '../../components/list/paged-list';
import { PersonCell } from '../../components/list/person-cell';
import { useSearchParamFilters } from '../../components/list/use-search-param-filters';
import { StatusTabs } from '../../components/list/status-tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { formatDate, orDash } from '../../lib/labels/format';
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
      <PersonCell name={row.employee.name} employeeNo={row.employee.employee_no} onOpen={onOpen} />
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
    <ListCard
      title={personOf(row)}
      subtitle={[row.employee.unit, row.resignationType]}
      badge={<ResignationStatusBadge status={row.status} />}
      facts={[
        { label: '제출일', value: formatDate(row.resignationDate) },
        { label: '최종 근무일', value: formatDate(row.lastWorkingDate) },
      ]}
      onOpen={onOpen}
    />
  );
}

/** /resignation-management (사직서 관리): every request in HR's scope, pending first; approve or reject with a comment. */
export function ResignationManagementPage() {
  const { params, change, reset } = useSearchParamFilters();
  const query = parseManagementParams(params);
  const list = useQuery(resignationListQuery(query));
  const units = useUnitFilterOptions();
  const typeOptions = useCommonTypeOptions(resignationTypeGroup);
  const [openId, setOpenId] = useState<string | null>(null);
  const { status: _status, page: _page, limit: _limit, ...narrowing } = query;
  const counts = useQueries({
    queries: statusTabs.map((tab) => ({ ...resignationListQuery({ ...narrowing, status: tab.value, limit: 1 }), select: (page: { total: number }) => page.total })),
  });

  const opened = list.data?.data.find((r) => r.id === openId) ?? null;

  return (
    <div>
      <PageHeader title="사직서 관리" description="제출된 사직서를 검토해 승인하거나 반려하고, 처리 이력을 확인합니다. 승인 대기 건이 먼저 나옵니다." />
      <div className="mb-4 flex flex-col gap-3">
        <StatusTabs tabs={statusTabs.map((tab, index) => ({ ...tab, count: counts[index]?.data }))} value={query.status} onChange={(status) => change({ status: status === 'ALL' ? undefined : status })} />
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

      <PagedList
        counter="건"
        label="사직서 목록"
        list={list}
        errorTitle="사직서를 불러오지 못했습니다"
        empty={
          isFiltered(query) ? (
            <NoMatchState
              icon={FileSignature}
              title="조건에 맞는 사직서가 없습니다"
              description="검색어나 소속, 상태, 기간을 바꿔 보세요."
              onReset={reset}
            />
          ) : (
            <EmptyState icon={FileSignature} title="제출된 사직서가 없습니다" description="직원이 사직서를 제출하면 여기에 표시됩니다." />
          )
        }
        headers={
          <>
            <TableHead>이름 (사번)</TableHead>
            <TableHead>소속</TableHead>
            <TableHead>퇴직 유형</TableHead>
            <TableHead>제출일</TableHead>
            <TableHead>최종 근무일</TableHead>
            <TableHead>신청자</TableHead>
            <TableHead>상태</TableHead>
          </>
        }
        row={(row) => <Row key={row.id} row={row} onOpen={() => setOpenId(row.id)} />}
        card={(row) => <Card key={row.id} row={row} onOpen={() => setOpenId(row.id)} />}
        page={query.page}
        pageSize={query.limit}
        change={change}
      />
      {opened && <ResignationDetailDialog resignation={opened} onClose={() => setOpenId(null)} />}
    </div>
  );
}
