import type { Appointment } from '@saram/shared/appointments/appointments.schemas';
import { useState } from 'react';
import { NoteDialog } from '../../components/dialogs/note-dialog';
import { RejectDialog } from '../../components/dialogs/reject-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { errorMessage } from '../../lib/api/form-errors';
import { useCan } from '../../lib/auth/use-can';
import { showError, showSuccess } from '../../lib/toast';
import { downloadAppointmentNotice, useApproveAppointment, useCancelAppointment, useRejectAppointment, useSubmitAppointment } from './api';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { AppointmentFacts, AppointmentStatusBadge, AppointmentTimeline, ApprovalSteps, BatchNoticeButton, fetchFile } from './appointment-parts';

type Step = 'approve' | 'reject' | 'cancel' | 'edit';

/** One appointment: facts, the approval line and the history; 승인 / 반려 for the approver whose turn it is, 상신 / 취소 for HR. */
export function AppointmentDetailDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const [step, setStep] = useState<Step | null>(null);
  const [printing, setPrinting] = useState(false);
  // The notice is HR's (appointments:write); an approver opening it from the inbox does not print it.
  const canPrint = useCan('appointments:write') && a.status !== 'cancelled' && a.status !== 'rejected';
  const approve = useApproveAppointment();
  const reject = useRejectAppointment();
  const cancel = useCancelAppointment();
  const submit = useSubmitAppointment();
  const who = `${a.employee.name} (${a.employee.employee_no})`;
  const done = (message: string) => () => {
    showSuccess(message, who);
    setStep(null);
    onClose();
  };

  if (step === 'edit') return <AppointmentFormDialog editing={a} onClose={onClose} />;
  if (step === 'approve') {
    return (
      <NoteDialog
        title="인사발령 승인"
        description={`${who}의 인사발령을 승인합니다. 마지막 결재자가 승인하면 발령일에 적용됩니다.`}
        label="의견"
        confirmLabel="승인"
        pendingLabel="승인 중"
        pending={approve.isPending}
        error={approve.error}
        onConfirm={(comment) => approve.mutate({ id: a.id, comment }, { onSuccess: done('인사발령을 승인했습니다.') })}
        onClose={() => setStep(null)}
      />
    );
  }
  if (step === 'reject' || step === 'cancel') {
    const mutation = step === 'reject' ? reject : cancel;
    return (
      <RejectDialog
        title={step === 'reject' ? '인사발령 반려' : '인사발령 취소'}
        description={step === 'reject' ? `${who}의 인사발령을 반려합니다. 남은 결재 단계는 진행되지 않습니다.` : `${who}의 인사발령을 취소합니다. 취소한 발령은 적용되지 않습니다.`}
        label={step === 'reject' ? '반려 사유' : '취소 사유'}
        confirmLabel={step === 'reject' ? '반려' : '발령 취소'}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={(reason) => mutation.mutate({ id: a.id, reason }, { onSuccess: done(step === 'reject' ? '인사발령을 반려했습니다.' : '인사발령을 취소했습니다.') })}
        onClose={() => setStep(null)}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{who} 인사발령</DialogTitle>
          <DialogDescription>발령 내용과 결재선, 처리 이력입니다.</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid content-start gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <AppointmentStatusBadge status={a.status} />
            <AppointmentFacts appointment={a} />
            {a.batch && (
              <div className="flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
                <span>
                  일괄 발령 <span className="font-medium text-gray-900 tabular-nums">{a.batch.number}</span>
                </span>
                {canPrint && <BatchNoticeButton batch={a.batch} />}
              </div>
            )}
          </div>
          <div className="space-y-5">
            <section aria-labelledby="approval-line-heading">
              <h3 id="approval-line-heading" className="mb-2 text-sm font-semibold text-gray-900">
                결재선
              </h3>
              <ApprovalSteps appointment={a} />
            </section>
            <section aria-labelledby="appointment-history-heading">
              <h3 id="appointment-history-heading" className="mb-2 text-sm font-semibold text-gray-900">
                처리 이력
              </h3>
              <AppointmentTimeline appointment={a} />
            </section>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            닫기
          </Button>
          {!a.batch && canPrint && (
            <Button
              variant="outline"
              loading={printing}
              loadingText="내려받는 중..."
              onClick={() => void fetchFile(() => downloadAppointmentNotice(a.id), '발령 공고를 내려받지 못했습니다', setPrinting)}
            >
              발령 공고 PDF
            </Button>
          )}
          {a.can.edit && (
            <Button variant="outline" onClick={() => setStep('edit')}>
              수정
            </Button>
          )}
          {a.can.cancel && (
            <Button variant="outline" onClick={() => setStep('cancel')}>
              발령 취소
            </Button>
          )}
          {a.can.reject && (
            <Button variant="destructive" onClick={() => setStep('reject')}>
              반려
            </Button>
          )}
          {a.can.approve && <Button onClick={() => setStep('approve')}>승인</Button>}
          {a.can.submit && (
            <Button
              loading={submit.isPending}
              onClick={() => submit.mutate(a.id, { onSuccess: done('인사발령을 상신했습니다.'), onError: (error) => showError('상신하지 못했습니다', errorMessage(error)) })}
            >
              상신
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
