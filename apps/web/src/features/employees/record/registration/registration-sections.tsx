import type { CommonTypeGroup } from '@saram/shared/common-types/common-types';
import { genders } from '@saram/shared/employees/employees';
import { rrnFacts } from '@saram/shared/employees/employee-input';
import { checkRrn } from '@saram/shared/korea';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../../components/ui/forms/form-controls';
import { FormField } from '../../../../components/ui/forms/form-field';
import { RadioGroup, RadioGroupItem } from '../../../../components/ui/forms/radio-group';
import { formatDate, formatRrnInput } from '../../../../lib/labels/format';
import { useCommonTypeOptions } from '../../../common-types/api';
import { typedPhone } from '../input-formats';
import { OptionalSelect } from '../../../../components/fields/optional-select';
import { fieldGrid, RegistrationSection, TextField } from './registration-fields';
import type { RegistrationValues } from './registration-schema';
import { useDuplicateCheck } from './use-duplicate-check';
import { useCan } from '../../../../lib/auth/use-can';

type CodeName = 'employee.job_grade' | 'employee.job_title' | 'employee.job_function';

/** A field whose choices are the active 공통 코드 of its group (empty allowed). */
function CodeField({ name, label, group }: { name: CodeName; label: string; group: CommonTypeGroup }) {
  const { control, getFieldState } = useFormContext<RegistrationValues>();
  const options = useCommonTypeOptions(group);
  const formState = useFormState<RegistrationValues>({ name });
  return (
    <FormField label={label} error={getFieldState(name, formState).error?.message}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => <OptionalSelect control={props} value={field.value} placeholder="선택" options={options} onChange={field.onChange} />}
        />
      )}
    </FormField>
  );
}

/** The RRN's own live check: format and real date as soon as 13 digits are in. */
function useRrnFeedback() {
  const { setValue } = useFormContext<RegistrationValues>();
  const rrn = useWatch<RegistrationValues, 'person.rrn'>({ name: 'person.rrn' });
  const complete = rrn.replace(/\D/g, '').length === 13;
  const check = complete ? checkRrn(rrn) : null;
  const onRrnTyped = (value: string) => {
    const facts = value.replace(/\D/g, '').length === 13 ? rrnFacts(value) : null;
    if (!facts) return;
    // The number decides: a corrected RRN corrects them too (the server refuses a birth date that differs).
    setValue('person.birthDate', facts.birthDate, { shouldDirty: true, shouldValidate: true });
    setValue('person.gender', facts.gender, { shouldDirty: true });
  };
  const hint = check && !check.valid ? check.message : undefined;
  const description = check?.valid
    ? [`생년월일 ${formatDate(check.birthDate)}`, check.warning].filter(Boolean).join(' · ')
    : '예: 900101-1234567. 등록 후에는 가려서 표시되며, 열람 권한과 사유가 있어야 볼 수 있습니다.';
  return { hint, description, onRrnTyped };
}

export function BasicInfoSection() {
  const { control } = useFormContext<RegistrationValues>();
  const [employeeNo, companyEmail] = useWatch<RegistrationValues, ['employee.employee_number', 'person.company_email']>({
    name: ['employee.employee_number', 'person.company_email'],
  });
  const duplicates = useDuplicateCheck(employeeNo, companyEmail);
  const rrn = useRrnFeedback();
  // Writing the RRN needs the permission that reading it needs.
  const canRrn = useCan('employees:rrn:view');
  return (
    <>
      <RegistrationSection title="기본 정보" description="* 표시는 필수 항목입니다. 비어 있는 다른 주요 항목은 등록 후 경고로 알려드립니다.">
        <div className={fieldGrid}>
          <TextField name="employee.person_name" label="이름" required autoComplete="off" placeholder="홍길동" />
          <TextField name="person.name_eng" label="영문 이름" autoComplete="off" placeholder="Gildong Hong" />
          <TextField
            name="employee.employee_number"
            label="사번"
            autoComplete="off"
            placeholder="E2026001"
            hint={duplicates.employeeId}
            description="영문, 숫자, 하이픈 30자 이내"
          />
          {canRrn && (
            <TextField
              name="person.rrn"
              label="주민등록번호"
              autoComplete="off"
              inputMode="numeric"
              placeholder="900101-1234567"
              format={(value) => {
                const formatted = formatRrnInput(value);
                rrn.onRrnTyped(formatted);
                return formatted;
              }}
              hint={rrn.hint}
              description={rrn.description}
              className="sm:col-span-2 lg:col-span-1"
            />
          )}
          <TextField name="person.birthDate" label="생년월일" type="date" />
          <FormField label="성별">
            {(props) => (
              <Controller
                control={control}
                name="person.gender"
                render={({ field }) => (
                  <RadioGroup
                    value={field.value}
                    onValueChange={field.onChange}
                    className="flex h-9 items-center gap-6"
                    aria-describedby={props['aria-describedby']}
                    id={props.id}
                    aria-label="성별"
                  >
                    {genders.map((gender) => (
                      <label key={gender} className="flex items-center gap-2 text-sm text-gray-800">
                        <RadioGroupItem value={gender} />
                        {gender}
                      </label>
                    ))}
                  </RadioGroup>
                )}
              />
            )}
          </FormField>
        </div>
      </RegistrationSection>

      <RegistrationSection title="연락처">
        <div className={fieldGrid}>
          <TextField
            name="person.company_email"
            label="회사 이메일"
            type="email"
            autoComplete="off"
            placeholder="gildong.hong@hanbit.co.kr"
            hint={duplicates.email}
            description="업무 메일과 로그인 계정에 씁니다."
          />
          <TextField name="person.email" label="개인 이메일" type="email" autoComplete="off" placeholder="gildong@gmail.com" />
          <TextField name="person.contact" label="휴대전화" type="tel" inputMode="tel" autoComplete="off" placeholder="010-1234-5678" format={typedPhone} />
        </div>
      </RegistrationSection>

      <RegistrationSection title="주소" description="우편번호 검색은 아직 제공하지 않습니다. 우편번호(숫자 5자리), 주소, 상세주소를 직접 입력해주세요.">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            name="person.zipcode"
            label="우편번호"
            inputMode="numeric"
            maxLength={5}
            placeholder="06236"
            description="숫자 5자리"
            format={(value) => value.replace(/\D/g, '').slice(0, 5)}
          />
          <TextField name="person.address" label="주소" placeholder="서울특별시 강남구 테헤란로 152" />
          <TextField name="person.address_detail" label="상세주소" placeholder="12층 1201호" className="sm:col-start-2" />
          <TextField name="person.extra_address" label="참고항목" placeholder="(역삼동)" className="sm:col-start-2" />
        </div>
      </RegistrationSection>
    </>
  );
}

export function WorkInfoSection() {
  const { control } = useFormContext<RegistrationValues>();
  const employmentTypes = useCommonTypeOptions('employment_type');
  const employmentStatuses = useCommonTypeOptions('employment_status');
  return (
    <RegistrationSection title="근무 정보">
      <div className={fieldGrid}>
        <FormField label="고용형태" required>
          <FormSelect control={control} name="employee.work_form" options={employmentTypes} />
        </FormField>
        <CodeField name="employee.job_grade" label="직급" group="job_grade" />
        <CodeField name="employee.job_title" label="직책" group="job_title" />
        <CodeField name="employee.job_function" label="직무" group="job_function" />
        <TextField name="employee.hire_date" label="입사일" type="date" required />
        <TextField name="employee.first_join_date" label="최초 입사일" type="date" description="재입사자는 처음 입사한 날" />
        <TextField name="employee.transfer_date" label="전보일" type="date" />
        <TextField name="employee.probation_end_date" label="수습 종료일" type="date" />
        <FormField label="재직상태">
          <FormSelect control={control} name="employee.employment_status" options={employmentStatuses} />
        </FormField>
      </div>
    </RegistrationSection>
  );
}
