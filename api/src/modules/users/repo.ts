import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserSort, SortOrder } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import { approvalGroupApprovers, approvalGroupMembers, approvalGroups, buyerShipTos, buyers, shipTos } from '../../db/schema/index.ts';
import { oneSpaced, oneSpacedText } from '../../platform/spaced-text.ts';

/** The user's approval group within their client (the form offers one; the first when the data holds several). */
// Written out: drizzle leaves columns of the outer table unqualified inside a selected sql, and "id" would then name the group's.
const approvalGroupOf = sql<string | null>`(select m.approval_group_id from approval_group_members m inner join approval_groups g on g.id = m.approval_group_id where m.buyer_id = "buyers"."id" and g.client_id = "buyers"."client_id" order by m.approval_group_id limit 1)`;

const userColumns = {
  buyerId: buyers.id,
  logonName: buyers.logonName,
  firstName: buyers.firstName,
  lastName: buyers.lastName,
  emailAddress: buyers.emailAddress,
  cultureCode: buyers.cultureCode,
  isAdmin: buyers.isAdmin,
  isActive: buyers.isActive,
  defaultShipToId: buyers.defaultShipToId,
  approvalGroupId: approvalGroupOf,
  lastLoginAt: buyers.lastLoginAt,
  passwordChangeRequired: buyers.passwordChangeRequired,
  passwordChangedAt: buyers.passwordChangedAt,
};
export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

/** `%`, `_` and `\` typed in a search are themselves, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accents and case aside, as a French or English speaker reads names: 'cote' finds Côté, Bélanger sorts before Bennett. */
const folded = (text: SQL | string) => sql`immutable_unaccent(lower(${text}))`;

/**
 * In a name, a hyphen reads as a space ('cote levesque' finds Côté-Lévesque, 'Jean-Luc' a Jean Luc) and an apostrophe,
 * straight or curly, as nothing: 'obrien' finds O'Brien and 'darcy' D’Arcy, as people type them.
 */
const NAME_APOSTROPHES = /['\u2019\u02bc]/g;
const nameText = (text: SQL): SQL => oneSpaced(sql`translate(${folded(text)}, ${"-'\u2019\u02bc"}, ' ')`);
const nameSearchText = (search: string): string => oneSpacedText(search.replace(/-/g, ' ').replace(NAME_APOSTROPHES, ''));

const searchOf = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  // A run of spaces is one: 'Geneviève  Gagnon' (typed or pasted with two) finds her, and a name kept with two is found with one.
  const pattern = folded(likePattern(oneSpacedText(search)));
  const namePattern = folded(likePattern(nameSearchText(search)));
  return or(
    sql`${nameText(sql`${buyers.firstName} || ' ' || ${buyers.lastName}`)} like ${namePattern}`,
    sql`${nameText(sql`${buyers.lastName} || ' ' || ${buyers.firstName}`)} like ${namePattern}`,
    sql`${folded(sql`${buyers.logonName}`)} like ${pattern}`,
    sql`${folded(sql`${buyers.emailAddress}`)} like ${pattern}`,
  );
};

/** The client's users: a deleted user is nobody's to see or change any more. */
const usersOf = (clientId: string) => and(eq(buyers.clientId, clientId), isNull(buyers.deletedAt));

/** A sort's key, as it goes ascending: its own direction (active first, administrators first), never-signed-in first. */
interface SortKey {
  readonly by: SQL;
  readonly descending?: boolean;
  readonly nullsFirst?: boolean;
}
const byName: readonly SortKey[] = [{ by: folded(sql`${buyers.lastName}`) }, { by: folded(sql`${buyers.firstName}`) }];
const sortKeys: Record<AdminUserSort, readonly SortKey[]> = {
  name: byName,
  logonName: [{ by: folded(sql`${buyers.logonName}`) }],
  emailAddress: [{ by: folded(sql`${buyers.emailAddress}`) }],
  status: [{ by: sql`${buyers.isActive}`, descending: true }],
  role: [{ by: sql`${buyers.isAdmin}`, descending: true }],
  lastLogin: [{ by: sql`${buyers.lastLoginAt}`, nullsFirst: true }],
};
const keyOrder = ({ by, descending = false, nullsFirst }: SortKey, reverse: boolean): SQL =>
  sql`${by} ${sql.raw(descending !== reverse ? 'desc' : 'asc')}${nullsFirst === undefined ? sql`` : sql.raw(nullsFirst !== reverse ? ' nulls first' : ' nulls last')}`;

/** The list's order: the sort's keys in its order, then name A to Z and id, so that equal keys keep one order across pages. */
const orderOf = (sort: AdminUserSort, order: SortOrder): SQL[] => [
  ...sortKeys[sort].map((key) => keyOrder(key, order === 'desc')),
  ...(sort === 'name' ? [] : byName.map((key) => keyOrder(key, false))),
  asc(buyers.id),
];

export async function listUsers(db: Executor, clientId: string, query: { search?: string | undefined; page: number; pageSize: number; sort: AdminUserSort; order: SortOrder }) {
  const where = and(usersOf(clientId), searchOf(query.search));
  const [rows, totals] = await Promise.all([
    db.select(userColumns).from(buyers).where(where).orderBy(...orderOf(query.sort, query.order)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(buyers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A user of the client, or null: another client's user is not there for this admin. */
export async function findUser(db: Executor, clientId: string, buyerId: string) {
  const [row] = await db.select(userColumns).from(buyers).where(and(eq(buyers.id, buyerId), usersOf(clientId))).limit(1);
  return row ?? null;
}

/**
 * findUser holding the user's row until the transaction ends: a change decided on what it read (not deleted, active)
 * waits for a deletion under way and then finds the user gone, instead of writing to a deleted user.
 */
/**
 * The user an administrator acts on, locked with the administrator's own row in id order (two administrators acting on
 * each other wait in turn, never deadlock), and whether the administrator still is one: two administrators who
 * deactivated, deleted or demoted each other at the same moment both succeeded and left the client with none.
 */
export async function lockUser(tx: Executor, clientId: string, buyerId: string, adminId: string) {
  const rows = await tx.select(userColumns).from(buyers).where(and(inArray(buyers.id, [buyerId, adminId]), usersOf(clientId))).orderBy(asc(buyers.id)).for('update');
  const admin = rows.find((row) => row.buyerId === adminId);
  return { user: rows.find((row) => row.buyerId === buyerId) ?? null, stillAdmin: admin !== undefined && admin.isActive && admin.isAdmin };
}

/** The copy source's other settings, beyond the form's fields. */
export async function copiedSettingsOf(db: Executor, buyerId: string) {
  const [row] = await db
    .select({ firstPageType: buyers.firstPageType, preferedBillingOptionType: buyers.preferedBillingOptionType, mergeProductInBasket: buyers.mergeProductInBasket, showBuyAgainAndPreviouslyPurchased: buyers.showBuyAgainAndPreviouslyPurchased, showShipToSearchFlag: buyers.showShipToSearchFlag, viewShipToSelectionPage: buyers.viewShipToSelectionPage, searchResultType: buyers.searchResultType })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  const allowed = await db.select({ shipToId: buyerShipTos.shipToId, isFavorite: buyerShipTos.isFavorite, sequence: buyerShipTos.sequence }).from(buyerShipTos).where(eq(buyerShipTos.buyerId, buyerId));
  return { settings: row ?? {}, allowedShipTos: allowed };
}

export async function logonNameTaken(db: Executor, logonName: string, exceptBuyerId?: string): Promise<boolean> {
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(and(sql`lower(${buyers.logonName}) = ${logonName.toLowerCase()}`, isNull(buyers.deletedAt))).limit(1);
  return !!row && row.id !== exceptBuyerId;
}

export async function userOptions(db: Executor, clientId: string) {
  const [shipToRows, groupRows] = await Promise.all([
    db.select({ id: shipTos.id, shipToNo: shipTos.shipToNo, name: shipTos.name, city: shipTos.city }).from(shipTos).where(eq(shipTos.clientId, clientId)).orderBy(asc(shipTos.shipToNo)),
    db.select({ id: approvalGroups.id, nameEn: approvalGroups.nameEn, nameFr: approvalGroups.nameFr }).from(approvalGroups).where(eq(approvalGroups.clientId, clientId)).orderBy(asc(approvalGroups.nameEn)),
  ]);
  return { shipTos: shipToRows, approvalGroups: groupRows };
}

export async function clientHasShipTo(db: Executor, clientId: string, shipToId: string): Promise<boolean> {
  const [row] = await db.select({ id: shipTos.id }).from(shipTos).where(and(eq(shipTos.id, shipToId), eq(shipTos.clientId, clientId))).limit(1);
  return !!row;
}

/** Held (key share) until the transaction ends: a deletion of the group waits, so a membership written now never names a deleted group. */
export async function clientHasApprovalGroup(db: Executor, clientId: string, groupId: string): Promise<boolean> {
  const [row] = await db.select({ id: approvalGroups.id }).from(approvalGroups).where(and(eq(approvalGroups.id, groupId), eq(approvalGroups.clientId, clientId))).for('key share');
  return !!row;
}

const groupsOf = (clientId: string) => sql`(select ${approvalGroups.id} from ${approvalGroups} where ${approvalGroups.clientId} = ${clientId})`;

/** The user's membership among the client's approval groups becomes `groupId` (or none). */
export async function setApprovalGroup(tx: Executor, clientId: string, buyerId: string, groupId: string | null) {
  const groupsOfClient = groupsOf(clientId);
  await tx.delete(approvalGroupMembers).where(and(eq(approvalGroupMembers.buyerId, buyerId), inArray(approvalGroupMembers.approvalGroupId, groupsOfClient)));
  if (groupId) await tx.insert(approvalGroupMembers).values({ approvalGroupId: groupId, buyerId }).onConflictDoNothing();
}

/** The default ship-to is also one the user may order for. */
export async function allowShipTo(tx: Executor, buyerId: string, shipToId: string | null) {
  if (shipToId) await tx.insert(buyerShipTos).values({ buyerId, shipToId }).onConflictDoNothing();
}

export async function allowShipTos(tx: Executor, buyerId: string, rows: Array<{ shipToId: string; isFavorite: boolean; sequence: number }>) {
  if (rows.length) await tx.insert(buyerShipTos).values(rows.map((row) => ({ ...row, buyerId }))).onConflictDoNothing();
}

export type NewUser = typeof buyers.$inferInsert;
export async function insertUser(tx: Executor, values: NewUser): Promise<string> {
  const [row] = await tx.insert(buyers).values(values).returning({ id: buyers.id });
  return (row as { id: string }).id;
}

export async function updateUser(tx: Executor, buyerId: string, values: Partial<NewUser>) {
  await tx.update(buyers).set({ ...values, updatedAt: new Date() }).where(eq(buyers.id, buyerId));
}

/** Deleted for good: inactive, out of the client's users and of its approval groups, as member and as approver; orders and audit rows keep the row. */
export async function deleteUser(tx: Executor, clientId: string, buyerId: string, at: Date) {
  await tx.update(buyers).set({ isActive: false, deletedAt: at, updatedAt: at }).where(eq(buyers.id, buyerId));
  await setApprovalGroup(tx, clientId, buyerId, null);
  await tx.delete(approvalGroupApprovers).where(and(eq(approvalGroupApprovers.buyerId, buyerId), inArray(approvalGroupApprovers.approvalGroupId, groupsOf(clientId))));
}

/** The client's approval groups the user approves for: read before they are deactivated or deleted, so their orders awaiting approval can be checked. */
export async function groupsApprovedBy(db: Executor, clientId: string, buyerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: approvalGroupApprovers.approvalGroupId })
    .from(approvalGroupApprovers)
    .where(and(eq(approvalGroupApprovers.buyerId, buyerId), inArray(approvalGroupApprovers.approvalGroupId, groupsOf(clientId))));
  return rows.map((row) => row.id);
}
