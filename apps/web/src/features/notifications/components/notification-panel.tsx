import type { Notification } from '@saram/shared/notifications/notifications.schemas';
import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { notificationListQuery, useMarkAllRead, useMarkRead } from '../api';
import { NotificationItem } from './notification-item';

/** The bell's panel: the ten latest notifications, 모두 읽음, and the way to the full page. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const list = useQuery(notificationListQuery(false, 10));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    onNavigate();
  };
  const unread = list.data?.unread ?? 0;
  return (
    <div className="flex max-h-[min(50dvh,420px)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5">
        <h2 className="font-semibold text-gray-900">알림{unread > 0 && <span className="ml-1.5 text-brand-700 tabular-nums">{unread}</span>}</h2>
        <Button variant="ghost" size="sm" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
          모두 읽음
        </Button>
      </div>
      <div className="min-h-0 flex-1 divide-y divide-gray-100 overflow-y-auto">
        {list.isPending ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : list.isError ? (
          <p className="p-4 text-gray-600">알림을 불러오지 못했습니다. 잠시 뒤 다시 열어주세요.</p>
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={BellOff} title="새 알림이 없습니다" description="수습 종료, 비자 만료, 평가 마감 같은 일정이 다가오면 여기에 알려드립니다." />
        ) : (
          list.data.data.map((item) => <NotificationItem key={item.id} item={item} onOpen={open} compact />)
        )}
      </div>
      <Link to="/notifications" onClick={onNavigate} className="border-t border-gray-100 px-4 py-2.5 text-center font-medium text-brand-700 hover:bg-gray-50">
        전체 알림 보기
      </Link>
    </div>
  );
}
