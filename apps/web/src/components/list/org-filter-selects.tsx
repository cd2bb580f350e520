import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { corporationsQueryOptions, treeQueryOptions } from '../../features/organization/api';
import { FilterSelect } from './filter-select';
import {
  corporationOptions,
  flattenCorporations,
  flattenUnits,
  orgFilterLevels,
  selectOrg,
  unitOptions,
  unitsForLevel,
  type OrgKey,
  type OrgSelection,
} from '../../lib/labels/org-filters';

export type OrgFilterSelectsProps = {
  selection: OrgSelection;
  onChange: (selection: OrgSelection) => void;
};

/** 법인 · 사업부 · 본부 · 팀 · 파트, each narrowed by the ones before it. */
export function OrgFilterSelects({ selection, onChange }: OrgFilterSelectsProps) {
  const tree = useQuery(treeQueryOptions());
  const hierarchy = useQuery(corporationsQueryOptions());
  const units = useMemo(() => flattenUnits(tree.data?.data ?? []), [tree.data]);
  const corporations = useMemo(() => flattenCorporations(hierarchy.data), [hierarchy.data]);
  const change = (key: OrgKey, value: string | undefined) => onChange(selectOrg(units, selection, key, value));
  // Until the tree is in, a choice could not fill in its parents.
  const loading = tree.isPending || hierarchy.isPending;

  return (
    <>
      <FilterSelect
        label="법인"
        value={selection.corporation}
        options={corporationOptions(corporations)}
        onChange={(value) => change('corporation', value)}
        disabled={loading}
      />
      {orgFilterLevels.map((level) => (
        <FilterSelect
          key={level.key}
          label={level.label}
          value={selection[level.key]}
          options={unitOptions(unitsForLevel(units, level.key, selection), corporations)}
          onChange={(value) => change(level.key, value)}
          disabled={loading}
        />
      ))}
    </>
  );
}
