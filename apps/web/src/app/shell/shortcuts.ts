import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { ClipboardList, LayoutDashboard, Network, Target, Users, type LucideIcon } from 'lucide-react';
import { isEvaluationOnly, mayOpen, visibleQuickLinks } from './nav-access';
import { dashboardItem } from './nav-items';

export type Shortcut = { label: string; to: string; icon: LucideIcon };

const quickLinkIcons: Record<string, LucideIcon> = {
  '/employees': Users,
  '/organization': Network,
  '/eval/cycles': Target,
};

type UserAccess = Pick<AdminUser, 'roles' | 'permissions'> | null;

/** The header's quick links (spec 2.4) the user may follow; none for evaluation-only users. */
export function headerQuickLinks(user: UserAccess): Shortcut[] {
  return visibleQuickLinks(user).map((link) => ({ label: link.label, to: link.to, icon: quickLinkIcons[link.to] ?? LayoutDashboard }));
}

/** "Other pages" in the mobile location panel: home and the quick links, or the evaluation screens. */
export function mobileShortcuts(user: UserAccess): Shortcut[] {
  if (isEvaluationOnly(user)) {
    return [
      { label: '평가자 포털', to: '/evaluations', icon: ClipboardList },
      { label: '내 평가', to: '/eval/my', icon: Target },
    ];
  }
  const home = mayOpen(dashboardItem.permission, user) ? [{ label: 'HR 대시보드', to: dashboardItem.to, icon: LayoutDashboard }] : [];
  return [...home, ...headerQuickLinks(user)];
}
