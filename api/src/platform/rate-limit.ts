import type { OutcomeCode } from '@comptoir/core';
import { httpStatusOf } from '@comptoir/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Executor } from '../db/index.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { outcomeBody } from './errors.ts';
import type { SessionEnv } from './session.ts';

export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  readonly hits: number;
  /** Seconds until the window ends (the Retry-After value). */
  readonly retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window. The counter lives in Postgres and is incremented atomically
 * (INSERT … ON CONFLICT DO UPDATE), so every api replica shares it and concurrent hits never get lost.
 * For the security counts that need one global view (sign-in, password change); the hot endpoints use
 * the in-process buckets of request-limits.ts instead (decision 013).
 */
export async function hitRateLimit(db: Executor, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
    .returning({ hits: rateLimitCounters.hits });
  const hits = row?.hits ?? 1;
  // The first hit of a window clears the key's past windows, so the table stays as small as the live keys.
  if (hits === 1) await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds };
}

/** A success forgives the failures counted against an account. */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** The 429 answer: the outcome's message in the user's language and Retry-After. */
export const tooManyRequests = (c: Context, retryAfterSeconds: number, code: OutcomeCode = 'errors.rateLimited') => {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(outcomeBody(c, code), httpStatusOf(code) as ContentfulStatusCode);
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
