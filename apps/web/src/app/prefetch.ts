import { routeTable, type RouteEntry } from './route-table';

/**
 * Prefetch on intent: pointing at or focusing a sidebar link starts loading that screen's chunk (and,
 * through Vite's preload helper, the chunks it imports), so the click finds it loaded. Each screen is
 * fetched once; a failed fetch may be tried again. Skipped when the browser asks to save data.
 */
const started = new Set<string>();

export function prefetchRoute(to: string, table: readonly RouteEntry[] = routeTable): void {
  const path = to.split(/[?#]/)[0];
  if (started.has(path)) return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const entry = table.find((candidate) => candidate.path === path);
  if (!entry?.page) return;
  started.add(path);
  entry.page().catch(() => started.delete(path));
}

/** Props for a link to `to`: hover and keyboard focus prefetch its screen. */
export function prefetchProps(to: string) {
  const prefetch = () => prefetchRoute(to);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}

/** Forgets what was prefetched (tests). */
export function resetPrefetch(): void {
  started.clear();
}
