import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { displayName } from '@saram/shared/auth/auth';
import { roleDisplayName } from '@saram/shared/permissions';
import { ChevronsUpDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { myProfilePath } from '../route-table';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/overlays/dropdown-menu';
import { cn } from '../../lib/cn';
import { isEvaluationOnly } from './nav-access';

export type UserMenuProps = {
  user: AdminUser | null;
  onLogout: () => void;
  loggingOut: boolean;
};

function roleLabel(user: AdminUser | null): string | null {
  const names = user?.roles.map((role) => roleDisplayName(role.name)) ?? [];
  return names.length > 0 ? names.join(', ') : null;
}

/** The sidebar footer: the user's name and e-mail opening a menu with 내 정보 and 로그아웃, and a logout button. */
export function UserMenu({ user, onLogout, loggingOut }: UserMenuProps) {
  const name = displayName(user);
  const roles = roleLabel(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={cn(
            'flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2 py-1.5 text-left transition-colors duration-150',
            'hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
            'data-[state=open]:bg-gray-100',
          )}
          aria-label={`사용자 메뉴: ${name}`}
        >
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
            aria-hidden="true"
          >
            {name.slice(0, 1)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-gray-900" data-testid="user-display-name">
              {name}
            </span>
            {user?.email && (
              <span className="block truncate text-xs text-gray-600" title={user.email}>
                {user.email}
              </span>
            )}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-56">
          <DropdownMenuLabel className="font-normal">
            <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
            {user?.email && <span className="block truncate text-xs text-gray-600">{user.email}</span>}
            {roles && <span className="mt-1 block truncate text-xs text-gray-500">{roles}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {!isEvaluationOnly(user) && (
            <DropdownMenuItem asChild>
              <Link to={myProfilePath}>
                <UserRound aria-hidden="true" />
                내 정보
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem disabled={loggingOut} onSelect={onLogout}>
            <LogOut aria-hidden="true" />
            로그아웃
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        title="로그아웃"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-500 transition-colors duration-150',
          'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <LogOut className="size-[18px]" aria-hidden="true" />
        <span className="sr-only">로그아웃</span>
      </button>
    </>
  );
}
