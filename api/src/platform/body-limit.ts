import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { outcomeResponse } from './errors.ts';

/** JSON bodies of this api are small; 1 MiB leaves room for the largest list while refusing abuse early. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Refuses bodies over `maxSize` with 413. A declared Content-Length is judged from the header alone: hono's
 * middleware reads `c.req.raw.body`, which makes the Node adapter build a whole fetch Request (stream, abort
 * signal) for every body, a tenth of a cached answer's CPU; only a chunked body is counted as it streams in.
 */
export const bodyLimit = (maxSize = DEFAULT_BODY_LIMIT): MiddlewareHandler => {
  const tooLarge = (c: Parameters<MiddlewareHandler>[0]) => outcomeResponse(c, 'errors.payloadTooLarge');
  const counted = honoBodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) return Number.parseInt(declared, 10) > maxSize ? tooLarge(c) : next();
    return counted(c, next);
  };
};
