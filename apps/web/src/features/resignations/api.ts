import type { RouteInput } from '@saram/shared/contract';
import { resignationRoutes as routes } from '@saram/shared/resignations/resignations';
import type { CreateResignation } from '@saram/shared/resignations/resignations.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { employeeListKeys } from '../employees/api';

/**
 * Resignations (spec 7.9): the signed-in person's own requests (/resignation-request) and HR's list
 * and decisions (/resignation-management). Every change refetches everything resignations, the
 * sidebar's pending count included, and the employee lists (the person may have become 퇴직).
 */

export type ResignationListQuery = NonNullable<RouteInput<typeof routes.list>['query']>;

export const resignationKeys = {
  all: ['resignations'] as const,
  list: (query: ResignationListQuery) => ['resignations', 'list', query] as const,
  history: (id: string) => ['resignations', 'history', id] as const,
};

export const resignationListQuery = (query: ResignationListQuery) =>
  queryOptions({
    queryKey: resignationKeys.list(query),
    queryFn: ({ signal }) => call(routes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const resignationHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: resignationKeys.history(id),
    queryFn: ({ signal }) => call(routes.history, { params: { id } }, { signal }),
  });

/** GET pending/count (resignations:read): the sidebar badge of 사직서 관리 (app/route-table.ts, key ['resignations', 'pending-count']). */
export async function fetchPendingCount(signal: AbortSignal): Promise<number> {
  return (await call(routes.pendingCount, {}, { signal })).count;
}

function useResignationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: resignationKeys.all }), client.invalidateQueries({ queryKey: employeeListKeys.all })]),
  });
}

export const useCreateResignation = () => useResignationMutation((body: CreateResignation) => call(routes.create, { body }));
export const useApproveResignation = () =>
  useResignationMutation(({ id, comment }: { id: string; comment: string }) => call(routes.approve, { params: { id }, body: { comment } }));
export const useRejectResignation = () =>
  useResignationMutation(({ id, reason }: { id: string; reason: string }) => call(routes.reject, { params: { id }, body: { reason } }));
export const useCancelResignation = () =>
  useResignationMutation(({ id, comment }: { id: string; comment: string }) => call(routes.cancel, { params: { id }, body: { comment } }));
