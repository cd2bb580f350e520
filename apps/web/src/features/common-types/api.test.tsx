import { defaultCommonTypes, groupCommonTypes } from '@saram/shared/common-types/common-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, mockFetch, testAuthResponse } from '../../test/render-app';
import { commonTypesStorageKey, readStoredCommonTypes, useCommonTypes, useCreateCommonType } from './api';

const active = (pairs: [string, string][]) => ({ data: pairs.map(([group_type, type_name]) => ({ group_type, type_name, is_active: true })) });

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(testAuthResponse);
});
afterEach(() => vi.unstubAllGlobals());

describe('groupCommonTypes', () => {
  it('groups active names by group_type in the order given, leaving inactive ones out', () => {
    expect(
      groupCommonTypes([
        { group_type: 'job_title', type_name: '팀장', is_active: true },
        { group_type: 'job_grade', type_name: '사원', is_active: true },
        { group_type: 'job_title', type_name: '팀원', is_active: true },
        { group_type: 'job_title', type_name: '실장', is_active: false },
      ]),
    ).toEqual({ job_title: ['팀장', '팀원'], job_grade: ['사원'] });
  });
});

describe('useCommonTypes', () => {
  it('fetches the active codes once, groups them and keeps them in localStorage', async () => {
    const fetchMock = mockFetch(jsonResponse(active([['job_title', '그룹장'], ['job_title', '팀장'], ['job_grade', '사원']])));
    const { result } = renderHook(() => [useCommonTypes('job_title'), useCommonTypes('job_grade'), useCommonTypes('visa_type')], { wrapper: wrapper() });
    // Nothing stored yet: the shipped defaults stand in until the answer.
    expect(result.current[0]).toEqual(defaultCommonTypes.job_title);
    await waitFor(() => expect(result.current[0]).toEqual(['그룹장', '팀장']));
    expect(result.current[1]).toEqual(['사원']);
    // A group without active codes offers nothing (not the defaults).
    expect(result.current[2]).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mongo/common-types/active');
    expect(JSON.parse(localStorage.getItem(commonTypesStorageKey)!)).toEqual({ job_title: ['그룹장', '팀장'], job_grade: ['사원'] });
  });

  it('shows the stored lists at once on app start, then refreshes them from the server', async () => {
    localStorage.setItem(commonTypesStorageKey, JSON.stringify({ job_title: ['예전 직책'] }));
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCommonTypes('job_title'), { wrapper: wrapper() });
    expect(result.current).toEqual(['예전 직책']);
    answer(jsonResponse(active([['job_title', '새 직책']])));
    await waitFor(() => expect(result.current).toEqual(['새 직책']));
    expect(readStoredCommonTypes()).toEqual({ job_title: ['새 직책'] });
  });

  it('ignores an unreadable stored value', () => {
    localStorage.setItem(commonTypesStorageKey, '{not json');
    expect(readStoredCommonTypes()).toBeUndefined();
    localStorage.setItem(commonTypesStorageKey, JSON.stringify({ job_title: ['팀장', 3] }));
    expect(readStoredCommonTypes()).toEqual({ job_title: ['팀장'] });
  });

  it('refetches (and stores) the lists after a code is added', async () => {
    const fetchMock = mockFetch(
      jsonResponse(active([['job_title', '팀장']])),
      jsonResponse({ id: 'c-1', group_type: 'job_title', type_name: '셀장' }, 201),
      jsonResponse(active([['job_title', '팀장'], ['job_title', '셀장']])),
    );
    const { result } = renderHook(() => ({ titles: useCommonTypes('job_title'), create: useCreateCommonType() }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.titles).toEqual(['팀장']));
    await act(() => result.current.create.mutateAsync({ group_type: 'job_title', type_name: '셀장', description: '' }));
    await waitFor(() => expect(result.current.titles).toEqual(['팀장', '셀장']));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/mongo/common-types/active', '/api/mongo/common-types', '/api/mongo/common-types/active']);
    expect(readStoredCommonTypes()).toEqual({ job_title: ['팀장', '셀장'] });
  });
});
