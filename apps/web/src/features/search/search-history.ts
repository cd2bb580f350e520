import { create } from 'zustand';

/**
 * Recent searches (spec 2.5, 3.6): `{ query, timestamp }` entries, newest first, kept in localStorage
 * under `search-history`; 10 kept, 5 shown.
 */

export const searchHistoryKey = 'search-history';
export const searchHistoryKept = 10;
export const searchHistoryShown = 5;

export type SearchHistoryEntry = { query: string; timestamp: number };

/** Adds a query at the front; an earlier entry with the same text (any case) moves up instead. */
export function withSearch(entries: readonly SearchHistoryEntry[], query: string, now = Date.now()): SearchHistoryEntry[] {
  const text = query.trim();
  if (!text) return [...entries];
  const key = text.toLocaleLowerCase('ko-KR');
  const rest = entries.filter((entry) => entry.query.toLocaleLowerCase('ko-KR') !== key);
  return [{ query: text, timestamp: now }, ...rest].slice(0, searchHistoryKept);
}

export function recentSearches(entries: readonly SearchHistoryEntry[]): SearchHistoryEntry[] {
  return entries.slice(0, searchHistoryShown);
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.query === 'string' && entry.query.trim() !== '' && typeof entry.timestamp === 'number';
}

export function readSearchHistory(): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(searchHistoryKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, searchHistoryKept) : [];
  } catch {
    return [];
  }
}

function write(entries: SearchHistoryEntry[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(searchHistoryKey);
    else localStorage.setItem(searchHistoryKey, JSON.stringify(entries));
  } catch {
    // Storage disabled or full: the history lasts for this visit only.
  }
}

type SearchHistoryStore = {
  entries: SearchHistoryEntry[];
  add: (query: string) => void;
  clear: () => void;
  /** Re-reads storage (another tab may have searched meanwhile). */
  reload: () => void;
};

export const useSearchHistory = create<SearchHistoryStore>()((set) => ({
  entries: readSearchHistory(),
  add: (query) => {
    const entries = withSearch(readSearchHistory(), query);
    write(entries);
    set({ entries });
  },
  clear: () => {
    write([]);
    set({ entries: [] });
  },
  reload: () => set({ entries: readSearchHistory() }),
}));
