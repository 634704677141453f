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

/** Kept texts by key, the least recently used evicted past `maxBytes` (of `sizeOf`: by default UTF-16 code units of the texts). */
export interface TextLru<E extends { text: string }> {
  /** The entry, now the most recently used. */
  get(key: string): E | undefined;
  set(key: string, entry: E): void;
  delete(key: string): void;
  stats(): { entries: number; size: number };
  clear(): void;
}

export function createTextLru<E extends { text: string }>(maxBytes: number, sizeOf: (entry: E) => number = (entry) => entry.text.length): TextLru<E> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, E>();
  let size = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= sizeOf(entry);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, entry) {
      drop(key);
      const entrySize = sizeOf(entry);
      if (entrySize > maxBytes) return;
      entries.set(key, entry);
      size += entrySize;
      for (const oldest of entries.keys()) {
        if (size <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    stats: () => ({ entries: entries.size, size }),
    clear() {
      entries.clear();
      size = 0;
    },
  };
}

export function createResponseCache({ ttlMs, maxBytes, now = Date.now }: ResponseCacheOptions): ResponseCache {
  const entries = createTextLru<Entry>(maxBytes);
  const inFlight = new Map<string, Promise<string>>();

  return {
    async json(key, produce) {
      if (ttlMs <= 0) return JSON.stringify(await produce());
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.text;
      if (hit) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const computing = produce()
        .then((value) => {
          const text = JSON.stringify(value);
          entries.set(key, { text, expiresAt: now() + ttlMs });
          return text;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, computing);
      return computing;
    },
    stats: () => entries.stats(),
    clear: () => entries.clear(),
  };
}

/** Answers `produce()`'s value as JSON through the cache (the same body `c.json` would send). */
export const cachedJson = async (c: Context, cache: ResponseCache, key: string, produce: () => Promise<unknown>) =>
  c.body(await cache.json(key, produce), 200, { 'Content-Type': 'application/json' });
