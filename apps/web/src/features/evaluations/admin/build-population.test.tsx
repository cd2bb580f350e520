import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../test/render-app';
import { assignmentsQuery, useBuildPopulation } from './api';

const built = { data: [{ evaluationId: 'ev-1', employee: { id: 'e-1', name: '홍길동', employeeNo: 'E1', unit: '백엔드팀', jobTitle: null }, first: null, second: null, overridden: false }], withoutEvaluator: [] };

describe('building a cycle population', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the built population even when a read of the empty one answers after it', async () => {
    useAuthStore.getState().login(testAuthResponse);
    // The panel's read goes out before the build and answers only after the build has answered.
    let answerRead: (r: Response) => void = () => {};
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) => {
        if (init?.method === 'POST') return jsonResponse(built);
        reads += 1;
        if (reads === 1) return new Promise<Response>((resolve) => (answerRead = resolve));
        return jsonResponse(built);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ panel: useQuery(assignmentsQuery('c-1')), build: useBuildPopulation() }), { wrapper });
    await waitFor(() => expect(reads).toBe(1));

    await act(() => result.current.build.mutateAsync('c-1'));
    act(() => answerRead(jsonResponse({ data: [], withoutEvaluator: [] })));
    await waitFor(() => expect(result.current.panel.data?.data).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.panel.data?.data).toHaveLength(1);
  });
});
