import { formatMessage, httpStatusOf, languageOf } from '@comptoir/core';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../../db/index.ts';
import { requireBuyer, sessionOf } from '../../platform/authorization.ts';
import { refuseForeignOrigin } from '../../platform/origin-check.ts';
import { localeOf, outcome, outcomeBody, outcomeResponse, validate } from '../../platform/errors.ts';
import type { FlagService } from '../../platform/flags.ts';
import { clientAddress, tooManyRequests } from '../../platform/rate-limit.ts';
import { clearSessionCookies, setApiAuthCookie, setSessionCookies } from '../../platform/session-cookies.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { signApiAuth } from '../../platform/session-token.ts';
import { clearGuestCartCookie, guestCartTokenOf } from '../cart/index.ts';
import { accountActivationSteps } from './activation-service.ts';
import { landingUrl, passwordChangeUrl } from './landing.ts';
import { changePassword } from './password-service.ts';
import { AdminHandoffParamsSchema, AuthenticateBodySchema, ChangePasswordBodySchema, LogoutBodySchema } from './schemas.ts';
import { adminHandoff } from './admin-handoff-service.ts';
import { mintHandoff, ownHandoffSubject, signOut, type HandoffLink } from './session-service.ts';
import { factsOf } from './request-facts.ts';
import { signInWithHandoff, signInWithPassword, type SignInResult } from './sign-in-service.ts';

export interface AuthDeps {
  readonly db: Database;
  readonly flags: FlagService;
}

/** The auto-login link of a handoff opens the storefront in the language of the request. */
const handoffLink = (c: Context<SessionEnv>): HandoffLink => ({ publicOrigin: c.get('sessionConfig').publicOrigin, language: languageOf(localeOf(c)) });

/** Spec §7 authenticate answer; failures also carry `messages` with primaryMessage, as the spec's client reads them. */
const authenticateAnswer = (c: Context<SessionEnv>, result: SignInResult) => {
  if (!result.ok) {
    if (result.retryAfterSeconds) return tooManyRequests(c, result.retryAfterSeconds, result.outcome);
    const body = outcomeBody(c, result.outcome);
    return c.json({ ...body, buyerId: null, sessionId: null, redirectUrl: null, adminUserId: null, messages: [{ primaryMessage: formatMessage(localeOf(c), result.outcome) }] }, httpStatusOf(result.outcome) as ContentfulStatusCode);
  }
  const { buyer, session } = result;
  const { cookies, secret } = c.get('sessionConfig');
  // An admin acting for the buyer (admin handoff), else the admin signing in as themselves (spec §6).
  const adminUserId = result.adminUserId ?? (buyer.isAdmin ? buyer.id : null);
  setSessionCookies(c, cookies, { token: session.token, buyerId: buyer.id, adminUserId, language: buyer.cultureCode, apiAuth: signApiAuth(secret, session.sessionId) });
  if (guestCartTokenOf(c)) clearGuestCartCookie(c);
  // Decision 032: the buyer's own sign-in with a temporary password goes to change it first, and is told why.
  const passwordChangeRequired = buyer.passwordChangeRequired && result.adminUserId === null;
  const landing = landingUrl(buyer, buyer.cultureCode);
  const redirectUrl = passwordChangeRequired ? passwordChangeUrl(landing, buyer.cultureCode) : landing;
  const messages = passwordChangeRequired ? [{ primaryMessage: formatMessage(buyer.cultureCode, 'auth.passwordChangeRequired') }] : [];
  // designed: what the guest-cart merge did (added lines, restricted items removed), for the cart toast.
  return c.json({ isSuccess: true, buyerId: buyer.id, sessionId: session.sessionId, redirectUrl, messages, adminUserId, passwordChangeRequired, CartMessages: result.cartMessages });
};

/** The authentication service, mounted at /svc/auth. */
export const authRoutes = ({ db }: AuthDeps) =>
  new Hono<SessionEnv>()
    .post('/api/buyer/authenticate', validate('json', AuthenticateBodySchema), async (c) => {
      const body = c.req.valid('json');
      const facts = factsOf(c);
      const result = 'logonName' in body ? await signInWithPassword(db, body, facts) : await signInWithHandoff(db, { buyerId: body.buyerId, token: body.sessionId, postalCode: body.postalCode }, facts);
      return authenticateAnswer(c, result);
    })
    .get('/session', (c) => {
      const session = c.get('session');
      if (!session) {
        clearSessionCookies(c, c.get('sessionConfig').cookies);
        throw outcome(c.get('sessionToken') ? 'auth.unauthorized' : 'auth.missingSessionId');
      }
      const headerBuyerId = c.req.header('BuyerId');
      if (headerBuyerId !== undefined && headerBuyerId !== session.buyer.id) throw outcome('auth.couldNotFetchApiAuth');
      const token = signApiAuth(c.get('sessionConfig').secret, session.id);
      setApiAuthCookie(c, c.get('sessionConfig').cookies, token);
      c.header('Cache-Control', 'no-store');
      return c.text(token);
    })
    .post('/api/buyer/logout', refuseForeignOrigin(), validate('json', LogoutBodySchema), async (c) => {
      const { returnUrl } = c.req.valid('json');
      await signOut(db, c.get('sessionToken'), c.get('session'), c.get('requestId'));
      clearSessionCookies(c, c.get('sessionConfig').cookies);
      return c.json({ isSuccess: true, redirectUrl: returnUrl ?? `/${languageOf(localeOf(c))}`, Messages: [] });
    })
    .post('/api/buyer/handoff', requireBuyer(), async (c) => c.json(await mintHandoff(db, ownHandoffSubject(sessionOf(c)), handoffLink(c), c.get('requestId')), 201));

/** designed: POST /admin-api/buyers/{buyerId}/handoff — an admin signs in as a buyer of their client (behind requireAdmin). */
export const adminHandoffRoutes = ({ db }: AuthDeps) =>
  new Hono<SessionEnv>().post('/buyers/:buyerId/handoff', validate('param', AdminHandoffParamsSchema), async (c) => {
    const result = await adminHandoff(db, sessionOf(c), c.req.valid('param').buyerId, handoffLink(c), c.get('requestId'));
    return result.ok ? c.json(result.handoff, 201) : outcomeResponse(c, result.outcome);
  });

/** Storefront account calls, mounted at /api. */
export const accountRoutes = ({ db, flags }: AuthDeps) =>
  new Hono<SessionEnv>()
    .get('/buyer/accountActivationSteps', requireBuyer(), async (c) => c.json(await accountActivationSteps(db, sessionOf(c).buyer.id)))
    .post('/changePassword', requireBuyer({ duringPasswordChange: true }), validate('json', ChangePasswordBodySchema), async (c) => {
      const session = sessionOf(c);
      const facts = { userAgent: c.req.header('User-Agent') ?? '', ipAddress: clientAddress(c), requestId: c.get('requestId') };
      const result = await changePassword(db, flags, session, c.req.valid('json'), facts);
      if (!result.ok) return 'limited' in result ? tooManyRequests(c, result.limited.retryAfterSeconds, 'auth.tooManyAttempts') : outcomeResponse(c, result.outcome, result.params);
      const { cookies, secret } = c.get('sessionConfig');
      const adminUserId = session.adminUserId ?? (session.buyer.isAdmin ? session.buyer.id : null);
      setSessionCookies(c, cookies, { token: result.session.token, buyerId: session.buyer.id, adminUserId, language: localeOf(c), apiAuth: signApiAuth(secret, result.session.sessionId) });
      return c.json({ isSuccess: true, sessionId: result.session.sessionId, Messages: [] });
    });
