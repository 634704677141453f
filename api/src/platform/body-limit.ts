import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { outcomeResponse } from './errors.ts';

/** JSON bodies of this api are small; 1 MiB leaves room for the largest list while refusing abuse early. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const bodyLimit = (maxSize = DEFAULT_BODY_LIMIT): MiddlewareHandler =>
  honoBodyLimit({ maxSize, onError: (c) => outcomeResponse(c, 'errors.payloadTooLarge') });
