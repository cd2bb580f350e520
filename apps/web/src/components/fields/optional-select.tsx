import { Select, SelectContent, SelectItem, selectItems, SelectTrigger, SelectValue } from '../ui/forms/select';
import type { FormControlProps } from '../ui/forms/form-field';

const none = '__none';

export type OptionalSelectProps = {
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  /** The id and aria attributes a FormField hands its control. */
  control?: Partial<FormControlProps> | undefined;
};

/**
 * A select whose value may be empty: the placeholder shows, and '선택 안 함' clears a choice (Radix
 * forbids '' as an item value). A stored value missing from the options stays listed.
 */
export function OptionalSelect({ value, options, placeholder, onChange, disabled, control }: OptionalSelectProps) {
  const listed = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Select value={value} disabled={disabled} onValueChange={(next) => onChange(next === none ? '' : next)}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {value && <SelectItem value={none}>선택 안 함</SelectItem>}
        {selectItems(listed)}
      </SelectContent>
    </Select>
  );
}
