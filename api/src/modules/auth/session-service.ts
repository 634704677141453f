import type { Database } from '../../db/index.ts';
import { audit, sessionActor } from '../../platform/audit.ts';
import type { Session } from '../../platform/session.ts';
import { revokeSession } from '../../platform/session-store.ts';
import { HANDOFF_LIFETIME_MS, hashToken, newToken } from '../../platform/session-token.ts';
import { insertHandoff, postalCodeOf } from './repo.ts';

/** Sign-out revokes the presented session; a replay of its cookie then finds nothing. */
export async function signOut(db: Database, token: string | null, session: Session | null, requestId: string): Promise<void> {
  if (!token) return;
  await db.transaction(async (tx) => {
    const revoked = await revokeSession(tx, token);
    if (revoked && session) {
      await audit(tx, { ...sessionActor(session), clientId: session.client.id, action: 'auth.signOut', entity: 'session', entityId: session.id, requestId });
    }
  });
}

export interface Handoff {
  readonly BuyerId: string;
  readonly SessionId: string;
  readonly PostalCode: string | null;
  readonly ExpiresAt: string;
  /** The auto-login link (spec §2.2: login-by-ids parameters trigger auto-login). */
  readonly Url: string;
}

/** Whom a handoff signs in, and the admin acting for them (null when the buyer mints their own). */
export interface HandoffSubject {
  readonly buyerId: string;
  readonly clientId: string;
  /** The ship-to whose postal code the link carries. */
  readonly shipToId: string | null;
  readonly adminUserId: string | null;
}

/** Where the auto-login link points: the storefront's home in a language. */
export interface HandoffLink {
  readonly publicOrigin: string;
  readonly language: 'en' | 'fr';
}

/**
 * Mints a login-by-ids handoff (e.g. to continue on another device, from a punch-out system, or an admin
 * signing in as the buyer): single use, a few minutes, tied to the ship-to's postal code.
 */
export async function mintHandoff(db: Database, subject: HandoffSubject, link: HandoffLink, requestId: string): Promise<Handoff> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + HANDOFF_LIFETIME_MS);
  const postalCode = await postalCodeOf(db, subject.shipToId);
  const { buyerId, adminUserId } = subject;
  await db.transaction(async (tx) => {
    await insertHandoff(tx, { tokenHash: hashToken(token), buyerId, adminUserId, postalCode, createdAt: now, expiresAt });
    await audit(tx, { actor: adminUserId ?? buyerId, onBehalfOf: adminUserId ? buyerId : null, clientId: subject.clientId, action: 'auth.handoff.mint', entity: 'buyer', entityId: buyerId, after: { expiresAt }, requestId });
  });
  const query = new URLSearchParams({ buyerId, sessionId: token, ...(postalCode ? { postalCode } : {}) });
  return { BuyerId: buyerId, SessionId: token, PostalCode: postalCode, ExpiresAt: expiresAt.toISOString(), Url: `${link.publicOrigin}/${link.language}/?${query}` };
}

/** A session's own handoff: an admin acting for the buyer stays the one acting on the other device. */
export const ownHandoffSubject = (session: Session): HandoffSubject => ({
  buyerId: session.buyer.id,
  clientId: session.client.id,
  shipToId: session.shipToId,
  adminUserId: session.adminUserId,
});
