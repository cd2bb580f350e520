import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the URL: `change({ q: 'x', status: undefined })` sets and clears keys
 * (replacing the history entry) and goes back to page 1 unless `page` is among them or told not to.
 */
export function useSearchChange() {
  const [params, setParams] = useSearchParams();
  const change = (next: Record<string, string | undefined>, resetPage = true) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') copy.delete(key);
          else copy.set(key, value);
        }
        if (resetPage && !('page' in next)) copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  };
  return { params, setParams, change };
}
