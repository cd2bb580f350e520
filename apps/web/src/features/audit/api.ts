import { auditRoutes } from '@saram/shared/audit/audit';
import type { AccessQuery, AuditQuery } from '@saram/shared/audit/audit.schemas';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';

/** 감사 로그 and 개인정보 접속기록 (issue 11 item 6): keyset-paged lists, lookups, the monthly review. */

type Filters<Q> = Omit<Q, 'cursor' | 'limit'>;
export type AuditFilters = Filters<AuditQuery>;
export type AccessFilters = Filters<AccessQuery>;

export const auditKeys = {
  audit: (f: AuditFilters) => ['audit-logs', f] as const,
  access: (f: AccessFilters) => ['access-logs', f] as const,
  review: (month: string) => ['access-review', month] as const,
  lookup: (kind: LookupKind, q: string) => ['audit-lookup', kind, q] as const,
};

const pageSize = 50;

/** Drops empty filters so they are not sent. */
function given<T extends object>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as T;
}

export const auditLogsQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.audit(filters),
    queryFn: ({ pageParam, signal }) =>
      call(auditRoutes.auditLogs, { query: { ...given(filters), limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });

export const accessLogsQueryOptions = (filters: AccessFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.access(filters),
    queryFn: ({ pageParam, signal }) =>
      call(auditRoutes.accessLogs, { query: { ...given(filters), limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });

export type LookupKind = 'actors' | 'subjects';

export const lookupQueryOptions = (kind: LookupKind, q: string) =>
  queryOptions({
    queryKey: auditKeys.lookup(kind, q),
    queryFn: ({ signal }) => call(auditRoutes[kind], { query: { q } }, { signal }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

export const accessReviewQueryOptions = (month: string) =>
  queryOptions({
    queryKey: auditKeys.review(month),
    queryFn: ({ signal }) => call(auditRoutes.accessReview, { params: { month } }, { signal }),
    meta: { silent: true },
  });

export function useSignOff(month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => call(auditRoutes.signOff, { params: { month }, body: comment.trim() ? { comment: comment.trim() } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.review(month) }),
  });
}

/** The Excel download; the dialog shows a missing reason under its field. */
export function useAccessExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ filters, reason }: { filters: AccessFilters; reason: string }) =>
      download(auditRoutes.accessExport, { query: { ...given(filters), reason } }, '개인정보_접속기록.xlsx'),
    meta: { errorToast: false },
    // The download is itself an access record: the list shows it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['access-logs'] }),
  });
}
