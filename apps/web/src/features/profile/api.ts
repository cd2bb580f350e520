import { profileRoutes } from '@saram/shared/employees/profile';
import type { Profile, UpdateMyProfile } from '@saram/shared/employees/profile.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** 내 정보 (spec 7.10): GET mongo/profile and PUT mongo/users/me. */

export const profileKeys = { me: ['profile', 'me'] as const };

/** The page shows its own states (loading, 권한 없음, failure), so no global toast. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => call(profileRoutes.get, undefined, { signal }),
    meta: { silent: true },
  });

export type ProfileChanges = NonNullable<UpdateMyProfile['personal']>;

/** Saves the caller's own changes; the dialogs show field errors and conflicts themselves. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyProfile) => call(profileRoutes.updateMe, { body }),
    meta: { errorToast: false },
    onSuccess: (profile: Profile) => client.setQueryData(profileKeys.me, profile),
  });
}
