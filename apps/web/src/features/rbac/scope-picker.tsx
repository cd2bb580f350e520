import type { CorporateHierarchy } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { Input } from '../../components/ui/forms/input';
import { Skeleton } from '../../components/ui/skeleton';
import { corporationsQueryOptions, treeQueryOptions } from '../organization/api';

/** Every corporation of the hierarchy answer (holdings, their operating companies, the rest). */
export function corporationList(hierarchy: CorporateHierarchy | undefined): { id: string; name: string }[] {
  if (!hierarchy) return [];
  return [...hierarchy.data.flatMap(({ operatingCompanies, ...holding }) => [holding, ...operatingCompanies]), ...hierarchy.unassigned];
}

type FlatUnit = { id: string; name: string; depth: number; ancestors: string[]; corporationId: string | null; path: string[] };

/** The tree in display order, each unit with its depth and ancestors (active placement units: no TF). */
export function flattenUnits(nodes: readonly UnitTreeNode[], depth = 0, ancestors: string[] = [], path: string[] = []): FlatUnit[] {
  return [...nodes]
    .filter((n) => n.isActive && !n.isTemporary && n.unitType !== 'TASK_FORCE')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((n) => [
      { id: n.id, name: n.unitName, depth, ancestors, corporationId: n.corporationId, path },
      ...flattenUnits(n.children, depth + 1, [...ancestors, n.id], [...path, n.unitName]),
    ]);
}

/** Names of units and corporations by id, for showing a grant's scope. */
export function useScopeNames(): (id: string) => string {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const u of flattenUnits(tree.data?.data ?? [])) names.set(u.id, u.name);
    for (const c of corporationList(corporations.data)) names.set(c.id, c.name);
    return (id: string) => names.get(id) ?? '알 수 없음';
  }, [tree.data, corporations.data]);
}

type PickerProps = { kind: 'unit' | 'corporation'; value: readonly string[]; onChange: (ids: string[]) => void; label: string };

/**
 * Picks units (from the org tree; a picked unit covers its subtree, shown ticked and fixed) or
 * corporations for a grant's scope. Nothing picked means the grantee's own unit or corporation.
 */
export function ScopePicker({ kind, value, onChange, label }: PickerProps) {
  const tree = useQuery({ ...treeQueryOptions(), enabled: kind === 'unit' });
  const corporations = useQuery(corporationsQueryOptions());
  const nameOf = useScopeNames();
  const [filter, setFilter] = useState('');
  const items = useMemo(
    () =>
      kind === 'unit'
        ? flattenUnits(tree.data?.data ?? [])
        : corporationList(corporations.data).map((c) => ({ id: c.id, name: c.name, depth: 0, ancestors: [] as string[], corporationId: null, path: [] as string[] })),
    [kind, tree.data, corporations.data],
  );
  const pending = kind === 'unit' ? tree.isPending : corporations.isPending;
  const picked = new Set(value);
  const shown = filter ? items.filter((i) => i.name.includes(filter.trim())) : items;
  const toggle = (id: string) => onChange(picked.has(id) ? value.filter((v) => v !== id) : [...value, id]);

  return (
    <div className="rounded-lg border border-gray-200" role="group" aria-label={label}>
      <div className="relative border-b border-gray-200 p-2">
        <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <Input
          controlSize="sm"
          className="pl-8"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={kind === 'unit' ? '조직 이름으로 찾기' : '법인 이름으로 찾기'}
          aria-label={kind === 'unit' ? '조직 찾기' : '법인 찾기'}
        />
      </div>
      <ul className="max-h-56 overflow-y-auto p-1">
        {pending && <Skeleton className="m-2 h-24" />}
        {!pending && shown.length === 0 && <li className="px-3 py-4 text-center text-sm text-gray-600">찾는 항목이 없습니다.</li>}
        {shown.map((item) => {
          const implied = item.ancestors.some((a) => picked.has(a));
          const id = `scope-${item.id}`;
          return (
            <li key={item.id} className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-gray-50" style={{ paddingLeft: filter ? 8 : 8 + item.depth * 18 }}>
              <Checkbox id={id} checked={picked.has(item.id) || implied} disabled={implied} onCheckedChange={() => toggle(item.id)} />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-gray-800">
                {item.name}
                {kind === 'unit' && (filter || item.depth === 0) && (
                  <span className="ml-1.5 text-xs text-gray-500">
                    {[item.corporationId ? nameOf(item.corporationId) : '', ...item.path].filter(Boolean).join(' › ')}
                  </span>
                )}
                {implied && <span className="ml-1.5 text-xs text-gray-500">(상위 조직에 포함)</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
