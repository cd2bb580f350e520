import { create } from 'zustand';

/**
 * The sidebar's client state (spec 4 and 9): open or closed, saved in the `sidebar_state` cookie for
 * 7 days; the width, default 256 px, kept between 240 and 600 px and saved in localStorage under
 * `sidebar-width` at most every 100 ms while the handle is dragged; and the mobile sheet.
 */

export const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAgeSeconds = 60 * 60 * 24 * 7;
export const sidebarWidthKey = 'sidebar-width';
export const sidebarDefaultWidth = 256;
export const sidebarMinWidth = 240;
export const sidebarMaxWidth = 600;
export const sidebarSaveThrottleMs = 100;
/** Below this viewport width the sidebar is a slide-over sheet. */
export const mobileBreakpoint = 768;

export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return sidebarDefaultWidth;
  return Math.round(Math.min(sidebarMaxWidth, Math.max(sidebarMinWidth, width)));
}

export function readSidebarWidth(): number {
  try {
    const stored = localStorage.getItem(sidebarWidthKey);
    return stored === null ? sidebarDefaultWidth : clampSidebarWidth(Number(stored));
  } catch {
    return sidebarDefaultWidth;
  }
}

/** Open unless the cookie says `false`. */
export function readSidebarOpen(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  const pair = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${sidebarCookieName}=`));
  return pair?.slice(sidebarCookieName.length + 1) !== 'false';
}

export function sidebarCookie(open: boolean): string {
  return `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAgeSeconds}; SameSite=Lax`;
}

export type Throttled<Args extends unknown[]> = ((...args: Args) => void) & {
  /** Runs a pending trailing call now. */
  flush: () => void;
  cancel: () => void;
};

/**
 * Runs `fn` at once, then at most once per `ms`; calls in between collapse into one trailing call with
 * the latest arguments, so the last value is never lost.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number): Throttled<Args> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Args | null = null;

  const run = (args: Args) => {
    last = Date.now();
    pending = null;
    fn(...args);
  };
  const throttled = ((...args: Args) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) run(pending);
    }, Math.max(0, wait));
  }) as Throttled<Args>;
  throttled.flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending) run(pending);
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

export const saveSidebarWidth = throttle((width: number) => {
  try {
    localStorage.setItem(sidebarWidthKey, String(width));
  } catch {
    // Storage full or disabled: the width still applies for this visit.
  }
}, sidebarSaveThrottleMs);

export type SidebarState = {
  open: boolean;
  width: number;
  /** The slide-over sheet below 768 px. */
  openMobile: boolean;
  /** True while the width handle is dragged (transitions are off meanwhile). */
  resizing: boolean;
};

export type SidebarActions = {
  setOpen: (open: boolean) => void;
  toggle: () => void;
  setWidth: (width: number) => void;
  setOpenMobile: (open: boolean) => void;
  setResizing: (resizing: boolean) => void;
};

export function initialSidebarState(): SidebarState {
  return { open: readSidebarOpen(), width: readSidebarWidth(), openMobile: false, resizing: false };
}

export const useSidebarStore = create<SidebarState & SidebarActions>()((set, get) => ({
  ...initialSidebarState(),
  setOpen: (open) => {
    document.cookie = sidebarCookie(open);
    set({ open });
  },
  toggle: () => get().setOpen(!get().open),
  setWidth: (width) => {
    const clamped = clampSidebarWidth(width);
    if (clamped === get().width) return;
    set({ width: clamped });
    saveSidebarWidth(clamped);
  },
  setOpenMobile: (openMobile) => set({ openMobile }),
  setResizing: (resizing) => {
    set({ resizing });
    if (!resizing) saveSidebarWidth.flush();
  },
}));
