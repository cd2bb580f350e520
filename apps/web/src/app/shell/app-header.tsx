import type { ReactNode } from 'react';
import { SidebarTrigger, useIsMobile } from '../../components/ui/layout/sidebar';
import { BreadcrumbTrail, type Crumb } from './breadcrumb-trail';
import { MobileLocationMenu } from './mobile-location-menu';
import { QuickLinks } from './quick-links';
import type { Shortcut } from './shortcuts';

export type AppHeaderProps = {
  title: string;
  crumbs: Crumb[];
  quickLinks: Shortcut[];
  mobileShortcuts: Shortcut[];
  /** The global search box, when the user may search. */
  search?: ReactNode;
  /** The notification bell. */
  bell?: ReactNode;
};

/**
 * The header (spec 2.4): sidebar button, page title, breadcrumb on desktop or the location panel on
 * phones, the global search box, the notification bell and quick links.
 */
export function AppHeader({ title, crumbs, quickLinks, mobileShortcuts, search, bell }: AppHeaderProps) {
  const isMobile = useIsMobile();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-gray-200 bg-white/95 px-3 backdrop-blur md:h-16 md:gap-3 md:px-6">
      <SidebarTrigger className="md:-ml-2" />
      {!isMobile && <span className="h-6 w-px shrink-0 bg-gray-200" aria-hidden="true" />}
      <div className="min-w-0 flex-1">
        {isMobile ? (
          <MobileLocationMenu title={title} crumbs={crumbs} shortcuts={mobileShortcuts} />
        ) : (
          <>
            <p className="truncate text-[15px] leading-6 font-semibold text-gray-900" data-testid="page-title">
              {title}
            </p>
            {/* On the dashboard the trail would only repeat the title (and has no home link). */}
            {crumbs.length > 1 && <BreadcrumbTrail crumbs={crumbs} />}
          </>
        )}
      </div>
      {search && <div className={isMobile ? 'shrink-0' : 'w-64 shrink lg:w-80'}>{search}</div>}
      {bell}
      {!isMobile && <QuickLinks links={quickLinks} className="shrink-0" />}
    </header>
  );
}
