import type { Notification } from '@saram/shared/notifications/notifications.schemas';
import { notificationKindLabels } from '@saram/shared/notifications/notification-kinds';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/labels/format';
import { cn } from '../../../lib/cn';

/** '방금', '5분 전', '3시간 전', '2일 전', then the date and time. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return '방금';
  if (minutes < 60) return `${minutes}분 전`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}시간 전`;
  if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))}일 전`;
  return formatDateTime(iso);
}

/** One notification: unread dot, kind, title (a link to its subject), body and when; following the link marks it read. */
export function NotificationItem({ item, onOpen, compact = false, action }: { item: Notification; onOpen: (item: Notification) => void; compact?: boolean; action?: ReactNode }) {
  const unread = !item.readAt;
  const title = <span className={cn('text-gray-900', unread && 'font-semibold')}>{item.title}</span>;
  return (
    <div className={cn('flex gap-3 px-4 py-3', unread && 'bg-brand-50/40')} data-testid="notification-item" data-unread={unread}>
      <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')} aria-hidden="true" />
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere] break-keep">
        <p className="text-xs text-gray-500">
          {notificationKindLabels[item.kind]} · <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
          {unread && <span className="sr-only"> (읽지 않음)</span>}
        </p>
        {item.link ? (
          <Link to={item.link} onClick={() => onOpen(item)} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
            {title}
          </Link>
        ) : (
          title
        )}
        {item.body && <p className={cn('mt-0.5 text-[13px] text-gray-600', compact && 'truncate')}>{item.body}</p>}
      </div>
      {action}
    </div>
  );
}
