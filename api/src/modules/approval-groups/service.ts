import type { AdminApprovalGroup, AdminApprovalGroupCreateRequest, AdminApprovalGroupSummary, AdminApprovalGroupUpdateRequest, ApprovalGroupField, Locale, OutcomeCode } from '@comptoir/core';
import type { Database, Executor } from '../../db/index.ts';
import { adminAuditActor, audit } from '../../platform/audit.ts';
import type { ServiceResult } from '../../platform/form-errors.ts';
import type { Session } from '../../platform/session.ts';
import { queueNotifications } from '../order-notifications/index.ts';
import { returnOrdersLeftWithoutApprover } from '../orders/index.ts';
import * as repo from './repo.ts';

type GroupRefusal = { ok: false; outcome: OutcomeCode; field?: ApprovalGroupField };
const refuse = (outcome: OutcomeCode, field?: ApprovalGroupField): GroupRefusal => ({ ok: false, outcome, ...(field ? { field } : {}) });

const nameColumnOf = (locale: Locale) => (locale === 'fr-CA' ? 'nameFr' : 'nameEn');

async function summariesOf(db: Executor, rows: repo.GroupRow[], locale: Locale): Promise<AdminApprovalGroupSummary[]> {
  const approvers = await repo.approversOf(db, rows.map((row) => row.approvalGroupId));
  return rows.map((row) => ({
    ...row,
    name: row[nameColumnOf(locale)],
    approvers: approvers.filter((approver) => approver.approvalGroupId === row.approvalGroupId).map(({ approvalGroupId: _group, ...person }) => person),
  }));
}

/** The admin's client's approval groups, named in the reader's language, with their approvers in order. */
export async function listGroups(db: Database, session: Session, locale: Locale) {
  return { approvalGroups: await summariesOf(db, await repo.listGroups(db, session.client.id, nameColumnOf(locale)), locale) };
}

export async function viewGroup(db: Executor, session: Session, groupId: string, locale: Locale): Promise<AdminApprovalGroup | null> {
  const row = await repo.findGroup(db, session.client.id, groupId);
  if (!row) return null;
  const [summaries, members, ordersAwaitingApproval] = await Promise.all([summariesOf(db, [row], locale), repo.membersOf(db, groupId), repo.ordersAwaitingApproval(db, groupId)]);
  return { ...(summaries[0] as AdminApprovalGroupSummary), members, ordersAwaitingApproval };
}

export const approverOptions = async (db: Database, session: Session) => ({ approvers: await repo.approverOptions(db, session.client.id) });

/** Only these columns are ever written from a request (no mass assignment); names trimmed, approver ids as stored. */
const valuesOf = (input: AdminApprovalGroupUpdateRequest) => ({
  values: {
    ...(input.nameEn !== undefined ? { nameEn: input.nameEn.trim() } : {}),
    ...(input.nameFr !== undefined ? { nameFr: input.nameFr.trim() } : {}),
    ...(input.thresholdAmount !== undefined ? { thresholdAmount: input.thresholdAmount } : {}),
  },
  approverIds: input.approverIds?.map((id) => id.toLowerCase()),
});

/** Names no other group of the client has, in either language; approvers among the client's active users. */
async function refusalOf(tx: Executor, clientId: string, change: ReturnType<typeof valuesOf>, groupId?: string): Promise<GroupRefusal | null> {
  for (const column of ['nameEn', 'nameFr'] as const) {
    const name = change.values[column];
    if (name !== undefined && (await repo.nameTaken(tx, clientId, column, name, groupId))) return refuse('admin.approvalGroups.nameTaken', column);
  }
  if (change.approverIds) {
    const eligible = await repo.eligibleApprovers(tx, clientId, change.approverIds);
    if (change.approverIds.some((id) => !eligible.has(id))) return refuse('admin.approvalGroups.approverUnknown', 'approverIds');
  }
  return null;
}

/** What a change would leave as it is, left out (the approvers' order is a change): a change of nothing writes and audits nothing. */
const changeOf = ({ values, approverIds }: ReturnType<typeof valuesOf>, group: AdminApprovalGroup): ReturnType<typeof valuesOf> => {
  const current = group.approvers.map((approver) => approver.buyerId);
  return {
    values: Object.fromEntries(Object.entries(values).filter(([column, value]) => group[column as keyof typeof values] !== value)),
    approverIds: approverIds && approverIds.join() !== current.join() ? approverIds : undefined,
  };
};

/** What the audit row keeps of a group. */
const recordOf = (group: AdminApprovalGroup) => ({ nameEn: group.nameEn, nameFr: group.nameFr, thresholdAmount: group.thresholdAmount, approverIds: group.approvers.map((a) => a.buyerId) });

export async function createGroup(db: Database, session: Session, input: AdminApprovalGroupCreateRequest, locale: Locale, requestId: string): Promise<ServiceResult<{ approvalGroup: AdminApprovalGroup }>> {
  const change = valuesOf(input);
  const result = await db.transaction(async (tx) => {
    await repo.lockClientGroups(tx, session.client.id);
    const refusal = await refusalOf(tx, session.client.id, change);
    if (refusal) return refusal;
    const id = await repo.insertGroup(tx, session.client.id, change.values as repo.GroupValues);
    await repo.setApprovers(tx, id, change.approverIds ?? []);
    await audit(tx, { ...adminAuditActor(session, requestId), action: 'admin.approvalGroup.create', entity: 'approval_group', entityId: id, after: { ...change.values, approverIds: change.approverIds } });
    return { ok: true as const, id };
  });
  if (!result.ok) return result;
  return { ok: true, approvalGroup: (await viewGroup(db, session, result.id, locale)) as AdminApprovalGroup };
}

/**
 * Approvers given replace the list. Orders already awaiting the group's approval follow it: they name the group, not
 * its approvers, so the new approvers see and decide them and the removed ones no longer can (decision 035). Each
 * new approver is told of each of them as at submit, in the same transaction; approvers who stay are told nothing new;
 * removed approvers' notices not sent yet are withdrawn.
 */
export async function updateGroup(db: Database, session: Session, groupId: string, input: AdminApprovalGroupUpdateRequest, locale: Locale, requestId: string): Promise<ServiceResult<{ approvalGroup: AdminApprovalGroup }>> {
  const result = await db.transaction(async (tx) => {
    await repo.lockClientGroups(tx, session.client.id);
    const before = await viewGroup(tx, session, groupId, locale);
    if (!before) return refuse('errors.notFound');
    const change = changeOf(valuesOf(input), before);
    if (Object.keys(change.values).length === 0 && !change.approverIds) return { ok: true as const };
    const refusal = await refusalOf(tx, session.client.id, change, groupId);
    if (refusal) return refusal;
    await repo.updateGroup(tx, groupId, change.values);
    if (change.approverIds) {
      await repo.setApprovers(tx, groupId, change.approverIds);
      const kept = new Set(before.approvers.map((approver) => approver.buyerId));
      const staying = new Set(change.approverIds);
      await repo.withdrawNotices(tx, groupId, [...kept].filter((id) => !staying.has(id)));
      await queueNotifications(tx, await repo.takeOverNotices(tx, session.client.id, groupId, change.approverIds.filter((id) => !kept.has(id))));
    }
    // An order whose buyer is now the group's only approver has no one left to decide it: it goes back to the buyer.
    const ordersReturned = change.approverIds ? await returnOrdersLeftWithoutApprover(tx, { clientId: session.client.id, groupIds: [groupId], changedBy: session.buyer.id, audit: adminAuditActor(session, requestId) }) : [];
    const after = { ...change.values, ...(change.approverIds ? { approverIds: change.approverIds } : {}), ...(ordersReturned.length > 0 ? { ordersReturned } : {}) };
    await audit(tx, { ...adminAuditActor(session, requestId), action: 'admin.approvalGroup.update', entity: 'approval_group', entityId: groupId, before: recordOf(before), after });
    return { ok: true as const };
  });
  if (!result.ok) return result;
  return { ok: true, approvalGroup: (await viewGroup(db, session, groupId, locale)) as AdminApprovalGroup };
}

/**
 * Deletes a group of the client with its memberships and approvers; refused while orders await its approval (they
 * would be left with nobody to decide them). The group is locked first, so a submit naming it waits for the outcome.
 */
export async function deleteGroup(db: Database, session: Session, groupId: string, locale: Locale, requestId: string): Promise<ServiceResult<{ approvalGroupId: string; membersReleased: number }>> {
  return db.transaction(async (tx) => {
    await repo.lockClientGroups(tx, session.client.id);
    if (!(await repo.lockGroup(tx, session.client.id, groupId))) return refuse('errors.notFound');
    const before = (await viewGroup(tx, session, groupId, locale)) as AdminApprovalGroup;
    if (before.ordersAwaitingApproval > 0) return refuse('admin.approvalGroups.ordersAwaiting');
    await repo.deleteGroup(tx, groupId);
    const membersReleased = before.members.length;
    await audit(tx, { ...adminAuditActor(session, requestId), action: 'admin.approvalGroup.delete', entity: 'approval_group', entityId: groupId, before: { ...recordOf(before), memberIds: before.members.map((m) => m.buyerId) }, after: { deleted: true, membersReleased } });
    return { ok: true as const, approvalGroupId: groupId, membersReleased };
  });
}
