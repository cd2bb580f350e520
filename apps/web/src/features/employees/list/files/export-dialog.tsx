import { josa } from '@saram/shared/hangul';
import { employeeExportQuerySchema } from '@saram/shared/employees/employee-import.schemas';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { showError, showSuccess } from '../../../../lib/toast';
import { downloadEmployeeExport, type ExportFilters } from '../../api';
import { ExportButton } from './file-buttons';

/** korea.md: a download of personal data asks for a reason, kept in the access record (the server's own rule). */
const reasonSchema = employeeExportQuerySchema.shape.reason;

export type ExportDialogProps = {
  filters: ExportFilters;
  /** '검색 결과 312명' — what will be in the file. */
  summary: string;
  initiallyOpen?: boolean | undefined;
};

/** Excel 내보내기: the list's current filters, after a reason. */
export function ExportDialog({ filters, summary, initiallyOpen = false }: ExportDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    const trimmed = checked.data;
    setBusy(true);
    try {
      const name = await downloadEmployeeExport(filters, trimmed);
      showSuccess('엑셀 파일을 내려받았습니다.', name);
      setOpen(false);
      setReason('');
    } catch (failure) {
      showError('내보내기 실패', failure instanceof Error ? failure.message : '내보내기에 실패했습니다.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <ExportButton />
      </DialogTrigger>
      <DialogContent size="sm">
        <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>Excel 내보내기</DialogTitle>
            <DialogDescription>{`${josa(summary, '을/를')} Excel 파일로 내려받습니다. 개인정보 다운로드는 사유와 함께 기록됩니다.`}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField label="다운로드 사유" required error={error}>
              <Textarea
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error && reasonSchema.safeParse(event.target.value).success) setError(undefined);
                }}
                placeholder="예: 4대보험 정산 자료 제출"
                rows={3}
                maxLength={500}
                autoFocus
              />
            </FormField>
          </DialogBody>
          <DialogActions
            submitLabel={
              <>
                <Download aria-hidden="true" />
                내려받기
              </>
            }
            pendingLabel="내려받는 중..."
            onCancel={() => setOpen(false)}
            pending={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
