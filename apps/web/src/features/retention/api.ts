import { employeeRoutes } from '@saram/shared/employees/employees';
import { retentionRoutes } from '@saram/shared/retention/retention';
import type { CreateHold } from '@saram/shared/retention/retention.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** 개인정보 파기 (/retention): the dry run, the run, and the legal holds. */

export const retentionKeys = { all: ['retention'] as const, preview: ['retention', 'preview'] as const, holds: ['retention', 'holds'] as const };

export const purgePreviewQueryOptions = () =>
  queryOptions({
    queryKey: retentionKeys.preview,
    queryFn: ({ signal }) => call(retentionRoutes.preview, undefined, { signal }),
    meta: { silent: true },
  });

export const holdsQueryOptions = () =>
  queryOptions({
    queryKey: retentionKeys.holds,
    queryFn: ({ signal }) => call(retentionRoutes.holds, undefined, { signal }),
    meta: { silent: true },
  });

export function useRunPurge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(retentionRoutes.purge),
    onSuccess: () => client.invalidateQueries({ queryKey: retentionKeys.all }),
  });
}

/** Places a hold; with `employeeNo` instead of an id, looks the person up by 사번 first. The dialog shows field errors. */
export function usePlaceHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { employee_id?: string; employeeNo?: string; reason: string }) => {
      const employeeId = input.employee_id ?? (await call(employeeRoutes.byEmployeeNo, { params: { id: input.employeeNo ?? '' } }))._id;
      const body: CreateHold = { employee_id: employeeId, reason: input.reason };
      return call(retentionRoutes.createHold, { body });
    },
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: retentionKeys.all }),
  });
}

export function useRemoveHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { employeeId: string; reason: string }) =>
      call(retentionRoutes.removeHold, { params: { employeeId: input.employeeId }, body: { reason: input.reason } }),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: retentionKeys.all }),
  });
}
