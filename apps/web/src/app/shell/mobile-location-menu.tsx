import { ChevronDown, CornerLeftUp, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/overlays/dropdown-menu';
import type { Crumb } from './breadcrumb-trail';
import type { Shortcut } from './shortcuts';

/**
 * Below 768 px the page title opens a panel with the current location (the breadcrumb trail), the
 * pages above it, and links to other pages the user may open (spec 2.4).
 */
export function MobileLocationMenu({ title, crumbs, shortcuts }: { title: string; crumbs: Crumb[]; shortcuts: Shortcut[] }) {
  const ancestors = crumbs.filter((crumb): crumb is Crumb & { href: string } => Boolean(crumb.href));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex max-w-full min-w-0 items-center gap-1 rounded-lg py-1 pr-1.5 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=open]:bg-gray-100"
        aria-label={`현재 위치: ${title}. 다른 페이지로 이동`}
      >
        <span className="truncate text-base font-semibold text-gray-900" data-testid="page-title">
          {title}
        </span>
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[min(20rem,calc(100vw-2rem))]" data-testid="mobile-location-panel">
        <DropdownMenuLabel className="flex items-start gap-2 text-gray-600">
          <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="block text-[11px] text-gray-500">현재 위치</span>
            <span className="block text-sm font-medium text-gray-900">
              {crumbs.map((crumb) => crumb.label).join(' › ')}
            </span>
          </span>
        </DropdownMenuLabel>
        {ancestors.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-label="상위 페이지">
              {ancestors.map((crumb) => (
                <DropdownMenuItem key={crumb.href} asChild>
                  <Link to={crumb.href}>
                    <CornerLeftUp aria-hidden="true" />
                    {crumb.label}
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
        {shortcuts.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>다른 페이지</DropdownMenuLabel>
            <DropdownMenuGroup aria-label="다른 페이지">
              {shortcuts.map(({ label, to, icon: Icon }) => (
                <DropdownMenuItem key={to} asChild>
                  <Link to={to}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
