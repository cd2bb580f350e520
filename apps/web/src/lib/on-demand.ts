import { useEffect, useState } from 'react';

/**
 * A module loaded on first need and then rendered directly, instead of through React.lazy and
 * Suspense: React keeps a Suspense fallback up for at least 300 ms before it reveals what replaced
 * it, however early the module came (the signed-in frame, a long page's virtualized rows).
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    /** Starts loading (once); resolves to the module. */
    load: get,
    /** The module once loaded, else undefined while it loads; loads only when `wanted`. */
    useLoaded(wanted = true): M | undefined {
      const [module, setModule] = useState(loaded);
      useEffect(() => {
        if (wanted && !module) void get().then(setModule);
      }, [wanted, module]);
      return module ?? loaded;
    },
  };
}
