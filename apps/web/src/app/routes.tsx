import { Navigate, type RouteObject } from 'react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { LoginPage } from '../features/auth/login-page';
import { useAuthStore } from '../lib/auth-store';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** /login: the login screen, or home once signed in. */
function LoginRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? <Navigate to="/" replace /> : <LoginPage />;
}

/**
 * Signed-in routes. While signed out every one of them, and every unknown path, shows the login
 * screen in place (spec 2.1), so that signing in lands on the page that was asked for.
 */
function SignedInGate() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? <AppLayout /> : <LoginPage />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: 'login', element: <LoginRoute /> },
      {
        element: <SignedInGate />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'hr-dashboard', element: <DashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
