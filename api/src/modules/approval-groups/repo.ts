import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { approvalGroupApprovers, approvalGroupMembers, approvalGroups, buyers, orders } from '../../db/schema/index.ts';
import { oneSpaced, oneSpacedText } from '../../platform/spaced-text.ts';
import type { OrderNotification } from '../order-notifications/index.ts';

const personColumns = { buyerId: buyers.id, firstName: buyers.firstName, lastName: buyers.lastName, logonName: buyers.logonName, isActive: buyers.isActive };
/** Accents and case aside, as people read names (Bélanger before Bennett). */
const folded = (text: SQL) => sql`immutable_unaccent(lower(${text}))`;
const byName = [folded(sql`${buyers.lastName}`), folded(sql`${buyers.firstName}`), asc(buyers.id)];

// Written out: drizzle leaves the outer table's columns unqualified inside a selected sql.
const memberCount = sql<number>`(select count(*)::int from approval_group_members m inner join buyers b on b.id = m.buyer_id where m.approval_group_id = "approval_groups"."id" and b.deleted_at is null)`;
const groupColumns = { approvalGroupId: approvalGroups.id, nameEn: approvalGroups.nameEn, nameFr: approvalGroups.nameFr, thresholdAmount: approvalGroups.thresholdAmount, memberCount };
export type GroupRow = { approvalGroupId: string; nameEn: string; nameFr: string; thresholdAmount: number; memberCount: number };

/** The client's approval groups, by their name in the reader's language. */
export async function listGroups(db: Executor, clientId: string, nameColumn: 'nameEn' | 'nameFr'): Promise<GroupRow[]> {
  return db.select(groupColumns).from(approvalGroups).where(eq(approvalGroups.clientId, clientId)).orderBy(folded(sql`${approvalGroups[nameColumn]}`), asc(approvalGroups.id));
}

/** A group of the client, or null: another client's group is not there for this admin. */
export async function findGroup(db: Executor, clientId: string, groupId: string): Promise<GroupRow | null> {
  const [row] = await db.select(groupColumns).from(approvalGroups).where(and(eq(approvalGroups.id, groupId), eq(approvalGroups.clientId, clientId))).limit(1);
  return row ?? null;
}

/** The approvers of the groups, each group's in approval sequence. */
export async function approversOf(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ approvalGroupId: approvalGroupApprovers.approvalGroupId, ...personColumns })
    .from(approvalGroupApprovers)
    .innerJoin(buyers, eq(buyers.id, approvalGroupApprovers.buyerId))
    .where(inArray(approvalGroupApprovers.approvalGroupId, [...groupIds]))
    .orderBy(asc(approvalGroupApprovers.sequence), asc(buyers.id));
}

export async function membersOf(db: Executor, groupId: string) {
  return db
    .select(personColumns)
    .from(approvalGroupMembers)
    .innerJoin(buyers, eq(buyers.id, approvalGroupMembers.buyerId))
    .where(and(eq(approvalGroupMembers.approvalGroupId, groupId), isNull(buyers.deletedAt)))
    .orderBy(...byName);
}

export async function ordersAwaitingApproval(db: Executor, groupId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${orders} where ${orders.approvalGroupId} = ${groupId} and ${orders.status} = 'awaitingApproval'`);
  return rows[0]?.n ?? 0;
}

/** The client's users who may approve: active and not deleted. */
const approverCandidates = (clientId: string) => and(eq(buyers.clientId, clientId), eq(buyers.isActive, true), isNull(buyers.deletedAt));

export async function approverOptions(db: Executor, clientId: string) {
  return db.select(personColumns).from(buyers).where(approverCandidates(clientId)).orderBy(...byName);
}

/** Of these ids, those of the client's users who may approve. */
export async function eligibleApprovers(db: Executor, clientId: string, buyerIds: readonly string[]): Promise<Set<string>> {
  if (buyerIds.length === 0) return new Set();
  const rows = await db.select({ id: buyers.id }).from(buyers).where(and(approverCandidates(clientId), inArray(buyers.id, [...buyerIds])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Another group of the client already has this name in that language (case, accents and how many spaces aside: 'Look
 * Alike' and 'Look  Alike' read the same in the list)?
 */
export async function nameTaken(db: Executor, clientId: string, column: 'nameEn' | 'nameFr', name: string, exceptGroupId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: approvalGroups.id })
    .from(approvalGroups)
    .where(and(eq(approvalGroups.clientId, clientId), sql`${oneSpaced(folded(sql`${approvalGroups[column]}`))} = ${folded(sql`${oneSpacedText(name)}`)}`));
  return rows.some((row) => row.id !== exceptGroupId);
}

/**
 * The client's group changes take turns (no unique index on a folded name: the check and the write hold this lock),
 * without blocking what only reads the client or refers to it (orders, sessions).
 */
export async function lockClientGroups(tx: Executor, clientId: string): Promise<void> {
  await queryRows(tx, sql`select id from clients where id = ${clientId} for no key update`);
}

/** Locks the group: a submit that would name it waits on its foreign key until this transaction ends. */
export async function lockGroup(tx: Executor, clientId: string, groupId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`select id from approval_groups where id = ${groupId} and client_id = ${clientId} for update`);
  return rows.length > 0;
}

export type GroupValues = { nameEn: string; nameFr: string; thresholdAmount: number };
export async function insertGroup(tx: Executor, clientId: string, values: GroupValues): Promise<string> {
  const [row] = await tx.insert(approvalGroups).values({ ...values, clientId }).returning({ id: approvalGroups.id });
  return (row as { id: string }).id;
}

export async function updateGroup(tx: Executor, groupId: string, values: Partial<GroupValues>): Promise<void> {
  if (Object.keys(values).length) await tx.update(approvalGroups).set(values).where(eq(approvalGroups.id, groupId));
}

/** The approvers become these, asked in this order. */
export async function setApprovers(tx: Executor, groupId: string, buyerIds: readonly string[]): Promise<void> {
  await tx.delete(approvalGroupApprovers).where(eq(approvalGroupApprovers.approvalGroupId, groupId));
  if (buyerIds.length) await tx.insert(approvalGroupApprovers).values(buyerIds.map((buyerId, sequence) => ({ approvalGroupId: groupId, buyerId, sequence })));
}

/** The group, its memberships and its approvers go; past orders keep their history without it (their group becomes null). */
export async function deleteGroup(tx: Executor, groupId: string): Promise<void> {
  await tx.delete(approvalGroups).where(eq(approvalGroups.id, groupId));
}

/**
 * What to tell approvers who take over the orders awaiting the group's approval: one 'approvalRequested' per order
 * and approver, in the approver's own language, unless they were already told of that order (an approver added back).
 */
export async function takeOverNotices(tx: Executor, clientId: string, groupId: string, approverIds: readonly string[]): Promise<OrderNotification[]> {
  if (approverIds.length === 0) return [];
  const approvers = sql.join(approverIds.map((id) => sql`${id}::uuid`), sql`, `);
  return queryRows<OrderNotification>(
    tx,
    sql`select o.id as "orderId", b.id as "recipient", 'approvalRequested' as "kind", b.culture_code as "cultureCode"
          from orders o
          join buyers b on b.client_id = o.client_id and b.id in (${approvers})
         where o.client_id = ${clientId} and o.approval_group_id = ${groupId} and o.status = 'awaitingApproval'
           and not exists (select 1 from order_notifications n where n.order_id = o.id and n.recipient_buyer_id = b.id and n.kind = 'approvalRequested')
         order by o.id, b.id`,
  );
}

/**
 * Notices not sent yet to approvers removed from the group, about orders awaiting its approval: withdrawn, as they can
 * no longer decide those orders. Notices already sent stay as history.
 */
export async function withdrawNotices(tx: Executor, groupId: string, approverIds: readonly string[]): Promise<void> {
  if (approverIds.length === 0) return;
  const approvers = sql.join(approverIds.map((id) => sql`${id}::uuid`), sql`, `);
  await tx.execute(
    sql`delete from order_notifications n
         using orders o
         where o.id = n.order_id and o.approval_group_id = ${groupId} and o.status = 'awaitingApproval'
           and n.kind = 'approvalRequested' and n.status = 'pending' and n.recipient_buyer_id in (${approvers})`,
  );
}
