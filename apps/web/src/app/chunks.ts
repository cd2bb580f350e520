import { onDemand } from '../lib/on-demand';

/*
 * The chunks the routes load on demand (routes.tsx, signed-in-routes.tsx), apart from both so that
 * the signed-in routes, loaded by routes.tsx, do not import it back.
 */

const reloadKey = 'saram-stale-chunk-reload';

/**
 * After a deploy, an open tab may ask for chunks that no longer exist: reload once (at most every
 * 10 s) to get the new ones; a second failure reaches the crash screen.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
    if (Date.now() - last < 10_000) throw error;
    sessionStorage.setItem(reloadKey, String(Date.now()));
    window.location.reload();
    return new Promise<T>(() => {});
  }
}

/** The signed-in frame, loaded with each signed-in route's page (signed-in-routes.tsx), so the gate renders it at once. */
export const frame = onDemand(() => loadChunk(() => import('./app-layout')));
export const loadLayout = frame.load;
