import { instanceStatuses, type InstanceStatus, type InstanceSummary } from '@saram/shared/onboarding';
import { useQueries, useQuery } from '@tanstack/react-query';
import { BellRing, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchChange } from '../../lib/use-search-change';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatDate, orDash } from '../../lib/format';
import { useCan } from '../../lib/use-can';
import { FilterSelect } from '../../components/list/filter-select';
import { ListPagination } from '../../components/list/list-pagination';
import { pageSizes, type PageSize } from '../../components/list/page-sizes';
import { flattenCorporations, flattenUnits, unitOptions } from '../../lib/org-filters';
import { SearchBox } from '../../components/list/search-box';
import { StatusTabs } from '../../components/list/status-tabs';
import { useIsDesktop } from '../../lib/use-is-desktop';
import { corporationsQueryOptions, treeQueryOptions } from '../organization/api';
import { instancesQuery } from './api';
import { CompanyEmailPreferencesDialog } from './email-preferences-dialog';
import { DDayText, OnboardingStateBadge, ProgressBar } from './onboarding-badges';
import { dDay, summaryState } from './onboarding-logic';

type StatusFilter = 'ALL' | InstanceStatus;
const statusTabs: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'in_progress', label: '진행 중' },
  { value: 'completed', label: '수습 완료' },
  { value: 'rejected', label: '수습 불합격' },
];

/** The list's filters from the URL (so that links and the back button keep them). */
export type ListParams = { status: StatusFilter; page: number; limit: PageSize; unit_id?: string; search?: string };

export function parseListParams(params: URLSearchParams): ListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    status: (instanceStatuses as readonly string[]).includes(status ?? '') ? (status as InstanceStatus) : 'ALL',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: pageSizes.includes(limit as PageSize) ? (limit as PageSize) : 20,
    ...(params.get('unit') ? { unit_id: params.get('unit')! } : {}),
    ...(params.get('q') ? { search: params.get('q')! } : {}),
  };
}

function useUnitOptions() {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const options = useMemo(
    () => unitOptions(flattenUnits(tree.data?.data ?? []), flattenCorporations(corporations.data)),
    [tree.data, corporations.data],
  );
  return { options, loading: tree.isPending };
}

const personName = (row: InstanceSummary) => `${row.employee.name} (${row.employee.employee_no})`;

function Row({ row, onOpen }: { row: InstanceSummary; onOpen: () => void }) {
  const running = row.status === 'in_progress';
  return (
    <TableRow onClick={onOpen}>
      <TableCell>
        <a
          href={`/new-employees/${row.employee.id}`}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onOpen();
          }}
          className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {row.employee.name}
        </a>{' '}
        <span className="text-gray-500 tabular-nums">({row.employee.employee_no})</span>
      </TableCell>
      <TableCell>{orDash(row.employee.unit)}</TableCell>
      <TableCell>{orDash(row.employee.employment_type)}</TableCell>
      <TableCell className="tabular-nums">{formatDate(row.employee.hire_date)}</TableCell>
      <TableCell className="tabular-nums">{formatDate(row.employee.probation_end_date)}</TableCell>
      <TableCell numeric>
        <DDayText value={dDay(row.employee.days_left, running)} />
      </TableCell>
      <TableCell className="w-44">
        <ProgressBar progress={row.progress} />
      </TableCell>
      <TableCell>
        <OnboardingStateBadge state={summaryState(row)} />
      </TableCell>
    </TableRow>
  );
}

function Card({ row, onOpen }: { row: InstanceSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-xl border border-gray-200 bg-white p-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{personName(row)}</p>
            <p className="mt-0.5 text-[13px] text-gray-600">{[row.employee.unit, row.employee.employment_type].filter(Boolean).join(' · ') || '—'}</p>
          </div>
          <OnboardingStateBadge state={summaryState(row)} />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]">
          <dt className="text-gray-500">입사일</dt>
          <dd className="tabular-nums">{formatDate(row.employee.hire_date)}</dd>
          <dt className="text-gray-500">수습 종료일</dt>
          <dd className="tabular-nums">
            {formatDate(row.employee.probation_end_date)}
            {dDay(row.employee.days_left, row.status === 'in_progress') && <DDayText value={dDay(row.employee.days_left, row.status === 'in_progress')} className="ml-2" />}
          </dd>
        </dl>
        <ProgressBar progress={row.progress} className="mt-3" />
      </button>
    </li>
  );
}

function LoadingRows() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="불러오는 중">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** /new-employees (수습 평가 대상자): new hires on probation and how far their onboarding checklist is. */
export function NewEmployeesPage() {
  const { params, setParams, change } = useSearchChange();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const canWrite = useCan('checklists:write');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const query = parseListParams(params);
  const list = useQuery(instancesQuery(query));
  const units = useUnitOptions();
  // Counts per tab: one small call each (limit 1 answers the total).
  const counts = useQueries({
    queries: statusTabs.map((tab) => ({
      ...instancesQuery({ status: tab.value, limit: 1, ...(query.unit_id ? { unit_id: query.unit_id } : {}), ...(query.search ? { search: query.search } : {}) }),
      select: (page: { total: number }) => page.total,
    })),
  });

  const open = (row: InstanceSummary) => navigate(`/new-employees/${row.employee.id}`);
  const filtered = Boolean(query.unit_id || query.search || query.status !== 'ALL');
  const rows = list.data?.data ?? [];

  return (
    <div>
      <PageHeader
        title="수습 평가 대상자"
        description="수습 기간 중인 신규 입사자의 온보딩 체크리스트 진행 상황과 수습 종료일을 봅니다."
        actions={
          canWrite && (
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <BellRing aria-hidden="true" />
              알림 설정
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <StatusTabs
          tabs={statusTabs.map((tab, index) => ({ ...tab, count: counts[index]?.data }))}
          value={query.status}
          onChange={(status) => change({ status: status === 'ALL' ? undefined : status })}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <SearchBox label="수습 평가 대상자 검색" placeholder="이름·사번 검색" value={query.search} onSearch={(search) => change({ q: search })} />
          </div>
          <FilterSelect label="소속" value={query.unit_id} options={units.options} onChange={(unit) => change({ unit })} disabled={units.loading} className="sm:w-64" />
        </div>
      </div>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <QueryErrorState error={list.error} title="수습 평가 대상자를 불러오지 못했습니다" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          {filtered ? (
            <EmptyState
              icon={UserPlus}
              title="조건에 맞는 수습 평가 대상자가 없습니다"
              description="검색어나 소속, 상태를 바꿔 보세요."
              action={
                <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  필터 초기화
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={UserPlus}
              title="온보딩 체크리스트가 있는 신규 입사자가 없습니다"
              description="직원을 등록하면 배정 규칙에 맞는 체크리스트가 시작되어 여기에 표시됩니다."
            />
          )}
        </div>
      ) : desktop ? (
        <Table aria-label="수습 평가 대상자 목록" containerClassName={cn(list.isPlaceholderData && 'opacity-60')}>
          <TableHeader>
            <TableRow>
              <TableHead>이름 (사번)</TableHead>
              <TableHead>소속</TableHead>
              <TableHead>고용 형태</TableHead>
              <TableHead>입사일</TableHead>
              <TableHead>수습 종료일</TableHead>
              <TableHead numeric>남은 일수</TableHead>
              <TableHead>체크리스트 진행률</TableHead>
              <TableHead>상태</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <Row key={row.id} row={row} onOpen={() => open(row)} />
            ))}
          </TableBody>
        </Table>
      ) : (
        <ul aria-label="수습 평가 대상자 목록" className={cn('space-y-2', list.isPlaceholderData && 'opacity-60')}>
          {rows.map((row) => (
            <Card key={row.id} row={row} onOpen={() => open(row)} />
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
      {settingsOpen && <CompanyEmailPreferencesDialog onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
