import { scopeTypeLabels, scopeTypes, type ScopeType } from '@saram/shared/rbac/rbac';
import type { FormControlProps } from '../ui/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/forms/select';

/** 조회 범위 of a grant or a rule: 전체 / 소속 법인 / 소속 조직과 하위 / 본인 (inside a FormField). */
export function ScopeTypeSelect({ value, onChange, control }: { value: ScopeType; onChange: (value: ScopeType) => void; control: FormControlProps }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ScopeType)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {scopeTypes.map((s) => (
          <SelectItem key={s} value={s}>
            {scopeTypeLabels[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
