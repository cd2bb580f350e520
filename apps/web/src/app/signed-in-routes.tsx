import type { RouteObject } from 'react-router';
import { loadChunk, loadLayout } from './chunks';
import { routeTable, type RouteEntry } from './route-table';

/** The signed-in screens of the route table, below the sign-in gate (routes.tsx discoverRoutes). */

/** A page's module with the signed-in frame: the route renders once both are in. */
async function withFrame<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([loadChunk(load), loadLayout()]);
  return module;
}

function signedInRoute(entry: RouteEntry): RouteObject {
  const lazyPage = async () => {
    if (entry.page) {
      const Page = await withFrame(entry.page);
      return { element: <Page /> };
    }
    const { FeaturePlaceholder } = await withFrame(() => import('./shell/feature-placeholder'));
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
    const { NotFoundPage } = await withFrame(() => import('./not-found-page'));
    return { element: <NotFoundPage /> };
  },
};

/** The UI gallery (features/dev) on the dev server only: the build (import.meta.env.DEV false) leaves it out. */
const galleryRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: 'dev/ui-demo', lazy: async () => ({ Component: (await import('../features/dev/ui-demo-page')).UiDemoPage }) }]
  : [];

export const signedInRoutes: RouteObject[] = [...routeTable.map(signedInRoute), ...galleryRoutes, notFoundRoute];
