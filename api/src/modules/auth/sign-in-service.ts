import { normalisePostalCode, type Locale, type Message, type OutcomeCode } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/password.ts';
import { startSession, type NewSession } from '../../platform/session-store.ts';
import { hashToken } from '../../platform/session-token.ts';
import { mergeGuestCart, type BuyerContext } from '../cart/index.ts';
import { accountHashOf } from './logon-name.ts';
import { consumeHandoff, findBuyerById, isActingAdmin, findBuyerByLogonName, markSignedIn, recordLoginAttempt, type SignInBuyer } from './repo.ts';
import { purgeSignInLeftovers } from './sign-in-retention.ts';
import { admitSignIn, settleSignIn, type Admission } from './sign-in-throttle.ts';
import { temporaryPasswordExpired } from './temporary-password.ts';

export interface RequestFacts {
  readonly ipAddress: string;
  readonly userAgent: string;
  readonly requestId: string;
  /** The session cookie presented, revoked when the new session starts (rotation). */
  readonly previousToken: string | null;
  readonly locale: Locale;
  /** The guest-cart cookie's token: its cart is merged into the buyer's cart in the sign-in transaction. */
  readonly guestCartToken?: string | null;
  /** SESSION_SECRET: the key of the logon-name hash the throttling counts by. */
  readonly secret: string;
}

export type SignInResult =
  | { ok: true; buyer: SignInBuyer; session: NewSession; cartMessages: Message[]; adminUserId: string | null }
  | { ok: false; outcome: OutcomeCode; retryAfterSeconds?: number };

const failure = (outcome: OutcomeCode, retryAfterSeconds?: number): SignInResult => ({ ok: false, outcome, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });

/** A hash to verify against when the logon name is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

const limited = (admission: Exclude<Admission, { ok: true }>) => failure(admission.outcome, admission.retryAfterSeconds);

/** The buyer's cart context for the guest-cart merge (the cart is re-priced live at every read). */
const mergeContext = (buyer: SignInBuyer, facts: RequestFacts, adminUserId: string | null): BuyerContext => ({
  buyerId: buyer.id,
  clientId: buyer.clientId,
  shipToId: buyer.defaultShipToId,
  locale: facts.locale,
  adminUserId,
  isInGroupOrder: false,
  requestId: facts.requestId,
});

/**
 * The session starts, the old one is revoked, the guest cart is merged and the sign-in is audited, all in
 * one transaction. An admin acting for the buyer is the session's adminUserId and the audit row's actor.
 */
async function open(db: Database, buyer: SignInBuyer, facts: RequestFacts, how: string, options: { rehash?: string; adminUserId?: string | null } = {}): Promise<SignInResult> {
  const now = new Date();
  const adminUserId = options.adminUserId ?? null;
  let cartMessages: Message[] = [];
  const session = await db.transaction(async (tx) => {
    const started = await startSession(tx, { buyerId: buyer.id, shipToId: buyer.defaultShipToId, previousToken: facts.previousToken ?? undefined, userAgent: facts.userAgent, ipAddress: facts.ipAddress, adminUserId }, now);
    // The buyer's last sign-in is theirs: an admin acting for them does not move it.
    if (!adminUserId) await markSignedIn(tx, buyer.id, now, options.rehash);
    if (facts.guestCartToken) cartMessages = await mergeGuestCart(tx, mergeContext(buyer, facts, adminUserId), hashToken(facts.guestCartToken));
    await audit(tx, { actor: adminUserId ?? buyer.id, onBehalfOf: adminUserId ? buyer.id : null, clientId: buyer.clientId, action: `auth.signIn.${how}`, entity: 'session', entityId: started.sessionId, after: { sessionId: started.sessionId, expiresAt: started.expiresAt, adminUserId }, requestId: facts.requestId });
    return started;
  });
  return { ok: true, buyer, session, cartMessages, adminUserId };
}

/** Who may open this kind of session once the password is right (the console: administrators only); null lets them in. */
export type SignInAdmission = (buyer: SignInBuyer) => OutcomeCode | null;

/** Sign-in with logon name and password (spec §7 authenticate). Unknown name and wrong password answer alike. */
export async function signInWithPassword(db: Database, input: { logonName: string; password: string }, facts: RequestFacts, options: { admit?: SignInAdmission; how?: string } = {}): Promise<SignInResult> {
  const attempt = { account: accountHashOf(facts.secret, input.logonName), address: facts.ipAddress, paced: true };
  const admission = await admitSignIn(db, attempt);
  if (!admission.ok) return limited(admission);
  const buyer = await findBuyerByLogonName(db, input.logonName);
  const matches = await verifyPassword(input.password, buyer?.passwordHash ?? (await decoy()));
  const expired = !!buyer && temporaryPasswordExpired(buyer, new Date());
  const succeeded = !!buyer && matches && buyer.isActive && !expired;
  await recordLoginAttempt(db, { accountHash: attempt.account, buyerId: buyer?.id ?? null, ipAddress: facts.ipAddress, succeeded });
  await purgeSignInLeftovers(db);
  if (!buyer || !buyer.passwordHash || !matches) return failure('auth.couldNotAuthenticate');
  if (!buyer.isActive) return failure('auth.accountInactive');
  if (expired) return failure('auth.temporaryPasswordExpired');
  await settleSignIn(db, attempt, admission.at);
  const refused = options.admit?.(buyer);
  if (refused) return failure(refused);
  const rehash = needsRehash(buyer.passwordHash) ? await hashPassword(input.password) : undefined;
  return open(db, buyer, facts, options.how ?? 'password', rehash ? { rehash } : {});
}

/**
 * Login-by-ids (auto-login links): the SessionId is a single-use handoff token minted minutes ago. The
 * token is spent even when the buyer id or postal code do not match, so it cannot be probed.
 */
export async function signInWithHandoff(db: Database, input: { buyerId: string; token: string; postalCode: string }, facts: RequestFacts): Promise<SignInResult> {
  // The token is 32 random bytes: no pace is needed, and none may keep the buyer's own links out.
  const admission = await admitSignIn(db, { account: `handoff:${input.buyerId}`, address: facts.ipAddress, paced: false });
  if (!admission.ok) return limited(admission);
  const handoff = await consumeHandoff(db, hashToken(input.token), new Date());
  await purgeSignInLeftovers(db);
  const expected = handoff?.postalCode ? normalisePostalCode(handoff.postalCode) : null;
  const postalMatches = expected === null || (expected !== undefined && expected === normalisePostalCode(input.postalCode));
  if (!handoff || handoff.buyerId !== input.buyerId || !postalMatches) return failure('auth.couldNotAuthenticate');
  const buyer = await findBuyerById(db, handoff.buyerId);
  // A link an admin minted opens nothing once they no longer act for the client (the session would be dead anyway).
  if (!buyer || (handoff.adminUserId && !(await isActingAdmin(db, handoff.adminUserId, buyer.clientId)))) return failure('auth.couldNotAuthenticate');
  if (!buyer.isActive) return failure('auth.accountInactive');
  return open(db, buyer, facts, 'handoff', { adminUserId: handoff.adminUserId });
}
