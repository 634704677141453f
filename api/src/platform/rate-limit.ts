import type { OutcomeCode } from '@comptoir/core';
import { httpStatusOf } from '@comptoir/core';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Executor } from '../db/index.ts';
import { rateLimitCounters, rateLimitPaces } from '../db/schema/index.ts';
import { outcomeBody } from './errors.ts';
import type { SessionEnv } from './session.ts';

export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  readonly hits: number;
  /** The sliding estimate of hits in the last window, this one included. */
  readonly estimate: number;
  /** Seconds until the window ends (the Retry-After value). */
  readonly retryAfterSeconds: number;
  /** The previous fixed window's hits, and how far into the current one the hit came. */
  readonly previousHits: number;
  readonly elapsedMs: number;
}

/**
 * The sliding-window estimate: the previous fixed window's hits, weighted by the share of it still inside
 * the sliding window, plus the current window's. A fixed window alone lets twice the limit through
 * across a boundary (a burst at 14:59 and another at 15:00); the estimate does not.
 */
export function slidingEstimate(previousHits: number, currentHits: number, elapsedShare: number): number {
  return previousHits * (1 - elapsedShare) + currentHits;
}

/**
 * Milliseconds from the current window's start until one more hit would be allowed, if none came before:
 * the previous window's weight decays through the current window, then the current window's through the next.
 */
export function msUntilAllowed(previousHits: number, currentHits: number, rule: RateLimitRule): number {
  const room = rule.limit - 1;
  if (currentHits <= room) return previousHits > 0 ? rule.windowMs * Math.max(0, 1 - (room - currentHits) / previousHits) : 0;
  return rule.windowMs * (2 - room / currentHits);
}

/**
 * Counts one hit against a sliding window, kept as two fixed-window counters in Postgres. The increment
 * is atomic (INSERT … ON CONFLICT DO UPDATE), so every api replica shares the count and concurrent hits
 * never get lost. For the security counts that need one global view (sign-in, password change); the hot
 * endpoints use the in-process buckets of request-limits.ts instead (decision 013).
 */
export async function hitRateLimit(db: Executor, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const previousStart = new Date(windowStart.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
    .returning({ hits: rateLimitCounters.hits });
  const hits = row?.hits ?? 1;
  // The first hit of a window clears the key's older windows, so the table stays as small as the live keys.
  if (hits === 1) await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, previousStart)));
  const [previous] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, previousStart)));
  return countedResult(previous?.hits ?? 0, hits, now.getTime() - windowStart.getTime(), rule);
}

const countedResult = (previousHits: number, hits: number, elapsedMs: number, rule: RateLimitRule): RateLimitResult => {
  const estimate = slidingEstimate(previousHits, hits, elapsedMs / rule.windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((msUntilAllowed(previousHits, hits, rule) - elapsedMs) / 1000));
  return { allowed: estimate <= rule.limit, hits, estimate, retryAfterSeconds, previousHits, elapsedMs };
};

/**
 * A hit that stays counted only when it is let through: a refused one is given back, and its Retry-After is the
 * count's without it. Asking again while told to wait then neither pushes the wait further nor spends a shared count.
 */
export async function hitUnlessRefused(db: Executor, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const counted = await hitRateLimit(db, key, rule, now);
  if (counted.allowed) return counted;
  await forgiveHit(db, key, rule, now);
  return { ...countedResult(counted.previousHits, counted.hits - 1, counted.elapsedMs, rule), allowed: false };
}

/** Takes back one hit of the current window: an attempt that turned out not to count (a success, say). */
export async function forgiveHit(db: Executor, key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart), gt(rateLimitCounters.hits, 0)));
}

/** A paced key not let through for this long is forgotten: every gap is shorter. */
const PACE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * At most one caller per `gapMs` for a key: the first after the gap goes ahead, atomically (the conditional
 * upsert locks the key's row), and the others are told when the gap ends. A refused caller moves nothing, so a
 * pace slows callers down without ever locking them out; the gap may change from one call to the next.
 */
export async function claimPace(db: Executor, key: string, gapMs: number, now = new Date()): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const claimed = await db
    .insert(rateLimitPaces)
    .values({ key, lastAt: now })
    .onConflictDoUpdate({ target: rateLimitPaces.key, set: { lastAt: now }, setWhere: lte(rateLimitPaces.lastAt, new Date(now.getTime() - gapMs)) })
    .returning({ key: rateLimitPaces.key });
  if (claimed.length > 0) {
    await db.delete(rateLimitPaces).where(lt(rateLimitPaces.lastAt, new Date(now.getTime() - PACE_MEMORY_MS)));
    return { allowed: true, retryAfterSeconds: 0 };
  }
  const [last] = await db.select({ lastAt: rateLimitPaces.lastAt }).from(rateLimitPaces).where(eq(rateLimitPaces.key, key));
  const waitMs = (last?.lastAt.getTime() ?? now.getTime()) + gapMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A success forgives the failures counted against an account. */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** The 429 answer: the outcome's message in the user's language (the wait in whole minutes as {minutes}) and Retry-After. */
export const tooManyRequests = (c: Context, retryAfterSeconds: number, code: OutcomeCode = 'errors.rateLimited') => {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(outcomeBody(c, code, { minutes: Math.ceil(retryAfterSeconds / 60) }), httpStatusOf(code) as ContentfulStatusCode);
};

/**
 * The caller's address. Behind our own proxy (TRUST_PROXY) it is the last X-Forwarded-For hop, the one
 * the proxy appended (earlier entries are client-supplied); otherwise the header is anyone's to forge,
 * so only the socket's address counts.
 */
export const clientAddress = (c: Context<SessionEnv>): string => {
  const forwarded = c.get('sessionConfig').trustProxy ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim() : undefined;
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
};
