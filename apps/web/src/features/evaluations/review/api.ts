import type { RouteInput } from '@saram/shared/contract';
import { evaluationRoutes } from '@saram/shared/evaluations/evaluations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';

/**
 * The employee and evaluator side of performance evaluations (spec 7.11): my tasks, one
 * evaluation, autosave, submit, 반려, confirm and the portal's bulk save. Every action refetches
 * everything under `evaluations`.
 */

export const reviewKeys = {
  all: ['evaluations'] as const,
  myTasks: ['evaluations', 'my-tasks'] as const,
  detail: (id: string) => ['evaluations', 'detail', id] as const,
};

export const myTasksQuery = () =>
  queryOptions({ queryKey: reviewKeys.myTasks, queryFn: ({ signal }) => call(evaluationRoutes.myTasks, { query: {} }, { signal }) });

export const evaluationQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => call(evaluationRoutes.getEvaluation, { params: { id } }, { signal }),
    // An open editor keeps its own text: no refetch under the user's hands.
    refetchOnWindowFocus: false,
  });

export type SaveDraftBody = RouteInput<typeof evaluationRoutes.saveDraft>['body'];
export const saveDraft = (id: string, body: SaveDraftBody) => call(evaluationRoutes.saveDraft, { params: { id }, body });

function useReviewMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }) });
}

export const useSubmitEvaluation = () =>
  useReviewMutation(({ id, version }: { id: string; version: number }) => call(evaluationRoutes.submit, { params: { id }, body: { version } }));
export const useReturnEvaluation = () =>
  useReviewMutation(({ id, version, comment }: { id: string; version: number; comment: string }) =>
    call(evaluationRoutes.returnEvaluation, { params: { id }, body: { version, comment } }),
  );
export const useConfirmEvaluation = () =>
  useReviewMutation(({ id, version }: { id: string; version: number }) => call(evaluationRoutes.confirm, { params: { id }, body: { version } }));
export const useBulkSave = () =>
  useReviewMutation((body: RouteInput<typeof evaluationRoutes.bulkSave>['body']) => call(evaluationRoutes.bulkSave, { body }));
