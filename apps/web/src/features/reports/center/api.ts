import type { RouteInput } from '@saram/shared/contract';
import { reportCenterRoutes as routes, reportToasts } from '@saram/shared/reports/reports';
import type { CreateSavedReport, SetSchedule, UpdateSavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';
import { download } from '../../../lib/api/download';

/**
 * Report Center (spec 2.6): the catalogue with the caller's flags and the four summary figures, the
 * caller's saved reports with their schedules, and the runs of the last 30 days. Every change
 * refetches everything under ['reports', 'center'] (the summary counts move with it).
 */

export const reportCenterKeys = {
  all: ['reports', 'center'] as const,
  catalogue: ['reports', 'center', 'catalogue'] as const,
  saved: ['reports', 'center', 'saved'] as const,
  savedOne: (id: string) => ['reports', 'center', 'saved', id] as const,
  runs: ['reports', 'center', 'runs'] as const,
  recipients: (q: string) => ['reports', 'center', 'recipients', q] as const,
};

export const catalogueQuery = () =>
  queryOptions({ queryKey: reportCenterKeys.catalogue, queryFn: ({ signal }) => call(routes.catalogue, {}, { signal }) });

export const savedReportsQuery = () =>
  queryOptions({
    queryKey: reportCenterKeys.saved,
    queryFn: ({ signal }) => call(routes.listSaved, {}, { signal }),
    meta: { errorMessage: reportToasts.loadFailed },
  });

export const savedReportQuery = (id: string) =>
  queryOptions({
    queryKey: reportCenterKeys.savedOne(id),
    queryFn: ({ signal }) => call(routes.getSaved, { params: { id } }, { signal }),
    meta: { silent: true },
  });

/** While a run is still going the history asks again every 2 s, so that its outcome and file appear. */
export const runsQuery = () =>
  queryOptions({
    queryKey: reportCenterKeys.runs,
    queryFn: ({ signal }) => call(routes.listRuns, { query: { days: 30 } }, { signal }),
    refetchInterval: (query) => (query.state.data?.data.some((run) => run.status === 'running') ? 2_000 : false),
  });

export const recipientsQuery = (q: string) =>
  queryOptions({
    queryKey: reportCenterKeys.recipients(q),
    queryFn: ({ signal }) => call(routes.recipients, { query: { q } }, { signal }),
    staleTime: 60_000,
  });

/** Screens show the spec's own toasts (reportToasts), so the global error toast stays silent. */
function useCenterMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: reportCenterKeys.all }),
  });
}

export const useCreateSavedReport = () => useCenterMutation((body: CreateSavedReport) => call(routes.createSaved, { body }));
export const useUpdateSavedReport = () =>
  useCenterMutation(({ id, body }: { id: string; body: UpdateSavedReport }) => call(routes.updateSaved, { params: { id }, body }));
export const useRemoveSavedReport = () => useCenterMutation((id: string) => call(routes.removeSaved, { params: { id } }));
export const useSetSchedule = () => useCenterMutation(({ id, body }: { id: string; body: SetSchedule }) => call(routes.setSchedule, { params: { id }, body }));
export const useSetScheduleActive = () =>
  useCenterMutation(({ id, active }: { id: string; active: boolean }) => call(routes.setScheduleActive, { params: { id }, body: { active } }));
export const useRunSavedReport = () => useCenterMutation((id: string) => call(routes.run, { params: { id } }));

export const downloadRun = (id: string, fallbackName: string) => download(routes.downloadRun, { params: { id } } as RouteInput<typeof routes.downloadRun>, fallbackName);
