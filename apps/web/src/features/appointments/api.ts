import { appointmentRoutes as routes } from '@saram/shared/appointments/appointments';
import type { CreateAppointment, SaveLine, UpdateAppointment } from '@saram/shared/appointments/appointments.schemas';
import type { RouteInput } from '@saram/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';

/**
 * 인사발령 (issue 34): HR's list and form (/appointments), the caller's approvals inbox
 * (/appointment-approvals), approval lines (/approval-lines), and the 예정 appointments the employee
 * record and the org chart show. Every change refetches everything appointments and the employees.
 */

export type AppointmentListQuery = NonNullable<RouteInput<typeof routes.list>['query']>;

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (query: AppointmentListQuery) => ['appointments', 'list', query] as const,
  inbox: ['appointments', 'inbox'] as const,
  upcoming: (employeeId?: string) => ['appointments', 'upcoming', employeeId ?? 'all'] as const,
  lines: ['appointments', 'lines'] as const,
};

/** Whether the caller is or was on an approval line (the sidebar's 발령 결재함). */
export const fetchApproverStatus = (signal: AbortSignal) => call(routes.approverStatus, {}, { signal });

export const appointmentListQuery = (query: AppointmentListQuery) =>
  queryOptions({ queryKey: appointmentKeys.list(query), queryFn: ({ signal }) => call(routes.list, { query }, { signal }), placeholderData: keepPreviousData });

export const appointmentInboxQuery = () => queryOptions({ queryKey: appointmentKeys.inbox, queryFn: ({ signal }) => call(routes.inbox, {}, { signal }) });

/** Approved appointments not yet in effect (예정): one person's, or all the caller may see. */
export const upcomingAppointmentsQuery = (employeeId?: string) =>
  queryOptions({
    queryKey: appointmentKeys.upcoming(employeeId),
    queryFn: ({ signal }) => call(routes.upcoming, { query: employeeId ? { employee_id: employeeId } : {} }, { signal }),
    staleTime: 60_000,
  });

export const approvalLinesQuery = () => queryOptions({ queryKey: appointmentKeys.lines, queryFn: ({ signal }) => call(routes.lines, {}, { signal }) });

function useAppointmentMutation<V, R>(mutationFn: (variables: V) => Promise<R>, meta?: { errorToast: false }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    ...(meta ? { meta } : {}),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: appointmentKeys.all }), client.invalidateQueries({ queryKey: ['employees'] })]),
  });
}

export const useCreateAppointment = () => useAppointmentMutation((body: CreateAppointment) => call(routes.create, { body }));
export const useSubmitAppointment = () => useAppointmentMutation((id: string) => call(routes.submit, { params: { id }, body: { comment: '' } }));
export const useApproveAppointment = () =>
  useAppointmentMutation(({ id, comment }: { id: string; comment: string }) => call(routes.approve, { params: { id }, body: { comment } }));
export const useRejectAppointment = () =>
  useAppointmentMutation(({ id, reason }: { id: string; reason: string }) => call(routes.reject, { params: { id }, body: { reason } }));
export const useCancelAppointment = () =>
  useAppointmentMutation(({ id, reason }: { id: string; reason: string }) => call(routes.cancel, { params: { id }, body: { reason } }));
export const useSaveLine = () => useAppointmentMutation((body: SaveLine) => call(routes.saveLine, { body }));
export const useRemoveLine = () => useAppointmentMutation((id: string) => call(routes.removeLine, { params: { id } }));
export const useUpdateAppointment = () => useAppointmentMutation(({ id, body }: { id: string; body: UpdateAppointment }) => call(routes.update, { params: { id }, body }));

/** 일괄 발령: the sheet, filed at once (submit) or as drafts; a 400 carries every bad row (details.rows), shown by the dialog (no toast). */
export const useUploadBatch = () =>
  useAppointmentMutation(({ file, submit }: { file: File; submit: boolean }) => {
    const form = new FormData();
    form.append('submit', String(submit));
    form.append('file', file);
    return call(routes.batchUpload, { body: form });
  }, { errorToast: false });

export const downloadBatchTemplate = () => download(routes.batchTemplate, {}, '일괄발령_양식.xlsx');
export const downloadBatchNotice = (id: string, number: string) => download(routes.batchNotice, { params: { id } }, `인사발령_${number}.pdf`);
export const downloadAppointmentNotice = (id: string) => download(routes.notice, { params: { id } }, '인사발령.pdf');
