import { appointmentTypeLabels, changeSummary } from '@saram/shared/appointments/appointments';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { ListCard } from '../../components/list/list-card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/labels/format';
import { appointmentInboxQuery } from './api';
import { AppointmentDetailDialog } from './appointment-detail-dialog';
import { AppointmentStatusBadge } from './appointment-parts';

/** /appointment-approvals (발령 결재함): the appointments whose current step is the caller's, soonest effective date first. */
export function AppointmentInboxPage() {
  const inbox = useQuery(appointmentInboxQuery());
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = inbox.data?.data ?? [];
  const opened = rows.find((a) => a.id === openId) ?? null;

  return (
    <div>
      <PageHeader title="발령 결재함" description="내 결재 차례인 인사발령입니다. 내용을 확인하고 승인하거나 사유를 적어 반려합니다." />
      {inbox.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="결재함 불러오는 중">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : inbox.isError ? (
        <QueryErrorState error={inbox.error} title="결재함을 불러오지 못했습니다" icon={Inbox} onRetry={() => void inbox.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={Inbox} title="결재할 인사발령이 없습니다" description="내 차례가 된 인사발령이 여기에 표시됩니다." />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="결재 대기 인사발령">
          {rows.map((a) => (
            <ListCard
              key={a.id}
              title={`${a.employee.name} (${a.employee.employee_no})`}
              subtitle={[appointmentTypeLabels[a.type], changeSummary(a)]}
              badge={<AppointmentStatusBadge status={a.status} />}
              facts={[
                { label: '발령일', value: formatDate(a.effectiveDate) },
                { label: '상신자', value: a.requested_by_label },
              ]}
              onOpen={() => setOpenId(a.id)}
            />
          ))}
        </ul>
      )}
      {opened && <AppointmentDetailDialog appointment={opened} onClose={() => setOpenId(null)} />}
    </div>
  );
}
