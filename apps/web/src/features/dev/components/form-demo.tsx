import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toaster';
import { Button } from '../../../components/ui/button';
import { FormField, FormSection } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { Separator } from '../../../components/ui/separator';
import { Textarea } from '../../../components/ui/forms/textarea';
import { DemoSection } from './demo-section';

type DemoValues = { name: string; email: string; phone: string; employmentType: string; memo: string };

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** FormField with react-hook-form: labels above, required markers, inline Korean errors, submit progress. */
export function FormDemo() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DemoValues>({ defaultValues: { name: '', email: '', phone: '', employmentType: '', memo: '' } });

  const onValid = async (values: DemoValues) => {
    await wait(800);
    if (values.email.endsWith('@taken.kr')) {
      // What a server's `details.fields` turns into.
      setError('email', { type: 'server', message: '이미 등록된 이메일입니다.' }, { shouldFocus: true });
      return;
    }
    toast.success('저장되었습니다', { description: `${values.name} 님의 정보를 저장했습니다.` });
    reset();
  };

  return (
    <DemoSection
      id="form"
      title="폼"
      description="react-hook-form과 함께: 빈 칸으로 저장하거나, 이메일을 …@taken.kr 로 입력해 서버 오류 표시를 확인하세요."
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-6">
        <FormSection title="기본 정보" description="인사기록카드 첫 면에 표시됩니다.">
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label="이름" required error={errors.name?.message}>
              <Input placeholder="홍길동" {...register('name', { required: '이름을 입력해주세요.' })} />
            </FormField>
            <FormField label="이메일" required error={errors.email?.message}>
              <Input
                type="email"
                placeholder="name@company.co.kr"
                {...register('email', {
                  required: '이메일을 입력해주세요.',
                  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: '올바른 이메일 형식이 아닙니다.' },
                })}
              />
            </FormField>
            <FormField label="휴대전화" description="010-1234-5678 형식" error={errors.phone?.message}>
              <Input
                inputMode="tel"
                placeholder="010-0000-0000"
                {...register('phone', { pattern: { value: /^01\d-\d{3,4}-\d{4}$/, message: '010-1234-5678 형식으로 입력해주세요.' } })}
              />
            </FormField>
            <Controller
              control={control}
              name="employmentType"
              rules={{ required: '고용형태를 선택해주세요.' }}
              render={({ field, fieldState }) => (
                <FormField label="고용형태" required error={fieldState.error?.message}>
                  {(controlProps) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...controlProps}>
                        <SelectValue placeholder="선택하세요" />
                      </SelectTrigger>
                      <SelectContent>
                        {['정규직', '계약직', '인턴', '파견'].map((type) => (
                          <SelectItem key={type} value={type}>
                            {type}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            />
          </div>
        </FormSection>
        <Separator />
        <FormSection title="메모">
          <FormField label="비고" error={errors.memo?.message}>
            <Textarea rows={3} {...register('memo', { maxLength: { value: 200, message: '200자 이하로 입력해주세요.' } })} />
          </FormField>
        </FormSection>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => reset()} disabled={isSubmitting}>
            초기화
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText="저장 중...">
            저장
          </Button>
        </div>
      </form>
    </DemoSection>
  );
}
