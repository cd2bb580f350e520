import { apiTokenRoutes } from '@saram/shared/tokens/api-tokens';
import type { CreateApiToken } from '@saram/shared/tokens/api-tokens.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** API 토큰 관리 (/token-management): list, issue (the secret comes back once), revoke. */

export const tokenKeys = { list: ['api-tokens'] as const };

/** The page shows its own failure state. */
export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: tokenKeys.list,
    queryFn: ({ signal }) => call(apiTokenRoutes.list, undefined, { signal }),
    meta: { silent: true },
  });

/** The dialog shows field errors itself. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiToken) => call(apiTokenRoutes.create, { body }),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.list }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(apiTokenRoutes.revoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.list }),
  });
}
