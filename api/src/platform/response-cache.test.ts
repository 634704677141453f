import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

describe('response cache (docs/decisions/011)', () => {
  it('answers the kept text while fresh and produces again once the time to live has passed', async () => {
    let clock = 0;
    let produced = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxBytes: 1000, now: () => clock });
    const produce = async () => ({ n: ++produced });
    expect(await cache.json('k', produce)).toBe('{"n":1}');
    clock = 999;
    expect(await cache.json('k', produce)).toBe('{"n":1}');
    clock = 1000;
    expect(await cache.json('k', produce)).toBe('{"n":2}');
  });

  it('shares one computation between concurrent misses of a key, and keeps no failure', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxBytes: 1000 });
    let calls = 0;
    const slow = () => new Promise((resolve) => setTimeout(() => resolve({ calls: ++calls }), 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.json('k', slow)));
    expect(new Set(answers)).toEqual(new Set(['{"calls":1}']));
    await expect(cache.json('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.json('bad', async () => 'ok')).toBe('"ok"');
  });

  it('with a time to live of 0 always produces', async () => {
    const cache = createResponseCache({ ttlMs: 0, maxBytes: 1000 });
    let n = 0;
    await cache.json('k', async () => ++n);
    await cache.json('k', async () => ++n);
    expect(n).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('property: never holds more than maxBytes, never answers an expired or another key\'s value, evicts the least recently used first', async () => {
    const op = fc.record({ key: fc.integer({ min: 0, max: 7 }), size: fc.integer({ min: 0, max: 40 }), advance: fc.integer({ min: 0, max: 400 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 60 }), fc.integer({ min: 10, max: 120 }), async (ops, maxBytes) => {
        let clock = 0;
        let version = 0;
        const cache = createResponseCache({ ttlMs: 500, maxBytes, now: () => clock });
        // The model: what each key was last produced as, and when.
        const model = new Map<number, { text: string; at: number }>();
        for (const { key, size, advance } of ops) {
          clock += advance;
          const fresh = `${key}:${++version}:${'x'.repeat(size)}`;
          const text = await cache.json(String(key), async () => fresh);
          const kept = model.get(key);
          if (text === JSON.stringify(fresh)) model.set(key, { text, at: clock });
          else {
            // A kept answer: produced for this very key, and still within its time to live.
            expect(kept?.text).toBe(text);
            expect(clock - (kept?.at ?? -Infinity)).toBeLessThan(500);
          }
          expect(cache.stats().size).toBeLessThanOrEqual(maxBytes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('drops the least recently used entry first when full', async () => {
    const cache = createResponseCache({ ttlMs: 10_000, maxBytes: 12 });
    await cache.json('a', async () => 'aaaa'); // 6 characters of JSON
    await cache.json('b', async () => 'bbbb');
    await cache.json('a', async () => 'changed'); // a hit: 'a' becomes the most recent
    await cache.json('c', async () => 'cccc'); // over 12: 'b' goes
    expect(await cache.json('a', async () => 'new')).toBe('"aaaa"');
    expect(await cache.json('b', async () => 'new b')).toBe('"new b"');
  });
});
