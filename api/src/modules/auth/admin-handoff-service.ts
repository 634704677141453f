import type { Database } from '../../db/index.ts';
import type { Session } from '../../platform/session.ts';
import { findBuyerById } from './repo.ts';
import { mintHandoff, type Handoff, type HandoffLink } from './session-service.ts';

export type AdminHandoffResult = { ok: true; handoff: Handoff } | { ok: false; outcome: 'errors.notFound' | 'admin.buyerInactive' };

/**
 * An admin's "sign in as this buyer": a login-by-ids handoff for a buyer of the admin's own client (any
 * other buyer is not found), refused for a deactivated buyer. The session it opens names the admin as
 * adminUserId, so audit rows say who acted. An admin already acting for someone stays the one acting.
 */
export async function adminHandoff(db: Database, session: Session, buyerId: string, link: HandoffLink, requestId: string): Promise<AdminHandoffResult> {
  const buyer = await findBuyerById(db, buyerId);
  if (!buyer || buyer.clientId !== session.client.id) return { ok: false, outcome: 'errors.notFound' };
  if (!buyer.isActive) return { ok: false, outcome: 'admin.buyerInactive' };
  const subject = { buyerId: buyer.id, clientId: buyer.clientId, shipToId: buyer.defaultShipToId, adminUserId: session.adminUserId ?? session.buyer.id };
  return { ok: true, handoff: await mintHandoff(db, subject, link, requestId) };
}
