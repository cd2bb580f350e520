import { josa } from '@saram/shared/hangul';
import { zodResolver } from '@hookform/resolvers/zod';
import { sensitiveFieldLabels, type SensitiveField } from '@saram/shared/employees/employees';
import { revealBodySchema, type RevealResult } from '@saram/shared/employees/employees.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Textarea } from '../../../components/ui/forms/textarea';
import { useRevealField } from '../record-api';
import { errorMessage } from '../../../lib/api/form-errors';

const reasonSchema = z.object({ reason: revealBodySchema.shape.reason });
type ReasonValues = z.input<typeof reasonSchema>;

export type RevealDialogProps = {
  employeeId: string;
  employeeName: string;
  /** The field asked for; null keeps the dialog closed. */
  field: SensitiveField | null;
  onClose: () => void;
  onRevealed: (result: RevealResult) => void;
};

/**
 * Asks why before showing a masked field (PIPA art. 8: the reason goes into the access record), then
 * calls reveal. A refusal (403) is shown in the dialog.
 */
export function RevealDialog({ employeeId, employeeName, field, onClose, onRevealed }: RevealDialogProps) {
  const reveal = useRevealField(employeeId);
  const { register, handleSubmit, reset, setError, formState } = useForm<ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });

  useEffect(() => {
    if (field) reset({ reason: '' });
  }, [field, reset]);

  const label = field ? sensitiveFieldLabels[field] : '';
  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!field) return;
    try {
      onRevealed(await reveal.mutateAsync({ field, reason }));
      onClose();
    } catch (error) {
      setError('root', { type: 'server', message: errorMessage(error, '열람하지 못했습니다.') });
    }
  });

  return (
    <Dialog open={field !== null} onOpenChange={(open) => !open && !formState.isSubmitting && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          onSubmit={(event) => void onSubmit(event)}
          aria-label={`${label} 열람`}
          title={<>{label} 열람</>}
          description={<>{employeeName} 님의 {josa(label, '을/를')} 30초 동안 표시합니다. 열람 사유와 함께 개인정보 접근 기록에 남습니다.</>}
          error={formState.errors.root?.message}
          actions={<DialogActions submitLabel="열람" pendingLabel="확인 중..." onCancel={onClose} pending={formState.isSubmitting} />}
        >
          <FormField label="열람 사유" required error={formState.errors.reason?.message} description="예: 4대보험 취득 신고">
            <Textarea {...register('reason')} rows={3} autoFocus />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
