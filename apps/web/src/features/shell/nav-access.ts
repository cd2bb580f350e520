import type { AdminUser } from '@saram/shared/auth';
import { dashboardItem, navGroups, type NavGroup, type NavItem } from './nav-items';

/** Who sees which sidebar entries, where evaluation-only users may be, and which entry is active. */

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

/** The path to replace the current one with, or null to stay. */
export function roleRedirect(pathname: string, user: Pick<AdminUser, 'roles'> | null | undefined): string | null {
  if (!isEvaluationOnly(user)) return null;
  const path = stripTrailingSlash(pathname);
  const allowed = evaluationOnlyPaths.includes(path) || evaluationOnlyPrefixes.some((p) => path.startsWith(p));
  return allowed ? null : evaluationOnlyHome;
}

function pathOf(to: string): string {
  return to.split('?')[0] ?? to;
}

export type VisibleNav = { dashboard: boolean; groups: NavGroup[] };

/**
 * Evaluation-only users see only the entries leading to their evaluation screens (/evaluations and
 * /eval/my). Everyone else sees the full menu, minus admin-mode entries whose permission they lack;
 * a group left empty disappears.
 */
export function visibleNav(user: UserAccess | null | undefined): VisibleNav {
  const evaluationOnly = isEvaluationOnly(user);
  const granted = new Set(user?.permissions ?? []);
  const allowed = (item: NavItem) =>
    evaluationOnly
      ? evaluationOnlyNavPaths.includes(pathOf(item.to))
      : !item.permission || granted.has(item.permission);
  const groups = navGroups
    .map((group) => ({ ...group, items: group.items.filter(allowed) }))
    .filter((group) => group.items.length > 0);
  return { dashboard: !evaluationOnly, groups };
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
