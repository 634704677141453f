import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBuckets, type BucketRule } from './token-bucket.ts';

const rules = fc
  .record({ limit: fc.integer({ min: 2, max: 12 }), windowMs: fc.integer({ min: 1, max: 2000 }), burstShare: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ limit, windowMs, burstShare }): BucketRule => ({ limit, windowMs, burst: Math.min(limit - 1, 1 + Math.floor(burstShare * (limit - 1))) }));

/** Requests of a few keys at any times: mostly close together, sometimes far apart, sometimes back in time (an injected clock). */
const requests = ({ limit, windowMs, burst }: BucketRule) =>
  fc
    .array(
      fc.record({
        key: fc.constantFrom('a', 'b'),
        step: fc.oneof(
          { arbitrary: fc.constant(0), weight: 2 },
          // Just when the bucket has refilled one request: the tightest admissible pace.
          { arbitrary: fc.constant(Math.ceil(windowMs / (limit - burst))), weight: 2 },
          { arbitrary: fc.integer({ min: Math.floor(windowMs / limit), max: Math.ceil(windowMs / (limit - burst)) }), weight: 2 },
          { arbitrary: fc.integer({ min: 0, max: Math.ceil(windowMs / limit / 2) }), weight: 2 },
          { arbitrary: fc.integer({ min: 0, max: windowMs * 3 }), weight: 1 },
          { arbitrary: fc.integer({ min: -windowMs, max: 0 }), weight: 1 },
        ),
      }),
      { maxLength: 300 },
    )
    .map((steps) => {
      let time = 0;
      return steps.map(({ key, step }) => ({ key, time: (time = Math.max(0, time + step)) }));
    });

const sorted = (times: readonly number[]) => [...times].sort((x, y) => x - y);

describe('TokenBuckets', () => {
  it('never admits more than `limit` requests of a key within any window, whatever the timestamps', () => {
    fc.assert(
      fc.property(rules.chain((rule) => fc.tuple(fc.constant(rule), requests(rule))), ([rule, sequence]) => {
        const buckets = new TokenBuckets(rule, { maxKeys: 10 });
        const admitted = new Map<string, number[]>();
        let clock = Number.NEGATIVE_INFINITY;
        for (const { key, time } of sequence) {
          // A clock that goes back is held where it was: the time the request is counted at.
          clock = Math.max(clock, time);
          if (buckets.take(key, time).allowed) admitted.set(key, [...(admitted.get(key) ?? []), clock]);
        }
        for (const times of admitted.values()) {
          const ordered = sorted(times);
          ordered.forEach((start, i) => {
            // Closed windows [start, start + windowMs]: one millisecond more than the window, still at most `limit`.
            const inWindow = ordered.slice(i).filter((t) => t <= start + rule.windowMs).length;
            expect(inWindow).toBeLessThanOrEqual(rule.limit);
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('admits the burst at once, then the rest of the limit spread over the window', () => {
    const buckets = new TokenBuckets({ limit: 10, windowMs: 1000, burst: 4 }, { maxKeys: 10 });
    const at = (time: number) => buckets.take('k', time).allowed;
    expect([0, 0, 0, 0, 0].map(at)).toEqual([true, true, true, true, false]);
    // 6 more per 1000 ms: one every 166.7 ms.
    expect(at(166)).toBe(false);
    expect(at(167)).toBe(true);
    expect(buckets.take('k', 168).retryAfterMs).toBe(166);
    // The limit is reached exactly: 10 within [0, 1000].
    expect([334, 500, 667, 834, 999, 1000].map(at)).toEqual([true, true, true, true, false, true]);
  });

  it('admits a refused key again once its retry delay has passed', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 50 }), (rule, extra) => {
        const buckets = new TokenBuckets(rule, { maxKeys: 10 });
        let refusal = buckets.take('k', 0);
        for (let i = 0; refusal.allowed; i += 1) refusal = buckets.take('k', 0);
        expect(refusal.retryAfterMs).toBeGreaterThan(0);
        expect(buckets.take('k', refusal.retryAfterMs - 1).allowed).toBe(false);
        expect(buckets.take('k', refusal.retryAfterMs + extra).allowed).toBe(true);
      }),
    );
  });

  it('forgets idle keys (full again) without changing any answer', () => {
    // The reference: the same arithmetic over a map that never forgets a key.
    const reference = ({ limit, windowMs, burst }: BucketRule) => {
      const state = new Map<string, { credits: number; at: number }>();
      let latest = Number.NEGATIVE_INFINITY;
      return (key: string, time: number) => {
        latest = Math.max(latest, time);
        const bucket = state.get(key) ?? { credits: burst * windowMs, at: latest };
        bucket.credits = Math.min(burst * windowMs, bucket.credits + (latest - bucket.at) * (limit - burst));
        bucket.at = latest;
        state.set(key, bucket);
        if (bucket.credits < windowMs) return false;
        bucket.credits -= windowMs;
        return true;
      };
    };
    fc.assert(
      fc.property(rules.chain((rule) => fc.tuple(fc.constant(rule), requests(rule))), ([rule, sequence]) => {
        const buckets = new TokenBuckets(rule, { maxKeys: 10 });
        const expected = reference(rule);
        for (const { key, time } of sequence) expect(buckets.take(key, time).allowed).toBe(expected(key, time));
      }),
      { numRuns: 200 },
    );
    const buckets = new TokenBuckets({ limit: 60, windowMs: 60_000, burst: 10 }, { maxKeys: 1000 });
    for (let i = 0; i < 100; i += 1) buckets.take(`caller-${i}`, 0);
    expect(buckets.size).toBe(100);
    // An emptied bucket fills up in burst * window / (limit - burst) = 12 s: the sweep then forgets it.
    buckets.take('late', 11_999);
    expect(buckets.size).toBe(101);
    buckets.take('later', 12_000);
    expect(buckets.size).toBe(2);
  });

  it('keeps at most maxKeys keys, dropping a tenth of the oldest when full', () => {
    const buckets = new TokenBuckets({ limit: 2, windowMs: 60_000, burst: 1 }, { maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) {
      buckets.take(`address-${i}`, i);
      expect(buckets.size).toBeLessThanOrEqual(100);
    }
    expect(buckets.take('address-999', 1000).allowed).toBe(false);
    expect(buckets.take('address-0', 1000).allowed).toBe(true);
  });

  it('refuses rules it cannot keep', () => {
    expect(() => new TokenBuckets({ limit: 5, windowMs: 1000, burst: 5 }, { maxKeys: 10 })).toThrow(RangeError);
    expect(() => new TokenBuckets({ limit: 5, windowMs: 0, burst: 1 }, { maxKeys: 10 })).toThrow(RangeError);
    expect(() => new TokenBuckets({ limit: 5, windowMs: 1000, burst: 1 }, { maxKeys: 0 })).toThrow(RangeError);
  });
});
