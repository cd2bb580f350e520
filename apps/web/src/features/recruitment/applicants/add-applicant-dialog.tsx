import { zodResolver } from '@hookform/resolvers/zod';
import type { ApplicantDocumentKind } from '@saram/shared/recruitment/recruitment';
import { createApplicantSchema } from '@saram/shared/recruitment/applicants.schemas';
import type { Notice } from '@saram/shared/recruitment/notices.schemas';
import { Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showError, showSuccess } from '../../../lib/toast';
import { useCommonTypeOptions } from '../../common-types/api';
import { OptionalSelect } from '../../../components/fields/optional-select';
import { useCreateApplicant, useUploadApplicantDocument } from '../api';
import { seoulToday } from '../../../lib/labels/format';
import { DocumentKindSelect } from './document-kind-select';
import { acceptedDocumentTypes, documentProblem, maxDocumentMegabytes } from '../recruitment-logic';

const shape = createApplicantSchema.shape;
/** The contract's own checks; empty date fields are unset (a blank input sends '' otherwise). */
const formSchema = createApplicantSchema.omit({ recruitment_id: true }).extend({
  birth_date: z.preprocess((v) => v || null, shape.birth_date),
  applied_at: z.preprocess((v) => v || undefined, shape.applied_at),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type ChosenDocument = { key: number; file: File; kind: ApplicantDocumentKind };


/** The first kind not chosen yet among 이력서, 자기소개서, then 기타. */
function nextKind(chosen: readonly ChosenDocument[]): ApplicantDocumentKind {
  const used = new Set(chosen.map((d) => d.kind));
  return (['resume', 'cover_letter'] as const).find((k) => !used.has(k)) ?? 'other';
}

/**
 * 지원자 등록 from a running notice's board: the person, where they applied from, and their documents
 * (sent one by one after the applicant is created; a refused file is named, the applicant stays).
 */
export function AddApplicantDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const create = useCreateApplicant();
  const upload = useUploadApplicantDocument({ silent: true });
  const channels = useCommonTypeOptions('apply_channel');
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  const [fileError, setFileError] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', phone: '', birth_date: '', apply_channel: '', wanted_id: '', applied_job_function: notice.job_function, applied_at: seoulToday() },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const addFiles = (files: FileList | null) => {
    const problems: string[] = [];
    setDocuments((current) => {
      const next = [...current];
      for (const file of Array.from(files ?? [])) {
        const problem = documentProblem(file);
        if (problem) problems.push(problem);
        else next.push({ key: nextKey.current++, file, kind: nextKind(next) });
      }
      return next;
    });
    setFileError(problems.join(' ') || undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = handleSubmit(async (values) => {
    let created;
    try {
      created = await create.mutateAsync({ ...values, recruitment_id: notice.id });
    } catch (error) {
      const fields = serverFieldErrors(error);
      const paths = Object.keys(fields).filter((path) => path in formSchema.shape);
      paths.forEach((path, index) => setError(path as FieldPath<FormInput>, { type: 'server', message: fields[path] }, { shouldFocus: index === 0 }));
      setError('root', { type: 'server', message: paths.length ? '입력 내용을 확인해주세요.' : errorMessage(error, '지원자를 등록하지 못했습니다.') });
      return;
    }
    const failed: string[] = [];
    for (const doc of documents) {
      try {
        await upload.mutateAsync({ id: created.id, file: doc.file, kind: doc.kind });
      } catch (error) {
        failed.push(`${doc.file.name} (${errorMessage(error)})`);
      }
    }
    if (failed.length) showError(`${created.name} 님을 등록했지만 서류 ${failed.length}건을 올리지 못했습니다`, `${failed.join(', ')} · 지원자 정보에서 다시 올려주세요.`);
    else showSuccess(`${created.name} 님을 지원자로 등록했습니다.`, documents.length ? `서류 ${documents.length}건` : undefined);
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent size="lg">
        <DialogForm
          onSubmit={(event) => void onSubmit(event)}
          title="지원자 등록"
          description={<>{notice.title} · 서류 접수 단계로 시작합니다.</>}
          error={errors.root?.message}
          actions={<DialogActions submitLabel="지원자 등록" pendingLabel="등록 중..." onCancel={onClose} pending={isSubmitting} />}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="이름" required error={errors.name?.message}>
              <Input {...register('name')} maxLength={50} autoComplete="off" />
            </FormField>
            <FormField label="생년월일" error={errors.birth_date?.message}>
              <Input type="date" {...register('birth_date')} className="tabular-nums" />
            </FormField>
            <FormField label="이메일" required error={errors.email?.message}>
              <Input type="email" {...register('email')} maxLength={200} autoComplete="off" />
            </FormField>
            <FormField label="연락처" required error={errors.phone?.message}>
              <Input {...register('phone')} inputMode="tel" placeholder="010-1234-5678" className="tabular-nums" />
            </FormField>
            <FormField label="지원 경로" required error={errors.apply_channel?.message}>
              {(controlProps) => (
                <Controller
                  control={control}
                  name="apply_channel"
                  render={({ field }) => <OptionalSelect control={controlProps} value={field.value} options={channels} placeholder="선택" onChange={field.onChange} />}
                />
              )}
            </FormField>
            <FormField label="원티드 ID" error={errors.wanted_id?.message} description="지원 경로의 지원자 ID (있으면)">
              <Input {...register('wanted_id')} maxLength={100} />
            </FormField>
            <FormField label="지원 직무" error={errors.applied_job_function?.message}>
              <Input {...register('applied_job_function')} maxLength={50} />
            </FormField>
            <FormField label="지원일" error={errors.applied_at?.message}>
              <Input type="date" {...register('applied_at')} className="tabular-nums" />
            </FormField>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-gray-900">서류</legend>
            <p className="mt-0.5 text-[13px] text-gray-600">
              {notice.required_documents.length ? `제출 서류: ${notice.required_documents.join(', ')} · ` : ''}PDF, PNG, JPG · {maxDocumentMegabytes}MB 이하
            </p>
            {documents.length > 0 && (
              <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="올릴 서류">
                {documents.map((doc) => (
                  <li key={doc.key} className="flex items-center gap-2 px-3 py-2 text-sm">
                    <DocumentKindSelect
                      value={doc.kind}
                      onChange={(kind) => setDocuments((all) => all.map((d) => (d.key === doc.key ? { ...d, kind } : d)))}
                      className="h-8 w-28 shrink-0"
                      aria-label={`${doc.file.name} 서류 종류`}
                    />
                    <span className="min-w-0 flex-1 truncate" title={doc.file.name}>
                      {doc.file.name}
                    </span>
                    <span className="text-xs text-gray-500 tabular-nums">{Math.max(1, Math.round(doc.file.size / 1024)).toLocaleString('ko-KR')}KB</span>
                    <Button variant="ghost" size="icon-sm" aria-label={`${doc.file.name} 빼기`} onClick={() => setDocuments((all) => all.filter((d) => d.key !== doc.key))}>
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {fileError && (
              <p role="alert" className="mt-2 text-[13px] text-red-700">
                {fileError}
              </p>
            )}
            <input ref={fileInput} type="file" multiple accept={acceptedDocumentTypes} className="sr-only" aria-label="지원 서류 파일" tabIndex={-1} onChange={(e) => addFiles(e.target.files)} />
            <Button variant="outline" size="sm" className="mt-2" onClick={() => fileInput.current?.click()}>
              <Paperclip aria-hidden="true" />
              서류 추가
            </Button>
          </fieldset>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
