import { useSyncExternalStore } from 'react';

const query = '(min-width: 768px)';

function subscribe(callback: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', callback);
  return () => list.removeEventListener('change', callback);
}

/** True at 768 px and wider (design.md: below that, panels become sheets). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
