import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { mockFetch, renderApp, testAuthResponse } from '../../test/render-app';

describe('UI gallery', () => {
  it('opens at /dev/ui-demo on the dev server (the build leaves it out: bundle-budget.ts)', async () => {
    useAuthStore.getState().login(testAuthResponse);
    mockFetch();
    renderApp('/dev/ui-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'UI 컴포넌트' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '컴포넌트 목차' })).toBeInTheDocument();
  });
});
