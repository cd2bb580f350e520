import type { RouteInput } from '@saram/shared/contract';
import { applicantRoutes, integrationRoutes, recruitmentRoutes, type NoticeMove } from '@saram/shared/recruitment/recruitment';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/**
 * Recruitment (spec 7.4): notices with their approval moves, one notice's applicants along the
 * pipeline, documents, interview evaluations and the integration into employee records. Every
 * save refetches everything recruitment (the list's counts, the board, the drawer).
 */

export type NoticeListQuery = RouteInput<typeof recruitmentRoutes.list>['body'];
export type NoticeBody = RouteInput<typeof recruitmentRoutes.createNotice>['body'];
export type NoticeUpdateBody = RouteInput<typeof recruitmentRoutes.updateNotice>['body'];

export const recruitmentKeys = {
  all: ['recruitment'] as const,
  list: (query: NoticeListQuery) => ['recruitment', 'notices', query] as const,
  notice: (id: string) => ['recruitment', 'notice', id] as const,
  applicants: (noticeId: string) => ['recruitment', 'applicants', noticeId] as const,
  applicant: (id: string) => ['recruitment', 'applicant', id] as const,
  approvers: ['recruitment', 'approvers'] as const,
};

/** Accounts that may approve notices (the form's 승인자 picker). */
export const approversQuery = () =>
  queryOptions({ queryKey: recruitmentKeys.approvers, queryFn: ({ signal }) => call(recruitmentRoutes.approvers, { query: { limit: 100 } }, { signal }), staleTime: 60_000 });

export const noticesQuery = (query: NoticeListQuery) =>
  queryOptions({
    queryKey: recruitmentKeys.list(query),
    queryFn: ({ signal }) => call(recruitmentRoutes.list, { body: query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const noticeQuery = (id: string) =>
  queryOptions({ queryKey: recruitmentKeys.notice(id), queryFn: ({ signal }) => call(recruitmentRoutes.getNotice, { params: { id } }, { signal }) });

/** Every applicant of a notice (the board shows all stages at once). */
export const applicantsQuery = (noticeId: string) =>
  queryOptions({
    queryKey: recruitmentKeys.applicants(noticeId),
    queryFn: ({ signal }) => call(applicantRoutes.list, { body: { recruitment_id: noticeId, limit: 500 } }, { signal }),
  });

export const applicantQuery = (id: string) =>
  queryOptions({ queryKey: recruitmentKeys.applicant(id), queryFn: ({ signal }) => call(applicantRoutes.get, { params: { id } }, { signal }) });

function useRecruitmentMutation<V, R>(mutationFn: (variables: V) => Promise<R>, meta?: Record<string, unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, meta, onSuccess: () => client.invalidateQueries({ queryKey: recruitmentKeys.all }) });
}

/** Field errors come back inline: the form shows them, no toast. */
const formMeta = { silent: true };

export const useCreateNotice = () => useRecruitmentMutation((body: NoticeBody) => call(recruitmentRoutes.createNotice, { body }), formMeta);

export const useUpdateNotice = () =>
  useRecruitmentMutation(({ id, body }: { id: string; body: NoticeUpdateBody }) => call(recruitmentRoutes.updateNotice, { params: { id }, body }), formMeta);

const moveRoutes = {
  submit: recruitmentRoutes.submitNotice,
  approve: recruitmentRoutes.approveNotice,
  return: recruitmentRoutes.returnNotice,
  close: recruitmentRoutes.closeNotice,
  disable: recruitmentRoutes.disableNotice,
} as const;

/** 승인 / 반려 / 마감 / 비활성화 / 승인 재요청. */
export const useMoveNotice = () =>
  useRecruitmentMutation(({ id, move, comment = '' }: { id: string; move: NoticeMove; comment?: string }) =>
    call(moveRoutes[move] as typeof recruitmentRoutes.approveNotice, { params: { id }, body: { comment } }),
  );

/** A stage move; the board shows its own toast for a refusal (409). */
export const useMoveApplicant = () =>
  useRecruitmentMutation(
    ({ id, body }: { id: string; body: RouteInput<typeof applicantRoutes.setStatus>['body'] }) => call(applicantRoutes.setStatus, { params: { id }, body }),
    { silent: true },
  );

export const useCreateApplicant = () =>
  useRecruitmentMutation((body: RouteInput<typeof applicantRoutes.create>['body']) => call(applicantRoutes.create, { body }), formMeta);

export const useUploadApplicantDocument = (meta?: Record<string, unknown>) =>
  useRecruitmentMutation(({ id, file, kind }: { id: string; file: File; kind: string }) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return call(applicantRoutes.uploadDocument, { params: { id }, body: form });
  }, meta);

export const useEvaluateApplicant = () =>
  useRecruitmentMutation(({ id, body }: { id: string; body: RouteInput<typeof applicantRoutes.evaluate>['body'] }) =>
    call(applicantRoutes.evaluate, { params: { id }, body }),
  );

export type IntegrateBody = NonNullable<RouteInput<typeof integrationRoutes.applicant>['body']>;

/** Field errors come back inline in the dialog. */
export const useIntegrateApplicant = () =>
  useRecruitmentMutation(({ id, body }: { id: string; body: IntegrateBody }) => call(integrationRoutes.applicant, { params: { id }, body }), formMeta);

export const useIntegrateBatch = () =>
  useRecruitmentMutation((applicantProgressIds: string[]) => call(integrationRoutes.batch, { body: { applicantProgressIds } }));
