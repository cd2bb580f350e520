import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, searchDebounceMs } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderBox() {
    const onSearch = vi.fn();
    render(<SearchBox label="직원 검색" placeholder="" value={undefined} onSearch={onSearch} />);
    return { onSearch, box: screen.getByRole('searchbox', { name: '직원 검색' }) };
  }

  it('searches once, 300 ms after the last keystroke', () => {
    const { onSearch, box } = renderBox();
    fireEvent.input(box, { target: { value: '황보ㅇ' } });
    act(() => vi.advanceTimersByTime(searchDebounceMs - 50));
    fireEvent.input(box, { target: { value: '황보윤' } });
    act(() => vi.advanceTimersByTime(searchDebounceMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('황보윤');
  });

  it('searches at once on Enter and clears on Escape', () => {
    const { onSearch, box } = renderBox();
    fireEvent.input(box, { target: { value: 'ㄱㅁㅅ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('ㄱㅁㅅ');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
    act(() => vi.advanceTimersByTime(searchDebounceMs));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
