import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { PickedEmployee } from '../../../components/fields/employee-picker-field';
import { DateFilter } from '../../../components/list/date-filter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { seoulToday } from '../../../lib/labels/format';
import { flattenUnits, orgFilterLevels, selectOrg, type OrgSelection } from '../../../lib/labels/org-filters';
import { OrgFilterSelects } from '../../../components/list/org-filter-selects';
import { treeQueryOptions } from '../../organization/api';
import { customStart, periodPresetLabels, periodPresets, presetOf, presetPeriod, type PeriodPreset, type ReportFilterValues } from './report-filters';

// Only the individual progress report picks a person: the picker loads there alone.
const EmployeePickerField = lazy(() => import('../../../components/fields/employee-picker-field').then((m) => ({ default: m.EmployeePickerField })));

export type ReportFilterBarProps = {
  filters: ReportFilterValues;
  onChange: (filters: ReportFilterValues) => void;
  /** The individual progress report picks one person. */
  withEmployee?: boolean;
  /** The picked person's name, as the report answered it. */
  employeeName?: string | null;
};

/** The deepest unit of an org selection (the report counts it with its sub-units). */
function deepestUnit(selection: OrgSelection): string | undefined {
  return [...orgFilterLevels].reverse().map((level) => selection[level.key]).find(Boolean);
}

/**
 * 기간 (최근 12개월 · 올해 · 지난해 · 직접 선택), 법인 and the unit levels (the employee list's cascading
 * selects), and for the individual report the person.
 */
export function ReportFilterBar({ filters, onChange, withEmployee = false, employeeName }: ReportFilterBarProps) {
  const today = seoulToday();
  const preset = presetOf(filters, today);
  const tree = useQuery(treeQueryOptions());
  const units = useMemo(() => flattenUnits(tree.data?.data ?? []), [tree.data]);
  const unitId = filters.unitIds?.[0];
  const selection = useMemo<OrgSelection>(() => {
    const base: OrgSelection = { corporation: filters.corporationId };
    const unit = unitId ? units.find((u) => u.id === unitId) : undefined;
    const level = unit && orgFilterLevels.find((l) => l.level === unit.level);
    return unit && level ? selectOrg(units, base, level.key, unit.id) : base;
  }, [units, unitId, filters.corporationId]);

  const choosePreset = (next: PeriodPreset) => {
    const { from: _from, to: _to, ...rest } = filters;
    const period = next === 'custom' ? customStart(today) : presetPeriod(next, today);
    onChange({ ...rest, ...period });
  };
  const changeOrg = (next: OrgSelection) => {
    const { unitIds: _units, corporationId: _corporation, ...rest } = filters;
    const unit = deepestUnit(next);
    onChange({ ...rest, ...(next.corporation ? { corporationId: next.corporation } : {}), ...(unit ? { unitIds: [unit] } : {}) });
  };
  const changeEmployee = (picked: PickedEmployee | null) => {
    const { employeeId: _employee, ...rest } = filters;
    onChange(picked ? { ...rest, employeeId: picked.id } : rest);
  };
  const setBound = (key: 'from' | 'to', value: string | undefined) => {
    const { [key]: _old, ...rest } = filters;
    onChange(value ? { ...rest, [key]: value } : rest);
  };

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div role="group" aria-labelledby="report-period-label">
          <p id="report-period-label" className="mb-1 text-xs font-medium text-gray-600">
            기간
          </p>
          <div className="inline-flex flex-wrap rounded-lg border border-gray-200 bg-gray-50 p-0.5">
            {periodPresets.map((p) => (
              <Button
                key={p}
                size="sm"
                variant="ghost"
                aria-pressed={preset === p}
                onClick={() => choosePreset(p)}
                className={cn('h-8 rounded-md px-3', preset === p && 'bg-white text-brand-700 shadow-sm hover:bg-white')}
              >
                {periodPresetLabels[p]}
              </Button>
            ))}
          </div>
        </div>
        {preset === 'custom' && (
          <div className="flex flex-wrap items-end gap-2">
            <DateFilter label="시작일" value={filters.from} max={filters.to} onChange={(v) => setBound('from', v)} />
            <span className="pb-2 text-gray-500" aria-hidden="true">
              ~
            </span>
            <DateFilter label="종료일" value={filters.to} min={filters.from} onChange={(v) => setBound('to', v)} />
          </div>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <OrgFilterSelects selection={selection} onChange={changeOrg} />
      </div>
      {withEmployee && (
        <div className="max-w-sm">
          <Suspense fallback={<div className="h-[3.75rem]" />}>
            <EmployeePickerField
              label="직원"
              value={filters.employeeId ? { id: filters.employeeId, name: employeeName ?? '선택한 직원', employeeNo: '', detail: '' } : null}
              onChange={changeEmployee}
            />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
