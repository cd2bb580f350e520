import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { useState, type FormEvent } from 'react';
import { Alert, ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { cn } from '../../lib/cn';
import { errorMessage, isConflict, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { useUpdateProfile } from './api';
import { fieldPath, sectionChanges, sectionValues, type EditableSectionSpec, type SectionValues } from './profile-sections';

export const conflictTitle = '다른 곳에서 먼저 변경되었습니다';

export type ProfileEditDialogProps = {
  spec: EditableSectionSpec;
  employee: Employee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Loads 내 정보 again (after a conflict). */
  onReload: () => Promise<unknown>;
};

function sameValues(a: SectionValues, b: SectionValues): boolean {
  return Object.keys(a).every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
}

/**
 * Edits one section of 내 정보; mounted per opening, so it starts from the record as it is. The
 * server checks every field: its messages appear under their fields and the dialog stays open; a stale version (409) offers 새로고침; saving without a change
 * just closes.
 */
export function ProfileEditDialog({ spec, employee, open, onOpenChange, onReload }: ProfileEditDialogProps) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<SectionValues>(() => sectionValues(employee, spec));
  const [reloading, setReloading] = useState(false);

  const fieldErrors = serverFieldErrors(update.error);
  const conflict = isConflict(update.error);
  const paths = new Set(spec.fields.map(({ key }) => fieldPath(spec, key)));
  const otherErrors = Object.entries(fieldErrors).filter(([path]) => !paths.has(path));
  const generalError =
    update.error && !conflict && Object.keys(fieldErrors).length === 0 ? errorMessage(update.error, '저장하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sameValues(values, sectionValues(employee, spec))) {
      onOpenChange(false);
      return;
    }
    update.mutate(
      { version: employee.version, personal: sectionChanges(spec, values) },
      {
        onSuccess: () => {
          showSuccess(`${spec.title} 저장됨`, '변경한 내용이 내 정보에 반영되었습니다.');
          onOpenChange(false);
        },
      },
    );
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      onOpenChange(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogForm
          onSubmit={submit}
          title={`${spec.title} 수정`}
          description={spec.description}
          actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={() => onOpenChange(false)} pending={update.isPending} />}
        >
          {conflict && (
            <Alert tone="warning" role="alert" title={conflictTitle}>
              <p>내 정보를 연 뒤에 다른 곳에서 저장했습니다. 입력한 내용은 저장되지 않았습니다. 새로고침해서 최신 내용을 확인한 뒤 다시 수정해주세요.</p>
              <Button size="sm" variant="outline" className="mt-2" loading={reloading} loadingText="불러오는 중..." onClick={() => void reload()}>
                새로고침
              </Button>
            </Alert>
          )}
          <ErrorAlert message={generalError} />
          {otherErrors.length > 0 && (
            <Alert tone="danger" role="alert">
              {otherErrors.map(([path, message]) => (
                <p key={path}>{message}</p>
              ))}
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {spec.fields.map((field) => (
              <FormField key={field.key} label={field.label} error={fieldErrors[fieldPath(spec, field.key)]} className={cn(field.wide && 'sm:col-span-2')}>
                <Input
                  name={field.key}
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete ?? 'off'}
                  maxLength={200}
                  value={values[field.key] ?? ''}
                  onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
                />
              </FormField>
            ))}
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
