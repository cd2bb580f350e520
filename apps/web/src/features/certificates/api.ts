import type { RouteInput } from '@saram/shared/contract';
import { certificateRoutes as routes } from '@saram/shared/certificates/certificates';
import type { IssueMine } from '@saram/shared/certificates/certificates.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';

/** 재직·경력증명서: the caller's own (내 정보), HR's issue from the record, the issue log, the PDF. */

export type CertificateLogQuery = NonNullable<RouteInput<typeof routes.log>['query']>;

export const certificateKeys = {
  all: ['certificates'] as const,
  mine: ['certificates', 'mine'] as const,
  log: (query: CertificateLogQuery) => ['certificates', 'log', query] as const,
};

export const myCertificatesQuery = () =>
  queryOptions({ queryKey: certificateKeys.mine, queryFn: ({ signal }) => call(routes.listMine, undefined, { signal }) });

export const certificateLogQuery = (query: CertificateLogQuery) =>
  queryOptions({
    queryKey: certificateKeys.log(query),
    queryFn: ({ signal }) => call(routes.log, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Issues one: the caller's own, or (HR) the given person's. Errors show in the dialog. */
export function useIssueCertificate(employeeId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: IssueMine) => (employeeId ? call(routes.issue, { body: { employeeId, ...choice } }) : call(routes.issueMine, { body: choice })),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

export const downloadCertificate = (id: string) => download(routes.file, { params: { id } }, 'certificate.pdf');
