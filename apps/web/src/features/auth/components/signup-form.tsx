import '@saram/shared/zod-ko.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAccessRequestSchema } from '@saram/shared/access-requests/access-requests.schemas';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Textarea } from '../../../components/ui/forms/textarea';
import { isApiError } from '../../../lib/api/api-client';
import { useAccessRequestMutation, type AccessRequestInput } from '../api';

type SignupFields = 'name' | 'email' | 'department' | 'reason';
const fieldNames: readonly SignupFields[] = ['name', 'email', 'department', 'reason'];

export const signupMessages = {
  nameRequired: '이름을 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  failed: '신청을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The shared request schema, with the required-field messages this form asks in its own words. */
const schemaResolver = zodResolver(createAccessRequestSchema, {
  error: (issue) => (issue.path?.[0] === 'name' && issue.code === 'too_small' ? signupMessages.nameRequired : undefined),
});

const resolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = result.errors as FieldErrors<typeof values>;
  // z.email's own message would say '형식' for an empty box; say what is missing instead.
  if (errors.email && !values.email?.trim()) errors.email = { ...errors.email, message: signupMessages.emailRequired };
  return result;
};

/** The server's `details.fields` ({ email: '...' }), when the body carries them. */
function serverFieldErrors(error: unknown): Partial<Record<SignupFields, string>> {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const fields = (error.details as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const found: Partial<Record<SignupFields, string>> = {};
  for (const name of fieldNames) {
    const message = (fields as Record<string, unknown>)[name];
    if (typeof message === 'string' && message) found[name] = message;
  }
  return found;
}

const optional = <span className="ml-1 font-normal text-gray-500">(선택)</span>;

/** 이름, 이메일, 부서, 신청 사유 → POST /api/access-requests; `onSubmitted` gets the stored request. */
export function SignupForm({ onSubmitted }: { onSubmitted: (input: AccessRequestInput) => void }) {
  const submit = useAccessRequestMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { name: '', email: '', department: '', reason: '' },
  });

  const onValid = async (input: AccessRequestInput) => {
    const body: AccessRequestInput = {
      name: input.name,
      email: input.email,
      ...(input.department ? { department: input.department } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
    };
    try {
      await submit.mutateAsync(body);
      onSubmitted(body);
    } catch (error) {
      const fields = serverFieldErrors(error);
      fieldNames
        .filter((name) => fields[name])
        .forEach((name, index) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
    }
  };

  const fieldErrorsFromServer = Object.keys(serverFieldErrors(submit.error)).length > 0;
  const formError =
    submit.isError && !fieldErrorsFromServer
      ? isApiError(submit.error) && submit.error.message
        ? submit.error.message
        : signupMessages.failed
      : null;
  const pending = isSubmitting || submit.isPending;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-5">
      <FormField label="이름" required error={errors.name?.message}>
        <Input autoComplete="name" placeholder="홍길동" {...register('name')} />
      </FormField>
      <FormField
        label="이메일"
        required
        error={errors.email?.message}
        description="승인되면 이 주소로 계정이 만들어집니다. 회사 이메일을 입력해주세요."
      >
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} placeholder="name@company.co.kr" {...register('email')} />
      </FormField>
      <FormField label={<>부서{optional}</>} error={errors.department?.message}>
        <Input autoComplete="organization-title" placeholder="예: 인사팀" {...register('department')} />
      </FormField>
      <FormField
        label={<>신청 사유{optional}</>}
        error={errors.reason?.message}
        description="담당 업무나 필요한 권한을 적어 주시면 검토가 빨라집니다."
      >
        <Textarea rows={3} placeholder="예: 인사팀 신규 입사자로 직원 정보 조회가 필요합니다." {...register('reason')} />
      </FormField>

      <ErrorAlert message={formError} />

      <Button type="submit" size="lg" className="w-full" loading={pending} loadingText="신청 중...">
        신청하기
      </Button>
    </form>
  );
}
