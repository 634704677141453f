import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEachDriver } from '../db/test-db.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { hitRateLimit, msUntilAllowed, slidingEstimate, type RateLimitRule } from './rate-limit.ts';

/** With no further hits, whether one more hit `ms` after the current window's start would be allowed. */
const allowedAt = (previousHits: number, currentHits: number, rule: RateLimitRule, ms: number) => {
  const estimate =
    ms < rule.windowMs ? slidingEstimate(previousHits, currentHits, ms / rule.windowMs)
    : ms < 2 * rule.windowMs ? slidingEstimate(currentHits, 0, (ms - rule.windowMs) / rule.windowMs)
    : 0;
  return estimate + 1 <= rule.limit;
};

const rules = fc.record({ limit: fc.integer({ min: 1, max: 60 }), windowMs: fc.integer({ min: 10_000, max: 3_600_000 }) });

describe('sliding-window estimate', () => {
  it('Retry-After is when the next hit is allowed again, not earlier and not later', () => {
    fc.assert(
      fc.property(rules, fc.nat({ max: 200 }), fc.nat({ max: 200 }), (rule, previousHits, currentHits) => {
        const at = msUntilAllowed(previousHits, currentHits, rule);
        expect(allowedAt(previousHits, currentHits, rule, at + 1)).toBe(true);
        if (at > 1) expect(allowedAt(previousHits, currentHits, rule, at - 1)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('never lets more than the limit through in any one window, nor twice the limit across a boundary', () => {
    fc.assert(
      fc.property(rules, fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 300 }), (rule, gaps) => {
        // Replays hits at increasing times against the two-counter model, counting the allowed ones.
        const counts = new Map<number, number>();
        const allowedTimes: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += (gap / 400) * (rule.windowMs / rule.limit) * 2;
          const window = Math.floor(now / rule.windowMs);
          const hits = (counts.get(window) ?? 0) + 1;
          counts.set(window, hits);
          const share = now / rule.windowMs - window;
          if (slidingEstimate(counts.get(window - 1) ?? 0, hits, share) <= rule.limit) allowedTimes.push(now);
        }
        for (const start of allowedTimes) {
          const inSlidingWindow = allowedTimes.filter((time) => time >= start && time < start + rule.windowMs).length;
          expect(inSlidingWindow).toBeLessThan(2 * rule.limit);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describeEachDriver('rate-limit counters', (testDb) => {
  const rule = { limit: 10, windowMs: 15 * 60 * 1000 };
  const boundary = Date.UTC(2026, 10, 25, 15, 0, 0);

  it('still refuses right after a window boundary what it refused just before', async () => {
    const key = 'test:boundary';
    for (let hit = 1; hit <= 10; hit++) expect((await hitRateLimit(testDb().db, key, rule, new Date(boundary - 1000))).allowed).toBe(true);
    expect((await hitRateLimit(testDb().db, key, rule, new Date(boundary - 500))).allowed).toBe(false);
    const after = await hitRateLimit(testDb().db, key, rule, new Date(boundary + 1000));
    expect(after).toMatchObject({ allowed: false, hits: 1 });
    const retryAt = boundary + 1000 + after.retryAfterSeconds * 1000;
    expect((await hitRateLimit(testDb().db, key, rule, new Date(retryAt))).allowed).toBe(true);
  });

  it('keeps only the current and previous windows of a key', async () => {
    const key = 'test:cleanup';
    for (let window = 0; window < 4; window++) await hitRateLimit(testDb().db, key, rule, new Date(boundary + window * rule.windowMs));
    const rows = await testDb().db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(rows.map((row) => row.windowStart.getTime()).sort()).toEqual([boundary + 2 * rule.windowMs, boundary + 3 * rule.windowMs]);
  });
});
