import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { loadToaster } from '../lib/toaster';

// Preact runs effects (and their cleanups) after the next frame; React runs those of a click before
// the next task. The tests read the screen right after an interaction: run them in a microtask.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

// sonner loads with the first toast in the app (lib/toaster.ts); tests load it up front, so a toast
// shows (and a spy on sonner's toast sees it) in the same tick as the call.
await loadToaster();
