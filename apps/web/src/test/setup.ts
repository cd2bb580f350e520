import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearErrorToasts } from '../lib/toast';
import { preloadDeferredPrimitives } from '../components/ui/overlays/deferred-primitive';
import '../components/ui/overlays/layers';
import { initialSidebarState, saveSidebarWidth, sidebarCookieName, useSidebarStore } from '../components/ui/layout/sidebar-state';
import { resetPrefetch } from '../app/prefetch';
import { useSearchHistory } from '../features/search/search-history';
import { useAuthStore } from '../lib/auth/auth-store';
import { circuitBreaker } from '../lib/api/circuit-breaker';
import { logger } from '../lib/monitoring/logger';
import { loadToaster } from '../lib/toaster';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // Error toasts show one at a time: one still up from the test before would hold this test's back.
  clearErrorToasts();
});

// The files of a worker share one module graph and one document (vitest.config.ts, isolate: false).
// After each file, the app's module-level state goes back to what a fresh load gives, so no file
// depends on the ones that ran before it in the same worker.
afterAll(async () => {
  vi.useRealTimers();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useSearchHistory.getState().clear();
  circuitBreaker.reset();
  logger.clear();
  clearErrorToasts();
  (await loadToaster()).toast.dismiss();
  resetPrefetch();
  saveSidebarWidth.cancel();
  localStorage.clear();
  sessionStorage.clear();
  // A download link clicked for real moves happy-dom's window to its blob: address, where no cookie is
  // kept: the next file starts back on the app's own address.
  if (location.protocol !== 'http:') (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL('http://localhost:3000/');
  document.cookie = `${sidebarCookieName}=; path=/; max-age=0`;
  useSidebarStore.setState(initialSidebarState());
  // What cleanup() leaves of a layer that was open (Radix's scroll lock and focus guards on <body>).
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
});

// sonner loads with the first toast in the app (lib/toaster.ts); tests load it up front, so a toast
// shows (and a spy on sonner's toast sees it) in the same tick as the call.
await loadToaster();

// Radix's layers load on first use in the app (components/ui/overlays/deferred-primitive.tsx); tests load them
// up front, so a trigger is the real one from the first render (deferred-primitive.test.tsx covers the
// stand-in).
await preloadDeferredPrimitives();
