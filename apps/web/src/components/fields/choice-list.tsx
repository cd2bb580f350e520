import { useId, useState } from 'react';
import { Checkbox } from '../ui/forms/checkbox';
import { Input } from '../ui/forms/input';

export type Choice = { value: string; label: string; depth?: number };

type ChoiceListProps = {
  legend: string;
  options: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** A filter box above the list (the org tree, corporations). */
  searchable?: boolean;
  /** Shown under the legend: what no choice means. */
  hint?: string;
  error?: string | undefined;
};

/** A multi-select as a list of checkboxes; the org tree's units are indented by depth. */
export function ChoiceList({ legend, options, value, onChange, searchable = false, hint, error }: ChoiceListProps) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const shown = filter.trim() ? options.filter((o) => o.label.includes(filter.trim())) : options;
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-900">
        {legend}
        {value.length > 0 && <span className="ml-1 text-gray-600">({value.length}개 선택)</span>}
      </legend>
      {hint && <p className="mt-0.5 text-xs text-gray-600">{hint}</p>}
      {searchable && (
        <Input className="mt-2" controlSize="sm" placeholder={`${legend} 검색`} aria-label={`${legend} 검색`} value={filter} onChange={(e) => setFilter(e.target.value)} />
      )}
      {/* relative: the checkboxes' hidden inputs (position: absolute) stay inside the scrolling box instead of lengthening the page */}
      <div className="relative mt-2 max-h-40 overflow-y-auto rounded-md border border-gray-200 p-2">
        {shown.length === 0 ? (
          <p className="px-1 py-2 text-sm text-gray-600">선택할 항목이 없습니다.</p>
        ) : (
          shown.map((o) => (
            <label key={o.value} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-gray-800 hover:bg-gray-50" style={{ paddingLeft: `${0.25 + (o.depth ?? 0) * 1}rem` }}>
              <Checkbox checked={value.includes(o.value)} onCheckedChange={(checked) => toggle(o.value, checked === true)} />
              {o.label}
            </label>
          ))
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
