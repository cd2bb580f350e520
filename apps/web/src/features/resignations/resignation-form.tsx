import { zodResolver } from '@hookform/resolvers/zod';
import { resignationReasonMax, resignationTypeGroup, isSelfFiledType } from '@saram/shared/resignations/resignations';
import { createResignationSchema } from '@saram/shared/resignations/resignations.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Button } from '../../components/ui/button';
import { FormSelect } from '../../components/ui/forms/form-controls';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Textarea } from '../../components/ui/forms/textarea';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { formatDate } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { useCommonTypeOptions } from '../common-types/api';
import { useCreateResignation } from './api';

/** The signed-in person's own request: the shared schema without employee_id (the server files it for the caller). */
export const ownRequestSchema = createResignationSchema.omit({ employee_id: true });
type FormInput = z.input<typeof ownRequestSchema>;
type FormOutput = z.output<typeof ownRequestSchema>;
const fields = ['lastWorkingDate', 'resignationType', 'reason'] as const;

/** 사직서 작성: last working day, type (common codes 'resignation_type'), reason; the server's 400s under their fields. */
export function ResignationForm() {
  const create = useCreateResignation();
  // HR records 권고사직, 해고 …; a person's own request offers only the types they file themself.
  const typeOptions = useCommonTypeOptions(resignationTypeGroup).filter((o) => isSelfFiledType(o.value));
  const [confirming, setConfirming] = useState<FormOutput | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ownRequestSchema),
    defaultValues: { lastWorkingDate: '', resignationType: '', reason: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit((values) => setConfirming(values));
  const submit = async (values: FormOutput) => {
    try {
      await create.mutateAsync(values);
      showSuccess('사직서를 제출했습니다.', '인사 담당자가 검토한 뒤 결과를 알려 드립니다.');
      reset();
    } catch (error) {
      const server = serverFieldErrors(error);
      const known = fields.filter((f) => server[f]);
      known.forEach((f) => setError(f, { type: 'server', message: server[f] }));
      if (known.length === 0) setError('root', { type: 'server', message: errorMessage(error) });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="사직서 작성" className="grid gap-4 sm:grid-cols-2">
      {errors.root?.message && (
        <Alert tone="danger" role="alert" className="sm:col-span-2">
          {errors.root.message}
        </Alert>
      )}
      <FormField label="최종 근무일" required error={errors.lastWorkingDate?.message} description="퇴직일은 최종 근무일 다음 날입니다.">
        <Input type="date" {...register('lastWorkingDate')} className="tabular-nums" />
      </FormField>
      <FormField label="퇴직 유형" required error={errors.resignationType?.message}>
        <FormSelect control={control} name="resignationType" options={typeOptions} />
      </FormField>
      <FormField label="사유" error={errors.reason?.message} className="sm:col-span-2">
        <Textarea rows={4} maxLength={resignationReasonMax} {...register('reason')} />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" loading={isSubmitting || create.isPending} loadingText="제출 중">
          사직서 제출
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="사직서를 제출할까요?"
        description={
          confirming &&
          `최종 근무일 ${formatDate(confirming.lastWorkingDate)} · 퇴직 유형 ${confirming.resignationType}. 제출하면 인사 담당자에게 알림이 가고, 처리되기 전까지는 신청을 취소할 수 있습니다.`
        }
        confirmLabel="제출"
        pending={create.isPending}
        onConfirm={() => confirming && void submit(confirming)}
      />
    </form>
  );
}
