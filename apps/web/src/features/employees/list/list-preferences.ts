import { useCallback, useSyncExternalStore } from 'react';
import { pageSizes, type PageSize } from '../../../components/list/page-sizes';
import { useAuthStore } from '../../../lib/auth/auth-store';

/**
 * Page size and hidden columns of each list, remembered per signed-in user in this browser
 * (design.md: column chooser and page size remembered per user). Client state only: one
 * localStorage entry per list and user, so users sharing a browser keep their own.
 */

export { pageSizes, type PageSize };
export type ListName = 'employees' | 'retired-employees';
export type ListPreferences = { pageSize: PageSize; hiddenColumns: string[] };

export function preferencesKey(list: ListName, userId: string): string {
  return `saram:list-preferences:${list}:${userId}`;
}

function isPageSize(value: unknown): value is PageSize {
  return pageSizes.includes(value as PageSize);
}

/** What is stored, or the defaults for what is missing or unreadable. */
export function parsePreferences(raw: string | null, defaultHidden: readonly string[]): ListPreferences {
  let stored: { pageSize?: unknown; hiddenColumns?: unknown } = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // A hand-edited or foreign value: defaults.
  }
  const hidden = Array.isArray(stored.hiddenColumns) ? stored.hiddenColumns.filter((c): c is string => typeof c === 'string') : null;
  return { pageSize: isPageSize(stored.pageSize) ? stored.pageSize : pageSizes[0], hiddenColumns: hidden ?? [...defaultHidden] };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('saram:list-preferences:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function savePreferences(list: ListName, userId: string, preferences: ListPreferences) {
  try {
    localStorage.setItem(preferencesKey(list, userId), JSON.stringify(preferences));
  } catch {
    // Storage full or disabled: the choice lasts until the page closes.
  }
  notify();
}

/** The list's preferences for the signed-in user, and setters that remember them. */
export function useListPreferences(list: ListName, defaultHidden: readonly string[]) {
  const userId = useAuthStore((state) => state.user?.id ?? 'anonymous');
  const key = preferencesKey(list, userId);
  const raw = useSyncExternalStore(subscribe, () => readRaw(key), () => null);
  const preferences = parsePreferences(raw, defaultHidden);
  const { pageSize, hiddenColumns } = preferences;
  const save = useCallback(
    (change: Partial<ListPreferences>) => savePreferences(list, userId, { ...parsePreferences(readRaw(key), defaultHidden), ...change }),
    [list, userId, key, defaultHidden],
  );
  return {
    pageSize,
    hiddenColumns,
    setPageSize: useCallback((size: PageSize) => save({ pageSize: size }), [save]),
    setHiddenColumns: useCallback((columns: string[]) => save({ hiddenColumns: columns }), [save]),
  };
}
