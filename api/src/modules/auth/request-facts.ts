import type { Context } from 'hono';
import { localeOf } from '../../platform/errors.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { guestCartTokenOf } from '../cart/index.ts';
import type { RequestFacts } from './sign-in-service.ts';

/** What a sign-in needs of its request: the presented session (rotated), the guest cart (merged), who and whence. */
export const factsOf = (c: Context<SessionEnv>): RequestFacts => ({
  ipAddress: clientAddress(c),
  userAgent: c.req.header('User-Agent') ?? '',
  requestId: c.get('requestId'),
  previousToken: c.get('sessionToken'),
  locale: localeOf(c),
  guestCartToken: guestCartTokenOf(c),
  secret: c.get('sessionConfig').secret,
});
