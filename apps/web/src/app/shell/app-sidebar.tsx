import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { prefetchProps } from '../prefetch';
import { Logo } from '../../components/ui/logo';
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupTrigger,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarSeparator,
} from '../../components/ui/layout/sidebar';
import type { NavCondition } from '../route-table';
import { activeNavTarget, homePath, navItemsOf, pendingConditions, visibleNav } from './nav-access';
import { NavCountBadge } from './nav-count-badge';
import { dashboardItem } from './nav-items';
import { UserMenu } from './user-menu';

/** The server checks of entries the user's permissions leave out (e.g. 발령 결재함 for an approver): one query, kept a few minutes. */
function useNavConditions(user: AdminUser | null): (condition: NavCondition) => boolean {
  const conditions = useMemo(() => pendingConditions(user), [user]);
  const held = useQuery({
    queryKey: ['nav-conditions', ...conditions.map((c) => c.queryKey)],
    queryFn: ({ signal }) => Promise.all(conditions.map((c) => c.holds(signal))),
    enabled: conditions.length > 0,
    staleTime: 300_000,
    meta: { errorToast: false },
  }).data;
  return useCallback((condition: NavCondition) => held?.[conditions.indexOf(condition)] === true, [held, conditions]);
}

export type AppSidebarContentProps = {
  user: AdminUser | null;
  onLogout: () => void;
  loggingOut: boolean;
};

/** What the sidebar shows (spec 2.3): dashboard, the collapsible groups, the user menu and logout. */
export function AppSidebarContent({ user, onLogout, loggingOut }: AppSidebarContentProps) {
  const { pathname, search } = useLocation();
  const holds = useNavConditions(user);
  const nav = useMemo(() => visibleNav(user, holds), [user, holds]);
  const active = activeNavTarget(pathname, search, navItemsOf(nav.groups));
  const activeGroup = nav.groups.find((group) => group.items.some((item) => item.to === active))?.id;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));

  // Arriving somewhere opens the group that holds the page.
  useEffect(() => {
    if (activeGroup) setExpanded((current) => (current.has(activeGroup) ? current : new Set([...current, activeGroup])));
  }, [activeGroup]);

  const setGroupOpen = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const DashboardIcon = dashboardItem.icon;

  return (
    <>
      <SidebarHeader>
        <Link
          to={homePath(user)}
          aria-label="Saram 홈"
          className="flex items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Logo />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        {nav.dashboard && (
          <>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton asChild isActive={active === dashboardItem.to}>
                  <Link to={dashboardItem.to} aria-current={active === dashboardItem.to ? 'page' : undefined} {...prefetchProps(dashboardItem.to)}>
                    <DashboardIcon aria-hidden="true" />
                    {dashboardItem.label}
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
            <SidebarSeparator />
          </>
        )}
        {nav.groups.map((group, index) => {
          const Icon = group.icon;
          const containsActive = group.id === activeGroup;
          return (
            <Fragment key={group.id}>
              {index > 0 && <SidebarSeparator />}
              <SidebarGroup open={expanded.has(group.id)} onOpenChange={(open) => setGroupOpen(group.id, open)}>
                <SidebarGroupTrigger
                  icon={<Icon aria-hidden="true" className={containsActive ? 'text-brand-600' : 'text-gray-500'} />}
                  className={containsActive ? 'text-gray-900' : undefined}
                >
                  {group.label}
                </SidebarGroupTrigger>
                <SidebarGroupContent>
                  <SidebarMenuSub aria-label={group.label}>
                    {group.items.map((item) => (
                      <SidebarMenuItem key={item.to}>
                        <SidebarMenuButton asChild sub isActive={active === item.to}>
                          <Link to={item.to} aria-current={active === item.to ? 'page' : undefined} {...prefetchProps(item.to)}>
                            <span className="truncate">{item.label}</span>
                            {item.badge && <NavCountBadge badge={item.badge} user={user} />}
                          </Link>
                        </SidebarMenuButton>
                      </SidebarMenuItem>
                    ))}
                  </SidebarMenuSub>
                </SidebarGroupContent>
              </SidebarGroup>
            </Fragment>
          );
        })}
      </SidebarContent>
      <SidebarFooter>
        <UserMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
      </SidebarFooter>
    </>
  );
}
