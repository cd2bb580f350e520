import { zodResolver } from '@hookform/resolvers/zod';
import { unitTypeLabels, unitTypes, type UnitType } from '@saram/shared/organization/organization';
import { descriptionSchema, unitNameSchema, type OrgUnitDetail } from '@saram/shared/organization/organization.schemas';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogActions, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormCheckbox, FormSelect } from '../../../../components/ui/forms/form-controls';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { showSuccess } from '../../../../lib/toast';
import { useCreateUnit, useUpdateUnit } from '../../api';
import { EmployeePickerField } from '../../../../components/fields/employee-picker-field';
import { errorMessage, isConflict, serverFieldErrors } from '../../../../lib/api/form-errors';
import { labelledErrors } from '../../../../lib/api/labelled-errors';

const formSchema = z.object({
  unitName: unitNameSchema,
  unitType: z.enum(unitTypes),
  isActive: z.boolean(),
  isTemporary: z.boolean(),
  description: descriptionSchema,
  /** 조직장: the 1차 평가자 of the unit's people and 2차 of the units below. */
  leader: z.object({ id: z.string(), name: z.string(), employeeNo: z.string(), detail: z.string() }).nullable(),
});
type FormValues = z.infer<typeof formSchema>;

export const conflictMessage = '다른 사용자가 먼저 변경했습니다';

type UnitFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this unit; without it, create a child of `parent` (or a top unit). */
  unit?: OrgUnitDetail | undefined;
  parent?: { id: string; unitName: string; level: number; corporationId: string | null } | undefined;
  onReload?: (() => void) | undefined;
  onCreated?: ((id: string) => void) | undefined;
};

const unitTypeOptions = unitTypes.map((value, index) => ({ value, label: `${unitTypeLabels[value]} (레벨 ${index + 1})` }));

function defaultType(parentLevel: number | undefined): UnitType {
  return unitTypes[Math.min(parentLevel ?? 0, 3)] ?? 'TEAM';
}

export function UnitFormDialog({ open, onOpenChange, unit, parent, onReload, onCreated }: UnitFormDialogProps) {
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const [conflict, setConflict] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema, labelledErrors({ unitName: '조직명', description: '설명' })),
    defaultValues: { unitName: '', unitType: 'TEAM', isActive: true, isTemporary: false, description: '', leader: null },
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (!open) return;
    setConflict(false);
    reset(
      unit
        ? {
            unitName: unit.unitName,
            unitType: unit.unitType,
            isActive: unit.isActive,
            isTemporary: unit.isTemporary,
            description: unit.description ?? '',
            leader: unit.leaderId ? { id: unit.leaderId, name: unit.leaderName ?? '', employeeNo: '', detail: '' } : null,
          }
        : { unitName: '', unitType: defaultType(parent?.level), isActive: true, isTemporary: false, description: '', leader: null },
    );
  }, [open, unit, parent, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const { leader, ...rest } = values;
    const body = { ...rest, description: values.description.trim() || null, leaderId: leader?.id ?? null };
    try {
      if (unit) {
        await update.mutateAsync({ id: unit.id, body: { ...body, version: unit.version } });
        showSuccess('조직을 저장했습니다.');
      } else {
        const created = await create.mutateAsync({ ...body, parentId: parent?.id ?? null, corporationId: parent?.corporationId ?? null });
        showSuccess('조직을 만들었습니다.', created.unitName);
        onCreated?.(created.id);
      }
      onOpenChange(false);
    } catch (error) {
      if (isConflict(error) && unit) {
        setConflict(true);
        return;
      }
      const fields = serverFieldErrors(error);
      const names = Object.keys(fields)
        .map((name) => (name === 'leaderId' ? 'leader' : name))
        .filter((name): name is keyof FormValues => name in formSchema.shape);
      const messageOf = (name: keyof FormValues) => fields[name === 'leader' ? 'leaderId' : name];
      if (names.length > 0) names.forEach((name) => setError(name, { type: 'server', message: messageOf(name) }));
      else setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  const title = unit ? '조직 수정' : parent ? `${parent.unitName} 아래에 조직 추가` : '최상위 조직 추가';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>조직명, 유형(레벨), 조직장, 상태를 입력합니다.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {conflict && (
              <Alert tone="warning" title={conflictMessage}>
                <p>최신 내용을 불러온 뒤 다시 수정해주세요.</p>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={() => {
                    onReload?.();
                    onOpenChange(false);
                  }}
                >
                  다시 불러오기
                </Button>
              </Alert>
            )}
            {formState.errors.root?.message && <Alert tone="danger">{formState.errors.root.message}</Alert>}
            <FormField label="조직명" required error={formState.errors.unitName?.message}>
              <Input {...register('unitName')} autoComplete="off" />
            </FormField>
            <FormField label="유형(레벨)" required error={formState.errors.unitType?.message}>
              <FormSelect control={control} name="unitType" options={unitTypeOptions} />
            </FormField>
            <Controller
              control={control}
              name="leader"
              render={({ field }) => (
                <EmployeePickerField
                  label="조직장"
                  value={field.value}
                  onChange={field.onChange}
                  error={formState.errors.leader?.message}
                  description="조직장은 이 조직 구성원의 1차 평가자, 하위 조직 구성원의 2차 평가자가 됩니다."
                />
              )}
            />
            <div className="flex flex-wrap gap-6">
              <FormCheckbox control={control} name="isActive" label="활성" />
              <FormCheckbox control={control} name="isTemporary" label="임시 조직" />
            </div>
            <FormField label="설명" error={formState.errors.description?.message}>
              <Textarea {...register('description')} rows={3} />
            </FormField>
          </DialogBody>
          <DialogActions onCancel={() => onOpenChange(false)} cancelDisabled={false} pending={formState.isSubmitting} pendingLabel="저장 중..." submitLabel={unit ? '저장' : '만들기'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
