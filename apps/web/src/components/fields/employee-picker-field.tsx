import type { RouteResponse } from '@saram/shared/contract';
import { employeeRoutes } from '@saram/shared/employees/employees';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import { call } from '../../lib/api/api-client';
import { cn } from '../../lib/cn';
import { SearchCombobox, type ComboOption } from './search-combobox';
import { Button } from '../ui/button';
import { FormField } from '../ui/forms/form-field';
import { controlClasses } from '../ui/forms/input';

export type EmployeeHit = RouteResponse<typeof employeeRoutes.quickSearch>['data'][number];
/** An employee as a form holds them once picked. */
export type PickedEmployee = { id: string; name: string; employeeNo: string; detail: string };

export const pickerLimit = 20;

/** GET employees/search: name, 초성 ('ㄱㅁㅅ') or 사번 prefix; an empty query lists the first few. */
export const employeeSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['employee-picker', q] as const,
    queryFn: ({ signal }) => call(employeeRoutes.quickSearch, { query: { q, limit: pickerLimit } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast: false },
  });

export function pickedEmployee(hit: EmployeeHit): PickedEmployee {
  return {
    id: hit.id,
    name: hit.nameKor,
    employeeNo: hit.employee_number,
    detail: [hit.departmentPath, hit.job_title].filter(Boolean).join(' · '),
  };
}

const employeeOption = (hit: EmployeeHit): ComboOption => ({
  id: hit.id,
  label: hit.nameKor,
  hint: hit.employee_number,
  detail: [hit.departmentPath, hit.job_title, hit.employment_status].filter(Boolean).join(' · '),
});

/** The SearchCombobox settings of an employee search (one picked, or several: a task force's members). */
export const employeeSearch = { source: employeeSearchQueryOptions, toOption: employeeOption, placeholder: '이름, 초성(ㄱㅁㅅ), 사번', emptyText: '일치하는 직원이 없습니다.' };

/** One employee picked by name, 초성 or 사번 (a task force's 리더, a unit's 조직장), with a clear button. */
export function EmployeePickerField({
  label,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  value: PickedEmployee | null;
  onChange: (value: PickedEmployee | null) => void;
  error?: string | undefined;
  description?: string | undefined;
}) {
  return (
    <FormField label={label} error={error} description={description}>
      {(controlProps) => (
        <div className="flex items-center gap-1.5">
          <SearchCombobox
            {...employeeSearch}
            searchLabel={`${label} 검색`}
            selectedIds={value ? [value.id] : []}
            onSelect={(hit) => onChange(pickedEmployee(hit))}
            trigger={
              <button type="button" role="combobox" {...controlProps} className={cn(controlClasses, 'flex h-9 items-center justify-between gap-2 px-3 text-left')}>
                {value ? (
                  <span className="min-w-0 truncate">
                    {value.name}
                    {value.employeeNo && <span className="ml-1.5 text-xs text-gray-600 tabular-nums">{value.employeeNo}</span>}
                  </span>
                ) : (
                  <span className="text-gray-500">{label} 선택</span>
                )}
                <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              </button>
            }
          />
          {value && (
            <Button variant="ghost" size="icon" aria-label={`${label} 지우기`} onClick={() => onChange(null)}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
