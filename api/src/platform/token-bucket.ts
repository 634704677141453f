/**
 * A request limit: at most `limit` requests in any window of `windowMs`, of which `burst` may come at
 * once; the other `limit - burst` are spread over the window (1 ≤ burst < limit).
 */
export interface BucketRule {
  readonly limit: number;
  readonly windowMs: number;
  readonly burst: number;
}

export interface Admission {
  readonly allowed: boolean;
  /** When refused: milliseconds until one request would be admitted. */
  readonly retryAfterMs: number;
}

interface Bucket {
  credits: number;
  at: number;
}

/** Whole milliseconds of a clock that never goes back (wall-clock changes do not refill buckets). */
export const monotonicMs = (): number => Math.floor(performance.now());

/**
 * In-process token buckets, one per key (decision 013). Integer arithmetic: a request costs `windowMs`
 * credits, a bucket holds `burst * windowMs` and gains `limit - burst` per millisecond, so any window of
 * `windowMs` admits at most burst + (limit - burst) = limit requests, exactly.
 *
 * A bucket untouched for as long as an empty one takes to fill is full again: it is forgotten without
 * losing anything, by a sweep at most that often (O(keys), amortised over every request in between;
 * reordering the map on every request would cost more). Past `maxKeys` keys a tenth of the oldest go
 * at once even if busy: memory stays bounded, and those callers merely start afresh.
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, Bucket>();
  readonly #capacity: number;
  readonly #cost: number;
  readonly #refillPerMs: number;
  /** Time for an empty bucket to fill up: a bucket untouched that long is full. */
  readonly #idleMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  /** The latest time seen: an injected clock that goes back is held here, as if time stood still. */
  #latest = Number.NEGATIVE_INFINITY;
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(rule: BucketRule, options: { maxKeys: number; now?: () => number }) {
    const { limit, windowMs, burst } = rule;
    if (![limit, windowMs, burst, options.maxKeys].every(Number.isSafeInteger) || burst < 1 || burst >= limit || windowMs < 1 || options.maxKeys < 1) {
      throw new RangeError(`invalid request limit ${JSON.stringify(rule)} (maxKeys ${options.maxKeys})`);
    }
    this.#capacity = burst * windowMs;
    this.#cost = windowMs;
    this.#refillPerMs = limit - burst;
    this.#idleMs = Math.ceil(this.#capacity / this.#refillPerMs);
    this.#maxKeys = options.maxKeys;
    this.#now = options.now ?? monotonicMs;
  }

  /** Counts one request of `key` at `at` (whole milliseconds); a refused request costs nothing. */
  take(key: string, at: number = this.#now()): Admission {
    const now = (this.#latest = Math.max(this.#latest, at));
    if (now - this.#sweptAt >= this.#idleMs) this.#forgetIdle(now);
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= this.#maxKeys) this.#makeRoom(now);
      bucket = { credits: this.#capacity, at: now };
      this.#buckets.set(key, bucket);
    }
    bucket.credits = Math.min(this.#capacity, bucket.credits + (now - bucket.at) * this.#refillPerMs);
    bucket.at = now;
    if (bucket.credits >= this.#cost) {
      bucket.credits -= this.#cost;
      return { allowed: true, retryAfterMs: 0 };
    }
    return { allowed: false, retryAfterMs: Math.ceil((this.#cost - bucket.credits) / this.#refillPerMs) };
  }

  /** Keys currently tracked. */
  get size(): number {
    return this.#buckets.size;
  }

  #forgetIdle(now: number): void {
    this.#sweptAt = now;
    for (const [key, bucket] of this.#buckets) if (now - bucket.at >= this.#idleMs) this.#buckets.delete(key);
  }

  /** The idle first; if that is not enough, the tenth of the keys first seen longest ago (map order). */
  #makeRoom(now: number): void {
    this.#forgetIdle(now);
    if (this.#buckets.size < this.#maxKeys) return;
    let dropping = Math.ceil(this.#maxKeys / 10);
    for (const key of this.#buckets.keys()) {
      this.#buckets.delete(key);
      if (--dropping === 0) return;
    }
  }
}
