import { EmptyBodySchema } from '@comptoir/core';
import { Hono } from 'hono';
import type { Database } from '../../db/index.ts';
import { outcomeResponse, validate } from '../../platform/errors.ts';
import { refuseForeignOrigin } from '../../platform/origin-check.ts';
import { tooManyRequests } from '../../platform/rate-limit.ts';
import { clearConsoleSessionCookie, clearSessionCookies, cookieNames, setConsoleSessionCookie } from '../../platform/session-cookies.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { factsOf } from './request-facts.ts';
import { ConsoleSignInBodySchema } from './schemas.ts';
import { signOut } from './session-service.ts';
import { signInWithPassword, type SignInAdmission } from './sign-in-service.ts';

/** The console opens for administrators only, and for one whose temporary password is changed in the storefront first (decision 032). */
const consoleAdmission: SignInAdmission = (buyer) => {
  if (!buyer.isAdmin) return 'admin.signIn.notAdministrator';
  if (buyer.passwordChangeRequired) return 'admin.signIn.passwordChangeRequired';
  return null;
};

/**
 * designed (decision 039): the console's own session, mounted at /admin-api before the admin routes' guard. Sign-in
 * rotates only the console's cookie, so a storefront sign-in in the same browser ('sign in as this buyer') and the
 * console's leave each other alone.
 */
export const consoleSessionRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .post('/session', refuseForeignOrigin(), validate('json', ConsoleSignInBodySchema), async (c) => {
      const ownCookie = c.get('sessionCookie') === cookieNames.consoleSession;
      const facts = { ...factsOf(c), previousToken: ownCookie ? c.get('sessionToken') : null, guestCartToken: null };
      const result = await signInWithPassword(db, c.req.valid('json'), facts, { admit: consoleAdmission, how: 'console' });
      if (!result.ok) return result.retryAfterSeconds ? tooManyRequests(c, result.retryAfterSeconds, result.outcome) : outcomeResponse(c, result.outcome);
      setConsoleSessionCookie(c, c.get('sessionConfig').cookies, result.session.token);
      return c.json({ isSuccess: true, buyerId: result.buyer.id, Messages: [] });
    })
    // Ends the session the console uses: its own, else an administrator's own storefront session it fell back on.
    .post('/session/sign-out', refuseForeignOrigin(), validate('json', EmptyBodySchema), async (c) => {
      const { cookies } = c.get('sessionConfig');
      const session = c.get('session');
      const ownCookie = c.get('sessionCookie') === cookieNames.consoleSession;
      const adminsOwnStorefrontSession = !ownCookie && !!session?.buyer.isAdmin && session.adminUserId === null;
      if (ownCookie || adminsOwnStorefrontSession) await signOut(db, c.get('sessionToken'), session, c.get('requestId'));
      if (ownCookie) clearConsoleSessionCookie(c, cookies);
      if (adminsOwnStorefrontSession) clearSessionCookies(c, cookies);
      return c.json({ isSuccess: true, Messages: [] });
    });
