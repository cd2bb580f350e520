import { zodResolver } from '@hookform/resolvers/zod';
import { unitTypeLabels, unitTypes } from '@saram/shared/organization/organization';
import { legacyTypeSchema, mappingLabelSchema, type HierarchyMapping } from '@saram/shared/organization/organization.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Dialog, DialogBody, DialogContent, DialogActions, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormSelect } from '../../../../components/ui/forms/form-controls';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { showSuccess } from '../../../../lib/toast';
import { errorMessage, isConflict, serverFieldErrors } from '../../../../lib/api/form-errors';
import { labelledErrors } from '../../../../lib/api/labelled-errors';
import { useCreateMapping, useUpdateMapping } from '../../tools-api';

const levelOptions = unitTypes.map((unitType, index) => ({ value: String(index + 1), label: `레벨 ${index + 1} · ${unitTypeLabels[unitType]}` }));

const formSchema = z.object({
  legacyType: z.string(),
  level: z.string(),
  label: mappingLabelSchema,
});
type FormValues = z.infer<typeof formSchema>;
const createSchema = formSchema.extend({ legacyType: legacyTypeSchema });

type MappingFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this mapping (its legacy type stays); without it, add one. */
  mapping?: HierarchyMapping | undefined;
};

/** Adds or edits a legacy type → level mapping; one legacy type per level (the server says which holds it). */
export function MappingFormDialog({ open, onOpenChange, mapping }: MappingFormDialogProps) {
  const create = useCreateMapping();
  const update = useUpdateMapping();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(mapping ? formSchema : createSchema, labelledErrors({ label: '표시명' })),
    defaultValues: { legacyType: '', level: '5', label: '' },
  });
  useEffect(() => {
    if (open) reset(mapping ? { legacyType: mapping.legacyType, level: String(mapping.level), label: mapping.label } : { legacyType: '', level: '5', label: '' });
  }, [open, mapping, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mapping) {
        await update.mutateAsync({ legacyType: mapping.legacyType, body: { version: mapping.version, level: Number(values.level), label: values.label } });
        showSuccess('매핑을 저장했습니다.', mapping.legacyType);
      } else {
        await create.mutateAsync({ legacyType: values.legacyType.trim(), level: Number(values.level), label: values.label });
        showSuccess('매핑을 추가했습니다.', values.legacyType);
      }
      onOpenChange(false);
    } catch (error) {
      if (isConflict(error)) {
        setError('root', { type: 'server', message: '다른 사용자가 먼저 변경했습니다. 창을 닫고 다시 열어주세요.' });
        return;
      }
      const fields = serverFieldErrors(error);
      const known = (['legacyType', 'level', 'label'] as const).filter((name) => fields[name]);
      known.forEach((name) => setError(name, { type: 'server', message: fields[name] }));
      if (fields.unitType) setError('level', { type: 'server', message: fields.unitType });
      if (known.length === 0 && !fields.unitType) setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{mapping ? `${mapping.legacyType} 매핑 수정` : '매핑 추가'}</DialogTitle>
            <DialogDescription>레거시 조직 API의 유형을 조직 레벨에 연결합니다. 레벨마다 하나의 유형만 둘 수 있습니다.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {formState.errors.root?.message && (
              <Alert tone="danger" role="alert">
                {formState.errors.root.message}
              </Alert>
            )}
            <FormField
              label="레거시 유형"
              required={!mapping}
              error={formState.errors.legacyType?.message}
              description={mapping ? '레거시 유형은 바꿀 수 없습니다.' : '영문으로 시작하는 영문·숫자·밑줄 2~40자 (예: taskForce)'}
            >
              <Input {...register('legacyType')} disabled={Boolean(mapping)} autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField label="레벨" required error={formState.errors.level?.message}>
              <FormSelect control={control} name="level" options={levelOptions} />
            </FormField>
            <FormField label="표시명" required error={formState.errors.label?.message}>
              <Input {...register('label')} autoComplete="off" />
            </FormField>
          </DialogBody>
          <DialogActions onCancel={() => onOpenChange(false)} cancelDisabled={false} pending={formState.isSubmitting} pendingLabel="저장 중..." submitLabel={mapping ? '저장' : '추가'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
