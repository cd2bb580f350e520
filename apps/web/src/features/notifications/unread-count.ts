import { notificationRoutes } from '@saram/shared/notifications/notifications';
import { call } from '../../lib/api/api-client';

/** The bell's count (part of the signed-in frame: nothing else of the feature loads with it). */

export const notificationKeys = { all: ['notifications'] as const, unread: ['notifications', 'unread-count'] as const };

export async function fetchUnreadCount(signal: AbortSignal): Promise<number> {
  return (await call(notificationRoutes.unreadCount, {}, { signal })).count;
}
