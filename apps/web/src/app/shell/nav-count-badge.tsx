import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import type { NavBadge } from '../route-table';

/** The count beside a sidebar entry: fetched only with the badge's permission, refreshed each minute, hidden at 0. */
export function NavCountBadge({ badge, user }: { badge: NavBadge; user: Pick<AdminUser, 'permissions'> | null }) {
  const allowed = user?.permissions.includes(badge.permission) ?? false;
  const count = useQuery({
    queryKey: badge.queryKey,
    queryFn: ({ signal }) => badge.count(signal),
    enabled: allowed,
    refetchInterval: 60_000,
    meta: { errorToast: false },
  });
  if (!allowed || !count.data) return null;
  const label = badge.label(count.data);
  return (
    <span
      data-testid="nav-count-badge"
      title={label}
      className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-semibold text-white tabular-nums"
    >
      <span aria-hidden="true">{count.data > 99 ? '99+' : count.data}</span>
      <span className="sr-only">{` (${label})`}</span>
    </span>
  );
}
