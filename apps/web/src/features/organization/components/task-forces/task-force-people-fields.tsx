import { ArrowDown, ArrowUp, UserPlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/forms/input';
import { EmployeePickerField, employeeSearch, pickedEmployee } from '../../../../components/fields/employee-picker-field';
import { SearchCombobox, type ComboOption } from '../../../../components/fields/search-combobox';
import { approverCandidatesQueryOptions, approverLabel, type ApproverCandidate } from '../../people-api';
import { pickedApprover, type TaskForceFormValues } from '../../task-force-form-values';

type FieldProps = { control: Control<TaskForceFormValues>; errors: FieldErrors<TaskForceFormValues> };

const approverOption = (candidate: ApproverCandidate): ComboOption => ({
  id: candidate.id,
  label: approverLabel(candidate),
  hint: candidate.loginId,
  detail: candidate.email ?? undefined,
});

/** 리더: one employee, searched by name, 초성 or 사번. */
export function LeaderField({ control, errors }: FieldProps) {
  return (
    <Controller
      control={control}
      name="leader"
      render={({ field }) => (
        <EmployeePickerField label="리더" value={field.value} onChange={field.onChange} error={errors.leader?.message} description="리더는 구성원에 자동으로 포함됩니다." />
      )}
    />
  );
}

function FieldHeading({ id, label, count, action }: { id: string; label: string; count: string; action: ReactNode }) {
  return (
    <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
      <p id={id} className="text-sm font-medium text-gray-800">
        {label}
        <span className="ml-1.5 font-normal text-gray-600 tabular-nums">{count}</span>
      </p>
      {action}
    </div>
  );
}

function RowError({ message }: { message: string | undefined }) {
  return message ? <p className="mt-1 text-[13px] text-red-700">{message}</p> : null;
}

/** 구성원: any number of employees, each with an optional role; the list stays open to add several. */
export function MembersField({ control, errors, register }: FieldProps & { register: UseFormRegister<TaskForceFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'members', keyName: 'key' });
  const leader = useWatch({ control, name: 'leader' });
  const ids = fields.map((field) => field.person.id);
  return (
    <div role="group" aria-labelledby="tf-members-label">
      <FieldHeading
        id="tf-members-label"
        label="구성원"
        count={`${fields.length}명`}
        action={
          <SearchCombobox
            {...employeeSearch}
            searchLabel="구성원 검색"
            align="end"
            selectedIds={ids}
            closeOnSelect={false}
            onSelect={(hit) => {
              const index = ids.indexOf(hit.id);
              if (index >= 0) remove(index);
              else append({ person: pickedEmployee(hit), role: '' }, { shouldFocus: false });
            }}
            trigger={
              <Button variant="outline" size="sm">
                <UserPlus aria-hidden="true" />
                구성원 추가
              </Button>
            }
          />
        }
      />
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-600">
          아직 구성원이 없습니다. 구성원 추가를 눌러 직원을 찾으세요.
        </p>
      ) : (
        <ul className="max-h-64 space-y-1.5 overflow-y-auto" aria-label="선택한 구성원">
          {fields.map((field, index) => (
            <li key={field.key} className="rounded-lg border border-gray-200 px-3 py-2">
              <div className="flex items-center gap-2">
                <div className="min-w-0 flex-1">
                  <p className="flex min-w-0 items-center gap-1.5">
                    <span className="truncate font-medium text-gray-900">{field.person.name}</span>
                    <span className="shrink-0 text-xs text-gray-600 tabular-nums">{field.person.employeeNo}</span>
                    {leader?.id === field.person.id && <Badge tone="brand">리더</Badge>}
                  </p>
                  {field.person.detail && <p className="truncate text-xs text-gray-600">{field.person.detail}</p>}
                </div>
                {/* Input is w-full; the wrapper sets its width. */}
                <div className="w-24 shrink-0 sm:w-32">
                  <Input
                    {...register(`members.${index}.role`)}
                    controlSize="sm"
                    placeholder="역할"
                    aria-label={`${field.person.name} 역할`}
                    aria-invalid={errors.members?.[index]?.role ? true : undefined}
                    autoComplete="off"
                  />
                </div>
                <Button variant="ghost" size="icon-sm" aria-label={`${field.person.name} 빼기`} onClick={() => remove(index)}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              <RowError message={errors.members?.[index]?.person?.message ?? errors.members?.[index]?.role?.message} />
            </li>
          ))}
        </ul>
      )}
      <RowError message={errors.members?.message ?? errors.members?.root?.message} />
    </div>
  );
}

/**
 * 결재선: approvers in order (1단계 first), added by search, moved up or down, removed. Locked while
 * the TF is being approved or after.
 */
export function ApproversField({ control, errors, editable }: FieldProps & { editable: boolean }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'approvers', keyName: 'key' });
  const ids = fields.map((field) => field.id);
  return (
    <div role="group" aria-labelledby="tf-approvers-label">
      <FieldHeading
        id="tf-approvers-label"
        label="결재선"
        count={`${fields.length}단계`}
        action={
          editable && (
            <div className="flex flex-wrap gap-1.5">
              <SearchCombobox
                source={approverCandidatesQueryOptions}
                toOption={approverOption}
                searchLabel="결재자 검색"
                align="end"
                placeholder="이름, 사번, 로그인 ID"
                emptyText="조직 관리 권한이 있는 사용자 중 일치하는 사람이 없습니다."
                selectedIds={ids}
                onSelect={(candidate) => {
                  const index = ids.indexOf(candidate.id);
                  if (index >= 0) remove(index);
                  else append(pickedApprover(candidate), { shouldFocus: false });
                }}
                trigger={
                  <Button variant="outline" size="sm" disabled={fields.length >= 10}>
                    <UserPlus aria-hidden="true" />
                    결재자 추가
                  </Button>
                }
              />
            </div>
          )
        }
      />
      {!editable && <p className="mb-2 text-[13px] text-gray-600">결재가 진행 중이거나 끝난 TF의 결재선은 바꿀 수 없습니다.</p>}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-600">
          결재자가 없으면 상신할 수 없습니다. 결재 순서대로 추가하세요.
        </p>
      ) : (
        <ol className="space-y-1.5" aria-label="결재 순서">
          {fields.map((field, index) => (
            <li key={field.key} className="rounded-lg border border-gray-200 px-3 py-2">
              <div className="flex items-center gap-2">
                <span className="w-11 shrink-0 text-xs font-medium text-gray-600 tabular-nums">{`${index + 1}단계`}</span>
                <p className="min-w-0 flex-1 truncate">
                  <span className="font-medium text-gray-900">{field.name}</span>
                  {field.loginId && <span className="ml-1.5 text-xs text-gray-600">{field.loginId}</span>}
                </p>
                {editable && (
                  <div className="flex shrink-0">
                    <Button variant="ghost" size="icon-sm" aria-label={`${field.name} 위로`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`${field.name} 아래로`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" aria-label={`${field.name} 빼기`} onClick={() => remove(index)}>
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </div>
              <RowError message={errors.approvers?.[index]?.message} />
            </li>
          ))}
        </ol>
      )}
      <RowError message={errors.approvers?.message ?? errors.approvers?.root?.message} />
    </div>
  );
}
