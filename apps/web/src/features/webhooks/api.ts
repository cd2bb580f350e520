import { webhookRoutes } from '@saram/shared/webhooks/webhooks';
import type { WebhookEndpoint, WebhookInput } from '@saram/shared/webhooks/webhooks.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** 웹훅 관리 (/webhook-management): endpoints, their secrets (shown once), the delivery log and 재전송. */

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

/** The page shows its own failure state; refreshed every few seconds while a last delivery is pending. */
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) => call(webhookRoutes.list, undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.data.some((e) => e.lastDelivery?.status === 'pending') ? 3000 : false),
    meta: { silent: true },
  });

/** The latest 50 deliveries; refreshed every few seconds while one is still pending. */
export const deliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => call(webhookRoutes.deliveries, { params: { id }, query: { page: 1, limit: 50 } }, { signal }),
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending') ? 3000 : false),
    meta: { silent: true },
  });

function useWebhookMutation<V, R>(mutationFn: (vars: V) => Promise<R>, errorToast = true) {
  const client = useQueryClient();
  return useMutation({ mutationFn, meta: { errorToast }, onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }) });
}

/** The dialog shows field errors itself. */
export const useSaveWebhook = () =>
  useWebhookMutation(
    (v: { id?: string; body: WebhookInput }): Promise<WebhookEndpoint | { endpoint: WebhookEndpoint; secret: string }> =>
      v.id ? call(webhookRoutes.update, { params: { id: v.id }, body: v.body }) : call(webhookRoutes.create, { body: v.body }),
    false,
  );
export const useRotateWebhookSecret = () => useWebhookMutation((id: string) => call(webhookRoutes.rotateSecret, { params: { id } }));
export const useRemoveWebhook = () => useWebhookMutation((id: string) => call(webhookRoutes.remove, { params: { id } }));
export const useRedeliver = () => useWebhookMutation((deliveryId: string) => call(webhookRoutes.redeliver, { params: { deliveryId } }));
