import { taskForcePriorityLabels } from '@saram/shared/organization/organization-task-forces';
import { useQuery } from '@tanstack/react-query';
import { Plus, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../../components/ui/overlays/sheet';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { reviewQueryOptions, taskForceQueryOptions, taskForcesQueryOptions } from '../../api';
import { formatDate } from '../../../../lib/labels/format';
import { useCanManageOrganization } from '../../use-can-manage';
import { TaskForceDetail } from './task-force-detail';
import { TaskForceFormDialog } from './task-force-form-dialog';
import { TaskForceStatusBadge } from './task-force-status-badge';

/**
 * TF 관리 tab: the list with status badges, what awaits my approval, create, the detail sheet.
 * `linked`: a task force to open on arrival (a search result's link), its row scrolled into view.
 */
export function TaskForcesTab({ linked = null }: { linked?: { id: string; key: string } | null }) {
  const canManage = useCanManageOrganization();
  const list = useQuery(taskForcesQueryOptions());
  const review = useQuery(reviewQueryOptions());
  const [openId, setOpenId] = useState<string | null>(linked?.id ?? null);
  const [linkedKey, setLinkedKey] = useState(linked?.key);
  if (linked && linked.key !== linkedKey) {
    setLinkedKey(linked.key);
    setOpenId(linked.id);
  }
  const [creating, setCreating] = useState(false);
  const waiting = new Set(review.data?.data.map((entry) => entry.taskForce.id) ?? []);
  // The list shows the first 100; a linked task force beyond them still has its name on the sheet.
  const opened = useQuery({ ...taskForceQueryOptions(openId ?? ''), enabled: openId !== null }).data;
  const table = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (linked && list.isSuccess) table.current?.querySelector(`[data-id="${CSS.escape(linked.id)}"]`)?.scrollIntoView({ block: 'center' });
  }, [linked?.key, list.isSuccess]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">
          {review.data && review.data.data.length > 0 ? `내 결재 차례인 TF ${review.data.data.length}건이 있습니다.` : 'TF를 만들고 결재선 순서대로 승인받습니다.'}
        </p>
        {canManage && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            TF 만들기
          </Button>
        )}
      </div>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="TF 목록 불러오는 중">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : !list.data || list.data.data.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="등록된 TF가 없습니다"
          description="프로젝트나 과제를 위한 TF를 만들어 보세요."
          action={canManage ? <Button onClick={() => setCreating(true)}>TF 만들기</Button> : undefined}
        />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead pinned>TF 이름</TableHead>
              <TableHead>상태</TableHead>
              <TableHead>우선순위</TableHead>
              <TableHead>상위 조직</TableHead>
              <TableHead>기간</TableHead>
              <TableHead numeric>구성원</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody ref={table}>
            {list.data.data.map((tf) => (
              <TableRow key={tf.id} data-id={tf.id} data-state={tf.id === openId ? 'selected' : undefined} onClick={() => setOpenId(tf.id)}>
                <TableCell pinned>
                  <button type="button" className="text-left font-medium text-gray-900 hover:underline" onClick={() => setOpenId(tf.id)}>
                    {tf.tfName}
                  </button>
                  {waiting.has(tf.id) && (
                    <Badge tone="brand" className="ml-2">
                      내 결재 차례
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  <TaskForceStatusBadge status={tf.status} />
                  {tf.currentStep !== null && <span className="ml-1 text-xs text-gray-600 tabular-nums">{`${tf.currentStep}/${tf.approverCount}단계`}</span>}
                </TableCell>
                <TableCell>{taskForcePriorityLabels[tf.priority]}</TableCell>
                <TableCell>{tf.parentName ?? '-'}</TableCell>
                <TableCell className="tabular-nums">{`${formatDate(tf.startDate)} ~ ${formatDate(tf.endDate)}`}</TableCell>
                <TableCell numeric>{`${tf.memberCount}명`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Sheet open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
          <SheetHeader>
            <SheetTitle>{opened?.tfName ?? 'TF'}</SheetTitle>
            <SheetDescription>결재 현황과 처리 이력</SheetDescription>
          </SheetHeader>
          <div className="px-6 pb-6">{openId && <TaskForceDetail id={openId} onDeleted={() => setOpenId(null)} />}</div>
        </SheetContent>
      </Sheet>
      <TaskForceFormDialog open={creating} onOpenChange={setCreating} onCreated={setOpenId} />
    </div>
  );
}
