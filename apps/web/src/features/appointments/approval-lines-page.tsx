import { appointmentTypeLabels } from '@saram/shared/appointments/appointments';
import type { ApprovalLine } from '@saram/shared/appointments/appointments.schemas';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Route, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { approvalLinesQuery, useRemoveLine } from './api';
import { ApprovalLineDialog } from './approval-line-dialog';

const stepsText = (line: ApprovalLine) => line.steps.map((s, i) => `${i + 1}. ${s.label}`).join(' → ');

/** /approval-lines (결재선 설정): one line per appointment type and corporation; without a corporation's own, the default applies. */
export function ApprovalLinesPage() {
  const lines = useQuery(approvalLinesQuery());
  const remove = useRemoveLine();
  const [editing, setEditing] = useState<ApprovalLine | 'new' | null>(null);
  const [removing, setRemoving] = useState<ApprovalLine | null>(null);
  const rows = lines.data?.data ?? [];

  return (
    <div>
      <PageHeader
        title="결재선 설정"
        description="인사발령 유형과 법인마다 순서대로 결재할 사람을 정합니다. 법인의 결재선이 없으면 모든 법인용 기본 결재선을 씁니다."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            결재선 추가
          </Button>
        }
      />
      {lines.isPending ? (
        <Skeleton className="h-32" />
      ) : lines.isError ? (
        <QueryErrorState error={lines.error} title="결재선을 불러오지 못했습니다" icon={Route} onRetry={() => void lines.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={Route} title="설정된 결재선이 없습니다" description="결재선이 없는 유형의 인사발령은 상신할 수 없습니다. 결재선 추가로 시작하세요." />
      ) : (
        <ul className="grid gap-3" aria-label="결재선 목록">
          {rows.map((line) => (
            <li key={line.id} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">
                  {appointmentTypeLabels[line.type]} 발령 · {line.corporation_name ?? '모든 법인 (기본)'}
                </p>
                <p className="text-sm break-words text-gray-700">{stepsText(line)}</p>
                <p className="text-xs text-gray-600 tabular-nums">
                  {line.updated_by_label} · {formatDateTime(line.updated_at)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(line)} aria-label={`${appointmentTypeLabels[line.type]} 결재선 수정`}>
                  <Pencil aria-hidden="true" />
                  수정
                </Button>
                <Button variant="outline" size="sm" onClick={() => setRemoving(line)} aria-label={`${appointmentTypeLabels[line.type]} 결재선 삭제`}>
                  <Trash2 aria-hidden="true" />
                  삭제
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <ApprovalLineDialog line={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          open
          title="결재선 삭제"
          description={`${appointmentTypeLabels[removing.type]} 발령 결재선(${removing.corporation_name ?? '모든 법인'})을 삭제합니다. 이미 상신된 발령의 결재는 그대로 진행됩니다.`}
          confirmLabel="삭제"
          destructive
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => (showSuccess('결재선을 삭제했습니다.'), setRemoving(null)) })}
          onOpenChange={(open) => !open && setRemoving(null)}
        />
      )}
    </div>
  );
}
