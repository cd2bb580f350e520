import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toaster';
import { ErrorAlert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/layout/page-header';
import { showSuccess } from '../../lib/toast';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { useCan } from '../../lib/auth/use-can';
import { DocumentsSection, EmergencyContactSection, PlacementSection, SalarySection } from './record/registration/registration-more-sections';
import { BasicInfoSection, WorkInfoSection } from './record/registration/registration-sections';
import { emptyRegistration, registrationSchema, type RegistrationOutput, type RegistrationValues } from './record/registration/registration-schema';
import { UnsavedChangesGuard } from '../../components/dialogs/unsaved-changes-guard';
import { useRegisterEmployee } from './record-api';

const formId = 'employee-register-form';

/** /employees/register: the registration form of spec 3.3, checked as the server checks it. */
export function EmployeeRegisterPage() {
  const navigate = useNavigate();
  const canSalary = useCan('employees:salary:view');
  const register = useRegisterEmployee();
  const saved = useRef(false);
  const form = useForm<RegistrationValues, unknown, RegistrationOutput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyRegistration(),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, formState } = form;
  const dirty = useRef(false);
  dirty.current = formState.isDirty;

  const onSubmit = handleSubmit(async (structure) => {
    try {
      const created = await register.mutateAsync(structure);
      saved.current = true;
      const name = created.personal.nameKor;
      if (created.warnings.length) {
        toast.warning(`${name} 님을 등록했습니다. 확인할 항목이 있습니다.`, {
          description: (
            <ul className="mt-1 list-disc pl-4">
              {created.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ),
          duration: 8_000,
        });
      } else {
        showSuccess(`${name} 님을 등록했습니다.`);
      }
      void navigate(`/employees/${created._id}`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const paths = Object.keys(fields);
      paths.forEach((path, index) =>
        setError(path as FieldPath<RegistrationValues>, { type: 'server', message: fields[path] }, { shouldFocus: index === 0 }),
      );
      setError('root', { type: 'server', message: paths.length ? '입력 내용을 확인해주세요.' : errorMessage(error, '직원을 등록하지 못했습니다.') });
    }
  });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="직원 등록"
        description="새 직원의 인적 사항, 소속, 근무 정보를 입력합니다."
        actions={
          <>
            <Link to="/employees" className={buttonClasses({ variant: 'outline' })}>목록으로</Link>
            <Button type="submit" form={formId} loading={formState.isSubmitting} loadingText="등록 중...">
              등록
            </Button>
          </>
        }
      />
      <FormProvider {...form}>
        <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="직원 등록" className="space-y-5">
          <ErrorAlert message={formState.errors.root?.message} />
          <BasicInfoSection />
          <PlacementSection />
          <WorkInfoSection />
          <EmergencyContactSection />
          {/* Writing the salary needs the permission that reading it needs. */}
          {canSalary && <SalarySection />}
          <DocumentsSection />
          <div className="flex justify-end gap-2 pt-1">
            <Link to="/employees" className={buttonClasses({ variant: 'outline' })}>취소</Link>
            <Button type="submit" loading={formState.isSubmitting} loadingText="등록 중...">
              등록
            </Button>
          </div>
        </form>
      </FormProvider>
      <UnsavedChangesGuard when={() => dirty.current && !saved.current} />
    </div>
  );
}
