import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { DateFilter } from '../../../components/list/date-filter';
import { FilterSelect } from '../../../components/list/filter-select';
import { Button } from '../../../components/ui/button';
import { corporationOptions, flattenCorporations, flattenUnits, unitOptions } from '../../../lib/org-filters';
import { useCan } from '../../../lib/use-can';
import { corporationsQueryOptions, treeQueryOptions } from '../../organization/api';
import type { SearchFacets } from '../api';

/** Statuses the sources report (meta.status); a status seen in the results joins them. */
export const knownStatuses = ['재직', '휴직', '퇴직', '입사 예정', '진행중', '완료', '공개', '마감'] as const;

export function statusOptions(seen: readonly (string | undefined)[]): { value: string; label: string }[] {
  const all = new Set<string>(knownStatuses);
  for (const status of seen) if (status) all.add(status);
  return [...all].map((status) => ({ value: status, label: status }));
}

export function hasFacets(facets: SearchFacets): boolean {
  return Boolean(facets.corporationId || facets.unitId || facets.status || facets.from || facets.to);
}

/**
 * /search's facets: 법인 and 조직 (the unit and those under it; only for users who may read the
 * organisation), 상태, and the period of the last change. A type without such a field finds nothing
 * while the facet is set (the contract says so), which the hint under the facets repeats.
 */
export function SearchFacetsBar({
  facets,
  seenStatuses,
  onChange,
}: {
  facets: SearchFacets;
  seenStatuses: readonly (string | undefined)[];
  onChange: (facets: SearchFacets) => void;
}) {
  const canReadOrg = useCan('organization:read');
  const tree = useQuery({ ...treeQueryOptions(), enabled: canReadOrg });
  const hierarchy = useQuery({ ...corporationsQueryOptions(), enabled: canReadOrg });
  const corporations = useMemo(() => flattenCorporations(hierarchy.data), [hierarchy.data]);
  const units = useMemo(() => {
    const all = flattenUnits(tree.data?.data ?? []);
    const shown = facets.corporationId ? all.filter((unit) => unit.corporationId === facets.corporationId) : all;
    const labels = unitOptions(shown, corporations);
    // Indented by level so the tree reads in a flat list.
    return shown.map((unit, index) => ({ value: unit.id, label: `${'\u00a0\u00a0'.repeat(unit.level - 1)}${labels[index]!.label}` }));
  }, [tree.data, corporations, facets.corporationId]);
  const set = (patch: SearchFacets) => onChange({ ...facets, ...patch });

  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
      {canReadOrg && (
        <>
          <FilterSelect
            label="법인"
            value={facets.corporationId}
            options={corporationOptions(corporations)}
            onChange={(corporationId) => set({ corporationId, unitId: undefined })}
            disabled={hierarchy.isPending}
          />
          <FilterSelect label="조직" value={facets.unitId} options={units} onChange={(unitId) => set({ unitId })} disabled={tree.isPending} />
        </>
      )}
      <FilterSelect label="상태" value={facets.status} options={statusOptions(seenStatuses)} onChange={(status) => set({ status })} />
      <DateFilter label="수정일 시작" value={facets.from} max={facets.to} onChange={(from) => set({ from })} />
      <DateFilter label="수정일 종료" value={facets.to} min={facets.from} onChange={(to) => set({ to })} />
      <Button
        variant="ghost"
        size="sm"
        className="col-span-2 justify-self-start sm:col-span-1 lg:justify-self-end"
        disabled={!hasFacets(facets)}
        onClick={() => onChange({})}
      >
        <RotateCcw aria-hidden="true" />
        조건 초기화
      </Button>
    </div>
  );
}
