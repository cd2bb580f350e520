import { describe, expect, it } from 'vitest';
import { advancedSearchHref } from './result-href';
import {
  readSearchHistory,
  recentSearches,
  searchHistoryKey,
  useSearchHistory,
  withSearch,
  type SearchHistoryEntry,
} from './search-history';

describe('search history', () => {
  it('keeps the newest 10 queries, newest first, without duplicates', () => {
    let entries: SearchHistoryEntry[] = [];
    for (let i = 1; i <= 12; i += 1) entries = withSearch(entries, `검색어${i}`, i);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toEqual({ query: '검색어12', timestamp: 12 });
    expect(entries.at(-1)?.query).toBe('검색어3');

    entries = withSearch(entries, '  검색어5 ', 99);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toEqual({ query: '검색어5', timestamp: 99 });
    expect(entries.filter((entry) => entry.query === '검색어5')).toHaveLength(1);

    expect(withSearch([{ query: 'Kim', timestamp: 1 }], 'kim', 2)).toEqual([{ query: 'kim', timestamp: 2 }]);
    expect(withSearch(entries, '   ')).toEqual(entries);
  });

  it('shows the newest 5', () => {
    let entries: SearchHistoryEntry[] = [];
    for (let i = 1; i <= 8; i += 1) entries = withSearch(entries, `q${i}`, i);
    expect(recentSearches(entries).map((entry) => entry.query)).toEqual(['q8', 'q7', 'q6', 'q5', 'q4']);
  });

  it('persists {query, timestamp} entries under search-history and tolerates bad data', () => {
    useSearchHistory.getState().reload();
    useSearchHistory.getState().add('홍길동');
    useSearchHistory.getState().add('인사팀');
    const stored = JSON.parse(localStorage.getItem(searchHistoryKey) ?? '[]') as SearchHistoryEntry[];
    expect(stored.map((entry) => entry.query)).toEqual(['인사팀', '홍길동']);
    expect(typeof stored[0]?.timestamp).toBe('number');
    expect(useSearchHistory.getState().entries).toEqual(stored);

    localStorage.setItem(searchHistoryKey, '{not json');
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem(searchHistoryKey, JSON.stringify([{ query: 'ok', timestamp: 1 }, { query: 3 }, null, 'x']));
    expect(readSearchHistory()).toEqual([{ query: 'ok', timestamp: 1 }]);

    useSearchHistory.getState().clear();
    expect(localStorage.getItem(searchHistoryKey)).toBeNull();
    expect(useSearchHistory.getState().entries).toEqual([]);
  });
});

describe('advanced search link', () => {
  it('links to the advanced search with q and type', () => {
    expect(advancedSearchHref(' 홍길동 ', 'employee')).toBe(`/search?q=${encodeURIComponent('홍길동')}&type=employee`);
    expect(advancedSearchHref('', 'all')).toBe('/search?type=all');
  });
});
