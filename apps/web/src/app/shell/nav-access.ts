import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { resolveRoute } from '../page-meta';
import { isPermitted, personalDashboardPath, type NavCondition } from '../route-table';
import { dashboardItem, navGroups, quickLinks, type NavGroup, type NavItem } from './nav-items';

/**
 * Who may open which screen and sees which link (all read from the route table's permissions),
 * where evaluation-only users may be, where each user's home is, and which entry is active.
 */

type UserAccess = Pick<AdminUser, 'roles' | 'permissions'>;

/** Spec 4 and 6: a user whose only role is evaluation_only. */
export function isEvaluationOnly(user: Pick<AdminUser, 'roles'> | null | undefined): boolean {
  const roles = user?.roles ?? [];
  return roles.length > 0 && roles.every((role) => role.name === 'evaluation_only');
}

/** Where an evaluation-only user may stay; everywhere else sends them to /evaluations. */
export const evaluationOnlyPaths: readonly string[] = ['/evaluations', '/unauthorized', '/eval/my'];
export const evaluationOnlyHome = '/evaluations';
/** The sidebar entries an evaluation-only user keeps: those leading to /evaluations (and /eval/my). */
const evaluationOnlyNavPaths: readonly string[] = ['/evaluations', '/eval/my'];

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * An evaluation opened from the evaluator portal (/eval/evaluations/{id}) is where an evaluation-only
 * evaluator does their work, so it is allowed too, beyond the three paths spec 4 names.
 */
const evaluationOnlyPrefixes: readonly string[] = ['/eval/evaluations/'];

/** Whether the user holds what a screen or link needs. */
export function mayOpen(required: NavItem['permission'], user: Pick<AdminUser, 'permissions'> | null | undefined): boolean {
  return isPermitted(required, user?.permissions ?? []);
}

/** Whether the user may open the page at `pathname` (unknown paths: yes, they show not-found). */
export function mayOpenPath(pathname: string, user: Pick<AdminUser, 'permissions'> | null | undefined): boolean {
  return mayOpen(resolveRoute(pathname)?.permission, user);
}

/**
 * Where 'home' is: the HR dashboard, or, for someone who may not see it, their own dashboard
 * (/dashboard; it sends a unit leader arriving there from sign-in on to /manager-dashboard, since
 * only the server knows who leads a unit). Evaluation-only users: the evaluator portal.
 */
export function homePath(user: UserAccess | null | undefined): string {
  if (isEvaluationOnly(user)) return evaluationOnlyHome;
  if (user && !mayOpenPath('/', user)) return personalDashboardPath;
  return '/';
}

/** The path to replace the current one with, or null to stay. */
export function roleRedirect(pathname: string, user: UserAccess | null | undefined): string | null {
  const path = stripTrailingSlash(pathname);
  if (!isEvaluationOnly(user)) {
    const home = homePath(user);
    return path === '/' && home !== '/' ? home : null;
  }
  const allowed = evaluationOnlyPaths.includes(path) || evaluationOnlyPrefixes.some((p) => path.startsWith(p));
  return allowed ? null : evaluationOnlyHome;
}

function pathOf(to: string): string {
  return to.split('?')[0] ?? to;
}

export type VisibleNav = { dashboard: boolean; groups: NavGroup[] };

/** The server checks worth asking for this user: those of entries their permissions leave out. */
export function pendingConditions(user: UserAccess | null | undefined): NavCondition[] {
  if (!user || isEvaluationOnly(user)) return [];
  const found = new Map<string, NavCondition>();
  for (const item of navItemsOf(navGroups)) {
    if (item.orWhen && !mayOpen(item.permission, user)) found.set(JSON.stringify(item.orWhen.queryKey), item.orWhen);
  }
  return [...found.values()];
}

/**
 * Every entry is shown only with the permission its screen needs (or when its `orWhen` check holds); evaluation-only users see only
 * the entries leading to their evaluation screens (/evaluations and /eval/my). A group left empty
 * disappears.
 */
export function visibleNav(user: UserAccess | null | undefined, holds: (condition: NavCondition) => boolean = () => false): VisibleNav {
  const evaluationOnly = isEvaluationOnly(user);
  const allowed = (item: NavItem) =>
    (mayOpen(item.permission, user) || (!!user && !!item.orWhen && holds(item.orWhen))) && (!evaluationOnly || evaluationOnlyNavPaths.includes(pathOf(item.to)));
  const groups = navGroups
    .map((group) => ({ ...group, items: group.items.filter(allowed) }))
    .filter((group) => group.items.length > 0);
  return { dashboard: allowed(dashboardItem), groups };
}

/** The header's quick links the user may follow (none for evaluation-only users). */
export function visibleQuickLinks(user: UserAccess | null | undefined): NavItem[] {
  if (isEvaluationOnly(user)) return [];
  return quickLinks.filter((link) => mayOpen(link.permission, user));
}

function covers(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The `to` of the entry to highlight: the one whose path (or `also` prefix) covers the current path
 * most specifically. Entries with a query (/coming-soon?feature=…) match only with that query.
 */
export function activeNavTarget(pathname: string, search: string, items: readonly NavItem[]): string | null {
  const path = stripTrailingSlash(pathname);
  const params = new URLSearchParams(search);
  let best: { to: string; length: number } | null = null;
  for (const item of [dashboardItem, ...items]) {
    const [itemPath = item.to, query] = item.to.split('?');
    if (query) {
      const wanted = new URLSearchParams(query);
      const matchesQuery = [...wanted].every(([key, value]) => params.get(key) === value);
      if (path !== itemPath || !matchesQuery) continue;
      return item.to;
    }
    for (const prefix of [itemPath, ...(item.also ?? [])]) {
      if (covers(prefix, path) && (!best || prefix.length > best.length)) best = { to: item.to, length: prefix.length };
    }
  }
  return best?.to ?? null;
}

/** Every entry of the given groups, flattened (for the active-entry lookup and the mobile panel). */
export function navItemsOf(groups: readonly NavGroup[]): NavItem[] {
  return groups.flatMap((group) => group.items);
}
