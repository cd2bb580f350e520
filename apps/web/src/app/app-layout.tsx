import { hasPermission } from '@saram/shared/permissions';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Sidebar, SidebarInset, SidebarProvider } from '../components/ui/layout/sidebar';
import { useSidebarStore } from '../components/ui/layout/sidebar-state';
import { useLogoutMutation } from '../features/auth/api';
import { useCommonTypesStartup } from '../features/common-types/api';
import { HeaderSearch } from '../features/search/components/header-search';
import { AppHeader } from './shell/app-header';
import { AppSidebarContent } from './shell/app-sidebar';
import { isEvaluationOnly, mayOpen, mayOpenPath, roleRedirect } from './shell/nav-access';
import { toast } from '../lib/toaster';
import { headerQuickLinks, mobileShortcuts } from './shell/shortcuts';
import { cn } from '../lib/cn';
import { onDemand } from '../lib/on-demand';
import { breadcrumbs, layoutFor, pageTitle, resolveRoute } from './page-meta';
import type { LandingState } from './landing';
import { useCurrentUser } from './use-current-user';
import { useIdLabels } from './use-id-labels';
import { DocumentTitle } from '../components/document-title';
import { QueryProvider } from './query-provider';

/** Only a user with a temporary password sees it: its chunk stays off everyone else's first load. */
const changePassword = onDemand(() => import('../features/auth/components/change-password-dialog'));
/** The notification bell and its count come just after the first paint (a placeholder keeps its place). */
const notificationBell = onDemand(() => import('../features/notifications/components/notification-bell'));

/** The signed-in frame with the app's query client above it. */
export function SignedInFrame() {
  return (
    <QueryProvider>
      <AppLayout />
    </QueryProvider>
  );
}

/**
 * The signed-in frame (spec 2.3, 2.4): sidebar, header with title, breadcrumb, search and quick links,
 * then the page in the padded scrolling layout or, for editors and builders, the full-height one.
 */
export function AppLayout() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const logout = useLogoutMutation();
  const setOpenMobile = useSidebarStore((state) => state.setOpenMobile);
  const changePasswordModule = changePassword.useLoaded(Boolean(user?.mustChangePassword));
  const Bell = notificationBell.useLoaded(Boolean(user && !user.mustChangePassword))?.NotificationBell;

  // Following a link inside the mobile sheet closes it.
  useEffect(() => setOpenMobile(false), [pathname, search, setOpenMobile]);

  const idLabels = useIdLabels(pathname, mayOpen('employees:read', user));
  // The start-up fetch of 공통 코드 (spec 3.4): the lists every employee form and filter offers.
  useCommonTypesStartup(mayOpen('common-types:read', user) && !user?.mustChangePassword);

  const redirect = roleRedirect(pathname, user);
  // An evaluation-only account that opened another page (a bookmark, a link) is told why it moved.
  const turnedAway = redirect !== null && isEvaluationOnly(user) && pathname !== '/';
  useEffect(() => {
    if (turnedAway) toast.info('평가 전용 계정은 평가 화면만 사용할 수 있습니다.', { description: '평가자 포털로 이동했습니다.' });
  }, [turnedAway]);
  // Landing on '/' without the HR dashboard: the personal dashboard is told, so a unit leader moves on to theirs.
  if (redirect) return <Navigate to={redirect} replace state={turnedAway ? undefined : ({ landing: true } satisfies LandingState)} />;

  const title = pageTitle(pathname);
  const layout = layoutFor(pathname);
  const allowed = mayOpen(resolveRoute(pathname)?.permission, user);
  const canSearch = hasPermission(user?.permissions ?? [], 'search:use');
  // A parent the user may not open is named, not linked (the home link leads to their own home).
  const crumbs = breadcrumbs(pathname, idLabels).map((crumb) =>
    crumb.href && crumb.href !== '/' && !mayOpenPath(crumb.href, user) ? { label: crumb.label } : crumb,
  );

  return (
    <SidebarProvider className="bg-gray-50">
      <DocumentTitle frame>{`${title} · Saram`}</DocumentTitle>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        본문으로 건너뛰기
      </a>
      <Sidebar label="주 메뉴">
        <AppSidebarContent user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      </Sidebar>
      <SidebarInset className={cn(layout === 'full' && 'h-dvh')}>
        <AppHeader
          title={title}
          crumbs={crumbs}
          quickLinks={headerQuickLinks(user)}
          mobileShortcuts={mobileShortcuts(user)}
          search={canSearch ? <HeaderSearch /> : null}
          bell={user?.mustChangePassword ? null : Bell ? <Bell /> : <span className="size-9 shrink-0" aria-hidden="true" />}
        />
        <main
          id="main"
          tabIndex={-1}
          data-layout={layout}
          className={cn(
            'outline-none',
            layout === 'full'
              ? 'min-h-0 flex-1 overflow-hidden'
              : 'mx-auto w-full max-w-[1400px] flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8',
          )}
        >
          {/* Until a temporary password is changed the server answers only the session's own routes. */}
          {user?.mustChangePassword ? (
            changePasswordModule && <changePasswordModule.ChangePasswordDialog onLogout={() => logout.mutate()} />
          ) : allowed ? (
            <Outlet />
          ) : (
            <Navigate to="/unauthorized" replace />
          )}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
