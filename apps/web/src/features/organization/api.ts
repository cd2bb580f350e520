import type { RouteInput } from '@saram/shared/contract';
import type { Route } from '@saram/shared/endpoint';
import { corporateStructureRoutes as corporate } from '@saram/shared/corporate-structure/corporate-structure';
import { hierarchyRoutes as hierarchy } from '@saram/shared/organization/organization';
import { taskForceRoutes as tf, type WorkflowAction } from '@saram/shared/organization/organization-task-forces';
import { hierarchyToolRoutes as tools } from '@saram/shared/organization/organization-tools';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';
import { flattenCorporations, flattenUnits, unitOptions } from '../../lib/labels/org-filters';

/** The /organization screen's server calls: v1/organizational-hierarchy and v1/corporate-structure. */

/** The body a route takes (inferred: `RouteInput<R>['body']` of a generic route is too complex a union for the typecheck). */
type BodyOf<R extends Route> = RouteInput<R> extends { body?: infer B } ? B : never;

export const organizationKeys = {
  all: ['organization'] as const,
  tree: () => [...organizationKeys.all, 'tree'] as const,
  unit: (id: string) => [...organizationKeys.all, 'unit', id] as const,
  taskForces: () => [...organizationKeys.all, 'tf'] as const,
  taskForce: (id: string) => [...organizationKeys.all, 'tf', id] as const,
  workflow: (id: string) => [...organizationKeys.all, 'tf', id, 'workflow'] as const,
  review: () => [...organizationKeys.all, 'tf-review'] as const,
  corporations: () => [...organizationKeys.all, 'corporations'] as const,
  validate: () => [...organizationKeys.all, 'validate'] as const,
};

export const treeQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.tree(),
    queryFn: ({ signal }) => call(hierarchy.tree, { query: { includeHeadcount: 'true', includeInactive: 'true' } }, { signal }),
  });

export const unitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.unit(id),
    queryFn: ({ signal }) => call(hierarchy.getUnit, { params: { id } }, { signal }),
  });

export const taskForcesQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.taskForces(),
    queryFn: ({ signal }) => call(tf.list, { query: { limit: 100 } }, { signal }),
  });

export const taskForceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.taskForce(id),
    queryFn: ({ signal }) => call(tf.get, { params: { id } }, { signal }),
  });

export const workflowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.workflow(id),
    queryFn: ({ signal }) => call(tf.workflowHistory, { params: { id } }, { signal }),
  });

export const reviewQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.review(),
    queryFn: ({ signal }) => call(tf.review, {}, { signal }),
  });

export const corporationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.corporations(),
    queryFn: ({ signal }) => call(corporate.hierarchy, {}, { signal }),
  });

export const validateQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.validate(),
    queryFn: ({ signal }) => call(tools.validate, {}, { signal }),
  });

/** A mutation that refreshes every organisation query when it settles; `silent`: the screen shows the error. */
export function useInvalidating<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, silent = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: silent ? { errorToast: false } : {},
    onSettled: () => client.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

/** Forms show the server's field errors themselves: no toast. */
export const useCreateUnit = () => useInvalidating((body: BodyOf<typeof hierarchy.createUnit>) => call(hierarchy.createUnit, { body }), true);
export const useUpdateUnit = () =>
  useInvalidating(({ id, body }: { id: string; body: BodyOf<typeof hierarchy.updateUnit> }) => call(hierarchy.updateUnit, { params: { id }, body }), true);
export const useDeleteUnit = () => useInvalidating((id: string) => call(hierarchy.deleteUnit, { params: { id } }));
export const useMoveUnit = () =>
  useInvalidating(({ id, newParentId, version }: { id: string; newParentId: string | null; version: number }) =>
    call(hierarchy.moveUnit, { params: { id }, body: { newParentId, version } }),
  );

export const useCreateTaskForce = () => useInvalidating((body: BodyOf<typeof tf.create>) => call(tf.create, { body }), true);
export const useUpdateTaskForce = () =>
  useInvalidating(({ id, body }: { id: string; body: BodyOf<typeof tf.update> }) => call(tf.update, { params: { id }, body }), true);
export const useDeleteTaskForce = () => useInvalidating((id: string) => call(tf.remove, { params: { id } }));
export const useWorkflowAction = () =>
  useInvalidating(({ id, action, comments }: { id: string; action: WorkflowAction; comments?: string | undefined }) =>
    call(tf.workflowAction, { params: { id, action }, body: comments ? { comments } : {} }),
  );
export const useExtendTaskForce = () =>
  useInvalidating(({ id, endDate }: { id: string; endDate: string }) => call(tf.extend, { params: { id }, body: { endDate } }));
export const useDissolveTaskForce = () => useInvalidating((id: string) => call(tf.dissolve, { params: { id }, body: {} }));

export const useCreateCorporation = () => useInvalidating((body: BodyOf<typeof corporate.create>) => call(corporate.create, { body }), true);
export const useUpdateCorporation = () =>
  useInvalidating(
    ({ id, body }: { id: string; body: BodyOf<typeof corporate.update> }) => call(corporate.update, { params: { id }, body }),
    true,
  );

export const useImportUnits = () =>
  useInvalidating(({ file, validateOnly }: { file: File; validateOnly: boolean }) => {
    const form = new FormData();
    form.append('validateOnly', String(validateOnly));
    form.append('file', file);
    return call(tools.import, { body: form });
  });

/** GET export (a download of the whole tree as JSON or CSV). */
export async function downloadExport(format: 'json' | 'csv'): Promise<void> {
  await download(tools.export, { query: { format } }, `organization.${format}`);
}

/** The options of a 소속 filter (corporations and units, indented), for lists that filter by unit_id. */
export function useUnitFilterOptions() {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const options = useMemo(() => unitOptions(flattenUnits(tree.data?.data ?? []), flattenCorporations(corporations.data)), [tree.data, corporations.data]);
  return { options, loading: tree.isPending };
}
