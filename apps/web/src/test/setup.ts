import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import '../lib/effect-timing';
import { afterEach, vi } from 'vitest';
import { preloadDeferredPrimitives } from '../components/ui/deferred-primitive';
import '../components/ui/layers';
import { loadToaster } from '../lib/toaster';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

// sonner loads with the first toast in the app (lib/toaster.ts); tests load it up front, so a toast
// shows (and a spy on sonner's toast sees it) in the same tick as the call.
await loadToaster();

// Radix's layers load on first use in the app (components/ui/deferred-primitive.tsx); tests load them
// up front, so a trigger is the real one from the first render (deferred-primitive.test.tsx covers the
// stand-in).
await preloadDeferredPrimitives();
