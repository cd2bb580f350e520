import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { OptionsSelect } from '../../../../components/ui/forms/select';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { errorMessage } from '../../../../lib/api/form-errors';
import { showSuccess } from '../../../../lib/toast';
import { useRemind } from '../api';

const stages = [
  { value: 'all', label: '작성할 차례인 모든 사람' },
  { value: 'self', label: '자기평가 미제출자' },
  { value: 'first', label: '1차 평가 미완료 평가자' },
  { value: 'second', label: '2차 평가 미완료 평가자' },
] as const;
type Stage = (typeof stages)[number]['value'];

/** 독촉 알림: an email to everyone whose part is still open at a stage. */
export function RemindDialog({ cycleId, onClose }: { cycleId: string; onClose: () => void }) {
  const remind = useRemind();
  const [stage, setStage] = useState<Stage>('all');
  const [message, setMessage] = useState('');
  const send = () =>
    remind.mutate(
      { id: cycleId, body: { stage, message } },
      {
        onSuccess: (r) => {
          showSuccess('알림을 보냈습니다', `${r.queued}명에게 발송 대기`);
          onClose();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && !remind.isPending && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>독촉 알림 보내기</DialogTitle>
          <DialogDescription>아직 작성하지 않은 사람에게 마감일을 알리는 이메일을 보냅니다.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          {remind.error && (
            <Alert tone="danger" role="alert">
              {errorMessage(remind.error)}
            </Alert>
          )}
          <FormField label="받는 사람">
            {(control) => (
              <OptionsSelect value={stage} onValueChange={(v) => setStage(v as Stage)} options={stages} {...control} />
            )}
          </FormField>
          <FormField label="추가 메시지">
            <Textarea rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
        </DialogBody>
        <DialogActions submitLabel="보내기" pendingLabel="보내는 중..." onCancel={onClose} pending={remind.isPending} onSubmit={send} />
      </DialogContent>
    </Dialog>
  );
}
