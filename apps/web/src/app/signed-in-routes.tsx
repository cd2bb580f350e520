import type { RouteObject } from 'react-router';
import { loadChunk, loadLayout } from './routes';
import { routeTable, type RouteEntry } from './route-table';

/** The signed-in screens of the route table, below the sign-in gate (routes.tsx discoverRoutes). */

function signedInRoute(entry: RouteEntry): RouteObject {
  const lazyPage = async () => {
    // The frame loads alongside the page, and the route renders once both are in.
    if (entry.page) {
      const [Page] = await Promise.all([loadChunk(entry.page), loadLayout()]);
      return { element: <Page /> };
    }
    const [{ FeaturePlaceholder }] = await Promise.all([loadChunk(() => import('../features/shell/feature-placeholder')), loadLayout()]);
    return {
      element: (
        <FeaturePlaceholder
          title={entry.title}
          description={entry.upcoming ?? `${entry.title} 화면을 준비하고 있습니다.`}
          layout={entry.layout === 'full' ? 'full' : 'padded'}
        />
      ),
    };
  };
  return entry.path === '/' ? { index: true, lazy: lazyPage } : { path: entry.path.slice(1), lazy: lazyPage };
}

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => {
    const [{ NotFoundPage }] = await Promise.all([loadChunk(() => import('./not-found-page')), loadLayout()]);
    return { element: <NotFoundPage /> };
  },
};

/** The UI gallery (features/dev) on the dev server only: the build (import.meta.env.DEV false) leaves it out. */
const galleryRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: 'dev/ui-demo', lazy: async () => ({ Component: (await import('../features/dev/ui-demo-page')).UiDemoPage }) }]
  : [];

export const signedInRoutes: RouteObject[] = [...routeTable.map(signedInRoute), ...galleryRoutes, notFoundRoute];
