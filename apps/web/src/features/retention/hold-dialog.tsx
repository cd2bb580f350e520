import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Textarea } from '../../components/ui/forms/textarea';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { usePlaceHold, useRemoveHold } from './api';
import { reasonError } from './retention-text';

/** Whom the dialog acts on: a listed person (place or remove), or anyone by 사번 (place). */
export type HoldTarget = { mode: 'place' | 'remove'; employeeId?: string; label?: string };

/** 법적 보존 지정·해제: the reason is required both ways (it goes into the audit trail). */
export function HoldDialog({ target, onClose }: { target: HoldTarget; onClose: () => void }) {
  const place = usePlaceHold();
  const remove = useRemoveHold();
  const mutation = target.mode === 'place' ? place : remove;
  const [employeeNo, setEmployeeNo] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<{ reason?: string | null; employeeNo?: string | null }>({});
  const server = serverFieldErrors(mutation.error);
  const general = mutation.error && Object.keys(server).length === 0 ? errorMessage(mutation.error, '처리하지 못했습니다.') : null;
  const byNumber = target.mode === 'place' && !target.employeeId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checks = { reason: reasonError(reason), employeeNo: byNumber && !employeeNo.trim() ? '사번을 입력해주세요.' : null };
    setShown(checks);
    if (checks.reason || checks.employeeNo) return;
    const done = (title: string) => () => {
      showSuccess(title, target.label ?? employeeNo.trim());
      onClose();
    };
    if (target.mode === 'remove') remove.mutate({ employeeId: target.employeeId!, reason: reason.trim() }, { onSuccess: done('법적 보존을 해제했습니다') });
    else
      place.mutate(
        target.employeeId ? { employee_id: target.employeeId, reason: reason.trim() } : { employeeNo: employeeNo.trim(), reason: reason.trim() },
        { onSuccess: done('법적 보존을 지정했습니다') },
      );
  };

  const title = target.mode === 'place' ? '법적 보존 지정' : '법적 보존 해제';
  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {target.mode === 'place'
              ? '보존 중인 기록은 보존 기간이 지나도 파기하지 않습니다. 소송, 노동 분쟁, 감사처럼 법적으로 보관해야 할 때 지정하세요.'
              : `${target.label ?? ''} 기록의 보존을 해제합니다. 퇴직 후 3년이 지났다면 다음 파기 때 익명화됩니다.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-5">
            {general && <Alert tone="danger" title={general} />}
            {byNumber ? (
              <FormField label="사번" required error={shown.employeeNo ?? server.employee_id}>
                <Input value={employeeNo} onChange={(e) => setEmployeeNo(e.target.value)} maxLength={50} autoComplete="off" />
              </FormField>
            ) : (
              target.mode === 'place' && <p className="text-sm text-gray-900">대상: {target.label}</p>
            )}
            <FormField label="사유" required error={shown.reason ?? server.reason} description="감사 로그에 남습니다.">
              <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
            </FormField>
          </DialogBody>
          <DialogActions submitLabel={target.mode === 'place' ? '보존 지정' : '보존 해제'} pendingLabel="처리 중..." onCancel={onClose} pending={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
