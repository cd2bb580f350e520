import { corporationsQueryOptions } from '../../organization/api';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth/auth-store';

/** checklists:write: the server refuses every change without it, so the screen hides those actions. */
export function useCanWriteChecklists(): boolean {
  return useAuthStore((state) => state.user?.permissions.includes('checklists:write') ?? false);
}

/** Corporation names for 적용 대상, when the caller may read the corporate structure. */
export function useCorporationName(): (id: string) => string {
  const canRead = useAuthStore((state) => state.user?.permissions.includes('organization:read') ?? false);
  const { data } = useQuery({ ...corporationsQueryOptions(), enabled: canRead });
  const names = new Map(
    data ? [...data.data.flatMap(({ operatingCompanies, ...holding }) => [holding, ...operatingCompanies]), ...data.unassigned].map((c) => [c.id, c.name]) : [],
  );
  return (id: string) => names.get(id) ?? '법인';
}
