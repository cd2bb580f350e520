import type { Resignation } from '@saram/shared/resignations/resignations.schemas';
import { useQuery } from '@tanstack/react-query';
import { FileX } from 'lucide-react';
import { useState } from 'react';
import { NoteDialog } from '../../components/dialogs/note-dialog';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuthStore } from '../../lib/auth/auth-store';
import { formatDate } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { resignationListQuery, useCancelResignation } from './api';
import { ResignationFacts, ResignationStatusBadge, ResignationTimeline } from './resignation-parts';
import { ResignationForm } from './resignation-form';
import { openRequestOf } from './resignation-logic';

/** A request with its facts, its timeline and, while pending, 신청 취소. */
function RequestCard({ resignation: r, current }: { resignation: Resignation; current: boolean }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelResignation();
  const title = current ? '제출한 사직서' : `${formatDate(r.resignationDate)} 제출`;
  return (
    <Card role="region" aria-label={title}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <div className="flex items-center gap-2">
          <ResignationStatusBadge status={r.status} />
          {r.can.cancel && (
            <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
              신청 취소
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ResignationFacts resignation={r} />
        <section aria-label="처리 이력">
          <h3 className="mb-3 text-sm font-semibold text-gray-900">처리 이력</h3>
          <ResignationTimeline id={r.id} />
        </section>
      </CardContent>
      {cancelling && (
        <NoteDialog
          title="사직서 신청 취소"
          description="취소하면 이 사직서는 더 이상 검토되지 않습니다. 필요하면 다시 제출할 수 있습니다."
          label="취소 사유"
          confirmLabel="신청 취소"
          pendingLabel="취소 중"
          destructive
          pending={cancel.isPending}
          error={cancel.error}
          onConfirm={(comment) =>
            cancel.mutate(
              { id: r.id, comment },
              {
                onSuccess: () => {
                  showSuccess('사직서 신청을 취소했습니다.');
                  setCancelling(false);
                },
              },
            )
          }
          onClose={() => {
            cancel.reset();
            setCancelling(false);
          }}
        />
      )}
    </Card>
  );
}

/** /resignation-request (사직서 제출): the signed-in person's own request, its status and timeline, and earlier ones. */
export function ResignationRequestPage() {
  const employeeId = useAuthStore((state) => state.user?.employeeId ?? null);
  const list = useQuery({ ...resignationListQuery({ employee_id: employeeId ?? '', limit: 50 }), enabled: Boolean(employeeId) });
  const header = <PageHeader title="사직서 제출" description="최종 근무일과 사유를 적어 사직서를 제출하고, 처리 상태를 확인합니다." />;

  if (!employeeId) {
    return (
      <div>
        {header}
        <EmptyState icon={FileX} title="연결된 직원 정보가 없습니다" description="사직서는 직원 정보가 연결된 계정으로만 제출할 수 있습니다. 인사 담당자에게 문의하세요." />
      </div>
    );
  }
  if (list.isPending) {
    return (
      <div>
        {header}
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div>
        {header}
        <QueryErrorState error={list.error} title="사직서를 불러오지 못했습니다" onRetry={() => void list.refetch()} />
      </div>
    );
  }
  const rows = list.data.data;
  const open = openRequestOf(rows);
  const earlier = rows.filter((r) => r !== open);
  return (
    <div className="space-y-6">
      {header}
      {open ? (
        <RequestCard resignation={open} current />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>사직서 작성</CardTitle>
          </CardHeader>
          <CardContent>
            <ResignationForm />
          </CardContent>
        </Card>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-requests" className="space-y-3">
          <h2 id="earlier-requests" className="text-base font-semibold text-gray-900">
            지난 사직서
          </h2>
          {earlier.map((r) => (
            <RequestCard key={r.id} resignation={r} current={false} />
          ))}
        </section>
      )}
    </div>
  );
}
