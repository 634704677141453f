import type postgres from 'postgres';

type Unsafe = (query: string, args?: unknown[], options?: Record<string, unknown>) => unknown;
interface Unsafeable {
  unsafe: Unsafe;
}

/**
 * drizzle sends every statement through postgres-js `unsafe`, which does not prepare: PostgreSQL then plans
 * each statement on every call. The cart's statements plan in ~1.4 ms and run in ~0.1-0.3 ms (EXPLAIN
 * ANALYZE on the bench database), so planning was most of their cost. Statements with parameters are
 * prepared once per connection (named, cached by postgres-js) on the pool and inside transactions;
 * statements without parameters (migrations, DDL) are left alone.
 */
export function prepareStatements(client: postgres.Sql): void {
  const prepared = (target: Unsafeable) => {
    const unsafe = target.unsafe.bind(target);
    target.unsafe = (query, args = [], options = {}) => unsafe(query, args, args.length > 0 ? { prepare: true, ...options } : options);
  };
  const pool = client as unknown as Unsafeable & { begin: (...args: unknown[]) => unknown };
  prepared(pool);
  const begin = pool.begin.bind(pool);
  pool.begin = (...args: unknown[]) => {
    const callback = args.at(-1) as (tx: Unsafeable) => unknown;
    return begin(...args.slice(0, -1), (tx: Unsafeable) => {
      prepared(tx);
      return callback(tx);
    });
  };
}
