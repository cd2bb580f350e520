import { zodResolver } from '@hookform/resolvers/zod';
import { rehireBodySchema, type EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { RadioGroup, RadioGroupItem } from '../../components/ui/forms/radio-group';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { formatDate } from '../../lib/labels/format';
import { showSuccess } from '../../lib/toast';
import { useRehireEmployee } from './api';

type FormInput = z.input<typeof rehireBodySchema>;
type FormOutput = z.output<typeof rehireBodySchema>;

/**
 * 재입사 of a retired person: the hire date (on or after 퇴직일) and the 사번 (kept, or the next of the
 * hire year's series). The sign-in account stays disabled; the toast says where to turn it back on.
 */
export function RehireDialog({ person, onClose }: { person: EmployeeListItem; onClose: () => void }) {
  const rehire = useRehireEmployee();
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(rehireBodySchema),
    defaultValues: { hireDate: '', employeeNo: 'keep' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (body) => {
    try {
      const record = await rehire.mutateAsync({ id: person.id, body });
      showSuccess(`${person.nameKor}님을 재입사 처리했습니다.`, `사번 ${record.personal.employeeNo} · 로그인 계정은 관리자 ID 관리에서 다시 활성화하세요.`);
      onClose();
    } catch (error) {
      const server = serverFieldErrors(error);
      if (server.hireDate) setError('hireDate', { type: 'server', message: server.hireDate });
      else setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent size="sm">
        <DialogForm
          onSubmit={(event) => void onSubmit(event)}
          title="재입사"
          description={<>{person.nameKor}({person.employee_number}) · 퇴직일 {formatDate(person.termination_date)}. 새 재직 이력이 시작되고 퇴직 정보는 변경 이력에 남습니다.</>}
          error={errors.root?.message}
          actions={<DialogActions submitLabel="재입사 처리" pendingLabel="처리 중" onCancel={onClose} pending={isSubmitting} />}
        >
          <FormField label="입사일" required error={errors.hireDate?.message}>
            <Input type="date" min={person.termination_date || undefined} {...register('hireDate')} className="tabular-nums" />
          </FormField>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-900">사번</legend>
            <Controller
              control={control}
              name="employeeNo"
              render={({ field }) => (
                <RadioGroup value={field.value ?? 'keep'} onValueChange={field.onChange} aria-label="사번">
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <RadioGroupItem value="keep" />
                    사번 유지 ({person.employee_number})
                  </label>
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <RadioGroupItem value="new" />새 사번 (입사 연도 순번으로 자동 부여)
                  </label>
                </RadioGroup>
              )}
            />
          </fieldset>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
