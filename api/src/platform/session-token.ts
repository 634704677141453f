import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the only form in which a session or handoff token ever leaves the server. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A well-formed token is exactly 43 base64url characters; anything else is rejected before any lookup. */
export const isWellFormedToken = (value: string | undefined | null): value is string => !!value && /^[A-Za-z0-9_-]{43}$/.test(value);

/** What the database keeps: a leaked table does not yield usable tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * For values the database must match but never hold in clear (a typed logon name): without SESSION_SECRET a
 * leaked table cannot be checked against guesses. Each purpose hashes with its own key, derived from the secret.
 */
export const keyedHash = (secret: string, purpose: string, value: string): string =>
  createHmac('sha256', createHmac('sha256', secret).update(purpose).digest()).update(value).digest('hex');

/** The absolute session lifetime (spec §9: auth cookies last 30 days). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A login-by-ids handoff is usable once, within minutes. */
export const HANDOFF_LIFETIME_MS = 5 * 60 * 1000;
/** The APIAUTH token is short-lived; the client fetches a new one from GET /svc/auth/session. */
export const API_AUTH_LIFETIME_MS = 15 * 60 * 1000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** APIAUTH: `<sessionId>.<expiry ms>.<hmac>`, signed with SESSION_SECRET and tied to one session. */
export const signApiAuth = (secret: string, sessionId: string, now = Date.now()): string => {
  const payload = `${sessionId}.${now + API_AUTH_LIFETIME_MS}`;
  return `${payload}.${sign(secret, payload)}`;
};

export const verifyApiAuth = (secret: string, token: string, sessionId: string, now = Date.now()): boolean => {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [id, expiry, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${expiry}`));
  const actual = Buffer.from(mac);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
  return id === sessionId && /^\d+$/.test(expiry) && Number(expiry) > now;
};
