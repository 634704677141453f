import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { localErrorResponse, type LocalText } from './errors.ts';

/** Not in core's catalogue yet (reported); same voice as errors.badRequest. */
export const payloadTooLarge: LocalText = {
  code: 'errors.payloadTooLarge',
  'en-CA': 'The request is too large. Please send less information at a time.',
  'fr-CA': 'La demande est trop volumineuse. Veuillez envoyer moins de renseignements à la fois.',
};

/** JSON bodies of this api are small; 1 MiB leaves room for the largest list while refusing abuse early. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const bodyLimit = (maxSize = DEFAULT_BODY_LIMIT): MiddlewareHandler =>
  honoBodyLimit({ maxSize, onError: (c) => localErrorResponse(c, payloadTooLarge, 413) });
