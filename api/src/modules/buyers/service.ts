import type { Database } from '../../db/index.ts';
import { audit, sessionActor } from '../../platform/audit.ts';
import { canSeeBuyer } from '../../platform/authorization.ts';
import type { Session } from '../../platform/session.ts';
import { findClient, toClient } from '../clients/index.ts';
import { toBuyer } from './buyer-shape.ts';
import { approversOf, findBuyer, findShipTo, shipTosOf, updateBuyer, type BuyerChanges, type BuyerRecord } from './repo.ts';
import type { BuyerChangesInput } from './schemas.ts';

/** The buyer if the session may see it; otherwise null, answered 404 whether or not it exists. */
async function visibleBuyer(db: Database, session: Session, buyerId: string): Promise<BuyerRecord | null> {
  const record = await findBuyer(db, buyerId);
  return record && canSeeBuyer(session, record.buyer) ? record : null;
}

export async function getBuyer(db: Database, session: Session, buyerId: string, includeClient: boolean) {
  const record = await visibleBuyer(db, session, buyerId);
  if (!record) return null;
  const client = includeClient ? await findClient(db, record.buyer.clientId) : null;
  return { ...toBuyer(record, session), ...(client ? { client: toClient(client) } : {}) };
}

/**
 * PATCH buyers/{buyerId}: only allow-listed fields (the schema refuses others), by the buyer or an
 * admin of the same client; the change and its audit row commit together.
 */
export async function patchBuyer(db: Database, session: Session, buyerId: string, input: BuyerChangesInput, requestId: string) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as BuyerChanges;
  const updated = await db.transaction(async (tx) => {
    const record = await findBuyer(tx, buyerId, { lock: true });
    if (!record || !canSeeBuyer(session, record.buyer)) return null;
    const changed = Object.keys(changes).filter((key) => record.buyer[key as keyof BuyerChanges] !== changes[key as keyof BuyerChanges]) as Array<keyof BuyerChanges>;
    if (changed.length === 0) return record;
    await updateBuyer(tx, buyerId, Object.fromEntries(changed.map((key) => [key, changes[key]])));
    // An admin signed in as the buyer is the one changing the profile; an admin editing a buyer acts on their behalf.
    const { actor } = sessionActor(session);
    await audit(tx, {
      actor,
      onBehalfOf: buyerId === actor ? null : buyerId,
      clientId: record.buyer.clientId,
      action: 'buyer.update',
      entity: 'buyer',
      entityId: buyerId,
      before: Object.fromEntries(changed.map((key) => [key, record.buyer[key]])),
      after: Object.fromEntries(changed.map((key) => [key, changes[key]])),
      requestId,
    });
    return findBuyer(tx, buyerId);
  });
  return updated ? toBuyer(updated, session) : null;
}

export async function getApprovers(db: Database, session: Session, buyerId: string) {
  if (!(await visibleBuyer(db, session, buyerId))) return null;
  const approvers = await approversOf(db, buyerId);
  return approvers.sort((a, b) => a.sequence - b.sequence).map(({ sequence: _sequence, ...approver }) => approver);
}

/** buyers/{buyerId}/sessions/{sessionId}: only the caller's own current session exists for them. */
export const ownSession = (session: Session, buyerId: string, sessionId: string) => buyerId === session.buyer.id && sessionId === session.id;

export async function getSession(db: Database, session: Session, buyerId: string, sessionId: string, includeShipToClient: boolean) {
  if (!ownSession(session, buyerId, sessionId)) return null;
  const shipTo = session.shipToId ? await findShipTo(db, session.shipToId) : null;
  const client = includeShipToClient ? await findClient(db, shipTo?.clientId ?? session.client.id) : null;
  return { buyerId, sessionId, shipToId: session.shipToId, ...(client ? { shipToClient: toClient(client) } : {}) };
}

export async function getShipTos(db: Database, session: Session, buyerId: string, sessionId: string, query: { maxElements: number; maxFavorites: number }) {
  if (!ownSession(session, buyerId, sessionId)) return null;
  const rows = await shipTosOf(db, buyerId, query.maxElements);
  let favorites = 0;
  return rows.map(({ shipTo, isFavorite, clientNo }) => {
    const favorite = isFavorite && favorites++ < query.maxFavorites;
    return {
      shipToId: shipTo.id,
      shipToNo: shipTo.shipToNo,
      clientId: shipTo.clientId,
      clientNo,
      address: { name: shipTo.name, line1: shipTo.line1, line2: shipTo.line2 || null, city: shipTo.city, province: shipTo.province, postalCode: shipTo.postalCode, country: 'CA' as const },
      isFavorite: favorite,
      isCurrent: shipTo.id === session.shipToId,
    };
  });
}
