import type { ResultRow } from '@saram/shared/evaluations/results.schemas';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/forms/select';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { errorMessage } from '../../../../lib/api/form-errors';
import { showSuccess } from '../../../../lib/toast';
import { useCalibrate } from '../api';
import { calibrationErrors } from '../logic';

/** 등급 조정: a final grade other than the computed one, with a required reason (kept in the audit and on the result). */
export function CalibrateDialog({ cycleId, row, grades, onClose }: { cycleId: string; row: ResultRow; grades: readonly { grade: string; name: string }[]; onClose: () => void }) {
  const calibrate = useCalibrate();
  const [grade, setGrade] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ grade?: string; reason?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = calibrationErrors({ grade, reason, currentGrade: row.grade });
    setErrors(found);
    if (found.grade || found.reason) return;
    calibrate.mutate(
      { id: cycleId, body: { evaluationId: row.evaluationId, grade, reason: reason.trim() } },
      {
        onSuccess: (r) => {
          showSuccess('등급을 조정했습니다', `${r.employee.name}: ${row.grade ?? '—'} → ${r.grade ?? grade}`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !calibrate.isPending && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          onSubmit={submit}
          title="등급 조정"
          description={<>{row.employee.name} ({row.employee.employeeNo}) · 최종 점수 {row.finalScore ?? '—'} · 산정 등급 {row.computedGrade ?? '—'} · 현재 등급 {row.grade ?? '—'}</>}
          actions={<DialogActions submitLabel="조정" pendingLabel="조정 중..." onCancel={onClose} pending={calibrate.isPending} />}
        >
          {calibrate.error && (
            <Alert tone="danger" role="alert">
              {errorMessage(calibrate.error)}
            </Alert>
          )}
          <FormField label="조정 등급" required error={errors.grade}>
            {(control) => (
<Select value={grade} onValueChange={setGrade}>
              <SelectTrigger {...control}>
                <SelectValue placeholder="등급 선택" />
              </SelectTrigger>
              <SelectContent>
                {grades.map((g) => (
                  <SelectItem key={g.grade} value={g.grade}>
                    {g.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
)}
</FormField>
          <FormField label="조정 사유" required error={errors.reason} description="사유는 결과와 감사 기록에 남습니다.">
            <Textarea rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
