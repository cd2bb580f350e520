import {
  BriefcaseBusiness,
  LayoutDashboard,
  ShieldCheck,
  Target,
  TowerControl,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { routeTable, type NavBadge, type NavCondition, type NavGroupId, type NavPlacement, type RouteAccess, type RouteEntry } from '../route-table';

/** The sidebar's entries (spec 2.3) and the header's quick links (2.4), read from the route table. */

export type NavItem = {
  label: string;
  /** Where the entry leads; may carry a query (the /coming-soon entries name their feature). */
  to: string;
  /** Other path prefixes that highlight this entry (e.g. the detail pages below a list). */
  also?: readonly string[] | undefined;
  /** Shown only to users holding it; the page refuses others anyway. */
  permission?: RouteAccess | undefined;
  /** A count beside the entry (see NavBadge). */
  badge?: NavBadge | undefined;
  /** Shown also when this server check holds for a user without the permission (see NavCondition). */
  orWhen?: NavCondition | undefined;
};

export type NavGroup = {
  id: NavGroupId;
  label: string;
  icon: LucideIcon;
  items: readonly NavItem[];
};

/** The groups in sidebar order; their entries come from the route table, in its order. */
const groups: readonly Omit<NavGroup, 'items'>[] = [
  { id: 'recruitment', label: '채용 관리', icon: BriefcaseBusiness },
  { id: 'employees', label: '직원 관리', icon: Users },
  { id: 'self-service', label: '직원 셀프 서비스', icon: UserRound },
  { id: 'evaluation', label: '성과 평가 관리', icon: Target },
  { id: 'admin', label: '관리자 모드', icon: ShieldCheck },
  { id: 'control-tower', label: 'HR Control Tower', icon: TowerControl },
];

function placementsOf(entry: RouteEntry): readonly NavPlacement[] {
  const nav = entry.nav;
  if (!nav) return [];
  return 'group' in nav ? [nav] : nav;
}

const placed = routeTable.flatMap((entry) =>
  placementsOf(entry).map((placement) => ({
    group: placement.group,
    item: {
      label: placement.label ?? entry.title,
      to: `${entry.path}${placement.search ?? ''}`,
      also: placement.also,
      permission: placement.permission ?? entry.permission,
      badge: placement.badge,
      orWhen: placement.orWhen,
    } satisfies NavItem,
  })),
);

function topItem(): NavItem {
  const top = placed.find((p) => p.group === 'top');
  if (!top) throw new Error('The route table has no entry for the top of the sidebar.');
  return top.item;
}

export const dashboardItem: NavItem & { icon: LucideIcon } = { ...topItem(), icon: LayoutDashboard };

export const navGroups: readonly NavGroup[] = groups.map((group) => ({
  ...group,
  items: placed.filter((p) => p.group === group.id).map((p) => p.item),
}));

/** The header's quick links (spec 2.4): 직원 관리 · 조직도 · 평가 관리. */
export const quickLinks: readonly NavItem[] = routeTable.flatMap((entry) =>
  entry.quickLink ? [{ label: entry.quickLink, to: entry.path, permission: entry.permission }] : [],
);
