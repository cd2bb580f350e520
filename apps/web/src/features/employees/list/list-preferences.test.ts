import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { testAuthResponse, testUser } from '../../../test/render-app';
import { parsePreferences, preferencesKey, useListPreferences } from './list-preferences';

const signInAs = (id: string) => useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, id } });

describe('list preferences', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('falls back to the defaults for missing, broken or foreign values', () => {
    expect(parsePreferences(null, ['email'])).toEqual({ pageSize: 20, hiddenColumns: ['email'] });
    expect(parsePreferences('{not json', [])).toEqual({ pageSize: 20, hiddenColumns: [] });
    expect(parsePreferences('{"pageSize":37,"hiddenColumns":["contact",4]}', [])).toEqual({ pageSize: 20, hiddenColumns: ['contact'] });
    expect(parsePreferences('{"pageSize":200}', ['email'])).toEqual({ pageSize: 200, hiddenColumns: ['email'] });
  });

  it('remembers page size and hidden columns per user and per list', () => {
    signInAs('u-1');
    const { result, rerender } = renderHook(() => useListPreferences('employees', []));
    act(() => result.current.setPageSize(100));
    act(() => result.current.setHiddenColumns(['email', 'contact']));
    expect(result.current).toMatchObject({ pageSize: 100, hiddenColumns: ['email', 'contact'] });
    expect(JSON.parse(localStorage.getItem(preferencesKey('employees', 'u-1'))!)).toEqual({ pageSize: 100, hiddenColumns: ['email', 'contact'] });

    // Another user in the same browser has their own.
    act(() => signInAs('u-2'));
    rerender();
    expect(result.current).toMatchObject({ pageSize: 20, hiddenColumns: [] });

    // Back to the first user; the other list is untouched.
    act(() => signInAs('u-1'));
    rerender();
    expect(result.current.pageSize).toBe(100);
    const retired = renderHook(() => useListPreferences('retired-employees', ['email']));
    expect(retired.result.current).toMatchObject({ pageSize: 20, hiddenColumns: ['email'] });
  });

  it('a second hook on the same list sees the change at once', () => {
    signInAs('u-1');
    const first = renderHook(() => useListPreferences('employees', []));
    const second = renderHook(() => useListPreferences('employees', []));
    act(() => first.result.current.setPageSize(50));
    expect(second.result.current.pageSize).toBe(50);
  });
});
