import type { ReactNode } from 'react';
import { Navigate, type DataRouteObject, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { useAuthStore } from '../lib/auth-store';
import { onDemand } from '../lib/on-demand';
import { RouteError } from './route-error';

/*
 * The routes (spec 2.1, 2.2). Only the login screen ships in the first bundle; the other signed-out
 * screens, the signed-in routes (signed-in-routes.tsx, from the route table), the frame and its
 * pages load on demand, so /login stays small.
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
const frame = onDemand(() => loadChunk(() => import('./app-layout')));
export const loadLayout = frame.load;

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
  const layout = frame.useLoaded(isAuthenticated);
  if (!isAuthenticated) return <LoginPage />;
  return layout ? <layout.SignedInFrame /> : <ShellFallback />;
}

const signedInId = 'signed-in';

/**
 * React Router's route discovery: a path the signed-out routes do not match (every signed-in screen,
 * and unknown paths) first brings in the signed-in routes. Patching again is a no-op.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ patch, matches }) => {
  if (matches.some((match) => (match.route as DataRouteObject).id === signedInId && match.route.children?.length)) return;
  const { signedInRoutes } = await loadChunk(() => import('./signed-in-routes'));
  patch(signedInId, signedInRoutes);
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
          const [{ SignupPage }, { QueryProvider }] = await Promise.all([loadChunk(() => import('../features/auth/signup-page')), loadChunk(() => import('./query-provider'))]);
          return { element: <SignedOutOnly><QueryProvider><SignupPage /></QueryProvider></SignedOutOnly> };
        },
      },
      {
        path: 'auth/google/callback',
        lazy: async () => {
          const { GoogleCallbackPage } = await loadChunk(() => import('../features/auth/google-callback-page'));
          return { element: <GoogleCallbackPage /> };
        },
      },
      { id: signedInId, element: <SignedInGate /> },
    ],
  },
];
