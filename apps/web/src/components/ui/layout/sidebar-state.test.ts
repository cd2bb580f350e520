import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clampSidebarWidth,
  initialSidebarState,
  readSidebarOpen,
  readSidebarWidth,
  saveSidebarWidth,
  sidebarCookie,
  throttle,
  useSidebarStore,
} from './sidebar-state';

describe('sidebar width', () => {
  it('is kept between 240 and 600 px, 256 by default', () => {
    expect(clampSidebarWidth(100)).toBe(240);
    expect(clampSidebarWidth(240)).toBe(240);
    expect(clampSidebarWidth(300.4)).toBe(300);
    expect(clampSidebarWidth(600)).toBe(600);
    expect(clampSidebarWidth(9000)).toBe(600);
    expect(clampSidebarWidth(Number.NaN)).toBe(256);
  });

  it('reads the saved width from sidebar-width, clamped, and falls back to 256', () => {
    expect(readSidebarWidth()).toBe(256);
    localStorage.setItem('sidebar-width', '320');
    expect(readSidebarWidth()).toBe(320);
    localStorage.setItem('sidebar-width', '5000');
    expect(readSidebarWidth()).toBe(600);
    localStorage.setItem('sidebar-width', 'wide');
    expect(readSidebarWidth()).toBe(256);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most every 100 ms with the latest value', () => {
    const calls: number[] = [];
    const save = throttle((value: number) => calls.push(value), 100);
    save(1);
    save(2);
    save(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    save(4);
    vi.advanceTimersByTime(50);
    save(5);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([1, 3, 5]);
    vi.advanceTimersByTime(500);
    save(6);
    expect(calls).toEqual([1, 3, 5, 6]);
  });

  it('flushes a pending call on demand and can cancel one', () => {
    const calls: number[] = [];
    const save = throttle((value: number) => calls.push(value), 100);
    save(1);
    save(2);
    save.flush();
    expect(calls).toEqual([1, 2]);
    vi.advanceTimersByTime(150);
    save(3);
    save(4);
    save.cancel();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([1, 2, 3]);
  });
});

describe('sidebar store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    saveSidebarWidth.cancel();
    vi.advanceTimersByTime(1000);
    useSidebarStore.setState(initialSidebarState());
  });
  afterEach(() => {
    saveSidebarWidth.cancel();
    vi.useRealTimers();
    document.cookie = 'sidebar_state=; path=/; max-age=0';
  });

  it('saves the dragged width at most every 100 ms, and the last width when the drag ends', () => {
    const setItem = vi.spyOn(localStorage, 'setItem');
    const { setWidth, setResizing } = useSidebarStore.getState();
    setResizing(true);
    for (let width = 260; width <= 400; width += 10) {
      setWidth(width);
      vi.advanceTimersByTime(16);
    }
    const saves = () => setItem.mock.calls.filter(([key]) => key === 'sidebar-width').map(([, value]) => value);
    // 15 moves over 240 ms: the first at once, then one per 100 ms.
    expect(saves().length).toBeLessThanOrEqual(3);
    expect(useSidebarStore.getState().width).toBe(400);
    setResizing(false);
    expect(saves().at(-1)).toBe('400');
    expect(localStorage.getItem('sidebar-width')).toBe('400');
  });

  it('clamps what it stores', () => {
    useSidebarStore.getState().setWidth(10);
    expect(useSidebarStore.getState().width).toBe(240);
    useSidebarStore.getState().setWidth(1000);
    expect(useSidebarStore.getState().width).toBe(600);
    saveSidebarWidth.flush();
    expect(localStorage.getItem('sidebar-width')).toBe('600');
  });

  it('keeps the open state in the sidebar_state cookie for 7 days', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    const cookie = vi.spyOn(document, 'cookie', 'set');
    useSidebarStore.getState().toggle();
    expect(useSidebarStore.getState().open).toBe(false);
    expect(cookie).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    useSidebarStore.getState().toggle();
    expect(cookie).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads the cookie: open unless it says false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
    expect(readSidebarOpen('other_sidebar_state=false')).toBe(true);
  });
});
