import { userRoutes } from '@saram/shared/auth/accounts';
import type { UserLabel } from '@saram/shared/auth/accounts.schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';

/** Spec 3.4 / 8.3: how an id nobody can resolve is shown. */
export const unknownUserLabel = '알 수 없음';
/** Spec 7.10: user lookups are cached 5 minutes. */
export const userLabelStaleMs = 5 * 60_000;
const maxBatch = 200;

export const userLabelKey = (id: string) => ['user-label', id] as const;

/** Spec 3.4: the name, else the e-mail, else the login ID. */
export function displayLabel(user: Pick<UserLabel, 'userName' | 'email' | 'loginId'>): string {
  return user.userName || user.email || user.loginId;
}

type Waiting = { resolve: (user: UserLabel | null) => void; reject: (error: unknown) => void };
let pending = new Map<string, Waiting[]>();
let scheduled = false;

async function flush(): Promise<void> {
  scheduled = false;
  const batch = pending;
  pending = new Map();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += maxBatch) {
    const chunk = ids.slice(i, i + maxBatch);
    try {
      const { data } = await call(userRoutes.batch, { body: { ids: chunk } });
      const found = new Map(data.map((user) => [user.id, user]));
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
    }
  }
}

/** One POST users/batch for every id asked for in the same tick; null when the id is unknown. */
export function lookupUser(id: string): Promise<UserLabel | null> {
  return new Promise((resolve, reject) => {
    pending.set(id, [...(pending.get(id) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

export const userLabelQueryOptions = (id: string) => ({
  queryKey: userLabelKey(id),
  queryFn: () => lookupUser(id),
  staleTime: userLabelStaleMs,
  meta: { silent: true },
});

/**
 * The label of a user id ('김하늘'), looked up in batches and cached 5 minutes; '알 수 없음' for an
 * id no account has (or a failed lookup), '…' while loading. Empty id: null.
 */
export function useUserLabel(id: string | null | undefined): string | null {
  const query = useQuery({ ...userLabelQueryOptions(id ?? ''), enabled: Boolean(id) });
  if (!id) return null;
  if (query.data) return displayLabel(query.data);
  if (query.isPending && query.fetchStatus !== 'idle') return '…';
  return unknownUserLabel;
}
