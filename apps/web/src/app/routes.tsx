import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { useAuthStore } from '../lib/auth-store';
import { prefetchRoute } from './prefetch';
import { RouteError } from './route-error';
import { routeTable, type RouteEntry } from './route-table';

/*
 * The route table (spec 2.1, 2.2). Only the login screen ships in the first bundle; the other
 * signed-out screens, the signed-in frame and its pages load on demand, so /login stays small.
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

const loadLayout = () => loadChunk(() => import('./app-layout'));
const AppLayout = lazy(() => loadLayout().then((module) => ({ default: module.AppLayout })));

/**
 * A signed-in cold start: the frame's and the page's modules (fetched already, through the
 * modulepreload links the server put in the page) start running with the entry, instead of one
 * after the other as the router reaches them.
 */
export function startSignedInScreen(pathname: string): void {
  if (!useAuthStore.getState().isAuthenticated) return;
  void loadLayout();
  prefetchRoute(pathname);
}

/** Shown for the moment the signed-in frame takes to load. */
function ShellFallback() {
  return <div className="min-h-dvh bg-gray-50" aria-busy="true" />;
}

/** /login and the other signed-out screens: the screen, or home once signed in. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? <Navigate to="/" replace /> : children;
}

/**
 * Signed-in routes. While signed out every one of them, and every unknown path, shows the login
 * screen in place (spec 2.1), so that signing in lands on the page that was asked for.
 */
function SignedInGate() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return <LoginPage />;
  return (
    <Suspense fallback={<ShellFallback />}>
      <AppLayout />
    </Suspense>
  );
}

function signedInRoute(entry: RouteEntry): RouteObject {
  const lazyPage = async () => {
    // The frame loads alongside the page rather than after it.
    void loadLayout();
    if (entry.page) {
      const Page = await loadChunk(entry.page);
      return { element: <Page /> };
    }
    const { FeaturePlaceholder } = await loadChunk(() => import('../features/shell/feature-placeholder'));
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
    void loadLayout();
    const { NotFoundPage } = await loadChunk(() => import('./not-found-page'));
    return { element: <NotFoundPage /> };
  },
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <ShellFallback />,
    children: [
      { path: 'login', element: <SignedOutOnly><LoginPage /></SignedOutOnly> },
      {
        path: 'forgot-password',
        lazy: async () => {
          const { ForgotPasswordPage } = await loadChunk(() => import('../features/auth/forgot-password-page'));
          return { element: <SignedOutOnly><ForgotPasswordPage /></SignedOutOnly> };
        },
      },
      {
        path: 'signup',
        lazy: async () => {
          const { SignupPage } = await loadChunk(() => import('../features/auth/signup-page'));
          return { element: <SignedOutOnly><SignupPage /></SignedOutOnly> };
        },
      },
      {
        path: 'auth/google/callback',
        lazy: async () => {
          const { GoogleCallbackPage } = await loadChunk(() => import('../features/auth/google-callback-page'));
          return { element: <GoogleCallbackPage /> };
        },
      },
      {
        element: <SignedInGate />,
        children: [...routeTable.map(signedInRoute), notFoundRoute],
      },
    ],
  },
];
