import { Columns3 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/overlays/popover';
import type { ListColumn } from './columns';

export type ColumnChooserProps = {
  columns: readonly ListColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/** Which columns the table shows; the pinned first column always stays. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const optional = columns.filter((column) => !column.fixed);
  const toggle = (id: string, shown: boolean) => onChange(shown ? hidden.filter((h) => h !== id) : [...hidden, id]);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          표시 항목
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-56 p-2" aria-label="표시 항목">
        <p className="px-2 pt-1 pb-2 text-xs font-medium text-gray-500">표에 보일 항목을 고르세요.</p>
        <ul className="space-y-0.5">
          {optional.map((column) => {
            const shown = !hidden.includes(column.id);
            return (
              <li key={column.id}>
                <label className="flex h-8 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm hover:bg-gray-50">
                  <Checkbox checked={shown} onCheckedChange={(checked) => toggle(column.id, checked === true)} />
                  {column.label}
                </label>
              </li>
            );
          })}
        </ul>
        <Button variant="ghost" size="sm" className="mt-1 w-full" disabled={hidden.length === 0} onClick={() => onChange([])}>
          모두 표시
        </Button>
      </PopoverContent>
    </Popover>
  );
}
