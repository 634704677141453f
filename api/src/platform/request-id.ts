import { containsCardNumber } from '@comptoir/core';
import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';

const HEADER = 'X-Request-Id';
/** What hono's request id middleware keeps of an incoming id: up to 255 word characters, '-' and '='. */
const WELL_FORMED = /^[\w=-]{1,255}$/;

/**
 * Every request gets an id for its log lines and audit rows, answered in X-Request-Id. Behind our own proxy
 * (TRUST_PROXY) a well-formed incoming one is its trace and is kept, unless it is a card number: the audit rows that
 * would keep it are append-only (decision 046). Otherwise any caller could give their audit rows another request's id.
 */
export const requestId = (options: { trustIncoming: boolean }): MiddlewareHandler<{ Variables: RequestIdVariables }> => async (c, next) => {
  const incoming = options.trustIncoming ? c.req.header(HEADER) : undefined;
  const id = incoming !== undefined && WELL_FORMED.test(incoming) && !containsCardNumber(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  c.header(HEADER, id);
  await next();
};
