import type { ReportType } from '@saram/shared/reports/reports';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Textarea } from '../../../components/ui/forms/textarea';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { useSaveReport } from './api';
import { savedFilters, type ReportFilterValues } from './report-filters';

export const reportSavedToast = '리포트가 저장되었습니다';

/** '리포트 저장': the report with the screen's filters, kept in the Report Center under a name. */
export function SaveReportDialog({
  type,
  defaultName,
  filters,
  onClose,
}: {
  type: ReportType;
  defaultName: string;
  filters: ReportFilterValues;
  onClose: () => void;
}) {
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useSaveReport();
  const fields = serverFieldErrors(save.error);
  const nameError = touched && !name.trim() ? '리포트 이름을 입력해주세요.' : fields.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || save.isPending) return;
    save.mutate(
      { name: name.trim(), description: description.trim(), reportType: type, filters: savedFilters(type, filters) },
      {
        onSuccess: (saved) => {
          showSuccess(reportSavedToast, `${saved.name} · Report Center에서 다시 열고 예약할 수 있습니다.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          onSubmit={submit}
          title="리포트 저장"
          description="지금 고른 기간과 조직 조건으로 저장합니다. Report Center에서 다시 열거나 예약 발송할 수 있습니다."
          actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={onClose} pending={save.isPending} />}
        >
          {save.error && !Object.keys(fields).length && (
            <Alert tone="danger" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <FormField label="리포트 이름" required error={nameError}>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} autoFocus />
          </FormField>
          <FormField label="설명" error={fields.description}>
            <Textarea rows={3} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
