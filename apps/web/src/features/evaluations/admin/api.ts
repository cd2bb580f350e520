import type { RouteInput } from '@saram/shared/contract';
import { employeeRoutes } from '@saram/shared/employees/employees';
import { evaluationRoutes as routes, type CodeKind } from '@saram/shared/evaluations/evaluations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';
import { download } from '../../../lib/api/download';

/**
 * HR's evaluation screens (spec 2.3 성과 평가 관리, 7.11): codes, templates, cycles (population,
 * evaluators, open/close/release), status, results and calibration, the cycle PDF. Every write
 * refetches everything evaluation.
 */

type Body<E extends keyof typeof routes> = RouteInput<(typeof routes)[E]> extends { body: infer B } ? B : never;

export const evalAdminKeys = {
  all: ['evaluations-admin'] as const,
  cycles: ['evaluations-admin', 'cycles'] as const,
  cycle: (id: string) => ['evaluations-admin', 'cycle', id] as const,
  assignments: (id: string) => ['evaluations-admin', 'assignments', id] as const,
  status: (id: string) => ['evaluations-admin', 'status', id] as const,
  results: (id: string) => ['evaluations-admin', 'results', id] as const,
  templates: ['evaluations-admin', 'templates'] as const,
  template: (id: string) => ['evaluations-admin', 'template', id] as const,
  codes: (kind?: CodeKind) => ['evaluations-admin', 'codes', kind ?? 'all'] as const,
  codeHistory: (id: string) => ['evaluations-admin', 'code-history', id] as const,
};

export const cyclesQuery = () =>
  queryOptions({ queryKey: evalAdminKeys.cycles, queryFn: ({ signal }) => call(routes.listCycles, { query: { status: 'ALL', page: 1, limit: 200 } }, { signal }) });
export const cycleQuery = (id: string) =>
  queryOptions({ queryKey: evalAdminKeys.cycle(id), queryFn: ({ signal }) => call(routes.getCycle, { params: { id } }, { signal }) });
export const assignmentsQuery = (id: string) =>
  queryOptions({ queryKey: evalAdminKeys.assignments(id), queryFn: ({ signal }) => call(routes.assignments, { params: { id } }, { signal }) });
export const cycleStatusQuery = (id: string) =>
  queryOptions({ queryKey: evalAdminKeys.status(id), queryFn: ({ signal }) => call(routes.cycleStatus, { params: { id } }, { signal }) });
export const cycleResultsQuery = (id: string) =>
  queryOptions({ queryKey: evalAdminKeys.results(id), queryFn: ({ signal }) => call(routes.cycleResults, { params: { id } }, { signal }) });
export const templatesQuery = () =>
  queryOptions({ queryKey: evalAdminKeys.templates, queryFn: ({ signal }) => call(routes.listTemplates, {}, { signal }) });
export const templateQuery = (id: string) =>
  queryOptions({ queryKey: evalAdminKeys.template(id), queryFn: ({ signal }) => call(routes.getTemplate, { params: { id } }, { signal }) });
export const codesQuery = (kind?: CodeKind) =>
  queryOptions({
    queryKey: evalAdminKeys.codes(kind),
    queryFn: ({ signal }) => call(routes.listCodes, { query: { includeInactive: 'true', ...(kind ? { kind } : {}) } }, { signal }),
  });
export const codeHistoryQuery = (id: string) =>
  queryOptions({ queryKey: evalAdminKeys.codeHistory(id), queryFn: ({ signal }) => call(routes.codeHistory, { params: { id } }, { signal }) });

/** A mutation whose success refetches everything evaluation. */
function useEvalMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: evalAdminKeys.all }) });
}

export const useCreateCycle = () => useEvalMutation((body: Body<'createCycle'>) => call(routes.createCycle, { body }));
/**
 * The built population is the cycle's assignments: it goes straight into their cache. A read of them
 * still running (the new cycle's panel opened while it was being built) is cancelled first, so that it
 * cannot answer the empty population after this one.
 */
export const useBuildPopulation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.buildPopulation, { params: { id } }),
    onSuccess: async (assignments, id) => {
      await client.cancelQueries({ queryKey: evalAdminKeys.assignments(id) });
      client.setQueryData(evalAdminKeys.assignments(id), assignments);
      await client.invalidateQueries({ queryKey: evalAdminKeys.all, predicate: (q) => q.queryKey[1] !== 'assignments' || q.queryKey[2] !== id });
    },
  });
};
export const useOverrideEvaluators = () =>
  useEvalMutation(({ id, body }: { id: string; body: Body<'overrideEvaluators'> }) => call(routes.overrideEvaluators, { params: { id }, body }));
/** An evaluator from outside the cycle gets an evaluator account when they have none (spec 7.2 check-or-create). */
export const ensureEvaluatorAccount = (employeeId: string) => call(employeeRoutes.evaluatorCheckOrCreate, { body: { employeeId } });
export type CycleAction = 'open' | 'close' | 'release';
const actionRoutes = { open: routes.openCycle, close: routes.closeCycle, release: routes.releaseCycle } as const;
export const useCycleAction = () =>
  useEvalMutation(({ id, action, version }: { id: string; action: CycleAction; version: number }) =>
    call(actionRoutes[action], { params: { id }, body: { version } }),
  );
export const useDeleteCycle = () => useEvalMutation((id: string) => call(routes.deleteCycle, { params: { id } }));
export const useRemind = () => useEvalMutation(({ id, body }: { id: string; body: Body<'remind'> }) => call(routes.remind, { params: { id }, body }));
export const useCalibrate = () => useEvalMutation(({ id, body }: { id: string; body: Body<'calibrate'> }) => call(routes.calibrate, { params: { id }, body }));

export const useCreateTemplate = () => useEvalMutation((body: Body<'createTemplate'>) => call(routes.createTemplate, { body }));
export const useUpdateTemplate = () =>
  useEvalMutation(({ id, body }: { id: string; body: Body<'updateTemplate'> }) => call(routes.updateTemplate, { params: { id }, body }));

export const useCreateCode = () => useEvalMutation((body: Body<'createCode'>) => call(routes.createCode, { body }));
export const useUpdateCode = () => useEvalMutation(({ id, body }: { id: string; body: Body<'updateCode'> }) => call(routes.updateCode, { params: { id }, body }));

/** The Korean cycle report (PDF), saved under the server's file name. */
export const downloadCycleReport = (id: string) => download(routes.cycleReport, { params: { id } }, '평가_결과_리포트.pdf');
/** The cycle's results as an Excel workbook (one row per person: scores, grades, calibrations). */
export const downloadCycleResults = (id: string) => download(routes.cycleResultsExport, { params: { id } }, '평가_결과.xlsx');
