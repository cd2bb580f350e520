import type { Resignation } from '@saram/shared/resignations/resignations.schemas';
import { useState } from 'react';
import { NoteDialog } from '../../components/dialogs/note-dialog';
import { RejectDialog } from '../../components/dialogs/reject-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { showSuccess } from '../../lib/toast';
import { useApproveResignation, useRejectResignation } from './api';
import { ResignationFacts, ResignationStatusBadge, ResignationTimeline } from './resignation-parts';

type Decision = 'approve' | 'reject';

/** One request for HR: the facts, the timeline, and 승인 / 반려 (a reject reason is required) while pending. */
export function ResignationDetailDialog({ resignation: r, onClose }: { resignation: Resignation; onClose: () => void }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const approve = useApproveResignation();
  const reject = useRejectResignation();
  const who = `${r.employee.name} (${r.employee.employee_no})`;

  if (decision) {
    const mutation = decision === 'approve' ? approve : reject;
    const back = () => {
      mutation.reset();
      setDecision(null);
    };
    const done = () => {
      showSuccess(decision === 'approve' ? '사직서를 승인했습니다.' : '사직서를 반려했습니다.', who);
      setDecision(null);
    };
    return decision === 'approve' ? (
      <NoteDialog
        title="사직서 승인"
        description={`${who}의 사직서를 승인합니다. 최종 근무일(${r.lastWorkingDate})이 지나면 다음 날 퇴직 처리됩니다.`}
        label="의견"
        confirmLabel="승인"
        pendingLabel="승인 중"
        pending={approve.isPending}
        error={approve.error}
        onConfirm={(comment) => approve.mutate({ id: r.id, comment }, { onSuccess: done })}
        onClose={back}
      />
    ) : (
      <RejectDialog
        title="사직서 반려"
        description={`${who}의 사직서를 반려합니다. 반려 사유는 신청자에게 보입니다.`}
        pendingLabel="반려 중"
        pending={reject.isPending}
        error={reject.error}
        onConfirm={(reason) => reject.mutate({ id: r.id, reason }, { onSuccess: done })}
        onClose={back}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{who} 사직서</DialogTitle>
          <DialogDescription>
            {[r.employee.department_path, r.employee.job_title].filter(Boolean).join(' · ') || '소속 정보 없음'} · 신청자 {r.requested_by_label}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid content-start gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <ResignationStatusBadge status={r.status} />
            <ResignationFacts resignation={r} />
          </div>
          <section aria-label="처리 이력">
            <h3 className="mb-3 text-sm font-semibold text-gray-900">처리 이력</h3>
            <ResignationTimeline id={r.id} />
          </section>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            닫기
          </Button>
          {r.can.reject && (
            <Button variant="destructive" onClick={() => setDecision('reject')}>
              반려
            </Button>
          )}
          {r.can.approve && <Button onClick={() => setDecision('approve')}>승인</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
