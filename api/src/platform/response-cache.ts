import type { Context } from 'hono';

/**
 * A per-replica cache of serialised read answers (search, suggestions, product details) — see
 * docs/decisions/011-catalogue-answer-cache.md. Entries live `ttlMs` and the least recently used are evicted
 * past `maxBytes`; concurrent misses of one key share one computation, so a burst of the same search costs
 * one statement. Nothing here is needed for correctness: losing it only costs the next request a query.
 */
export interface ResponseCache {
  /** The JSON text of the answer for `key`: the kept one while fresh, else `produce()`'s, serialised once. */
  json(key: string, produce: () => Promise<unknown>): Promise<string>;
  /** Entries kept and their total size (UTF-16 code units, a close proxy for bytes of ASCII-heavy JSON). */
  stats(): { entries: number; size: number };
  clear(): void;
}

export interface ResponseCacheOptions {
  /** 0 turns the cache off (every call produces). */
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  text: string;
  expiresAt: number;
}

export function createResponseCache({ ttlMs, maxBytes, now = Date.now }: ResponseCacheOptions): ResponseCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();
  let size = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    size -= entry.text.length;
  };
  const keep = (key: string, text: string) => {
    const old = entries.get(key);
    if (old) drop(key, old);
    if (text.length > maxBytes) return;
    entries.set(key, { text, expiresAt: now() + ttlMs });
    size += text.length;
    for (const [oldest, entry] of entries) {
      if (size <= maxBytes) break;
      drop(oldest, entry);
    }
  };

  return {
    async json(key, produce) {
      if (ttlMs <= 0) return JSON.stringify(await produce());
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.text;
      }
      if (hit) drop(key, hit);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const computing = produce()
        .then((value) => {
          const text = JSON.stringify(value);
          keep(key, text);
          return text;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, computing);
      return computing;
    },
    stats: () => ({ entries: entries.size, size }),
    clear() {
      entries.clear();
      size = 0;
    },
  };
}

/** Answers `produce()`'s value as JSON through the cache (the same body `c.json` would send). */
export const cachedJson = async (c: Context, cache: ResponseCache, key: string, produce: () => Promise<unknown>) =>
  c.body(await cache.json(key, produce), 200, { 'Content-Type': 'application/json' });
