import type { DbHandle } from '../src/db/index.ts';

/** Counts the statements the api sends, by wrapping the driver method drizzle calls (postgres-js unsafe, PGlite query). */
export function countQueries(handle: DbHandle): { read(): number } {
  let count = 0;
  const target = handle.client as unknown as Record<string, (...args: unknown[]) => unknown>;
  const method = handle.kind === 'postgres' ? 'unsafe' : 'query';
  const original = target[method]?.bind(handle.client);
  if (!original) throw new Error(`driver has no ${method}()`);
  target[method] = (...args: unknown[]) => {
    count++;
    return original(...args);
  };
  return { read: () => count };
}
