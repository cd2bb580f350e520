import type { Notification } from '@saram/shared/notifications/notifications.schemas';
import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useCan } from '../../lib/auth/use-can';
import { cn } from '../../lib/cn';
import { notificationListQuery, useMarkAllRead, useMarkRead } from './api';
import { MailPreferences } from './components/mail-preferences';
import { NotificationItem } from './components/notification-item';
import { RuleSettings } from './components/rule-settings';

function FilterButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn('rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500', active ? 'bg-gray-900 text-white' : 'text-gray-600 hover:bg-gray-100')}
    >
      {children}
    </button>
  );
}

/** 알림 (/notifications): the caller's notifications, which kinds also come by mail, and (administrators) the rules. */
export function NotificationsPage() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useQuery(notificationListQuery(unreadOnly, 200));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const mayConfigure = useCan('admin:notifications');
  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
  };
  const unread = list.data?.unread ?? 0;

  let content;
  if (list.isPending) content = <Skeleton className="h-48 rounded-xl" aria-label="알림 불러오는 중" />;
  else if (list.isError) content = <QueryErrorState error={list.error} icon={BellOff} title="알림을 불러오지 못했습니다" onRetry={() => list.refetch()} />;
  else if (list.data.data.length === 0)
    content = <EmptyState icon={BellOff} title={unreadOnly ? '읽지 않은 알림이 없습니다' : '알림이 없습니다'} description="다가오는 수습 종료, 비자 만료, 계약 종료, 평가 마감과 늦어진 온보딩 항목을 알려드립니다." />;
  else
    content = (
      <div className="divide-y divide-gray-100" role="list" aria-label="알림 목록">
        {list.data.data.map((item) => (
          <div role="listitem" key={item.id}>
            <NotificationItem
              item={item}
              onOpen={open}
              action={
                !item.readAt && (
                  <Button variant="ghost" size="sm" className="shrink-0" onClick={() => markRead.mutate(item.id)} aria-label={`${item.title} 읽음으로 표시`}>
                    읽음
                  </Button>
                )
              }
            />
          </div>
        ))}
      </div>
    );

  return (
    <>
      <PageHeader
        title="알림"
        description="나에게 온 알림을 확인하고, 어떤 알림을 메일로도 받을지 정합니다."
        actions={
          <Button variant="outline" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
            모두 읽음
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="self-start overflow-hidden">
          <div className="flex items-center gap-1 border-b border-gray-100 px-3 py-2">
            <FilterButton active={!unreadOnly} onClick={() => setUnreadOnly(false)}>
              전체
            </FilterButton>
            <FilterButton active={unreadOnly} onClick={() => setUnreadOnly(true)}>
              {`읽지 않음 ${unread}`}
            </FilterButton>
          </div>
          {content}
        </Card>
        <div className="space-y-6">
          <MailPreferences />
          {mayConfigure && <RuleSettings />}
        </div>
      </div>
    </>
  );
}
