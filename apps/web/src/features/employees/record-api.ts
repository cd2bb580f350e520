import type { RouteInput } from '@saram/shared/contract';
import type { RegistrationStructure } from '@saram/shared/employees/employee-input.schemas';
import { employeeFileRoutes, employeeRoutes as routes, type SensitiveField } from '@saram/shared/employees/employees';
import type { EmployeeUpdate } from '@saram/shared/employees/employees.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, isApiError } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';
import { criticalRetryPolicy } from '../../lib/api/retry';
import { showEmployeeLoadFailed } from '../../lib/toast';

/**
 * One employee's record screens (register, detail, HR card): the record, its metrics and history,
 * the writes, the reveal of sensitive fields, the admin-ID link and the HR card PDF. Every key
 * starts with ['employees'], so a write here also refreshes the list screens.
 */

export const employeeRecordKeys = {
  all: ['employees'] as const,
  record: (id: string) => [...employeeRecordKeys.all, 'record', id] as const,
  metrics: (id: string) => [...employeeRecordKeys.all, 'record', id, 'metrics'] as const,
  history: (id: string) => [...employeeRecordKeys.all, 'record', id, 'history'] as const,
  admins: () => [...employeeRecordKeys.all, 'admins'] as const,
  duplicate: (params: DuplicateParams) => [...employeeRecordKeys.all, 'check-duplicate', params] as const,
};

/*
 * Spec 9: the detail is a critical call (5 retries from 2 s, x1.5, capped at 15 s); the client
 * retries, so the query does not, and the page reports the failure itself (spec 8.2).
 */
export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeRecordKeys.record(id),
    queryFn: ({ signal }) => call(routes.get, { params: { id } }, { signal, retry: criticalRetryPolicy }),
    retry: false,
    meta: { silent: true },
  });

/** The record; a server or network failure toasts 직원 정보 로딩 실패 for 8 s (spec 8.2). */
export function useEmployeeRecord(id: string) {
  const result = useQuery(employeeQueryOptions(id));
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (!error || !isApiError(error) || !error.retryable || error.isSessionEnded || error.isTokenExpired) return;
    showEmployeeLoadFailed(error);
  }, [error, errorUpdatedAt]);
  return result;
}

export const hrMetricsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeRecordKeys.metrics(id),
    queryFn: ({ signal }) => call(routes.hrMetrics, { params: { id } }, { signal }),
    meta: { silent: true },
  });

export const historyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeRecordKeys.history(id),
    queryFn: ({ signal }) => call(routes.history, { params: { id } }, { signal }),
  });

export const adminAccountsQueryOptions = () =>
  queryOptions({
    queryKey: employeeRecordKeys.admins(),
    queryFn: ({ signal }) => call(routes.admins, {}, { signal }),
  });

type DuplicateParams = NonNullable<RouteInput<typeof routes.checkDuplicate>['query']>;

/** Asked while typing 사번 or 이메일; a failure only means no hint, never a toast. */
export const duplicateQueryOptions = (params: DuplicateParams) =>
  queryOptions({
    queryKey: employeeRecordKeys.duplicate(params),
    queryFn: ({ signal }) => call(routes.checkDuplicate, { query: params }, { signal }),
    enabled: Boolean(params.employeeId || params.email),
    staleTime: 10_000,
    meta: { silent: true },
  });

function useInvalidating<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, silent: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: silent ? { errorToast: false } : {},
    onSettled: () => client.invalidateQueries({ queryKey: employeeRecordKeys.all }),
  });
}

/** Forms show the server's field errors themselves: no toast. */
export const useRegisterEmployee = () =>
  useInvalidating((body: RegistrationStructure) => call(routes.register, { body }), true);

/** The answer goes straight into the cache; 409 CONFLICT is the caller's to explain. */
export function useUpdateEmployee(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeUpdate) => call(routes.update, { params: { id }, body }),
    meta: { errorToast: false },
    onSuccess: (employee) => client.setQueryData(employeeRecordKeys.record(id), employee),
    onSettled: () => client.invalidateQueries({ queryKey: employeeRecordKeys.all }),
  });
}

export function useDeleteEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.remove, { params: { id } }),
    onSuccess: (_data, id) => client.removeQueries({ queryKey: employeeRecordKeys.record(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: employeeRecordKeys.all }),
  });
}

/** Writes an access record on the server; the dialog shows a refusal itself. */
export const useRevealField = (id: string) =>
  useMutation({
    mutationFn: ({ field, reason }: { field: SensitiveField; reason: string }) => call(routes.reveal, { params: { id }, body: { field, reason } }),
    meta: { errorToast: false },
  });

export const useLinkAdmin = (id: string) => useInvalidating((userId: string) => call(routes.linkAdmin, { params: { id }, body: { userId } }), false);
export const useUnlinkAdmin = (id: string) => useInvalidating(() => call(routes.unlinkAdmin, { params: { id } }), false);

/** 인사기록카드_홍길동_E2026001.pdf */
export function hrCardFileName(nameKor: string, employeeNo: string): string {
  const safe = (value: string) => value.replace(/[\\/:*?"<>|\s]+/g, '_');
  return `인사기록카드_${[nameKor, employeeNo].filter(Boolean).map(safe).join('_')}.pdf`;
}

/** GET {id}/hr-card.pdf, saved as 인사기록카드_<이름>_<사번>.pdf. */
export async function downloadHrCardPdf(id: string, fileName: string): Promise<void> {
  await download(employeeFileRoutes.hrCard, { params: { id } }, fileName);
}
