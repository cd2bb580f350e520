import { notificationRoutes as routes, type ReminderRule } from '@saram/shared/notifications/notifications';
import type { NotificationKind } from '@saram/shared/notifications/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { notificationKeys } from './unread-count';

/** 알림 (/notifications and the bell's panel): the caller's notifications, mail preferences, the rules (administrators). */

export const notificationListQuery = (unreadOnly: boolean, limit = 50) =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'list', { unreadOnly, limit }],
    queryFn: ({ signal }) => call(routes.list, { query: { limit, ...(unreadOnly ? { unread: 'true' as const } : {}) } }, { signal }),
    meta: { silent: true },
  });

export const preferencesQuery = () =>
  queryOptions({ queryKey: [...notificationKeys.all, 'preferences'], queryFn: ({ signal }) => call(routes.getPreferences, {}, { signal }), meta: { silent: true } });

export const rulesQuery = () =>
  queryOptions({ queryKey: [...notificationKeys.all, 'rules'], queryFn: ({ signal }) => call(routes.getRules, {}, { signal }), meta: { silent: true } });

function useNotificationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }) });
}

export const useMarkRead = () => useNotificationMutation((id: string) => call(routes.markRead, { params: { id } }));
export const useMarkAllRead = () => useNotificationMutation(() => call(routes.markAllRead, {}));
export const useSavePreferences = () =>
  useNotificationMutation((preferences: { kind: NotificationKind; email: boolean }[]) => call(routes.putPreferences, { body: { preferences } }));
export const useSaveRule = () =>
  useNotificationMutation(({ rule, days, enabled }: { rule: ReminderRule; days: number; enabled: boolean }) =>
    call(routes.putRule, { params: { rule }, body: { days, enabled } }),
  );
export const useRunRules = () => useNotificationMutation(() => call(routes.runRules, {}));
