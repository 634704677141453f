import type { DbHandle } from '../src/db/index.ts';

type Methods = Record<string, (...args: unknown[]) => unknown>;

/**
 * Counts the statements the api sends, by wrapping the driver methods drizzle calls: postgres-js
 * `unsafe` and PGlite `query`, on the pool and on every transaction's own client (postgres-js `begin`,
 * PGlite `transaction` hand the callback another object). A transaction also counts its BEGIN and
 * COMMIT, which are round trips of their own.
 */
export function countQueries(handle: DbHandle): { read(): number } {
  let count = 0;
  const [query, begin] = handle.kind === 'postgres' ? ['unsafe', 'begin'] : ['query', 'transaction'];
  const wrapQuery = (target: Methods) => {
    const original = target[query]?.bind(target);
    if (!original) throw new Error(`driver has no ${query}()`);
    target[query] = (...args: unknown[]) => {
      count++;
      return original(...args);
    };
  };
  const client = handle.client as unknown as Methods;
  wrapQuery(client);
  const originalBegin = client[begin]?.bind(client);
  if (!originalBegin) throw new Error(`driver has no ${begin}()`);
  // postgres-js sends its BEGIN through the pool's `unsafe` (counted there) and its COMMIT as a tagged query of
  // the transaction's own client; PGlite sends neither through `query`.
  const transactionEnds = handle.kind === 'postgres' ? 1 : 2;
  client[begin] = (...args: unknown[]) => {
    const callback = args.at(-1) as (tx: Methods) => unknown;
    count += transactionEnds;
    return originalBegin(...args.slice(0, -1), (tx: Methods) => {
      wrapQuery(tx);
      return callback(tx);
    });
  };
  return { read: () => count };
}
