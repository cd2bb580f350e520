import type { ReactNode } from 'react';
import { Navigate, type DataRouteObject, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { useAuthStore } from '../lib/auth/auth-store';
import { frame, loadChunk } from './chunks';
import { RouteError } from './route-error';

/*
 * The routes (spec 2.1, 2.2). Only the login screen ships in the first bundle; the other signed-out
 * screens, the signed-in routes (signed-in-routes.tsx, from the route table), the frame and its
 * pages load on demand, so /login stays small.
 */

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
      // Open to anyone, signed in or not: whoever received a certificate checks it here.
      { path: 'certificates/verify', lazy: () => loadChunk(() => import('../features/certificates/verify-page')).then((m) => ({ Component: m.VerifyPage })) },
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
