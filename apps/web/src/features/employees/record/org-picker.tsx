import { useQuery } from '@tanstack/react-query';
import { FormField } from '../../../components/ui/forms/form-field';
import { unitSelectOptions } from '../../../lib/labels/company-labels';
import { corporationsQueryOptions, treeQueryOptions } from '../../organization/api';
import { OptionalSelect } from '../../../components/fields/optional-select';
import { orgLevels } from '@saram/shared/organization/organization';
import { corporationsOf, emptyPick, pick, unitChoices, type Placement, type PlacementKey } from './org-placement';

type LevelSelectProps = {
  label: string;
  value: string;
  options: { id: string; name: string; label?: string }[];
  placeholder: string;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  onPick: (value: { id: string; name: string }) => void;
};

function LevelSelect({ label, value, options, placeholder, disabled, required, error, onPick }: LevelSelectProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <OptionalSelect
          control={control}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          options={options.map((o) => ({ value: o.id, label: o.label ?? o.name }))}
          onChange={(id) => onPick(id ? { id, name: options.find((o) => o.id === id)?.name ?? '' } : emptyPick)}
        />
      )}
    </FormField>
  );
}

export type OrgPickerProps = {
  value: Placement;
  onChange: (next: Placement) => void;
  /** Errors by level ('corporation', 'division' ...). */
  errors?: Partial<Record<PlacementKey, string>> | undefined;
  /** Marks 법인 required (the registration screen requires a placement). */
  required?: boolean | undefined;
};

/**
 * 법인 → 사업부 → 본부 → 팀 → 파트, each list the children of the choice above it. A stored name
 * whose unit is no longer in the tree stays shown until another is picked.
 */
export function OrgPicker({ value, onChange, errors, required }: OrgPickerProps) {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const loading = tree.isPending || corporations.isPending;
  const withStored = (options: { id: string; name: string; label?: string }[], key: PlacementKey) => {
    const current = value[key];
    return current.id && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading || undefined}>
      <LevelSelect
        label="법인"
        value={value.corporation.id}
        options={withStored(corporationsOf(corporations.data).map((c) => ({ id: c.id, name: c.name })), 'corporation')}
        placeholder={loading ? '불러오는 중...' : '법인 선택'}
        required={required}
        error={errors?.corporation}
        onPick={(next) => onChange(pick(value, 'corporation', next))}
      />
      {orgLevels.map((level, index) => {
        const parent = index === 0 ? null : orgLevels[index - 1]!.key;
        const options = withStored(unitSelectOptions(unitChoices(tree.data?.data ?? [], value, level.key), corporations.data), level.key);
        const waiting = parent !== null && !value[parent].id;
        return (
          <LevelSelect
            key={level.key}
            label={level.label}
            value={value[level.key].id}
            options={options}
            disabled={waiting || (options.length === 0 && !value[level.key].id)}
            placeholder={waiting ? '상위 조직 먼저 선택' : options.length ? `${level.label} 선택` : '선택할 조직 없음'}
            error={errors?.[level.key]}
            onPick={(next) => onChange(pick(value, level.key, next))}
          />
        );
      })}
    </div>
  );
}
