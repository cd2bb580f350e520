import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormControlProps } from '../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { flattenCorporations, flattenUnits, unitOptions } from '../../lib/org-filters';
import { corporationsQueryOptions, treeQueryOptions } from '../organization/api';

/** 모집 조직: one unit of the org tree (active placement units, indented by level, names made unique). */
export function UnitSelect({ value, onChange, control }: { value: string; onChange: (id: string) => void; control: FormControlProps }) {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const options = useMemo(() => {
    const units = flattenUnits(tree.data?.data ?? []).filter((u) => !u.inactive);
    const labels = unitOptions(units, flattenCorporations(corporations.data));
    return units.map((unit, index) => ({ value: unit.id, label: labels[index]!.label, depth: unit.level - 1 }));
  }, [tree.data, corporations.data]);
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={tree.isPending}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={tree.isPending ? '불러오는 중...' : '조직 선택'} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} style={{ paddingLeft: `${0.625 + option.depth * 0.875}rem` }}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
