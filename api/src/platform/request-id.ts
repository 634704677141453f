import { containsCardNumber } from '@comptoir/core';
import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';

const HEADER = 'X-Request-Id';
/** What hono's request id middleware keeps of an incoming id: up to 255 word characters, '-' and '='. */
const WELL_FORMED = /^[\w=-]{1,255}$/;

/**
 * Every request gets an id for its log lines and audit rows, answered in X-Request-Id. A well-formed incoming one (a
 * proxy's trace) is kept, unless it is a card number: the audit rows that would keep it are append-only (decision 046).
 */
export const requestId = (): MiddlewareHandler<{ Variables: RequestIdVariables }> => async (c, next) => {
  const incoming = c.req.header(HEADER);
  const id = incoming !== undefined && WELL_FORMED.test(incoming) && !containsCardNumber(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  c.header(HEADER, id);
  await next();
};
