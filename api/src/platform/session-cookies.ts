import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { LANGUAGE_COOKIE } from './language.ts';
import { SESSION_LIFETIME_MS } from './session-token.ts';

/** Spec §3 Cookies. Only SessionId (the random token) authenticates; BuyerId and AdminUserId are informational. */
export const cookieNames = {
  session: 'SessionId',
  buyerId: 'BuyerId',
  adminUserId: 'AdminUserId',
  apiAuth: 'APIAUTH',
  language: LANGUAGE_COOKIE,
  /** The admin console's own session (decision 039): a storefront sign-in in the same browser leaves it alone. */
  consoleSession: 'ConsoleSessionId',
} as const;

export interface CookiePolicy {
  /** Secure outside local development (http://localhost). */
  readonly secure: boolean;
}

const base = (policy: CookiePolicy, httpOnly: boolean): CookieOptions => ({
  path: '/',
  sameSite: 'Lax',
  secure: policy.secure,
  httpOnly,
  maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
});

/** The cookies of a fresh session; the spec's client reads BuyerId, AdminUserId, APIAUTH and Language. */
export function setSessionCookies(
  c: Context,
  policy: CookiePolicy,
  values: { token: string; buyerId: string; adminUserId: string | null; language: string; apiAuth: string },
): void {
  setCookie(c, cookieNames.session, values.token, base(policy, true));
  setCookie(c, cookieNames.buyerId, values.buyerId, base(policy, false));
  if (values.adminUserId) setCookie(c, cookieNames.adminUserId, values.adminUserId, base(policy, false));
  else deleteCookie(c, cookieNames.adminUserId, { path: '/' });
  setApiAuthCookie(c, policy, values.apiAuth);
  setLanguageCookie(c, policy, values.language);
}

/** APIAUTH is read by the client's fetch wrapper (spec §7 Common behaviour), so not HttpOnly; it is short-lived. */
export const setApiAuthCookie = (c: Context, policy: CookiePolicy, token: string): void =>
  setCookie(c, cookieNames.apiAuth, token, { ...base(policy, false), maxAge: 15 * 60 });

export const setLanguageCookie = (c: Context, policy: CookiePolicy, language: string): void =>
  setCookie(c, cookieNames.language, language, base(policy, false));

/** Spec §8 Unauthenticated: session cleanup and cookies cleared (the language choice stays). */
export function clearSessionCookies(c: Context, policy: CookiePolicy): void {
  for (const name of [cookieNames.session, cookieNames.buyerId, cookieNames.adminUserId, cookieNames.apiAuth]) {
    deleteCookie(c, name, { path: '/', secure: policy.secure });
  }
}

/** Sent to the admin api only, and never with another site's request. */
const consoleCookie = (policy: CookiePolicy): CookieOptions => ({ ...base(policy, true), path: '/admin-api', sameSite: 'Strict' });

export const setConsoleSessionCookie = (c: Context, policy: CookiePolicy, token: string): void => setCookie(c, cookieNames.consoleSession, token, consoleCookie(policy));

export const clearConsoleSessionCookie = (c: Context, policy: CookiePolicy): void => {
  deleteCookie(c, cookieNames.consoleSession, { path: '/admin-api', secure: policy.secure });
};
