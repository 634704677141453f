import type { Sql } from 'postgres';

type Unsafe = (query: string, parameters?: unknown[], options?: unknown) => object;
type WithClient = (...args: unknown[]) => Promise<unknown>;
type Then = (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => Promise<unknown>;

/**
 * A postgres-js query (lazy: it runs when awaited) that calls `settled` once it has finished, whichever way. The
 * query's own chaining methods (`.values()`) answer this wrapper, so drizzle's `await q.values()` is seen too.
 */
function onSettled<T extends object>(query: T, settled: () => void): T {
  const wrapper: T = new Proxy(query, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'then') {
        return (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
          (value as Then).call(
            target,
            (result) => (settled(), onFulfilled ? onFulfilled(result) : result),
            (error) => {
              settled();
              if (onRejected) return onRejected(error);
              throw error;
            },
          );
      }
      if (property === 'catch') return (onRejected: (reason: unknown) => unknown) => (wrapper as unknown as Promise<unknown>).then(undefined, onRejected);
      if (property === 'finally') return (last: () => void) => (wrapper as unknown as Promise<unknown>).then((result) => (last(), result), (error: unknown) => { last(); throw error; });
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result === target ? wrapper : result;
      };
    },
  });
  return wrapper;
}

/**
 * The client drizzle is given, watching for statements `watched` picks out: `changed` runs once such a statement
 * has taken effect, that is when it settles outside a transaction, or when its transaction (and the transaction
 * of any savepoint it ran in) has settled. A reader who started before then and finishes after sees the change
 * called between (docs/decisions/053). Statements sent on the raw client are not seen.
 */
export function watchingClient(client: Sql, watched: (query: string) => boolean, changed: () => void): Sql {
  const wrap = (target: Sql, transaction: { touched: boolean } | undefined): Sql =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (property === 'unsafe') {
          const unsafe = value as Unsafe;
          return (query: string, ...rest: unknown[]) => {
            const pending = unsafe.call(object, query, ...(rest as [unknown[], unknown]));
            if (!watched(query)) return pending;
            if (transaction) {
              transaction.touched = true;
              return pending;
            }
            return onSettled(pending, changed);
          };
        }
        if (property === 'begin' || property === 'savepoint') {
          const start = value as WithClient;
          return (...args: unknown[]) => {
            const body = args.at(-1) as (sql: Sql) => unknown;
            const scope = transaction ?? { touched: false };
            const run = start.call(object, ...args.slice(0, -1), (sql: Sql) => body(wrap(sql, scope)));
            if (transaction) return run;
            return run.finally(() => {
              if (scope.touched) changed();
            });
          };
        }
        return value;
      },
    });
  return wrap(client, undefined);
}
