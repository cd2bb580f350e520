import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ChoiceList } from '../../../components/fields/choice-list';
import { OptionalSelect } from '../../../components/fields/optional-select';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { corporationOptions, flattenCorporations, flattenUnits } from '../../../lib/labels/org-filters';
import { corporationsQueryOptions, treeQueryOptions } from '../../organization/api';

/** The filters every report takes (reportFiltersSchema): period, units (with their sub-units), corporation. */
export type ReportFilterForm = { from: string; to: string; unitIds: string[]; corporationId: string };

export const emptyFilterForm: ReportFilterForm = { from: '', to: '', unitIds: [], corporationId: '' };

export function toFilterForm(filters: { from?: string | undefined; to?: string | undefined; unitIds?: string[] | undefined; corporationId?: string | undefined }): ReportFilterForm {
  return { from: filters.from ?? '', to: filters.to ?? '', unitIds: filters.unitIds ?? [], corporationId: filters.corporationId ?? '' };
}

/** Empty values are left out: the server then applies its defaults (the last 12 months, every unit in scope). */
export function fromFilterForm(form: ReportFilterForm) {
  return {
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
    ...(form.unitIds.length ? { unitIds: form.unitIds } : {}),
    ...(form.corporationId ? { corporationId: form.corporationId } : {}),
  };
}

export const filterFormError = (form: ReportFilterForm) => (form.from && form.to && form.from > form.to ? '시작일은 종료일보다 앞서야 합니다.' : undefined);

export function ReportFilterFields({ value, onChange }: { value: ReportFilterForm; onChange: (patch: Partial<ReportFilterForm>) => void }) {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const units = useMemo(() => flattenUnits(tree.data?.data ?? []).map((u) => ({ value: u.id, label: u.inactive ? `${u.name} · 비활성` : u.name, depth: u.ancestors.length })), [tree.data]);
  const corporationChoices = useMemo(() => corporationOptions(flattenCorporations(corporations.data)), [corporations.data]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="시작일" description="비우면 오늘부터 12개월 전" error={filterFormError(value)}>
        <Input type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </FormField>
      <FormField label="종료일" description="비우면 오늘">
        <Input type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </FormField>
      <FormField label="법인">
        {(control) => <OptionalSelect control={control} value={value.corporationId} options={corporationChoices} placeholder="전체 법인" onChange={(corporationId) => onChange({ corporationId })} />}
      </FormField>
      <div className="sm:col-span-2">
        <ChoiceList legend="조직" hint="고르지 않으면 볼 수 있는 모든 조직입니다. 조직을 고르면 하위 조직도 포함합니다." options={units} value={value.unitIds} onChange={(unitIds) => onChange({ unitIds })} searchable />
      </div>
    </div>
  );
}
