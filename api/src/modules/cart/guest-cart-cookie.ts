import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionEnv } from '../../platform/session.ts';
import { SESSION_LIFETIME_MS, isWellFormedToken } from '../../platform/session-token.ts';

/** designed: the guest cart's random token (HttpOnly); the database keeps its SHA-256 only, like sessions. */
export const GUEST_CART_COOKIE = 'GuestCartId';

/** The guest-cart token presented, when well formed (anything else is ignored, never looked up). */
export const guestCartTokenOf = (c: Context<SessionEnv>): string | null => {
  const value = getCookie(c, GUEST_CART_COOKIE);
  return isWellFormedToken(value) ? value : null;
};

export const setGuestCartCookie = (c: Context<SessionEnv>, token: string): void =>
  setCookie(c, GUEST_CART_COOKIE, token, { path: '/', sameSite: 'Lax', httpOnly: true, secure: c.get('sessionConfig').cookies.secure, maxAge: Math.floor(SESSION_LIFETIME_MS / 1000) });

/** After a sign-in merged it, the guest cart no longer exists. */
export const clearGuestCartCookie = (c: Context<SessionEnv>): void => {
  deleteCookie(c, GUEST_CART_COOKIE, { path: '/', secure: c.get('sessionConfig').cookies.secure });
};
