import { createTemplateSchema, putTemplateSchema, type ChecklistTemplate, type TemplateContent } from '@saram/shared/checklists/checklists.schemas';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-client';
import { errorMessage, isConflict, serverFieldErrors } from '../../../lib/api/form-errors';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateTemplate, usePutTemplate } from '../api';
import { mapErrors } from './builder-state';

type Options = {
  template: ChecklistTemplate | null;
  content: TemplateContent;
  /** Field errors were found (by the shared schema or the server's 400), keyed for the screen. */
  onInvalid: (firstKey: string | undefined) => void;
  onSaved: (saved: ChecklistTemplate) => void;
};

/**
 * The builder's save: checks the draft with the shared schema before the 변경 요약 dialog opens,
 * then creates (v1) or PUTs a new version; a 400's field messages go to the fields, a 409 to the dialog.
 */
export function useTemplateSave({ template, content, onInvalid, onSaved }: Options) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const create = useCreateTemplate();
  const put = usePutTemplate(template?.id ?? '');

  const showFieldErrors = (mapped: Record<string, string>) => {
    setErrors(mapped);
    onInvalid(Object.keys(mapped)[0]);
  };

  const openSave = () => {
    const body = template ? { ...content, version: template.version } : content;
    const parsed = (template ? putTemplateSchema : createTemplateSchema).safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      showFieldErrors(mapErrors(content, fields));
      showError('저장할 수 없습니다', '표시된 입력 내용을 확인해주세요.');
      return;
    }
    setErrors({});
    setConflict(null);
    setDialogOpen(true);
  };

  const done = (saved: ChecklistTemplate) => {
    setDialogOpen(false);
    showSuccess(`${saved.name} v${saved.version} 저장됨`);
    onSaved(saved);
  };

  const failed = (error: unknown) => {
    if (isConflict(error)) {
      setConflict(errorMessage(error));
      return;
    }
    if (isApiError(error) && error.status === 400) {
      setDialogOpen(false);
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) showFieldErrors(mapErrors(content, fields));
    }
  };

  const save = (summary: string) => {
    if (template) put.mutate({ ...content, version: template.version, change_summary: summary }, { onSuccess: done, onError: failed });
    else create.mutate({ ...content, feature_id: 'onboarding', change_summary: summary }, { onSuccess: done, onError: failed });
  };

  return { errors, dialogOpen, setDialogOpen, conflict, saving: create.isPending || put.isPending, openSave, save };
}
