import { zodResolver } from '@hookform/resolvers/zod';
import { employmentTypes } from '@saram/shared/employees/employees';
import { noticeTitleMax } from '@saram/shared/recruitment/recruitment';
import { createNoticeSchema } from '@saram/shared/recruitment/notices.schemas';
import { useRef } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormField, FormSection } from '../../../components/ui/forms/form-field';
import { FormSelect } from '../../../components/ui/forms/form-controls';
import { Input } from '../../../components/ui/forms/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { UnsavedChangesGuard } from '../../../components/dialogs/unsaved-changes-guard';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { formatPeriod } from '../../../lib/labels/format';
import { onDemand } from '../../../lib/on-demand';
import { type NoticeFormValues } from './notice-form-values';
import { UnitSelect } from './unit-select';
import { ApproverSelect } from './approver-select';
import { RequiredDocumentsField } from './required-documents-field';
import { RichTextView } from './rich-text-view';

/** Tiptap is loaded with this form only (its own chunk). */
const richTextEditor = onDemand(() => import('./rich-text-editor'));

export type NoticeFormProps = {
  id: string;
  defaultValues: NoticeFormValues;
  /** Saves; a rejection with the server's field details marks those fields. */
  onSubmit: (values: NoticeFormValues) => Promise<unknown>;
  failedMessage: string;
};

/**
 * The notice's fields (spec 7.4), checked with the contract's own schema before sending; the
 * server's field details of a 400 come back under the same fields. 미리보기 shows the notice as
 * applicants and the approver will read it.
 */
export function NoticeForm({ id, defaultValues, onSubmit, failedMessage }: NoticeFormProps) {
  const form = useForm<NoticeFormValues>({
    resolver: zodResolver(createNoticeSchema) as never,
    defaultValues,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, setError, formState, watch } = form;
  const { errors } = formState;
  const saved = useRef(false);
  const RichTextEditor = richTextEditor.useLoaded()?.default;

  const submit = handleSubmit(async (values) => {
    try {
      saved.current = true;
      await onSubmit(values);
    } catch (error) {
      saved.current = false;
      const fields = serverFieldErrors(error);
      const paths = Object.keys(fields);
      paths.forEach((path, index) => setError(path as FieldPath<NoticeFormValues>, { type: 'server', message: fields[path] }, { shouldFocus: index === 0 }));
      setError('root', { type: 'server', message: paths.length ? '입력 내용을 확인해주세요.' : errorMessage(error, failedMessage) });
    }
  });

  const values = watch();
  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
      <UnsavedChangesGuard when={() => formState.isDirty && !saved.current} />
      {errors.root?.message && <Alert tone="danger">{errors.root.message}</Alert>}
      <FormSection title="모집 정보">
        <FormField label="공고 제목" required error={errors.title?.message}>
          <Input {...register('title')} maxLength={noticeTitleMax} placeholder="예: 백엔드 개발자 (경력 3년 이상)" />
        </FormField>
        <FormField label="모집 조직" required error={errors.unit_id?.message} description="조직도에서 사람을 뽑는 조직을 고르세요.">
          {(controlProps) => (
            <Controller control={control} name="unit_id" render={({ field }) => <UnitSelect control={controlProps} value={field.value} onChange={field.onChange} />} />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="직무" required error={errors.job_function?.message}>
            <Input {...register('job_function')} placeholder="예: 백엔드 개발" />
          </FormField>
          <FormField label="고용 형태" required error={errors.employment_type?.message}>
            <FormSelect control={control} name="employment_type" options={employmentTypes.map((t) => ({ value: t, label: t }))} />
          </FormField>
          <FormField label="모집 인원" required error={errors.headcount?.message}>
            <Input {...register('headcount', { valueAsNumber: true })} type="number" inputMode="numeric" min={1} max={999} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="모집 시작일" required error={errors.start_date?.message}>
            <Input {...register('start_date')} type="date" />
          </FormField>
          <FormField label="모집 마감일" required error={errors.end_date?.message}>
            <Input {...register('end_date')} type="date" />
          </FormField>
        </div>
        <FormField label="승인자" error={errors.approver_id?.message} description="공고를 승인할 사람입니다. 작성자 본인은 승인할 수 없습니다.">
          {(controlProps) => (
            <Controller control={control} name="approver_id" render={({ field }) => <ApproverSelect control={controlProps} value={field.value} onChange={field.onChange} />} />
          )}
        </FormField>
        <FormField label="제출 서류" error={errors.required_documents?.message ?? errors.required_documents?.[0]?.message} description="지원자가 내야 하는 서류입니다.">
          {(controlProps) => (
            <Controller
              control={control}
              name="required_documents"
              render={({ field }) => <RequiredDocumentsField value={field.value} onChange={field.onChange} control={controlProps} />}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection title="공고 내용" description="지원 자격, 담당 업무, 전형 절차를 적어주세요.">
        <Tabs defaultValue="write">
          <TabsList aria-label="공고 내용 보기">
            <TabsTrigger value="write">작성</TabsTrigger>
            <TabsTrigger value="preview">미리보기</TabsTrigger>
          </TabsList>
          <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
            <FormField label="공고 내용" required error={errors.description?.message}>
              {(controlProps) => (
                RichTextEditor ? (
                  <Controller
                    control={control}
                    name="description"
                    render={({ field }) => (
                      <RichTextEditor
                        id={controlProps.id}
                        label="공고 내용"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={Boolean(errors.description)}
                        describedBy={controlProps['aria-describedby']}
                      />
                    )}
                  />
                ) : (
                  <Skeleton className="h-64 w-full" aria-label="편집기를 불러오는 중" />
                )
              )}
            </FormField>
          </TabsContent>
          <TabsContent value="preview">
            <article className="rounded-xl border border-gray-200 bg-white p-5" aria-label="공고 미리보기">
              <h3 className="text-lg font-bold break-keep text-gray-900">{values.title || '공고 제목'}</h3>
              <p className="mt-1 text-[13px] text-gray-600">
                {[values.job_function, values.employment_type, `${Number.isFinite(values.headcount) ? values.headcount : '-'}명`, formatPeriod(values.start_date, values.end_date)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <RichTextView html={values.description} className="mt-4" />
              {values.required_documents.length > 0 && (
                <p className="mt-4 text-[13px] text-gray-700">
                  <span className="font-medium">제출 서류</span> {values.required_documents.join(', ')}
                </p>
              )}
            </article>
          </TabsContent>
        </Tabs>
      </FormSection>
    </form>
  );
}
