import type { Sql } from 'postgres';

/** Distinct statement texts one api process lets its connections keep prepared (decision 019). */
export const PREPARED_TEXTS_MAX = 1000;

type Unsafe = (query: string, parameters?: unknown[], options?: { prepare?: boolean }) => unknown;
type WithClient = (...args: unknown[]) => unknown;

/**
 * The postgres-js client drizzle is given: parameterised statements are prepared on each connection,
 * so PostgreSQL parses them once per connection and may keep a generic plan instead of planning every
 * execution. drizzle asks postgres-js not to prepare (its `unsafe` default), and the cart's header
 * statement took four times as long to plan as to run. The first `max` distinct texts are prepared and
 * the rest are sent as before, which bounds each connection's statements whatever SQL variants (list
 * lengths) the modules generate; postgres-js recycles its connections, and their statements, within
 * an hour. Statements without parameters stay simple queries (a migration's several statements).
 */
export function preparingClient(client: Sql, max = PREPARED_TEXTS_MAX, texts = new Set<string>()): Sql {
  const worthPreparing = (query: string, parameters: readonly unknown[]): boolean => {
    if (parameters.length === 0) return false;
    if (texts.has(query)) return true;
    if (texts.size >= max) return false;
    texts.add(query);
    return true;
  };
  const wrap = (target: Sql): Sql =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (property === 'unsafe') {
          const unsafe = value as Unsafe;
          return (query: string, parameters: unknown[] = [], options: { prepare?: boolean } = {}) =>
            unsafe(query, parameters, { ...options, prepare: worthPreparing(query, parameters) });
        }
        // A transaction (begin) or savepoint hands its callback a client of its own: it prepares too.
        if (property === 'begin' || property === 'savepoint') {
          const start = value as WithClient;
          return (...args: unknown[]) => {
            const body = args.at(-1) as (sql: Sql) => unknown;
            return start(...args.slice(0, -1), (sql: Sql) => body(wrap(sql)));
          };
        }
        return value;
      },
    });
  return wrap(client);
}
