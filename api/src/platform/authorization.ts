import type { Context, MiddlewareHandler } from 'hono';
import type { HTTPException } from 'hono/http-exception';
import { outcome } from './errors.ts';
import { clearConsoleSessionCookie, clearSessionCookies, cookieNames } from './session-cookies.ts';
import type { Session, SessionEnv } from './session.ts';
import { verifyApiAuth } from './session-token.ts';

/**
 * Not visible and not there look the same (404): a buyer can never learn whether another client's
 * buyer, order or client id exists (decision 005).
 */
export const notVisible = (): HTTPException => outcome('errors.notFound');

/** Spec §8: a missing or invalid session answers 401 'unauthorized' and clears the cookies (the console's only its own). */
const unauthorized = (c: Context<SessionEnv>): HTTPException => {
  const { cookies } = c.get('sessionConfig');
  if (c.get('sessionCookie') === cookieNames.consoleSession) clearConsoleSessionCookie(c, cookies);
  else clearSessionCookies(c, cookies);
  return outcome('auth.unauthorized');
};

/** The session of a guarded route (requireBuyer ran before). */
export const sessionOf = (c: Context<SessionEnv>): Session => {
  const session = c.get('session');
  if (!session) throw unauthorized(c);
  return session;
};

/**
 * Decision 032: a buyer whose password an administrator set (create, copy, reset) does nothing else until they
 * choose their own. An administrator acting for the buyer ("sign in as this buyer") is not the buyer and is let
 * through: the password is not theirs to replace, and their own session already lets them act for the buyer.
 */
export const mustChangePassword = (session: Session): boolean => session.buyer.passwordChangeRequired && session.adminUserId === null;

/**
 * A signed-in buyer (any role). An APIAUTH header, when sent, must belong to this session. A buyer who must change
 * their password is refused (403 auth.passwordChangeRequired) unless the route is one they need to do so.
 */
export const requireBuyer =
  (options: { duringPasswordChange?: boolean } = {}): MiddlewareHandler<SessionEnv> =>
  async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthorized(c);
    const apiAuth = c.req.header(cookieNames.apiAuth);
    if (apiAuth !== undefined && !verifyApiAuth(c.get('sessionConfig').secret, apiAuth, session.id)) throw unauthorized(c);
    if (!options.duringPasswordChange && mustChangePassword(session)) throw outcome('auth.passwordChangeRequired');
    await next();
  };

/** An administrator of their own client (spec §6); every admin query is then scoped by session.client.id. */
export const requireAdmin = (): MiddlewareHandler<SessionEnv> => async (c, next) => {
  await requireBuyer()(c, async () => {
    if (!sessionOf(c).buyer.isAdmin) throw outcome('auth.forbidden');
    await next();
  });
};

/** Whether the session may see a buyer's record: themselves, or an admin of the same client. */
export const canSeeBuyer = (session: Session, target: { id: string; clientId: string }): boolean =>
  target.id === session.buyer.id || (session.buyer.isAdmin && target.clientId === session.client.id);

/** Whether the session may see a client's record: only its own client. */
export const canSeeClient = (session: Session, clientId: string): boolean => clientId === session.client.id;
