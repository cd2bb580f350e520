import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRoute, resetPrefetch } from './prefetch';
import type { RouteEntry } from './route-table';

const Page: ComponentType = () => null;

describe('prefetchRoute', () => {
  afterEach(() => resetPrefetch());

  it("loads the screen's chunk once however often its link is pointed at", () => {
    const page = vi.fn(() => Promise.resolve(Page));
    const table: RouteEntry[] = [{ path: '/employees', title: '직원 관리', page }];
    prefetchRoute('/employees', table);
    prefetchRoute('/employees?status=재직', table);
    prefetchRoute('/employees#top', table);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('ignores paths without a page and unknown paths', () => {
    const page = vi.fn(() => Promise.resolve(Page));
    const table: RouteEntry[] = [{ path: '/dashboard', title: '대시보드', upcoming: '준비 중' }, { path: '/a', title: 'A', page }];
    prefetchRoute('/dashboard', table);
    prefetchRoute('/nowhere', table);
    expect(page).not.toHaveBeenCalled();
  });

  it('tries again after a failed fetch', async () => {
    const page = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const table: RouteEntry[] = [{ path: '/organization', title: '조직도', page }];
    prefetchRoute('/organization', table);
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prefetchRoute('/organization', table);
    expect(page).toHaveBeenCalledTimes(2);
  });
});
