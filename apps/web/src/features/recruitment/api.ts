import type { EndpointInput } from '@saram/shared/endpoint';
import { applicantEndpoints, integrationEndpoints, recruitmentEndpoints, type NoticeMove } from '@saram/shared/recruitment';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/**
 * Recruitment (spec 7.4): notices with their approval moves, one notice's applicants along the
 * pipeline, documents, interview evaluations and the integration into employee records. Every
 * save refetches everything recruitment (the list's counts, the board, the drawer).
 */

export type NoticeListQuery = EndpointInput<typeof recruitmentEndpoints.list>['body'];
export type NoticeBody = EndpointInput<typeof recruitmentEndpoints.createNotice>['body'];
export type NoticeUpdateBody = EndpointInput<typeof recruitmentEndpoints.updateNotice>['body'];

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
  queryOptions({ queryKey: recruitmentKeys.approvers, queryFn: ({ signal }) => call(recruitmentEndpoints.approvers, { query: { limit: 100 } }, { signal }), staleTime: 60_000 });

export const noticesQuery = (query: NoticeListQuery) =>
  queryOptions({
    queryKey: recruitmentKeys.list(query),
    queryFn: ({ signal }) => call(recruitmentEndpoints.list, { body: query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const noticeQuery = (id: string) =>
  queryOptions({ queryKey: recruitmentKeys.notice(id), queryFn: ({ signal }) => call(recruitmentEndpoints.getNotice, { params: { id } }, { signal }) });

/** Every applicant of a notice (the board shows all stages at once). */
export const applicantsQuery = (noticeId: string) =>
  queryOptions({
    queryKey: recruitmentKeys.applicants(noticeId),
    queryFn: ({ signal }) => call(applicantEndpoints.list, { body: { recruitment_id: noticeId, limit: 500 } }, { signal }),
  });

export const applicantQuery = (id: string) =>
  queryOptions({ queryKey: recruitmentKeys.applicant(id), queryFn: ({ signal }) => call(applicantEndpoints.get, { params: { id } }, { signal }) });

function useRecruitmentMutation<V, R>(mutationFn: (variables: V) => Promise<R>, meta?: Record<string, unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, meta, onSuccess: () => client.invalidateQueries({ queryKey: recruitmentKeys.all }) });
}

/** Field errors come back inline: the form shows them, no toast. */
const formMeta = { silent: true };

export const useCreateNotice = () => useRecruitmentMutation((body: NoticeBody) => call(recruitmentEndpoints.createNotice, { body }), formMeta);

export const useUpdateNotice = () =>
  useRecruitmentMutation(({ id, body }: { id: string; body: NoticeUpdateBody }) => call(recruitmentEndpoints.updateNotice, { params: { id }, body }), formMeta);

const moveEndpoints = {
  submit: recruitmentEndpoints.submitNotice,
  approve: recruitmentEndpoints.approveNotice,
  return: recruitmentEndpoints.returnNotice,
  close: recruitmentEndpoints.closeNotice,
  disable: recruitmentEndpoints.disableNotice,
} as const;

/** 승인 / 반려 / 마감 / 비활성화 / 승인 재요청. */
export const useMoveNotice = () =>
  useRecruitmentMutation(({ id, move, comment = '' }: { id: string; move: NoticeMove; comment?: string }) =>
    call(moveEndpoints[move] as typeof recruitmentEndpoints.approveNotice, { params: { id }, body: { comment } }),
  );

/** A stage move; the board shows its own toast for a refusal (409). */
export const useMoveApplicant = () =>
  useRecruitmentMutation(
    ({ id, body }: { id: string; body: EndpointInput<typeof applicantEndpoints.setStatus>['body'] }) => call(applicantEndpoints.setStatus, { params: { id }, body }),
    { silent: true },
  );

export const useCreateApplicant = () =>
  useRecruitmentMutation((body: EndpointInput<typeof applicantEndpoints.create>['body']) => call(applicantEndpoints.create, { body }), formMeta);

export const useUploadApplicantDocument = () =>
  useRecruitmentMutation(({ id, file, kind }: { id: string; file: File; kind: string }) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return call(applicantEndpoints.uploadDocument, { params: { id }, body: form });
  });

export const useEvaluateApplicant = () =>
  useRecruitmentMutation(({ id, body }: { id: string; body: EndpointInput<typeof applicantEndpoints.evaluate>['body'] }) =>
    call(applicantEndpoints.evaluate, { params: { id }, body }),
  );

export const useIntegrateApplicant = () => useRecruitmentMutation((id: string) => call(integrationEndpoints.applicant, { params: { id }, body: {} }));

export const useIntegrateBatch = () =>
  useRecruitmentMutation((applicantProgressIds: string[]) => call(integrationEndpoints.batch, { body: { applicantProgressIds } }));
