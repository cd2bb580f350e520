import { displayName } from '@saram/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { meQueryOptions, useLogoutMutation } from '../features/auth/api';
import { isApiError } from '../lib/api-client';
import { useAuthStore } from '../lib/auth-store';

/**
 * The signed-in frame: header with the user's name and logout, then the page.
 * The full shell (sidebar, breadcrumbs, search) replaces this in a later issue.
 */
export function AppLayout() {
  const storedUser = useAuthStore((state) => state.user);
  const me = useQuery(meQueryOptions());
  const logout = useLogoutMutation();
  const user = me.data?.user ?? storedUser;

  useEffect(() => {
    // A token the server no longer accepts: the session is over.
    if (isApiError(me.error) && me.error.status === 401) useAuthStore.getState().logout();
  }, [me.error]);

  const name = displayName(user);

  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        본문으로 건너뛰기
      </a>
      <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-screen-2xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            aria-label="Saram 홈"
            className="flex shrink-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Logo nameClassName="max-sm:hidden" />
          </Link>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <div className="flex min-w-0 items-center gap-2">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                {name.slice(0, 1)}
              </span>
              <span className="truncate text-sm font-medium text-gray-800" data-testid="user-display-name">
                {name}
              </span>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut aria-hidden="true" />
              로그아웃
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-screen-2xl px-4 py-6 outline-none sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
