import { taskForcePriorityLabels, workflowActionLabels, type WorkflowAction } from '@saram/shared/organization/organization-task-forces';
import { canTransition } from '@saram/shared/organization/organization-task-forces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { showSuccess } from '../../../../lib/toast';
import {
  taskForceQueryOptions,
  useDeleteTaskForce,
  useDissolveTaskForce,
  useExtendTaskForce,
  useWorkflowAction,
  workflowQueryOptions,
} from '../../api';
import { formatDate, formatDateTime } from '../../../../lib/labels/format';
import { useCanManageOrganization } from '../../use-can-manage';
import { TaskForceFormDialog } from './task-force-form-dialog';
import { TaskForceStatusBadge } from './task-force-status-badge';
import { josa } from '@saram/shared/hangul';
import { UserLabel } from '../../../../components/user-label';
import { RejectDialog } from '../../../../components/dialogs/reject-dialog';

type Pending = { kind: WorkflowAction | 'extend' | 'dissolve' | 'delete' } | null;

const eventLabels: Record<string, string> = {
  create: '생성',
  submit: '상신',
  approve: '승인',
  reject: '반려',
  cancel: '상신 취소',
  extend: '기간 연장',
  dissolve: '해산',
  activate: '운영 시작',
  update: '수정',
};

/** One task force: facts, members by name, the workflow actions the signed-in user may take, the history timeline. */
export function TaskForceDetail({ id, onDeleted }: { id: string; onDeleted?: (() => void) | undefined }) {
  const me = useAuthStore((state) => state.user);
  const canWrite = useCanManageOrganization();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteTaskForce();
  const detail = useQuery(taskForceQueryOptions(id));
  const history = useQuery(workflowQueryOptions(id));
  const workflow = useWorkflowAction();
  const extend = useExtendTaskForce();
  const dissolve = useDissolveTaskForce();
  const [pending, setPending] = useState<Pending>(null);
  const [comment, setComment] = useState('');
  const [endDate, setEndDate] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();

  if (detail.isPending || history.isPending || !detail.data || !history.data) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="TF 정보 불러오는 중">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const tf = detail.data;
  const flow = history.data;
  const current = flow.approvals.find((approval) => approval.step === flow.currentStep);
  const isMyStep = tf.status === 'PENDING_APPROVAL' && current?.approverId === me?.id;
  const lastSubmit = [...flow.events].reverse().find((event) => event.action === 'submit');
  const isSubmitter = lastSubmit?.actorId === me?.id;

  const actions: { kind: NonNullable<Pending>['kind']; label: string; variant: 'primary' | 'outline' | 'destructive' }[] = [];
  if (canTransition('submit', tf.status)) actions.push({ kind: 'submit', label: workflowActionLabels.submit, variant: 'primary' });
  if (isMyStep) {
    actions.push({ kind: 'approve', label: workflowActionLabels.approve, variant: 'primary' });
    actions.push({ kind: 'reject', label: workflowActionLabels.reject, variant: 'destructive' });
  }
  if (canTransition('cancel', tf.status) && isSubmitter) actions.push({ kind: 'cancel', label: workflowActionLabels.cancel, variant: 'outline' });
  if (canTransition('extend', tf.status)) actions.push({ kind: 'extend', label: '기간 연장', variant: 'outline' });
  if (canTransition('dissolve', tf.status)) actions.push({ kind: 'dissolve', label: '해산', variant: 'destructive' });
  if (canTransition('delete', tf.status)) actions.push({ kind: 'delete', label: '삭제', variant: 'destructive' });
  const leader = tf.members.find((member) => member.employeeId === tf.leaderId);

  const close = () => {
    setPending(null);
    setComment('');
    setEndDate('');
    setCommentError(undefined);
  };
  const run = async (reason?: string) => {
    if (!pending) return;
    try {
      if (pending.kind === 'extend') {
        if (!endDate) {
          setCommentError('새 종료일을 입력해주세요.');
          return;
        }
        await extend.mutateAsync({ id, endDate });
      } else if (pending.kind === 'dissolve') {
        await dissolve.mutateAsync(id);
      } else if (pending.kind === 'delete') {
        await remove.mutateAsync(id);
        showSuccess('TF를 삭제했습니다.', tf.tfName);
        close();
        onDeleted?.();
        return;
      } else {
        await workflow.mutateAsync({ id, action: pending.kind, comments: (reason ?? comment).trim() || undefined });
      }
      showSuccess('처리했습니다.', tf.tfName);
      close();
    } catch {
      // Toasted by the query layer (409: the status changed meanwhile).
    }
  };
  const busy = workflow.isPending || extend.isPending || dissolve.isPending || remove.isPending;
  const pendingLabel = pending ? (actions.find((action) => action.kind === pending.kind)?.label ?? '') : '';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <TaskForceStatusBadge status={tf.status} />
        <span className="text-sm text-gray-600">{`우선순위 ${taskForcePriorityLabels[tf.priority]}`}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-gray-600">상위 조직</dt>
        <dd>{tf.parentName ?? '-'}</dd>
        <dt className="text-gray-600">리더</dt>
        <dd>
          {tf.leaderName ?? (tf.leaderId ? '담당 범위 밖 직원' : '-')}
          {leader && <span className="ml-1.5 text-xs text-gray-600 tabular-nums">{leader.employeeNo}</span>}
        </dd>
        <dt className="text-gray-600">기간</dt>
        <dd className="tabular-nums">{`${formatDate(tf.startDate)} ~ ${formatDate(tf.endDate)}`}</dd>
        {tf.purpose && (
          <>
            <dt className="text-gray-600">목적</dt>
            <dd>{tf.purpose}</dd>
          </>
        )}
      </dl>

      <section aria-labelledby="tf-members">
        <h3 id="tf-members" className="mb-2 text-sm font-semibold text-gray-900">
          구성원 <span className="font-normal text-gray-600 tabular-nums">{`${tf.memberCount}명`}</span>
        </h3>
        {tf.members.length === 0 ? (
          <p className="text-sm text-gray-600">지정된 구성원이 없습니다.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm" aria-label="TF 구성원">
            {tf.members.map((member) => (
              <li key={member.employeeId} className="flex items-center gap-2 px-3 py-2">
                <span className="min-w-0 truncate font-medium text-gray-900">{member.name}</span>
                <span className="shrink-0 text-xs text-gray-600 tabular-nums">{member.employeeNo}</span>
                {member.isHead && <Badge tone="brand">리더</Badge>}
                {member.role && member.role !== '리더' && <span className="ml-auto min-w-0 truncate text-gray-700">{member.role}</span>}
              </li>
            ))}
          </ul>
        )}
        {tf.memberCount > tf.members.length && (
          <p className="mt-2 text-xs text-gray-600">{`담당 범위 밖의 구성원 ${tf.memberCount - tf.members.length}명은 표시하지 않습니다.`}</p>
        )}
      </section>

      <section aria-labelledby="tf-approvals">
        <h3 id="tf-approvals" className="mb-2 text-sm font-semibold text-gray-900">
          결재선
        </h3>
        {flow.approvals.length === 0 ? (
          <p className="text-sm text-gray-600">지정된 결재자가 없습니다.</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {flow.approvals.map((approval) => (
              <li key={approval.step} className="flex items-center gap-2">
                <span className="w-10 text-gray-600 tabular-nums">{`${approval.step}단계`}</span>
                <span className="font-medium">
                  <UserLabel id={approval.approverId} name={approval.approverName} />
                </span>
                <span className="text-gray-600">
                  {approval.decision === 'APPROVED' ? '승인' : approval.decision === 'REJECTED' ? '반려' : approval.step === flow.currentStep ? '결재 차례' : '대기'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {canWrite && (actions.length > 0 || canTransition('update', tf.status)) && (
        <div className="flex flex-wrap gap-2">
          {canTransition('update', tf.status) && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              수정
            </Button>
          )}
          {actions.map((action) => (
            <Button key={action.kind} size="sm" variant={action.variant} onClick={() => setPending({ kind: action.kind })}>
              {action.label}
            </Button>
          ))}
        </div>
      )}

      <section aria-labelledby="tf-history">
        <h3 id="tf-history" className="mb-2 text-sm font-semibold text-gray-900">
          처리 이력
        </h3>
        {flow.events.length === 0 ? (
          <p className="text-sm text-gray-600">이력이 없습니다.</p>
        ) : (
          <ol className="relative space-y-3 border-l border-gray-200 pl-4" aria-label="TF 처리 이력">
            {flow.events.map((event) => (
              <li key={event.id} className="text-sm">
                <span className="absolute -left-1 mt-1.5 size-2 rounded-full bg-brand-600" aria-hidden="true" />
                <p>
                  <span className="font-medium">{eventLabels[event.action] ?? event.action}</span>
                  <span className="text-gray-600">{` · ${event.actorLabel} · `}</span>
                  <span className="text-gray-600 tabular-nums">{formatDateTime(event.at)}</span>
                </p>
                {event.comment && <p className="mt-0.5 text-gray-700">{event.comment}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>

      {pending?.kind === 'reject' && (
        <RejectDialog title={`${tf.tfName} ${pendingLabel}`} description={`${pendingLabel} 처리합니다.`} pending={busy} onConfirm={(reason) => void run(reason)} onClose={close} />
      )}
      <Dialog open={pending !== null && pending.kind !== 'reject'} onOpenChange={(open) => !open && !busy && close()}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{`${tf.tfName} ${pendingLabel}`}</DialogTitle>
            <DialogDescription>
              {pending?.kind === 'dissolve'
                ? 'TF를 해산합니다. 되돌릴 수 없습니다.'
                : pending?.kind === 'delete'
                  ? `${josa(tf.tfName, '와/과')} 구성원 ${tf.memberCount}명의 배치, 결재선이 삭제됩니다. 되돌릴 수 없습니다.`
                  : `${pendingLabel} 처리합니다.`}
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            {pending?.kind === 'extend' ? (
              <FormField label="새 종료일" required error={commentError}>
                <Input type="date" value={endDate} min={tf.endDate.slice(0, 10)} onChange={(event) => setEndDate(event.target.value)} />
              </FormField>
            ) : pending?.kind !== 'dissolve' && pending?.kind !== 'delete' ? (
              <FormField label="의견" error={commentError}>
                <Textarea value={comment} onChange={(event) => setComment(event.target.value)} rows={3} />
              </FormField>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={busy}>
              취소
            </Button>
            <Button variant={pending?.kind === 'dissolve' || pending?.kind === 'delete' ? 'destructive' : 'primary'} loading={busy} onClick={() => void run()}>
              {pendingLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <TaskForceFormDialog open={editing} onOpenChange={setEditing} taskForce={tf} />
    </div>
  );
}
