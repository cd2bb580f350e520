import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Textarea } from '../../components/ui/forms/textarea';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { useAccessExport, type AccessFilters } from './api';

/** Excel download of the records as filtered, only with a reason (itself an access record). */
export function AccessExportDialog({ filters, onClose }: { filters: AccessFilters; onClose: () => void }) {
  const exporter = useAccessExport();
  const [reason, setReason] = useState('');
  const errors = serverFieldErrors(exporter.error);
  const general = exporter.error && !errors.reason ? (Object.values(errors)[0] ?? errorMessage(exporter.error, '내려받지 못했습니다.')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    exporter.mutate(
      { filters, reason },
      {
        onSuccess: (name) => {
          showSuccess('내려받았습니다', `${name} · 내려받은 기록이 접속기록에 남았습니다.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !exporter.isPending && onClose()}>
      <DialogContent>
        <DialogForm
          onSubmit={submit}
          title="접속기록 내려받기"
          description="지금 조건에 맞는 기록을 Excel로 내려받습니다. 내려받은 사실도 사유와 함께 접속기록에 남습니다."
          actions={<DialogActions submitLabel="내려받기" pendingLabel="내려받는 중..." onCancel={onClose} pending={exporter.isPending} />}
        >
          {general && (
            <Alert tone="danger" role="alert" title={general} />
          )}
          <FormField label="다운로드 사유" required error={errors.reason} description="예: 월간 접속기록 점검, 감사 대응">
            <Textarea rows={3} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
