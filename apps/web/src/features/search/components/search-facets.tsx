import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { DateFilter } from '../../../components/list/date-filter';
import { FilterSelect } from '../../../components/list/filter-select';
import { Button } from '../../../components/ui/button';
import { corporationOptions, flattenCorporations, flattenUnits, unitOptions } from '../../../lib/labels/org-filters';
import { useCan } from '../../../lib/auth/use-can';
import { corporationsQueryOptions, treeQueryOptions } from '../../organization/api';
import { employmentStatuses } from '@saram/shared/employees/employees';
import { evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import { instanceStatusLabels } from '@saram/shared/onboarding/onboarding';
import { taskForceStatusLabels } from '@saram/shared/organization/organization-task-forces';
import { applicantStatusLabels, noticeStatusLabels } from '@saram/shared/recruitment/recruitment';
import { incomingHireLabel, searchResultTypes, type SearchResultType } from '@saram/shared/search/search';
import type { SearchFacets, SearchFilter } from '../api';

/** The statuses each type reports in meta.status (the server matches the facet against them). */
const statusesByType: Record<SearchResultType, readonly string[]> = {
  employee: employmentStatuses,
  candidate: [...Object.values(applicantStatusLabels), incomingHireLabel],
  notice: Object.values(noticeStatusLabels),
  unit: ['사용', '미사용'],
  task_force: Object.values(taskForceStatusLabels),
  checklist: Object.values(instanceStatusLabels),
  evaluation: Object.values(evaluationStatusLabels),
  report: [],
  document: [],
};

/** The chosen type's statuses (전체: every type's), and a status from an old link as itself. */
export function statusOptions(type: SearchFilter, current: string | undefined): { value: string; label: string }[] {
  const all = new Set<string>(type === 'all' ? searchResultTypes.flatMap((t) => statusesByType[t]) : statusesByType[type]);
  if (current) all.add(current);
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
  type,
  onChange,
}: {
  facets: SearchFacets;
  type: SearchFilter;
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
      <FilterSelect label="상태" value={facets.status} options={statusOptions(type, facets.status)} onChange={(status) => set({ status })} />
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
