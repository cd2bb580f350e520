import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessNumberProblem,
  corporateNumberProblem,
  corporateTypeLabels,
  corporateTypes,
  employerTypeLabels,
  employerTypes,
  hrAuthorities,
  hrAuthorityLabels,
} from '@saram/shared/corporate-structure/corporate-structure';
import { corporationShape, type Corporation } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogActions, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormCheckbox, FormSelect } from '../../../../components/ui/forms/form-controls';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { showSuccess } from '../../../../lib/toast';
import { useCreateCorporation, useUpdateCorporation } from '../../api';
import { errorMessage, isConflict, serverFieldErrors } from '../../../../lib/api/form-errors';
import { labelledErrors } from '../../../../lib/api/labelled-errors';
import { formatBusinessNumber, formatCorporateNumber } from '../../registration-number';
import { conflictMessage } from '../units/unit-form-dialog';

const CorporationSeal = lazy(() => import('./corporation-seal').then((m) => ({ default: m.CorporationSeal })));

const noHolding = 'none';

export const corporationFormSchema = z.object({
  name: corporationShape.name,
  corporateType: z.enum(corporateTypes),
  businessRegistrationNumber: z.string().superRefine((value, ctx) => {
    const problem = businessNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  corporateRegistrationNumber: z.string().superRefine((value, ctx) => {
    const problem = corporateNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  employerType: z.enum(employerTypes),
  hrAuthority: z.enum(hrAuthorities),
  holdingCompanyId: z.string(),
  representative: corporationShape.representative.unwrap(),
  address: corporationShape.address.unwrap(),
  isActive: z.boolean(),
});
type FormValues = z.infer<typeof corporationFormSchema>;
export const corporationFormErrors = labelledErrors({ name: '법인명', representative: '대표자', address: '주소' });

const fieldNames = Object.keys(corporationFormSchema.shape) as (keyof FormValues)[];

function SelectField<T extends string>({
  control,
  name,
  label,
  options,
}: {
  control: Control<FormValues>;
  name: FieldPath<FormValues>;
  label: string;
  options: { value: T; label: string }[];
}) {
  return (
    <FormField label={label} required={name !== 'holdingCompanyId'}>
      <FormSelect control={control} name={name} options={options} />
    </FormField>
  );
}

type CorporationFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  corporation?: Corporation | undefined;
  holdings: Corporation[];
};

/** Create or edit a corporation; 사업자등록번호 / 법인등록번호 hyphenated as typed and checked live. */
export function CorporationFormDialog({ open, onOpenChange, corporation, holdings }: CorporationFormDialogProps) {
  const create = useCreateCorporation();
  const update = useUpdateCorporation();
  const [conflict, setConflict] = useState(false);
  const { register, control, handleSubmit, reset, setError, formState, watch } = useForm<FormValues>({
    resolver: zodResolver(corporationFormSchema, corporationFormErrors),
    mode: 'onChange',
  });
  const corporateType = watch('corporateType');

  useEffect(() => {
    if (!open) return;
    setConflict(false);
    const c = corporation;
    reset({
      name: c?.name ?? '',
      corporateType: c?.corporateType ?? 'OPERATING',
      businessRegistrationNumber: c?.businessRegistrationNumber ?? '',
      corporateRegistrationNumber: c?.corporateRegistrationNumber ?? '',
      employerType: c?.employerType ?? 'LEGAL',
      hrAuthority: c?.hrAuthority ?? 'FULL',
      holdingCompanyId: c?.holdingCompanyId ?? noHolding,
      representative: c?.representative ?? '',
      address: c?.address ?? '',
      isActive: c?.isActive ?? true,
    });
  }, [open, corporation, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      ...values,
      businessRegistrationNumber: values.businessRegistrationNumber.trim() || null,
      corporateRegistrationNumber: values.corporateRegistrationNumber.trim() || null,
      holdingCompanyId: values.corporateType === 'OPERATING' && values.holdingCompanyId !== noHolding ? values.holdingCompanyId : null,
      representative: values.representative.trim() || null,
      address: values.address.trim() || null,
    };
    try {
      if (corporation) {
        await update.mutateAsync({ id: corporation.id, body: { ...body, version: corporation.version } });
        showSuccess('법인을 저장했습니다.', body.name);
      } else {
        await create.mutateAsync(body);
        showSuccess('법인을 등록했습니다.', body.name);
      }
      onOpenChange(false);
    } catch (error) {
      if (isConflict(error) && corporation) {
        setConflict(true);
        return;
      }
      const fields = serverFieldErrors(error);
      const matched = fieldNames.filter((name) => fields[name]);
      matched.forEach((name, index) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
      if (matched.length === 0) setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  const businessField = register('businessRegistrationNumber');
  const corporateField = register('corporateRegistrationNumber');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="법인 정보">
          <DialogHeader>
            <DialogTitle>{corporation ? '법인 수정' : '법인 등록'}</DialogTitle>
            <DialogDescription>사업자등록번호와 법인등록번호는 형식과 검증 숫자를 바로 확인합니다.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            {conflict && (
              <Alert tone="warning" title={conflictMessage} className="sm:col-span-2">
                <p>창을 닫고 최신 내용을 다시 불러온 뒤 수정해주세요.</p>
                <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => onOpenChange(false)}>
                  다시 불러오기
                </Button>
              </Alert>
            )}
            {formState.errors.root?.message && (
              <Alert tone="danger" className="sm:col-span-2">
                {formState.errors.root.message}
              </Alert>
            )}
            <FormField label="법인명" required error={formState.errors.name?.message} className="sm:col-span-2">
              <Input {...register('name')} autoComplete="organization" />
            </FormField>
            <SelectField
              control={control}
              name="corporateType"
              label="법인 유형"
              options={corporateTypes.map((value) => ({ value, label: corporateTypeLabels[value] }))}
            />
            {corporateType === 'OPERATING' ? (
              <SelectField
                control={control}
                name="holdingCompanyId"
                label="지주회사"
                options={[{ value: noHolding, label: '없음' }, ...holdings.filter((h) => h.id !== corporation?.id).map((h) => ({ value: h.id, label: h.name }))]}
              />
            ) : (
              <div className="hidden sm:block" />
            )}
            <FormField label="사업자등록번호" description="000-00-00000" error={formState.errors.businessRegistrationNumber?.message}>
              <Input
                {...businessField}
                inputMode="numeric"
                placeholder="124-81-00998"
                onChange={(event) => {
                  event.target.value = formatBusinessNumber(event.target.value);
                  void businessField.onChange(event);
                }}
              />
            </FormField>
            <FormField label="법인등록번호" description="000000-0000000" error={formState.errors.corporateRegistrationNumber?.message}>
              <Input
                {...corporateField}
                inputMode="numeric"
                placeholder="130111-0006246"
                onChange={(event) => {
                  event.target.value = formatCorporateNumber(event.target.value);
                  void corporateField.onChange(event);
                }}
              />
            </FormField>
            <SelectField
              control={control}
              name="employerType"
              label="고용주 유형"
              options={employerTypes.map((value) => ({ value, label: employerTypeLabels[value] }))}
            />
            <SelectField control={control} name="hrAuthority" label="인사 권한" options={hrAuthorities.map((value) => ({ value, label: hrAuthorityLabels[value] }))} />
            <FormField label="대표자" error={formState.errors.representative?.message}>
              <Input {...register('representative')} />
            </FormField>
            <FormField label="주소" error={formState.errors.address?.message}>
              <Input {...register('address')} />
            </FormField>
            <FormCheckbox control={control} name="isActive" label="활성 법인" />
            {corporation && (
              <Suspense fallback={null}>
                <CorporationSeal id={corporation.id} name={corporation.name} />
              </Suspense>
            )}
          </DialogBody>
          <DialogActions onCancel={() => onOpenChange(false)} cancelDisabled={false} pending={formState.isSubmitting} pendingLabel="저장 중..." submitLabel={corporation ? '저장' : '등록'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
