import { useId } from 'react';
import { Select, SelectContent, SelectItem, selectItems, SelectTrigger, SelectValue } from '../ui/forms/select';
import type { SelectOption } from '../ui/forms/form-controls';
import { cn } from '../../lib/cn';

/** Radix forbids '' as an item value; '전체' (all) is also what the API ignores (spec 5). */
export const allValue = '전체';

export type FilterSelectProps = {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
};

/** One list filter: a small label above a select whose first item is 전체. */
export function FilterSelect({ label, value, options, onChange, disabled, className }: FilterSelectProps) {
  const id = useId();
  // A value from an old link that is not (or not yet) among the options still shows as itself.
  const known = !value || options.some((option) => option.value === value);
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-600">
        {label}
      </label>
      <Select value={value ?? allValue} onValueChange={(next) => onChange(next === allValue ? undefined : next)} disabled={disabled}>
        <SelectTrigger id={id} controlSize="sm" className={cn(value && 'border-brand-300 bg-brand-50/40')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={allValue}>전체</SelectItem>
          {!known && value && <SelectItem value={value}>{value}</SelectItem>}
          {selectItems(options)}
        </SelectContent>
      </Select>
    </div>
  );
}
