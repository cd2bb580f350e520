import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type SonnerToast = Sonner['toast'];

/**
 * sonner (about 8 KB on the wire) loads with the first toast, not with every screen: /login and a
 * quiet screen never fetch it. `toast` below has sonner's methods; a call before the library has
 * arrived runs once it has, and asks AppToaster to mount the toaster (sonner replays the toasts that
 * are still active when the toaster subscribes, so none is lost). Once loaded, calls are synchronous.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadToaster(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').then(
      (module) => {
        sonner = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    for (const listener of listeners) listener();
  }
  return loading;
}

function withToast(show: (toast: SonnerToast) => void) {
  if (sonner) return show(sonner.toast);
  loadToaster().then(
    (module) => show(module.toast),
    () => undefined, // the chunk did not load (offline): the toast is lost, the screen carries on
  );
}

type Args<K extends 'success' | 'error' | 'info' | 'warning'> = Parameters<SonnerToast[K]>;

export const toast = {
  message: (...args: Parameters<SonnerToast>) => withToast((t) => t(...args)),
  success: (...args: Args<'success'>) => withToast((t) => t.success(...args)),
  error: (...args: Args<'error'>) => withToast((t) => t.error(...args)),
  info: (...args: Args<'info'>) => withToast((t) => t.info(...args)),
  warning: (...args: Args<'warning'>) => withToast((t) => t.warning(...args)),
  dismiss: (id?: string | number) => withToast((t) => t.dismiss(id)),
};

/** True once a toast was asked for: AppToaster then mounts sonner's Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading !== undefined,
    () => false,
  );
}
