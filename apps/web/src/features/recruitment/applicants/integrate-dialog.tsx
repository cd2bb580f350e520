import { zodResolver } from '@hookform/resolvers/zod';
import type { Applicant } from '@saram/shared/recruitment/applicants.schemas';
import type { IntegrationResult } from '@saram/shared/recruitment/integration.schemas';
import { integrateApplicantSchema } from '@saram/shared/recruitment/integration.schemas';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogForm, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { formatDate, seoulToday } from '../../../lib/labels/format';
import { useCommonTypeOptions } from '../../common-types/api';
import { OptionalSelect } from '../../../components/fields/optional-select';
import { useIntegrateApplicant } from '../api';

/** The contract's body, with the hire date the form always sends. */
const formSchema = integrateApplicantSchema.unwrap().extend({ hire_date: z.iso.date('입사일을 입력해주세요.') });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * 입사 처리 of a 최종 합격 applicant: HR confirms who is hired where, on which date, with which 직급 and
 * 직책; the new record is linked once it exists.
 */
export function IntegrateDialog({ applicant, open, onOpenChange }: { applicant: Applicant; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [done, setDone] = useState<IntegrationResult | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setDone(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm">{done ? <Done applicant={applicant} result={done} onClose={() => close(false)} /> : <HireForm applicant={applicant} onDone={setDone} onCancel={() => close(false)} />}</DialogContent>
    </Dialog>
  );
}

function HireForm({ applicant, onDone, onCancel }: { applicant: Applicant; onDone: (result: IntegrationResult) => void; onCancel: () => void }) {
  const integrate = useIntegrateApplicant();
  const grades = useCommonTypeOptions('job_grade');
  const titles = useCommonTypeOptions('job_title');
  const { register, control, handleSubmit, setError, formState, watch } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { hire_date: seoulToday(), job_grade: '', job_title: '' },
  });
  const { errors, isSubmitting } = formState;
  const hireDate = watch('hire_date');
  const onSubmit = handleSubmit(async (body) => {
    try {
      onDone(await integrate.mutateAsync({ id: applicant.id, body }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      const paths = Object.keys(fields).filter((path) => path in formSchema.shape);
      paths.forEach((path) => setError(path as FieldPath<FormInput>, { type: 'server', message: fields[path] }));
      setError('root', { type: 'server', message: paths.length ? '입력 내용을 확인해주세요.' : errorMessage(error, '직원으로 등록하지 못했습니다.') });
    }
  });
  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      title="입사 처리"
      description={<>{applicant.name} 님을 {applicant.notice.unit_name}의 신규 직원으로 등록합니다. 인사 기록이 만들어지고 수습 3개월과 온보딩 체크리스트가 시작됩니다.</>}
      error={errors.root?.message}
      actions={<DialogActions submitLabel="입사 처리" pendingLabel="등록 중..." onCancel={onCancel} pending={isSubmitting} />}
    >
      <FormField label="입사일" required error={errors.hire_date?.message} description={hireDate ? `${formatDate(hireDate)} 입사` : undefined}>
        <Input type="date" {...register('hire_date')} className="tabular-nums" />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="직급" error={errors.job_grade?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="job_grade"
              render={({ field }) => <OptionalSelect control={controlProps} value={field.value ?? ''} options={grades} placeholder="선택" onChange={field.onChange} />}
            />
          )}
        </FormField>
        <FormField label="직책" error={errors.job_title?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="job_title"
              render={({ field }) => <OptionalSelect control={controlProps} value={field.value ?? ''} options={titles} placeholder="선택" onChange={field.onChange} />}
            />
          )}
        </FormField>
      </div>
    </DialogForm>
  );
}

function Done({ applicant, result, onClose }: { applicant: Applicant; result: IntegrationResult; onClose: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>입사 처리 완료</DialogTitle>
        <DialogDescription>
          {applicant.name} 님의 인사 기록을 만들었습니다{result.employee_no ? ` (사번 ${result.employee_no})` : ''}.
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        <p className="flex items-center gap-2 text-sm text-green-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {applicant.notice.unit_name}에 배치되었습니다. 인사 기록에서 나머지 정보를 채워주세요.
        </p>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          닫기
        </Button>
        {result.employee_id && (
          <Link to={`/employees/${result.employee_id}`} className={buttonClasses()}>인사 기록 보기</Link>
        )}
      </DialogFooter>
    </>
  );
}
