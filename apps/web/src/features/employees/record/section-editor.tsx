import { toNestErrors } from '@hookform/resolvers';
import type { CommonTypeGroup } from '@saram/shared/common-types/common-types';
import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { josa } from '@saram/shared/hangul';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { useDiscardChanges } from '../../../components/dialogs/discard-changes';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { Textarea } from '../../../components/ui/forms/textarea';
import { cn } from '../../../lib/cn';
import { showSuccess } from '../../../lib/toast';
import { useCommonTypeOptions } from '../../common-types/api';
import { useUpdateEmployee } from '../record-api';
import { formatRrnInput } from '../../../lib/labels/format';
import { typedAmount, typedPhone } from './input-formats';
import { OptionalSelect, type OptionalSelectProps } from '../../../components/fields/optional-select';
import { OrgPicker } from './org-picker';
import type { Placement, PlacementKey } from './org-placement';
import type { FieldSpec, SectionSpec } from './section-specs';
import { getPath, initialValues, sectionErrors, updateBody, writableSpec, type Values } from './section-values';
import { errorMessage, isConflict, serverFieldErrors } from '../../../lib/api/form-errors';

const formatters: Partial<Record<NonNullable<FieldSpec['kind']>, (value: string) => string>> = {
  tel: typedPhone,
  money: typedAmount,
  zipcode: (value) => value.replace(/\D/g, '').slice(0, 5),
};

function errorAt(form: UseFormReturn<FieldValues>, path: string): string | undefined {
  const error = getPath(form.formState.errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A select of fixed options, or of the active 공통 코드 of its group (a stored value stays listed). */
function SpecSelect({ field, ...props }: { field: FieldSpec } & Pick<OptionalSelectProps, 'control' | 'value' | 'onChange'>) {
  const options = useMemo(() => (field.options ?? []).map((value) => ({ value, label: value })), [field.options]);
  return field.codes ? <CodeSelect group={field.codes} {...props} /> : <OptionalSelect placeholder="선택" options={options} {...props} />;
}

function CodeSelect({ group, ...props }: { group: CommonTypeGroup } & Pick<OptionalSelectProps, 'control' | 'value' | 'onChange'>) {
  return <OptionalSelect placeholder="선택" options={useCommonTypeOptions(group)} {...props} />;
}

function SpecField({ form, field, path }: { form: UseFormReturn<FieldValues>; field: FieldSpec; path: string }) {
  const error = errorAt(form, path);
  const wide = field.wide || field.kind === 'textarea';
  if (field.kind === 'checkbox') {
    return (
      <Controller
        control={form.control}
        name={path}
        render={({ field: f }) => (
          <label className={cn('flex items-center gap-2 self-end pb-2 text-sm text-gray-800', wide && 'sm:col-span-2')}>
            <Checkbox checked={Boolean(f.value)} onCheckedChange={(checked) => f.onChange(checked === true)} onBlur={f.onBlur} />
            {field.label}
          </label>
        )}
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <FormField label={field.label} error={error} className={cn(wide && 'sm:col-span-2')}>
        {(control) => (
          <Controller
            control={form.control}
            name={path}
            render={({ field: f }) => (
              <SpecSelect control={control} field={field} value={String(f.value ?? '')} onChange={f.onChange} />
            )}
          />
        )}
      </FormField>
    );
  }
  const registered = form.register(path, field.kind === 'number' ? { valueAsNumber: true } : undefined);
  const format = path.endsWith('personal.rrn') ? formatRrnInput : formatters[field.kind ?? 'text'];
  return (
    <FormField label={field.label} error={error} className={cn(wide && 'sm:col-span-2')}>
      {field.kind === 'textarea' ? (
        <Textarea {...registered} rows={field.path === 'notes' ? 8 : 3} />
      ) : (
        <Input
          {...registered}
          type={field.kind === 'date' || field.kind === 'email' || field.kind === 'tel' || field.kind === 'number' ? field.kind : 'text'}
          inputMode={field.kind === 'money' || field.kind === 'zipcode' ? 'numeric' : undefined}
          min={field.kind === 'number' ? 0 : undefined}
          placeholder={field.placeholder}
          autoComplete="off"
          className={cn(field.kind === 'money' && 'text-right tabular-nums')}
          onChange={(event) => {
            if (format) event.target.value = format(event.target.value);
            void registered.onChange(event);
          }}
        />
      )}
    </FormField>
  );
}

function ListFields({ form, spec }: { form: UseFormReturn<FieldValues>; spec: NonNullable<SectionSpec['list']> }) {
  const rows = useFieldArray({ control: form.control as Control<FieldValues>, name: spec.path });
  const empty = () => Object.fromEntries(spec.fields.map((f) => [f.path, f.kind === 'checkbox' ? false : '']));
  return (
    <div className="space-y-3">
      {rows.fields.length === 0 && <p className="rounded-lg bg-gray-50 px-3 py-4 text-center text-sm text-gray-600">등록된 {josa(spec.itemLabel, '이/가')} 없습니다.</p>}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="rounded-lg border border-gray-200 p-3 sm:p-4">
          <div className="mb-3 flex items-center justify-between">
            <legend className="text-sm font-semibold text-gray-900">
              {spec.itemLabel} {index + 1}
            </legend>
            <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)} aria-label={`${spec.itemLabel} ${index + 1} 삭제`}>
              <Trash2 aria-hidden="true" />
              삭제
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {spec.fields.map((field) => (
              <SpecField key={field.path} form={form} field={field} path={`${spec.path}.${index}.${field.path}`} />
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => rows.append(empty())}>
        <Plus aria-hidden="true" />
        {spec.itemLabel} 추가
      </Button>
    </div>
  );
}

const placementFields: Record<PlacementKey, [string, string]> = {
  corporation: ['organization.insuranceCorpId', 'organization.insuranceCorp'],
  division: ['organization.divisionId', 'organization.division'],
  headquarter: ['organization.headquarterId', 'organization.headquarters'],
  team: ['organization.teamId', 'organization.team'],
  part: ['organization.partId', 'organization.part'],
};

function PlacementFields({ form }: { form: UseFormReturn<FieldValues> }) {
  const organization = useWatch({ control: form.control, name: 'organization' }) as Values | undefined;
  const keys = Object.keys(placementFields) as PlacementKey[];
  const value = Object.fromEntries(
    keys.map((key) => {
      const [id, name] = placementFields[key];
      return [key, { id: String(getPath({ organization }, id) ?? ''), name: String(getPath({ organization }, name) ?? '') }];
    }),
  ) as Placement;
  return (
    <OrgPicker
      value={value}
      onChange={(next) => {
        for (const key of keys) {
          const [id, name] = placementFields[key];
          form.setValue(id, next[key].id, { shouldDirty: true });
          form.setValue(name, next[key].name, { shouldDirty: true });
        }
      }}
    />
  );
}

function describe(employee: Employee, spec: SectionSpec): string {
  return spec.description ?? `${employee.personal.nameKor} 님의 ${josa(spec.title, '을/를')} 수정합니다.`;
}

export type SectionEditorProps = {
  employee: Employee;
  spec: SectionSpec;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 409: someone saved first; the page offers to reload. */
  onConflict: () => void;
};

/** Edits one section of the record in a dialog and saves it with the record's version. */
export function SectionEditor({ employee, spec: given, open, onOpenChange, onConflict }: SectionEditorProps) {
  const rrnRestricted = employee.restricted.includes('rrn');
  const spec = useMemo(() => writableSpec(given, rrnRestricted), [given, rrnRestricted]);
  const update = useUpdateEmployee(employee._id);
  const resolver: Resolver<FieldValues> = async (values, _context, options) => {
    const errors = sectionErrors(employee, spec, values);
    if (!Object.keys(errors).length) return { values, errors: {} };
    const flat = Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, { type: 'validate', message }]));
    return { values: {}, errors: toNestErrors(flat, options) };
  };
  const form = useForm<FieldValues>({ resolver, defaultValues: initialValues(employee, spec), mode: 'onTouched' });
  const { reset, handleSubmit, setError, formState } = form;

  useEffect(() => {
    // The form starts from the record as it was when the dialog opened.
    if (open) reset(initialValues(employee, spec));
  }, [open, spec, reset]);

  const discard = useDiscardChanges({
    onClose: () => onOpenChange(false),
    description: `${spec.title}에 입력한 내용이 저장되지 않고 사라집니다. 닫을까요?`,
    keepLabel: '계속 편집',
  });
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty, isSubmitting } = formState;
  const requestClose = () => discard.requestClose(isDirty, isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(updateBody(employee, spec, values));
      showSuccess(`${josa(spec.title, '을/를')} 저장했습니다.`);
      onOpenChange(false);
    } catch (error) {
      if (isConflict(error)) {
        onConflict();
        return;
      }
      const fields = serverFieldErrors(error);
      const paths = Object.keys(fields);
      paths.forEach((path, index) => setError(path, { type: 'server', message: fields[path] }, { shouldFocus: index === 0 }));
      setError('root', { type: 'server', message: paths.length ? '입력 내용을 확인해주세요.' : errorMessage(error, '저장하지 못했습니다.') });
    }
  });

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent size={spec.list || spec.placement || (spec.fields?.length ?? 0) > 6 ? 'lg' : 'md'}>
          <DialogForm
            onSubmit={(event) => void onSubmit(event)}
            aria-label={`${spec.title} 편집`}
            title={<>{spec.title} 편집</>}
            description={describe(employee, spec)}
            actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={requestClose} pending={formState.isSubmitting} />}
          >
            {typeof formState.errors.root?.message === 'string' && (
              <Alert tone="danger" role="alert">
                {formState.errors.root.message}
              </Alert>
            )}
            {spec.placement && <PlacementFields form={form} />}
            {spec.fields && (
              <div className="grid gap-4 sm:grid-cols-2">
                {spec.fields.map((field) => (
                  <SpecField key={field.path} form={form} field={field} path={field.path} />
                ))}
              </div>
            )}
            {spec.list && <ListFields form={form} spec={spec.list} />}
          </DialogForm>
        </DialogContent>
      </Dialog>
      {discard.confirm}
    </>
  );
}
