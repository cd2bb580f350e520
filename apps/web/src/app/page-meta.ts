import { matchRoutes } from 'react-router';
import {
  breadcrumbSections,
  dashboardTitle,
  genericPageTitle,
  jobNoticeDetailTitle,
  routeTable,
  unknownCrumbLabel,
  type RouteEntry,
} from './route-table';

/**
 * Pure lookups over the route table (spec 2.4): the page title, the breadcrumb trail and the layout
 * of a pathname. No React, no DOM: the header, the document title and the tests all use these.
 */

export type Crumb = {
  label: string;
  /** Absent for the current page and for prefixes that are not pages of their own. */
  href?: string;
};

type Pattern = { path: string; entry: RouteEntry };

const patterns: Pattern[] = routeTable.map((entry) => ({ path: entry.path, entry }));

/** Numbers, UUIDs and 24-hex object ids: shown as they are, never turned into a title. */
const idLike = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function segmentsOf(pathname: string): string[] {
  return normalizePath(pathname).split('/').filter(Boolean);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route-table entry for a pathname, ranked like React Router ranks routes (static beats `:id`). */
export function resolveRoute(pathname: string): RouteEntry | null {
  const matches = matchRoutes(patterns, normalizePath(pathname));
  return matches?.[0]?.route.entry ?? null;
}

export function isDashboardPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/' || path === '/hr-dashboard';
}

/**
 * The header's page title: the route table's title; any job-notice detail path gets the detail title;
 * otherwise the capitalised last path segment, or '페이지' when that segment is an id.
 */
export function pageTitle(pathname: string): string {
  const entry = resolveRoute(pathname);
  if (entry) return entry.title;
  const path = normalizePath(pathname);
  if (path === '/job-notices/detail' || path.startsWith('/job-notices/detail/')) return jobNoticeDetailTitle;
  const last = segmentsOf(path).at(-1);
  if (!last) return dashboardTitle;
  const text = decode(last).trim();
  if (!text || idLike.test(text)) return genericPageTitle;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether the `index`-th segment of a path that matched `entry` fills an `:id`-style parameter. */
function isParamSegment(entry: RouteEntry | null, index: number): boolean {
  if (!entry) return false;
  return entry.path.split('/').filter(Boolean)[index]?.startsWith(':') ?? false;
}

/**
 * The trail after the home link, ending with the current page (no href). Known pages use their title
 * (placeholders marked `skipInTrail` are left out), id segments their label from `idLabels` (an
 * employee's name and 사번, a cycle's name ...) or else appear as-is, section prefixes use their
 * label, other prefixes are skipped, and an unknown page is labelled 'page'. On the dashboard the
 * trail is the dashboard alone, without a home link.
 */
export function breadcrumbs(pathname: string, idLabels: Readonly<Record<string, string>> = {}): Crumb[] {
  if (isDashboardPath(pathname)) return [{ label: dashboardTitle }];
  const segments = segmentsOf(pathname);
  const crumbs: Crumb[] = [{ label: '홈', href: '/' }];
  segments.forEach((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const entry = resolveRoute(prefix);
    const text = decode(segment);
    const isId = isParamSegment(entry, index) || (!entry && idLike.test(text));
    const idLabel = idLabels[text] ?? text;
    if (isLast) {
      crumbs.push({ label: isId ? idLabel : (entry?.title ?? unknownCrumbLabel) });
      return;
    }
    if (entry?.skipInTrail) return;
    if (entry) {
      crumbs.push({ label: isId ? idLabel : entry.title, href: prefix });
    } else if (isId) {
      crumbs.push({ label: idLabel });
    } else {
      const section = breadcrumbSections[prefix];
      if (section) crumbs.push(section.href ? { label: section.label, href: section.href } : { label: section.label });
    }
  });
  return crumbs;
}

export function layoutFor(pathname: string): 'padded' | 'full' {
  return resolveRoute(pathname)?.layout === 'full' ? 'full' : 'padded';
}
