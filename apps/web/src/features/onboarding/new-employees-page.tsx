import { NoMatchState } from '../../components/list/no-match-state';
import { instanceStatuses, type InstanceStatus } from '@saram/shared/onboarding/onboarding';
import type { InstanceSummary } from '@saram/shared/onboarding/onboarding.schemas';
import { useQueries, useQuery } from '@tanstack/react-query';
import { BellRing, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { formatDate, orDash } from '../../lib/labels/format';
import { useCan } from '../../lib/auth/use-can';
import { FilterSelect } from '../../components/list/filter-select';
import { pageSizes, type PageSize } from '../../components/list/page-sizes';
import { SearchBox } from '../../components/list/search-box';
import { ListCard } from '../../components/list/list-card';
import { PagedList } from '../../components/list/paged-list';
import { PersonCell } from '../../components/list/person-cell';
import { useSearchParamFilters } from '../../components/list/use-search-param-filters';
import { StatusTabs } from '../../components/list/status-tabs';
import { useUnitFilterOptions } from '../organization/api';
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

const personName = (row: InstanceSummary) => `${row.employee.name} (${row.employee.employee_no})`;

function Row({ row, onOpen }: { row: InstanceSummary; onOpen: () => void }) {
  const running = row.status === 'in_progress';
  return (
    <TableRow onClick={onOpen}>
      <PersonCell name={row.employee.name} employeeNo={row.employee.employee_no} href={`/new-employees/${row.employee.id}`} onOpen={onOpen} />
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
  const left = dDay(row.employee.days_left, row.status === 'in_progress');
  return (
    <ListCard
      title={personName(row)}
      subtitle={[row.employee.unit, row.employee.employment_type]}
      badge={<OnboardingStateBadge state={summaryState(row)} />}
      facts={[
        { label: '입사일', value: formatDate(row.employee.hire_date) },
        {
          label: '수습 종료일',
          value: (
            <>
              {formatDate(row.employee.probation_end_date)}
              {left && <DDayText value={left} className="ml-2" />}
            </>
          ),
        },
      ]}
      onOpen={onOpen}
    >
      <ProgressBar progress={row.progress} className="mt-3" />
    </ListCard>
  );
}

/** /new-employees (수습 평가 대상자): new hires on probation and how far their onboarding checklist is. */
export function NewEmployeesPage() {
  const { params, change, reset } = useSearchParamFilters();
  const navigate = useNavigate();
  const canWrite = useCan('checklists:write');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const query = parseListParams(params);
  const list = useQuery(instancesQuery(query));
  const units = useUnitFilterOptions();
  // Counts per tab: one small call each (limit 1 answers the total).
  const counts = useQueries({
    queries: statusTabs.map((tab) => ({
      ...instancesQuery({ status: tab.value, limit: 1, ...(query.unit_id ? { unit_id: query.unit_id } : {}), ...(query.search ? { search: query.search } : {}) }),
      select: (page: { total: number }) => page.total,
    })),
  });

  const open = (row: InstanceSummary) => navigate(`/new-employees/${row.employee.id}`);
  const filtered = Boolean(query.unit_id || query.search || query.status !== 'ALL');

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

      <PagedList
        label="수습 평가 대상자 목록"
        list={list}
        errorTitle="수습 평가 대상자를 불러오지 못했습니다"
        empty={
          filtered ? (
            <NoMatchState
              icon={UserPlus}
              title="조건에 맞는 수습 평가 대상자가 없습니다"
              description="검색어나 소속, 상태를 바꿔 보세요."
              onReset={reset}
            />
          ) : (
            <EmptyState
              icon={UserPlus}
              title="온보딩 체크리스트가 있는 신규 입사자가 없습니다"
              description="직원을 등록하면 배정 규칙에 맞는 체크리스트가 시작되어 여기에 표시됩니다."
            />
          )
        }
        headers={
          <>
            <TableHead>이름 (사번)</TableHead>
            <TableHead>소속</TableHead>
            <TableHead>고용 형태</TableHead>
            <TableHead>입사일</TableHead>
            <TableHead>수습 종료일</TableHead>
            <TableHead numeric>남은 일수</TableHead>
            <TableHead>체크리스트 진행률</TableHead>
            <TableHead>상태</TableHead>
          </>
        }
        row={(row) => <Row key={row.id} row={row} onOpen={() => open(row)} />}
        card={(row) => <Card key={row.id} row={row} onOpen={() => open(row)} />}
        page={query.page}
        pageSize={query.limit}
        change={change}
      />
      {settingsOpen && <CompanyEmailPreferencesDialog onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
