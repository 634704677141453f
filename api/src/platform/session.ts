import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app.ts';
import type { Database } from '../db/index.ts';
import { cookieNames, type CookiePolicy } from './session-cookies.ts';
import { findSession, type Session } from './session-store.ts';
import { isWellFormedToken } from './session-token.ts';

export type { Session } from './session-store.ts';

/** Security settings from the configuration, shared by the session middleware and the auth routes. */
export interface SessionConfig {
  readonly cookies: CookiePolicy;
  /** SESSION_SECRET: signs APIAUTH tokens. */
  readonly secret: string;
  /** The public origin (PUBLIC_ORIGIN): auto-login links and the Origin check. */
  readonly publicOrigin: string;
  /** TRUST_PROXY: the api is behind our own proxy, whose X-Forwarded-For hop names the client. */
  readonly trustProxy: boolean;
}

export interface SessionVariables {
  /** The caller's live session, or null (anonymous, or a cookie that did not match a live session). */
  session: Session | null;
  /** The token from the session cookie when it is well formed (sign-in rotates it, sign-out revokes it). */
  sessionToken: string | null;
  /** Which cookie carried it: the admin api reads the console's own first (decision 039). */
  sessionCookie: SessionCookie;
  /** True when a session cookie was sent but is not (or no longer) valid. */
  sessionRejected: boolean;
  sessionConfig: SessionConfig;
}

/** The environment of every route behind the session middleware. */
export type SessionEnv = { Variables: AppEnv['Variables'] & SessionVariables };

/** Secure cookies everywhere except a plain-http local origin (spec: Secure outside local development). */
export const isLocalOrigin = (origin: string): boolean => {
  const { protocol, hostname } = new URL(origin);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
};

export type SessionCookie = typeof cookieNames.session | typeof cookieNames.consoleSession;

/**
 * Reads the session cookie once per request; the guards in authorization.ts decide what a route needs. Of the
 * cookies named, the first one sent is the request's: the admin api's console cookie, else the storefront's.
 */
export const sessionMiddleware =
  (db: Database, config: SessionConfig, names: readonly SessionCookie[] = [cookieNames.session]): MiddlewareHandler<SessionEnv> =>
  async (c, next) => {
    const name = names.find((candidate) => getCookie(c, candidate) !== undefined) ?? cookieNames.session;
    const cookie = getCookie(c, name);
    const token = isWellFormedToken(cookie) ? cookie : null;
    const session = token ? await findSession(db, token) : null;
    c.set('sessionConfig', config);
    c.set('sessionToken', token);
    c.set('sessionCookie', name);
    c.set('session', session);
    c.set('sessionRejected', cookie !== undefined && session === null);
    await next();
  };
