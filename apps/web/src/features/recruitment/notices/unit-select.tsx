import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '../../../components/ui/overlays/command';
import { controlClasses, controlSizeClasses } from '../../../components/ui/forms/input';
import type { FormControlProps } from '../../../components/ui/forms/form-field';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/overlays/popover';
import { cn } from '../../../lib/cn';
import { flattenCorporations, flattenUnits, unitOptions } from '../../../lib/labels/org-filters';
import { corporationsQueryOptions, treeQueryOptions } from '../../organization/api';

/**
 * 모집 조직: one unit of the org tree (active placement units, indented by level, names made unique),
 * searched by name as it is typed: a company has a hundred units and more.
 */
export function UnitSelect({ value, onChange, control }: { value: string; onChange: (id: string) => void; control: FormControlProps }) {
  const [open, setOpen] = useState(false);
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const options = useMemo(() => {
    const units = flattenUnits(tree.data?.data ?? []).filter((u) => !u.inactive);
    const labels = unitOptions(units, flattenCorporations(corporations.data));
    return units.map((unit, index) => ({ value: unit.id, label: labels[index]!.label, depth: unit.level - 1 }));
  }, [tree.data, corporations.data]);
  const selected = options.find((option) => option.value === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          disabled={tree.isPending}
          {...control}
          className={cn(controlClasses, controlSizeClasses('md'), 'flex items-center justify-between gap-2 text-left', !selected && 'text-gray-500', open && 'border-brand-500 ring-3 ring-brand-500/20')}
        >
          <span className="truncate">{tree.isPending ? '불러오는 중...' : (selected?.label ?? '조직 선택')}</span>
          <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[min(24rem,calc(100vw-2rem))] overflow-hidden p-0" aria-label="모집 조직 검색" collisionPadding={8}>
        <Command loop label="모집 조직 검색">
          <CommandInput placeholder="조직 이름으로 검색" />
          <CommandList label="조직 목록" className="max-h-72 p-1.5">
            <CommandEmpty className="py-6">맞는 조직이 없습니다.</CommandEmpty>
            {options.map((option) => (
              <CommandItem
                key={option.value}
                value={`${option.label} ${option.value}`}
                style={{ paddingLeft: `${0.625 + option.depth * 0.875}rem` }}
                onSelect={() => {
                  onChange(option.value);
                  setOpen(false);
                }}
              >
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.value === value && <Check className="size-4 text-brand-600" aria-label="선택됨" />}
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
