import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the URL (links and the back button keep them): `change` sets or (with
 * undefined or '') removes keys and goes back to page 1 unless told otherwise or given a page;
 * `reset` clears them all. The history entry is replaced, not added.
 */
export function useSearchParamFilters() {
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
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { params, change, reset };
}
