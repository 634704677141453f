import type { MiddlewareHandler } from 'hono';
import { clientAddress, tooManyRequests } from './rate-limit.ts';
import type { SessionEnv } from './session.ts';
import { TokenBuckets, type BucketRule } from './token-bucket.ts';

/** The expensive endpoints fall in these classes; each class has its own limit per caller (decision 013). */
export const requestLimitClasses = ['search', 'suggest', 'product', 'recommendations', 'cart', 'checkout', 'orders', 'audit', 'coupon'] as const;
export type RequestLimitClass = (typeof requestLimitClasses)[number];

export interface RequestLimits {
  readonly rules: Readonly<Record<RequestLimitClass, BucketRule>>;
  /** Callers tracked per class and replica (memory bound). */
  readonly maxKeys: number;
}

const perMinute = (limit: number, burst: number): BucketRule => ({ limit, windowMs: 60_000, burst });

/**
 * Per caller and per api replica. Far above what a person does: search-as-you-type asks for suggestions
 * at most every 150 ms (6.7 a second) and the suggest class refills 8 a second after a burst of 120.
 */
export const defaultRequestLimits: RequestLimits = {
  rules: {
    search: perMinute(300, 60),
    suggest: perMinute(600, 120),
    product: perMinute(300, 60),
    recommendations: perMinute(120, 30),
    cart: perMinute(300, 60),
    checkout: perMinute(30, 10),
    orders: perMinute(120, 30),
    // Re-walks every chain of the admin's client: a few checks a minute is what an admin asks for.
    audit: perMinute(6, 3),
    // Coupon codes are guessed one attempt at a time: a buyer types one or two codes, a script tries thousands.
    coupon: perMinute(20, 5),
  },
  maxKeys: 20_000,
};

/** Some classes' rules (tests and benchmarks size the classes they drive for their load). */
export interface RequestLimitOverrides {
  readonly rules?: Partial<RequestLimits['rules']>;
  readonly maxKeys?: number;
}

/** The classes' rules over the defaults. */
export const requestLimitsWith = (overrides: RequestLimitOverrides = {}): RequestLimits => ({
  rules: { ...defaultRequestLimits.rules, ...overrides.rules },
  maxKeys: overrides.maxKeys ?? defaultRequestLimits.maxKeys,
});

export type RequestLimiters = Readonly<Record<RequestLimitClass, TokenBuckets>>;

export const requestLimiters = (limits: RequestLimits, now?: () => number): RequestLimiters =>
  Object.fromEntries(requestLimitClasses.map((name) => [name, new TokenBuckets(limits.rules[name], { maxKeys: limits.maxKeys, ...(now ? { now } : {}) })])) as Record<RequestLimitClass, TokenBuckets>;

/**
 * Counts the request against its caller: the signed-in buyer, else the client address. Runs after the
 * session middleware and before validation, so malformed floods are refused as cheaply as any other.
 */
export const limitRequests = (buckets: TokenBuckets): MiddlewareHandler<SessionEnv> => async (c, next) => {
  const buyerId = c.get('session')?.buyer.id;
  const admission = buckets.take(buyerId ? `buyer:${buyerId}` : `address:${clientAddress(c)}`);
  if (!admission.allowed) return tooManyRequests(c, Math.max(1, Math.ceil(admission.retryAfterMs / 1000)));
  await next();
};
