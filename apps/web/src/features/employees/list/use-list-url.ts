import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toListParams } from './list-params';

/**
 * A list's query as the URL holds it, and a setter that writes it back. Typing in the search box
 * replaces the history entry; every other change pushes one, so Back undoes a filter.
 */
export function useListUrl<Q extends object>(parse: (params: URLSearchParams) => Q, defaults: Q) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [parse, params]);
  const setQuery = useCallback(
    (next: Q, { replace = false }: { replace?: boolean } = {}) => setParams(toListParams(next, defaults), { replace }),
    [setParams, defaults],
  );
  return [query, setQuery] as const;
}
