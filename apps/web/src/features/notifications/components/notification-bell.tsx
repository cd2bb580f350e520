import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/overlays/popover';
import { cn } from '../../../lib/cn';
import { onDemand } from '../../../lib/on-demand';
import { fetchUnreadCount, notificationKeys } from '../unread-count';

const panel = onDemand(() => import('./notification-panel'));

export const unreadLabel = (count: number) => (count ? `알림, 읽지 않은 알림 ${count}건` : '알림');

/**
 * The header's bell: the unread count (one small call, refreshed each minute) and, opened, the
 * latest notifications; the panel's code loads with the first opening.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useQuery({ queryKey: notificationKeys.unread, queryFn: ({ signal }) => fetchUnreadCount(signal), refetchInterval: 60_000, meta: { errorToast: false } });
  const unread = count.data ?? 0;
  const Panel = panel.useLoaded(open)?.NotificationPanel;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={unreadLabel(unread)}
        data-testid="notification-bell"
        onPointerEnter={() => void panel.load()}
        className={cn(
          'relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-600 transition-colors duration-150',
          'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-gray-100',
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute top-0 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-semibold text-white tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-2rem))] p-0" aria-label="알림">
        {Panel ? <Panel onNavigate={() => setOpen(false)} /> : <p className="p-4 text-gray-500">알림을 불러오는 중…</p>}
      </PopoverContent>
    </Popover>
  );
}
