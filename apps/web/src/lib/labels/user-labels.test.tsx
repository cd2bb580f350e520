import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../test/render-app';
import { unknownUserLabel, userLabelKey, userLabelStaleMs, useUserLabel } from './user-labels';

const known = { id: '11111111-1111-4111-8111-111111111111', loginId: 'haneul.j', userName: '정하늘', email: 'haneul@hanbit.co.kr' };
const emailOnly = { id: '22222222-2222-4222-8222-222222222222', loginId: 'serin.o', userName: null, email: 'serin@hanbit.co.kr' };
const unknownId = '33333333-3333-4333-8333-333333333333';

function Label({ id }: { id: string }) {
  return <span data-testid={id}>{useUserLabel(id)}</span>;
}

function stubBatch() {
  const bodies: { ids: string[] }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const body = (await request.json()) as { ids: string[] };
    bodies.push(body);
    return jsonResponse({ data: [known, emailOnly].filter((u) => body.ids.includes(u.id)) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('useUserLabel', () => {
  it("shows names from one batch lookup, the e-mail without a name and '알 수 없음' for an unknown id", async () => {
    useAuthStore.getState().login(testAuthResponse);
    const bodies = stubBatch();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Label id={known.id} />
        <Label id={emailOnly.id} />
        <Label id={unknownId} />
        <Label id={known.id} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId(unknownId)).toHaveTextContent(unknownUserLabel));
    expect(unknownUserLabel).toBe('알 수 없음');
    expect(screen.getAllByTestId(known.id).map((el) => el.textContent)).toEqual(['정하늘', '정하늘']);
    expect(screen.getByTestId(emailOnly.id)).toHaveTextContent('serin@hanbit.co.kr');
    expect(bodies).toHaveLength(1);
    expect(new Set(bodies[0]!.ids)).toEqual(new Set([known.id, emailOnly.id, unknownId]));

    // Cached for 5 minutes: a later label of the same id asks nothing.
    expect(userLabelStaleMs).toBe(300_000);
    expect(client.getQueryCache().find({ queryKey: userLabelKey(known.id) })?.isStale()).toBe(false);
    render(
      <QueryClientProvider client={client}>
        <Label id={known.id} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByTestId(known.id).at(-1)).toHaveTextContent('정하늘');
    expect(bodies).toHaveLength(1);
  });
});
