import { useId } from 'react';
import { Input } from '../ui/forms/input';
import { cn } from '../../lib/cn';

export type DateFilterProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string | undefined;
  max?: string | undefined;
};

/** A date bound of a period filter (YYYY-MM-DD, as the API takes it). */
export function DateFilter({ label, value, onChange, min, max }: DateFilterProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-600">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        controlSize="sm"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={cn('tabular-nums', value && 'border-brand-300 bg-brand-50/40')}
      />
    </div>
  );
}
