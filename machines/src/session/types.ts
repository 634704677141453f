import type { Language, LandingPage, OutcomeCode } from '@comptoir/core';

/** The buyer of a session (spec §3 Buyer, the fields the session needs). */
export interface SessionBuyer {
  buyerId: string;
  sessionId: string;
  logonName: string;
  firstPageType?: number | null;
  /** Suspension window of the buyer or its client, whichever applies (spec §4 'Suspension'). */
  suspendedDateFrom?: string | null;
  suspendedDateUntil?: string | null;
  /** Whether the buyer's open order (the cart) is loaded. */
  hasLoadedOrder?: boolean;
}

/** Spec §4 'Logout': where the buyer goes after signing out. */
export type LogoutDestination =
  | { kind: 'home' }
  | { kind: 'url'; url: string }
  | { kind: 'logoffPage' }
  | { kind: 'punchOutCart' };

export interface SessionInput {
  /** Outside production a 401 signs the buyer out (spec §4 'Session'). */
  production: boolean;
  /** Today's date (yyyy-mm-dd) in the buyer's time zone, for the suspension window. */
  today: string;
  language: Language;
  pwgs?: 1 | 3;
  /** A session restored from the cookies at start-up. */
  buyer?: SessionBuyer | null;
}

export interface SessionContext {
  production: boolean;
  today: string;
  language: Language;
  pwgs: 1 | 3;
  buyer: SessionBuyer | null;
  /** Why the last sign-in failed: a catalogue code, or the server's own primary message. */
  error: SessionError | null;
  destination: LogoutDestination;
  /** The page the auto-login link being followed named; null leaves the landing to the buyer's firstPageType. */
  linkedPage: string | null;
  /** True from a 401 (the session ended elsewhere or expired) until the next sign-in. */
  ended: boolean;
}

export type SessionError = { code: OutcomeCode } | { text: string };

export interface Credentials {
  logonName: string;
  password: string;
  postalCode?: string;
}

/**
 * Spec §2.2, §7 login-by-ids: the buyer id, session id and postal code of an auto-login link. The session id is a
 * single-use handoff token that expires within minutes: it goes to authenticate, never into a cookie.
 */
export interface LoginByIds {
  buyerId: string;
  sessionId: string;
  postalCode: string;
}

/** An auto-login link followed: its ids and the page it named (null: the home page, so the buyer's landing page). */
export interface AutoLogin extends LoginByIds {
  page: string | null;
}

export type SessionEvent =
  | { type: 'session.signInRequested'; credentials: Credentials }
  | ({ type: 'session.autoLoginRequested' } & AutoLogin)
  | { type: 'session.unauthorized' }
  | { type: 'session.signOutRequested'; destination: LogoutDestination }
  | { type: 'session.pageMounted' }
  | { type: 'session.languageToggled' }
  | { type: 'session.pwgsToggled' }
  /** The buyer changed their own profile (spec §2.2 edit profile): the members the api answered replace the kept ones. */
  | { type: 'session.buyerChanged'; changes: Readonly<Record<string, unknown>> };

/** The authentication service's answer (spec §7: buyerId, sessionId, redirectUrl, messages' primaryMessage, adminUserId). */
export interface AuthenticationAnswer {
  buyer: SessionBuyer | null;
  primaryMessage?: string | null;
  /** The app refuses a buyer the server let in (the admin console: not an administrator), as a catalogue code. */
  refusal?: OutcomeCode | null;
  redirectUrl?: string | null;
}

export interface LandingParams {
  page: LandingPage;
  redirectUrl: string | null;
}
