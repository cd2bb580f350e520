import type { AdminUser } from '@saram/shared/auth';
import { ClipboardList, LayoutDashboard, Network, Target, Users, type LucideIcon } from 'lucide-react';
import { isEvaluationOnly } from './nav-access';
import { quickLinks } from './nav-items';

export type Shortcut = { label: string; to: string; icon: LucideIcon };

const quickLinkIcons: Record<string, LucideIcon> = {
  '/employees': Users,
  '/organization': Network,
  '/eval/cycles': Target,
};

/** The header's quick links (spec 2.4); none for evaluation-only users, whom they would only redirect. */
export function headerQuickLinks(user: Pick<AdminUser, 'roles'> | null): Shortcut[] {
  if (isEvaluationOnly(user)) return [];
  return quickLinks.map((link) => ({ ...link, icon: quickLinkIcons[link.to] ?? LayoutDashboard }));
}

/** "Other pages" in the mobile location panel: home and the quick links, or the evaluation screens. */
export function mobileShortcuts(user: Pick<AdminUser, 'roles'> | null): Shortcut[] {
  if (isEvaluationOnly(user)) {
    return [
      { label: '평가자 포털', to: '/evaluations', icon: ClipboardList },
      { label: '내 평가', to: '/eval/my', icon: Target },
    ];
  }
  return [{ label: 'HR 대시보드', to: '/hr-dashboard', icon: LayoutDashboard }, ...headerQuickLinks(user)];
}
