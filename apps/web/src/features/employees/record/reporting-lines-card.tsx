import { managerSourceLabels, reportingLineLabels } from '@saram/shared/organization/organization-reporting';
import type { PlacementLines, ReportingPerson } from '@saram/shared/organization/organization-reporting.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/overlays/alert-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/auth/use-can';
import { showError, showSuccess } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api/form-errors';
import { reportingLinesQueryOptions, useChangeReportingLine } from './reporting-lines-api';
import { SectionCard } from './section-view';
import type { LineDialogMode } from './reporting-line-dialog';

// The picker (search combobox) loads with the first edit, not with the record.
const ReportingLineDialog = lazy(() => import('./reporting-line-dialog').then((m) => ({ default: m.ReportingLineDialog })));

function PersonLink({ person }: { person: ReportingPerson }) {
  return (
    <Link to={`/employees/${person.id}`} className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
      {person.name}
      <span className="ml-1 text-xs font-normal text-gray-600 tabular-nums">{person.employeeNo}</span>
    </Link>
  );
}

function Placement({ employeeId, placement, canEdit }: { employeeId: string; placement: PlacementLines; canEdit: boolean }) {
  const [dialog, setDialog] = useState<LineDialogMode | null>(null);
  const [removing, setRemoving] = useState<ReportingPerson | null>(null);
  const change = useChangeReportingLine(employeeId);
  const { manager } = placement;
  const remove = (person: ReportingPerson) =>
    change.mutate(
      { kind: 'removeDotted', unitId: placement.unitId, managerId: person.id },
      {
        onSuccess: () => showSuccess(`${person.name} 님을 점선 보고에서 뺐습니다.`),
        onError: (error) => showError('점선 보고를 삭제하지 못했습니다', errorMessage(error)),
        onSettled: () => setRemoving(null),
      },
    );
  return (
    <li className="py-3.5 first:pt-0 last:pb-0">
      <div className="flex items-center gap-2">
        <span className="min-w-0 truncate text-sm font-semibold text-gray-900">{placement.unitName}</span>
        <Badge tone={placement.isPrimary ? 'brand' : 'neutral'}>{placement.isPrimary ? '주 소속' : '겸직'}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-[13px] text-gray-600">{reportingLineLabels.manager}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-900">
            {manager ? (
              <>
                <PersonLink person={manager} />
                <Badge tone={manager.source === 'explicit' ? 'info' : 'neutral'}>{managerSourceLabels[manager.source]}</Badge>
              </>
            ) : (
              <span className="text-gray-600">없음</span>
            )}
            {canEdit && (
              <Button variant="ghost" size="sm" onClick={() => setDialog('manager')} aria-label={`${placement.unitName} 관리자 변경`}>
                변경
              </Button>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[13px] text-gray-600">{reportingLineLabels.dottedLines}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-900">
            {placement.dottedLines.length === 0 && <span className="text-gray-600">없음</span>}
            {placement.dottedLines.map((person) => (
              <span key={person.id} className="inline-flex items-center gap-0.5">
                <PersonLink person={person} />
                {canEdit && (
                  <Button variant="ghost" size="icon" className="size-7" aria-label={`${person.name} 점선 보고 삭제`} onClick={() => setRemoving(person)}>
                    <X aria-hidden="true" />
                  </Button>
                )}
              </span>
            ))}
            {canEdit && (
              <Button variant="ghost" size="sm" onClick={() => setDialog('dotted')} aria-label={`${placement.unitName} 점선 보고 추가`}>
                <Plus aria-hidden="true" />
                추가
              </Button>
            )}
          </dd>
        </div>
      </dl>
      {dialog && (
        <Suspense fallback={null}>
          <ReportingLineDialog employeeId={employeeId} placement={placement} mode={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="점선 보고 삭제"
        description={`${removing?.name ?? ''} 님을 ${placement.unitName} 소속의 점선 보고에서 뺍니다.`}
        confirmLabel="삭제"
        destructive
        pending={change.isPending}
        onConfirm={() => removing && remove(removing)}
      />
    </li>
  );
}

/** 보고 라인 on the record: per placement (주 소속, 겸직), the manager and dotted-line managers; HR edits. */
export function ReportingLinesCard({ employeeId }: { employeeId: string }) {
  const query = useQuery(reportingLinesQueryOptions(employeeId));
  const canEdit = useCan('organization:write');
  return (
    <SectionCard title={reportingLineLabels.title} description="관리자를 따로 지정하지 않으면 소속 조직의 조직장(조직장 본인은 상위 조직의 조직장)입니다.">
      {query.isPending ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : query.isError ? (
        <QueryErrorState error={query.error} title="보고 라인을 불러오지 못했습니다" onRetry={() => query.refetch()} />
      ) : query.data.placements.length === 0 ? (
        <p className="text-sm text-gray-600">조직에 배치되지 않아 보고 라인이 없습니다.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {query.data.placements.map((placement) => (
            <Placement key={placement.unitId} employeeId={employeeId} placement={placement} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
