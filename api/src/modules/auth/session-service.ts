import type { Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
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
      await audit(tx, { actor: session.buyer.id, clientId: session.client.id, action: 'auth.signOut', entity: 'session', entityId: session.id, requestId });
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

/**
 * Mints a login-by-ids handoff for the signed-in buyer (e.g. to continue on another device or from a
 * punch-out system): single use, a few minutes, tied to the buyer's ship-to postal code.
 */
export async function mintHandoff(db: Database, session: Session, publicOrigin: string, language: 'en' | 'fr', requestId: string): Promise<Handoff> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + HANDOFF_LIFETIME_MS);
  const postalCode = await postalCodeOf(db, session.shipToId);
  await db.transaction(async (tx) => {
    await insertHandoff(tx, { tokenHash: hashToken(token), buyerId: session.buyer.id, postalCode, createdAt: now, expiresAt });
    await audit(tx, { actor: session.buyer.id, clientId: session.client.id, action: 'auth.handoff.mint', entity: 'buyer', entityId: session.buyer.id, after: { expiresAt }, requestId });
  });
  const query = new URLSearchParams({ buyerId: session.buyer.id, sessionId: token, ...(postalCode ? { postalCode } : {}) });
  return { BuyerId: session.buyer.id, SessionId: token, PostalCode: postalCode, ExpiresAt: expiresAt.toISOString(), Url: `${publicOrigin}/${language}/?${query}` };
}
