import type { Corporation, CorporateHierarchy, CreateCorporation, UpdateCorporation } from '@saram/shared/corporate-structure';
import type { CreateUnit, OrgUnitDetail, UnitTreeNode, UpdateUnit } from '@saram/shared/organization';
import type { CreateTaskForce, TaskForce, TaskForceDetail, UpdateTaskForce, WorkflowAction, WorkflowHistory } from '@saram/shared/organization-task-forces';
import type { ImportReport, ValidationReport } from '@saram/shared/organization-tools';
import type { Page } from '@saram/shared/pagination';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/** The /organization screen's server calls: v1/organizational-hierarchy and v1/corporate-structure. */

const hierarchy = 'v1/organizational-hierarchy';
const corporate = 'v1/corporate-structure';

export type UnitTree = { data: UnitTreeNode[]; total: number };
export type ReviewList = { data: { taskForce: TaskForce; step: number; submittedAt: string | null; submittedBy: string | null }[] };

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
    queryFn: ({ signal }) => api.get<UnitTree>(`${hierarchy}/tree`, { query: { includeHeadcount: true, includeInactive: true }, signal }),
  });

export const unitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.unit(id),
    queryFn: ({ signal }) => api.get<OrgUnitDetail>(`${hierarchy}/units/${id}`, { signal }),
  });

export const taskForcesQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.taskForces(),
    queryFn: ({ signal }) => api.get<Page<TaskForce>>(`${hierarchy}/tf`, { query: { limit: 100 }, signal }),
  });

export const taskForceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.taskForce(id),
    queryFn: ({ signal }) => api.get<TaskForceDetail>(`${hierarchy}/tf/${id}`, { signal }),
  });

export const workflowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.workflow(id),
    queryFn: ({ signal }) => api.get<WorkflowHistory>(`${hierarchy}/tf/workflow/${id}`, { signal }),
  });

export const reviewQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.review(),
    queryFn: ({ signal }) => api.get<ReviewList>(`${hierarchy}/tf/review`, { signal }),
  });

export const corporationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.corporations(),
    queryFn: ({ signal }) => api.get<CorporateHierarchy>(`${corporate}/hierarchy`, { signal }),
  });

export const validateQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.validate(),
    queryFn: ({ signal }) => api.get<ValidationReport>(`${hierarchy}/validate`, { signal }),
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
export const useCreateUnit = () => useInvalidating((body: CreateUnit) => api.post<OrgUnitDetail>(`${hierarchy}/units`, body), true);
export const useUpdateUnit = () =>
  useInvalidating(({ id, body }: { id: string; body: UpdateUnit }) => api.put<OrgUnitDetail>(`${hierarchy}/units/${id}`, body), true);
export const useDeleteUnit = () => useInvalidating((id: string) => api.delete<undefined>(`${hierarchy}/units/${id}`));
export const useMoveUnit = () =>
  useInvalidating(({ id, newParentId, version }: { id: string; newParentId: string | null; version: number }) =>
    api.post<OrgUnitDetail>(`${hierarchy}/units/${id}/move`, { newParentId, version }),
  );

export const useCreateTaskForce = () =>
  useInvalidating((body: CreateTaskForce) => api.post<TaskForceDetail>(`${hierarchy}/tf`, body), true);
export const useUpdateTaskForce = () =>
  useInvalidating(({ id, body }: { id: string; body: UpdateTaskForce }) => api.put<TaskForceDetail>(`${hierarchy}/tf/${id}`, body), true);
export const useDeleteTaskForce = () => useInvalidating((id: string) => api.delete<undefined>(`${hierarchy}/tf/${id}`));
export const useWorkflowAction = () =>
  useInvalidating(({ id, action, comments }: { id: string; action: WorkflowAction; comments?: string | undefined }) =>
    api.post<WorkflowHistory>(`${hierarchy}/tf/workflow/${id}/${action}`, comments ? { comments } : {}),
  );
export const useExtendTaskForce = () =>
  useInvalidating(({ id, endDate }: { id: string; endDate: string }) => api.post<TaskForceDetail>(`${hierarchy}/tf/${id}/extend`, { endDate }));
export const useDissolveTaskForce = () =>
  useInvalidating((id: string) => api.post<TaskForceDetail>(`${hierarchy}/tf/${id}/dissolve`, {}));

export const useCreateCorporation = () =>
  useInvalidating((body: CreateCorporation) => api.post<Corporation>(corporate, body), true);
export const useUpdateCorporation = () =>
  useInvalidating(({ id, body }: { id: string; body: UpdateCorporation }) => api.put<Corporation>(`${corporate}/${id}`, body), true);

export const useImportUnits = () =>
  useInvalidating(({ file, validateOnly }: { file: File; validateOnly: boolean }) => {
    const form = new FormData();
    form.append('validateOnly', String(validateOnly));
    form.append('file', file);
    return api.post<ImportReport>(`${hierarchy}/import`, form);
  });

/** GET export (a download of the whole tree as JSON or CSV). */
export async function downloadExport(format: 'json' | 'csv'): Promise<void> {
  await downloadFile(`${hierarchy}/export`, { query: { format }, fallbackName: `organization.${format}` });
}
