import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/forms/checkbox';
import { typedAmount, typedPhone } from '../input-formats';
import { OrgPicker } from '../org-picker';
import type { Placement, PlacementKey } from '../org-placement';
import { fieldGrid, RegistrationSection, TextField } from './registration-fields';
import type { RegistrationValues } from './registration-schema';

/** The form's id and name fields of each level: employee.corporation_id / corporation_name ... */
const placementFields = {
  corporation: ['employee.corporation_id', 'employee.corporation_name'],
  division: ['employee.division_id', 'employee.division_name'],
  headquarter: ['employee.headquarter_id', 'employee.headquarter_name'],
  team: ['employee.team_id', 'employee.team_name'],
  part: ['employee.part_id', 'employee.part_name'],
} as const satisfies Record<PlacementKey, readonly [string, string]>;

const placementKeys = Object.keys(placementFields) as PlacementKey[];

const watchedPaths = placementKeys.flatMap((key) => placementFields[key]);

export function PlacementSection() {
  const { setValue, getFieldState, formState } = useFormContext<RegistrationValues>();
  // Only the placement fields: typing elsewhere does not re-render the pickers.
  const watched = useWatch<RegistrationValues, typeof watchedPaths>({ name: watchedPaths });
  const value = Object.fromEntries(
    placementKeys.map((key, index) => [key, { id: watched[index * 2] ?? '', name: watched[index * 2 + 1] ?? '' }]),
  ) as Placement;
  const errors = Object.fromEntries(
    placementKeys.map((key) => [key, getFieldState(placementFields[key][0], formState).error?.message]),
  );
  return (
    <RegistrationSection title="소속" description="법인을 고르면 그 아래 조직만 차례로 고를 수 있습니다.">
      <OrgPicker
        required
        value={value}
        errors={errors}
        onChange={(next) => {
          // After a refused submit, a pick clears (or restates) the 소속 message at once.
          const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          for (const key of placementKeys) {
            const [id, name] = placementFields[key];
            setValue(id, next[key].id, options);
            setValue(name, next[key].name, options);
          }
        }}
      />
    </RegistrationSection>
  );
}

export function EmergencyContactSection() {
  return (
    <RegistrationSection title="비상연락처" description="이름, 관계, 연락처를 모두 입력하면 비고에 함께 기록됩니다.">
      <div className={fieldGrid}>
        <TextField name="emergencyContact.name" label="비상연락처 이름" autoComplete="off" />
        <TextField name="emergencyContact.relationship" label="관계" placeholder="배우자" />
        <TextField
          name="emergencyContact.phone"
          label="연락처"
          type="tel"
          inputMode="tel"
          placeholder="010-1234-5678"
          format={typedPhone}
        />
      </div>
    </RegistrationSection>
  );
}

export function SalarySection() {
  return (
    <RegistrationSection title="급여" description="월 기준 금액입니다. 저장 후에는 급여 열람 권한이 있어야 볼 수 있습니다.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="salary.base_salary" label="기본급" inputMode="numeric" placeholder="3,200,000" format={typedAmount} suffix="원" />
        <TextField name="salary.allowances" label="수당" inputMode="numeric" placeholder="200,000" format={typedAmount} suffix="원" />
      </div>
    </RegistrationSection>
  );
}

export function DocumentsSection() {
  const { control } = useFormContext<RegistrationValues>();
  const documents = useWatch<RegistrationValues, 'documents'>({ name: 'documents' });
  return (
    <RegistrationSection title="제출 서류" description="받은 서류에 표시하세요.">
      <fieldset>
        <legend className="sr-only">제출 서류</legend>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {documents.map((document, index) => (
            <Controller
              key={document.name}
              control={control}
              name={`documents.${index}.submitted`}
              render={({ field }) => (
                <label className="flex items-center gap-2.5 rounded-lg border border-gray-200 px-3 py-2.5 text-sm text-gray-800 hover:bg-gray-50">
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
                  {document.name}
                </label>
              )}
            />
          ))}
        </div>
      </fieldset>
    </RegistrationSection>
  );
}
