import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { watchingClient } from './statement-watch.ts';

type Methods = Record<string, (...args: unknown[]) => unknown>;

/** A stand-in for postgres-js: a query runs when awaited (`then`), `.values()` answers the same query. */
const fakeClient = (log: string[]) => {
  const query = (text: string) => {
    const pending = {
      values: () => pending,
      then: (onFulfilled: (value: unknown) => unknown, onRejected: (reason: unknown) => unknown) => {
        log.push(`ran ${text}`);
        return (text.includes('fail') ? Promise.reject(new Error(text)) : Promise.resolve([])).then(onFulfilled, onRejected);
      },
      catch: (onRejected: (reason: unknown) => unknown) => pending.then((value) => value, onRejected),
    };
    return pending;
  };
  const make = (): Methods => ({
    unsafe: (text) => query(text as string),
    begin: async (body) => {
      try {
        return await (body as (tx: Methods) => Promise<unknown>)(make());
      } finally {
        log.push('transaction settled');
      }
    },
    savepoint: (body) => (body as (tx: Methods) => unknown)(make()),
  });
  return make() as unknown as Sql;
};

describe('statement watch', () => {
  const watchedOnes = (text: string) => text.startsWith('update');

  it('calls back once a watched statement has run, through drizzle\'s .values() too, and never for the others', async () => {
    const log: string[] = [];
    const client = watchingClient(fakeClient(log), watchedOnes, () => log.push('changed')) as unknown as Methods;
    const values = (text: string) => (client.unsafe?.(text) as { values: () => PromiseLike<unknown> }).values();
    await client.unsafe?.('select 1');
    await values('update a');
    await (client.unsafe?.('update fail') as Promise<unknown>).catch(() => undefined);
    expect(log).toEqual(['ran select 1', 'ran update a', 'changed', 'ran update fail', 'changed']);
  });

  it('calls back after the transaction settles, not when its statement (even in a savepoint) has run', async () => {
    const log: string[] = [];
    const client = watchingClient(fakeClient(log), watchedOnes, () => log.push('changed')) as unknown as Methods;
    await client.begin?.(async (tx: Methods) => {
      await tx.unsafe?.('update b');
      await tx.savepoint?.((inner: Methods) => inner.unsafe?.('update c'));
      log.push('body done');
    });
    await client.begin?.((tx: Methods) => tx.unsafe?.('select 2'));
    await expect(client.begin?.(async (tx: Methods) => {
      await tx.unsafe?.('update d');
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(log).toEqual(['ran update b', 'ran update c', 'body done', 'transaction settled', 'changed', 'ran select 2', 'transaction settled', 'ran update d', 'transaction settled', 'changed']);
  });
});
