import type { Permission } from '@saram/shared/permissions';
import { useAuthStore } from './auth-store';

/** Whether the signed-in user holds a permission; the UI hides only what the server would refuse. */
export function useCan(permission: Permission): boolean {
  return useAuthStore((state) => state.user?.permissions.includes(permission) ?? false);
}
