import { commonTypeRoutes, defaultCommonTypes, groupCommonTypes, type CommonTypeGroup } from '@saram/shared/common-types/common-types';
import type { CommonType, CommonTypeListParams, CreateCommonType, UpdateCommonType } from '@saram/shared/common-types/common-types.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/api/api-client';

/**
 * 공통 코드 (spec 3.4, 7.5). The start-up fetch (GET common-types/active, once after sign-in and on
 * every app start) keeps the active names grouped by group_type in localStorage, so the employee
 * forms and filters have their lists at once; a change made on /common-types refetches it.
 */

export const commonTypesStorageKey = 'common-types';
export type GroupedCommonTypes = Partial<Record<string, string[]>>;

export const commonTypeKeys = {
  all: ['common-types'] as const,
  active: ['common-types', 'active'] as const,
  list: (query: CommonTypeListParams) => ['common-types', 'list', query] as const,
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The grouped names kept by the last fetch, or undefined when none (or unreadable). */
export function readStoredCommonTypes(): GroupedCommonTypes | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(commonTypesStorageKey) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const grouped: GroupedCommonTypes = {};
    for (const [group, names] of Object.entries(parsed)) {
      if (Array.isArray(names)) grouped[group] = names.filter((n): n is string => typeof n === 'string');
    }
    return grouped;
  } catch {
    return undefined;
  }
}

export async function fetchActiveCommonTypes(signal?: AbortSignal): Promise<GroupedCommonTypes> {
  const { data } = await call(commonTypeRoutes.active, undefined, { signal });
  const grouped = groupCommonTypes(data);
  try {
    storage()?.setItem(commonTypesStorageKey, JSON.stringify(grouped));
  } catch {
    // A full or blocked storage: the lists still come from this answer.
  }
  return grouped;
}

/** The stored lists show at once; they count as stale, so the first use of a session refetches. */
export const activeCommonTypesQueryOptions = () =>
  queryOptions({
    queryKey: commonTypeKeys.active,
    queryFn: ({ signal }) => fetchActiveCommonTypes(signal),
    initialData: readStoredCommonTypes,
    initialDataUpdatedAt: 0,
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });

/** The start-up fetch: the signed-in layout calls it once (enabled when the user may read codes). */
export function useCommonTypesStartup(enabled: boolean): void {
  useQuery({ ...activeCommonTypesQueryOptions(), enabled });
}

/**
 * The active names of one group, in their order. Before any answer (nothing stored yet, or no
 * permission to read codes) the shipped defaults stand in.
 */
export function useCommonTypes(group: CommonTypeGroup): readonly string[] {
  const { data } = useQuery(activeCommonTypesQueryOptions());
  return data ? (data[group] ?? []) : defaultCommonTypes[group];
}

/** The same names as select options ({value, label}). */
export function useCommonTypeOptions(group: CommonTypeGroup): { value: string; label: string }[] {
  const names = useCommonTypes(group);
  return useMemo(() => names.map((value) => ({ value, label: value })), [names]);
}

export const commonTypeListQueryOptions = (query: CommonTypeListParams) =>
  queryOptions({
    queryKey: commonTypeKeys.list(query),
    queryFn: ({ signal }) => call(commonTypeRoutes.list, { query }, { signal }),
    meta: { silent: true },
  });

/** After any change: the admin list and the start-up lists (and so client storage) refetch. */
function useInvalidating<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: commonTypeKeys.all }),
  });
}

export const useCreateCommonType = () => useInvalidating((body: CreateCommonType) => call(commonTypeRoutes.create, { body }));
export const useUpdateCommonType = () =>
  useInvalidating(({ id, ...body }: UpdateCommonType & { id: string }) => call(commonTypeRoutes.update, { params: { id }, body }));
export const useDeactivateCommonType = () => useInvalidating((code: CommonType) => call(commonTypeRoutes.deactivate, { params: { id: code.id } }));
export const useHardDeleteCommonType = () => useInvalidating((code: CommonType) => call(commonTypeRoutes.hardDelete, { params: { id: code.id } }));
