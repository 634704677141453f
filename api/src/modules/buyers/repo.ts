import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { approvalGroupApprovers, approvalGroupMembers, buyerShipTos, buyers, clients, groupOrderInvitees, groupOrders, shipTos } from '../../db/schema/index.ts';

const isApproverSql = sql<boolean>`exists (select 1 from ${approvalGroupApprovers} where ${approvalGroupApprovers.buyerId} = ${buyers.id})`;
const openGroupOrderSql = sql<number | null>`(select ${groupOrders.groupOrderNumber} from ${groupOrderInvitees} join ${groupOrders} on ${groupOrders.id} = ${groupOrderInvitees.groupOrderId}
  where ${groupOrderInvitees.buyerId} = ${buyers.id} and ${groupOrders.status} = 'open' order by ${groupOrders.groupOrderNumber} desc limit 1)`;

/** A buyer with what the Buyer entity derives from other tables (approver, open group order, client suspension). */
/**
 * A deleted buyer is nobody's to see or change (decision 034), here as in the console. With `lock`, the row is held until
 * the transaction ends: a change waits for a deletion under way and then finds nobody.
 */
export async function findBuyer(db: Executor, buyerId: string, { lock = false } = {}) {
  const query = db
    .select({
      buyer: buyers,
      isApprover: isApproverSql,
      groupOrderNumber: openGroupOrderSql,
      suspendedDateFrom: clients.suspendedDateFrom,
      suspendedDateUntil: clients.suspendedDateUntil,
    })
    .from(buyers)
    .innerJoin(clients, eq(clients.id, buyers.clientId))
    .where(and(eq(buyers.id, buyerId), isNull(buyers.deletedAt)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: buyers }) : query);
  return row ?? null;
}
export type BuyerRecord = NonNullable<Awaited<ReturnType<typeof findBuyer>>>;

export type BuyerChanges = Partial<Pick<typeof buyers.$inferInsert,
  'firstName' | 'lastName' | 'emailAddress' | 'secondaryEmailAddress' | 'telNumber' | 'telNumberExtension' | 'faxNumber' | 'title' | 'preferedBillingOptionType' | 'cultureCode'>>;

export async function updateBuyer(db: Executor, buyerId: string, changes: BuyerChanges) {
  await db.update(buyers).set({ ...changes, updatedAt: new Date() }).where(eq(buyers.id, buyerId));
}

/** The approvers of every approval group the buyer belongs to, in approval sequence. */
export async function approversOf(db: Executor, buyerId: string) {
  return db
    .selectDistinctOn([buyers.id], { buyerId: buyers.id, firstName: buyers.firstName, lastName: buyers.lastName, emailAddress: buyers.emailAddress, sequence: approvalGroupApprovers.sequence })
    .from(approvalGroupMembers)
    .innerJoin(approvalGroupApprovers, eq(approvalGroupApprovers.approvalGroupId, approvalGroupMembers.approvalGroupId))
    .innerJoin(buyers, eq(buyers.id, approvalGroupApprovers.buyerId))
    .where(and(eq(approvalGroupMembers.buyerId, buyerId), eq(buyers.isActive, true)))
    .orderBy(buyers.id, asc(approvalGroupApprovers.sequence));
}

/** The ship-tos a buyer may order for: favourites first (at most maxFavorites of them flagged), then by sequence. */
export async function shipTosOf(db: Executor, buyerId: string, maxElements: number) {
  return db
    .select({ shipTo: shipTos, isFavorite: buyerShipTos.isFavorite, clientNo: clients.clientNo })
    .from(buyerShipTos)
    .innerJoin(shipTos, eq(shipTos.id, buyerShipTos.shipToId))
    .innerJoin(clients, eq(clients.id, shipTos.clientId))
    .where(eq(buyerShipTos.buyerId, buyerId))
    .orderBy(desc(buyerShipTos.isFavorite), asc(buyerShipTos.sequence), asc(shipTos.shipToNo))
    .limit(maxElements);
}

export async function findShipTo(db: Executor, shipToId: string) {
  const [row] = await db.select().from(shipTos).where(eq(shipTos.id, shipToId)).limit(1);
  return row ?? null;
}
