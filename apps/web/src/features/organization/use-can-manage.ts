import { useAuthStore } from '../../lib/auth/auth-store';

/** organization:write: the server refuses every change without it, so the screen hides those actions. */
export function useCanManageOrganization(): boolean {
  return useAuthStore((state) => state.user?.permissions.includes('organization:write') ?? false);
}
