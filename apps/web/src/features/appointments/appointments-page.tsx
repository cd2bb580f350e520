import { appointmentTypeLabels, appointmentTypes, changeSummary } from '@saram/shared/appointments/appointments';
import type { Appointment } from '@saram/shared/appointments/appointments.schemas';
import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, Plus, Stamp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FilterSelect } from '../../components/list/filter-select';
import { ListCard } from '../../components/list/list-card';
import { NoMatchState } from '../../components/list/no-match-state';
import { PagedList } from '../../components/list/paged-list';
import { PersonCell } from '../../components/list/person-cell';
import { SearchBox } from '../../components/list/search-box';
import { StatusTabs } from '../../components/list/status-tabs';
import { useSearchParamFilters } from '../../components/list/use-search-param-filters';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { formatDate } from '../../lib/labels/format';
import { appointmentListQuery } from './api';
import { AppointmentDetailDialog } from './appointment-detail-dialog';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { parseListParams, statusTabs } from './appointment-logic';
import { AppointmentStatusBadge } from './appointment-parts';

const AppointmentBatchDialog = lazy(() => import('./appointment-batch-dialog').then((m) => ({ default: m.AppointmentBatchDialog })));

const typeOptions = appointmentTypes.map((t) => ({ value: t, label: appointmentTypeLabels[t] }));

function Row({ row, onOpen }: { row: Appointment; onOpen: () => void }) {
  return (
    <TableRow onClick={onOpen}>
      <PersonCell name={row.employee.name} employeeNo={row.employee.employee_no} onOpen={onOpen} />
      <TableCell>{appointmentTypeLabels[row.type]}</TableCell>
      <TableCell className="max-w-80 truncate" title={changeSummary(row)}>
        {changeSummary(row)}
      </TableCell>
      <TableCell className="tabular-nums">{formatDate(row.effectiveDate)}</TableCell>
      <TableCell>{row.requested_by_label}</TableCell>
      <TableCell>
        <AppointmentStatusBadge status={row.status} />
      </TableCell>
    </TableRow>
  );
}

function Card({ row, onOpen }: { row: Appointment; onOpen: () => void }) {
  return (
    <ListCard
      title={`${row.employee.name} (${row.employee.employee_no})`}
      subtitle={[appointmentTypeLabels[row.type], changeSummary(row)]}
      badge={<AppointmentStatusBadge status={row.status} />}
      facts={[{ label: '발령일', value: formatDate(row.effectiveDate) }]}
      onOpen={onOpen}
    />
  );
}

/** /appointments (인사발령 관리): every appointment in HR's scope, newest first; 발령 등록 opens the form. */
export function AppointmentsPage() {
  const { params, change, reset } = useSearchParamFilters();
  const query = parseListParams(params);
  const list = useQuery(appointmentListQuery(query));
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [batching, setBatching] = useState(false);
  const opened = list.data?.data.find((a) => a.id === openId) ?? null;
  const filtered = Boolean(query.search || query.type || query.status !== 'ALL');

  return (
    <div>
      <PageHeader
        title="인사발령 관리"
        description="승진, 전보, 휴직 같은 인사발령을 등록하고 결재 상태를 확인합니다. 승인된 발령은 발령일에 직원 정보에 적용됩니다."
        actions={
          <>
            <Button variant="outline" onClick={() => setBatching(true)}>
              <FileSpreadsheet aria-hidden="true" />
              엑셀 일괄 발령
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              발령 등록
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <StatusTabs tabs={statusTabs} value={query.status} onChange={(status) => change({ status: status === 'ALL' ? undefined : status })} />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,2fr)_minmax(0,1fr)] lg:items-end">
          <div className="col-span-2 lg:col-span-1">
            <SearchBox label="인사발령 검색" placeholder="이름·사번 검색" value={query.search} onSearch={(search) => change({ q: search })} />
          </div>
          <FilterSelect label="발령 유형" value={query.type} options={typeOptions} onChange={(type) => change({ type })} className="col-span-2 sm:col-span-1" />
        </div>
      </div>
      <PagedList
        counter="건"
        label="인사발령 목록"
        list={list}
        errorTitle="인사발령을 불러오지 못했습니다"
        empty={
          filtered ? (
            <NoMatchState icon={Stamp} title="조건에 맞는 인사발령이 없습니다" description="검색어나 유형, 상태를 바꿔 보세요." onReset={reset} />
          ) : (
            <EmptyState icon={Stamp} title="등록된 인사발령이 없습니다" description="발령 등록으로 첫 인사발령을 작성해 보세요." />
          )
        }
        headers={
          <>
            <TableHead>이름 (사번)</TableHead>
            <TableHead>유형</TableHead>
            <TableHead>발령 내용</TableHead>
            <TableHead>발령일</TableHead>
            <TableHead>상신자</TableHead>
            <TableHead>상태</TableHead>
          </>
        }
        row={(row) => <Row key={row.id} row={row} onOpen={() => setOpenId(row.id)} />}
        card={(row) => <Card key={row.id} row={row} onOpen={() => setOpenId(row.id)} />}
        page={query.page}
        pageSize={query.limit}
        change={change}
      />
      {opened && <AppointmentDetailDialog appointment={opened} onClose={() => setOpenId(null)} />}
      {creating && <AppointmentFormDialog onClose={() => setCreating(false)} />}
      {batching && (
        <Suspense fallback={null}>
          <AppointmentBatchDialog onClose={() => setBatching(false)} />
        </Suspense>
      )}
    </div>
  );
}
