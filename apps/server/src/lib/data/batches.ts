/** Slices of at most `size` items, in order (multi-row inserts and `in (...)` lists stay under PostgreSQL's 65,535 parameters). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Lets the event loop run (other requests, a streamed answer's flush) between batches of a long task. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
