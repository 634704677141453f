import type { Context } from 'hono';
import { acceptsGzip, gzipPrefix, gzipWithTail, type GzipPrefix } from './gzip-prefix.ts';

/** A JSON text cut before the member each call appends, and its gzip made at most once (docs/decisions/054). */
export interface JsonPrefix {
  readonly text: string;
  gzip(): GzipPrefix;
}

/** An answer: the prefix (often kept) and the call's own end, e.g. `,"timing":3}`. */
export interface JsonWithTail {
  readonly prefix: JsonPrefix;
  readonly tail: string;
}

/** `text` with its gzip made on first use: `made` when already known, handed to `onGzip` when made here. */
export function jsonPrefix(text: string, { made, onGzip }: { made?: GzipPrefix; onGzip?: (gzip: GzipPrefix) => void } = {}): JsonPrefix {
  let gzip = made;
  return {
    text,
    gzip() {
      if (gzip) return gzip;
      gzip = gzipPrefix(text);
      onGzip?.(gzip);
      return gzip;
    },
  };
}

/**
 * Answers 200 with the JSON, gzip-compressed when the request's Accept-Encoding accepts gzip: the prefix's compressed
 * stream closed by the tail's bytes, so a call compresses nothing. Vary tells caches the body depends on that header.
 */
export function answerJsonWithTail(c: Context, { prefix, tail }: JsonWithTail): Response {
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(prefix.text + tail, 200, headers);
  return c.body(gzipWithTail(prefix.gzip(), tail), 200, { ...headers, 'Content-Encoding': 'gzip' });
}
