import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserCopyRequest, type AdminUserCreateRequest, type AdminUserListQuery, type AdminUserUpdateRequest, type OutcomeCode, type UserField } from '@comptoir/core';
import type { Database, Executor } from '../../db/index.ts';
import { adminAuditActor as auditedBy, audit, type Tx } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/password.ts';
import type { Session } from '../../platform/session.ts';
import { revokeBuyerSessions } from '../../platform/session-store.ts';
import { spendHandoffsOf, temporaryPasswordExpiry } from '../auth/index.ts';
import { deleteCard } from '../cards-on-file/index.ts';
import { moveOffShipTosNotAllowed } from '../checkout/index.ts';
import { returnOrdersLeftWithoutApprover } from '../orders/index.ts';
import * as repo from './repo.ts';
import { temporaryPassword } from './temporary-password.ts';

export type UserRefusal = { ok: false; outcome: OutcomeCode; field?: UserField };
export type UserResult<T> = ({ ok: true } & T) | UserRefusal;
const refuse = (outcome: OutcomeCode, field?: UserField): UserRefusal => ({ ok: false, outcome, ...(field ? { field } : {}) });

const toUser = ({ passwordChangeRequired, passwordChangedAt, ...row }: NonNullable<repo.UserRow>): AdminUser => {
  const expiresAt = temporaryPasswordExpiry({ passwordChangeRequired, passwordChangedAt });
  return { ...row, lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null, temporaryPasswordExpiresAt: expiresAt ? expiresAt.toISOString() : null };
};

export async function listUsers(db: Database, session: Session, query: AdminUserListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_USERS_PAGE_SIZE;
  const { rows, total } = await repo.listUsers(db, session.client.id, { search: query.search || undefined, page, pageSize, sort: query.sort ?? 'name', order: query.order ?? 'asc' });
  return { users: rows.map(toUser), total, page, pageSize };
}

export async function viewUser(db: Database, session: Session, buyerId: string): Promise<AdminUser | null> {
  const row = await repo.findUser(db, session.client.id, buyerId);
  return row ? toUser(row) : null;
}

export const userOptions = (db: Database, session: Session) => repo.userOptions(db, session.client.id);

/** The references a form names must be the admin's own client's, and the logon name nobody else's; run in the transaction that writes them. */
async function refusalOf(db: Executor, session: Session, fields: AdminUserUpdateRequest, buyerId?: string): Promise<UserRefusal | null> {
  if (fields.logonName !== undefined && (await repo.logonNameTaken(db, fields.logonName.trim(), buyerId))) return refuse('admin.users.logonNameTaken', 'logonName');
  if (fields.defaultShipToId && !(await repo.clientHasShipTo(db, session.client.id, fields.defaultShipToId))) return refuse('admin.users.shipToUnknown', 'defaultShipToId');
  if (fields.approvalGroupId && !(await repo.clientHasApprovalGroup(db, session.client.id, fields.approvalGroupId))) return refuse('admin.users.approvalGroupUnknown', 'approvalGroupId');
  return null;
}

/** Only these columns are ever written from a request (no mass assignment); texts trimmed. */
const columnsOf = (fields: AdminUserUpdateRequest): Partial<repo.NewUser> => {
  const { approvalGroupId: _group, ...columns } = fields;
  const trimmed = Object.entries(columns).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]);
  return Object.fromEntries(trimmed) as Partial<repo.NewUser>;
};

/** The fields of an edit that differ from the user as they are (texts as stored, trimmed): an edit of none writes and audits nothing. */
const changedFields = (fields: AdminUserUpdateRequest, user: NonNullable<repo.UserRow>): AdminUserUpdateRequest =>
  Object.fromEntries(Object.entries(fields).filter(([field, value]) => (typeof value === 'string' ? value.trim() : value) !== user[field as UserField]));

/** Two admins creating the same logon name at once: the unique index decides, and the loser is told so. */
const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};

async function created(db: Database, session: Session, buyerId: string, password: string) {
  const user = (await viewUser(db, session, buyerId)) as AdminUser;
  return { ok: true as const, user, temporaryPassword: password };
}

/** A password an administrator set is temporary: the buyer must choose their own at their next sign-in (decision 032). */
const temporary = { passwordChangeRequired: true } as const;

/** A new user as the transaction that inserts them decides it: the approval group it names is held until then. */
type NewUserPlan = { values: repo.NewUser; extra: (tx: Tx, buyerId: string) => Promise<void> };

async function insertWithPassword(db: Database, session: Session, requestId: string, action: string, plan: (tx: Tx) => Promise<NewUserPlan | UserRefusal>) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    const result = await db.transaction(async (tx) => {
      const planned = await plan(tx);
      if ('ok' in planned) return planned;
      const { values, extra } = planned;
      const id = await repo.insertUser(tx, { ...values, ...temporary, passwordHash, passwordChangedAt: new Date() });
      await repo.allowShipTo(tx, id, values.defaultShipToId ?? null);
      await extra(tx, id);
      await audit(tx, { ...auditedBy(session, requestId), action, entity: 'buyer', entityId: id, after: { ...values, ...temporary } });
      return { ok: true as const, id };
    });
    return result.ok ? await created(db, session, result.id, password) : result;
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('admin.users.logonNameTaken', 'logonName');
    throw error;
  }
}

export async function createUser(db: Database, session: Session, input: AdminUserCreateRequest, requestId: string): Promise<UserResult<{ user: AdminUser; temporaryPassword: string }>> {
  return insertWithPassword(db, session, requestId, 'admin.user.create', async (tx) => {
    const refusal = await refusalOf(tx, session, input);
    if (refusal) return refusal;
    const values = { ...columnsOf(input), clientId: session.client.id, administeredBy: session.buyer.id } as repo.NewUser;
    return { values, extra: (inner, id) => repo.setApprovalGroup(inner, session.client.id, id, input.approvalGroupId) };
  });
}

/** A new user with the source's language, ship-tos, approval group (unless deleted meanwhile) and preferences; never its admin role. */
export async function copyUser(db: Database, session: Session, sourceId: string, input: AdminUserCopyRequest, requestId: string): Promise<UserResult<{ user: AdminUser; temporaryPassword: string }>> {
  return insertWithPassword(db, session, requestId, 'admin.user.copy', async (tx) => {
    const source = await repo.findUser(tx, session.client.id, sourceId);
    if (!source) return refuse('errors.notFound');
    const refusal = await refusalOf(tx, session, input);
    if (refusal) return refusal;
    const group = source.approvalGroupId && (await repo.clientHasApprovalGroup(tx, session.client.id, source.approvalGroupId)) ? source.approvalGroupId : null;
    const { settings, allowedShipTos } = await repo.copiedSettingsOf(tx, sourceId);
    const values = { ...settings, ...columnsOf(input), cultureCode: source.cultureCode, defaultShipToId: source.defaultShipToId, isAdmin: false, clientId: session.client.id, administeredBy: session.buyer.id } as repo.NewUser;
    return {
      values,
      extra: async (inner, id) => {
        await repo.allowShipTos(inner, id, allowedShipTos);
        await repo.setApprovalGroup(inner, session.client.id, id, group);
      },
    };
  });
}

/** The old default may have been the buyer's only access to a ship-to: their carts and sessions leave what they lost with it. */
async function newDefaultShipTo(tx: Tx, session: Session, buyerId: string, shipToId: string | null) {
  await repo.allowShipTo(tx, buyerId, shipToId);
  return moveOffShipTosNotAllowed(tx, buyerId, session.client.id);
}

/** The user to act on, locked; refused when the acting administrator was meanwhile deactivated, deleted or demoted. */
async function lockTarget(tx: Tx, session: Session, buyerId: string): Promise<{ ok: true; user: NonNullable<repo.UserRow> } | UserRefusal> {
  const { user, stillAdmin } = await repo.lockUser(tx, session.client.id, buyerId, session.buyer.id);
  if (!stillAdmin) return refuse('auth.forbidden');
  return user ? { ok: true, user } : refuse('errors.notFound');
}

export async function updateUser(db: Database, session: Session, buyerId: string, input: AdminUserUpdateRequest, requestId: string): Promise<UserResult<{ user: AdminUser }>> {
  if (buyerId === session.buyer.id && input.isAdmin === false) return refuse('admin.users.cannotDemoteSelf', 'isAdmin');
  try {
    const refusal = await db.transaction(async (tx) => {
      const target = await lockTarget(tx, session, buyerId);
      if (!target.ok) return target;
      const before = target.user;
      const change = changedFields(input, before);
      if (Object.keys(change).length === 0) return null;
      const problem = await refusalOf(tx, session, change, buyerId);
      if (problem) return problem;
      await repo.updateUser(tx, buyerId, columnsOf(change));
      const moved = change.defaultShipToId !== undefined ? await newDefaultShipTo(tx, session, buyerId, change.defaultShipToId) : null;
      if (change.approvalGroupId !== undefined) await repo.setApprovalGroup(tx, session.client.id, buyerId, change.approvalGroupId);
      await audit(tx, { ...auditedBy(session, requestId), action: 'admin.user.update', entity: 'buyer', entityId: buyerId, before, after: moved?.cartsMoved.length ? { ...change, ...moved } : change });
      return null;
    });
    if (refusal) return refusal;
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('admin.users.logonNameTaken', 'logonName');
    throw error;
  }
  return { ok: true, user: (await viewUser(db, session, buyerId)) as AdminUser };
}

/** Every session of the user ends, and any auto-login link minted for them is spent. */
async function endSessions(tx: Tx, buyerId: string, now: Date) {
  return { sessionsRevoked: await revokeBuyerSessions(tx, buyerId, now), handoffsSpent: await spendHandoffsOf(tx, buyerId, now) };
}

/**
 * A user who can no longer sign in no longer decides orders: those of their groups awaiting approval with no one else
 * left to decide them go back to their buyers (returnOrdersLeftWithoutApprover); the audit row names them.
 */
async function returnOrdersOf(tx: Tx, session: Session, buyerId: string, requestId: string, groupIds?: string[]) {
  const groups = groupIds ?? (await repo.groupsApprovedBy(tx, session.client.id, buyerId));
  const ordersReturned = await returnOrdersLeftWithoutApprover(tx, { clientId: session.client.id, groupIds: groups, changedBy: session.buyer.id, audit: auditedBy(session, requestId) });
  return ordersReturned.length > 0 ? { ordersReturned } : {};
}

export async function setUserActive(db: Database, session: Session, buyerId: string, active: boolean, requestId: string): Promise<UserResult<{ user: AdminUser }>> {
  const now = new Date();
  const refusal = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, session, buyerId);
    if (!target.ok) return target;
    const before = target.user;
    if (!active && buyerId === session.buyer.id) return refuse('admin.users.cannotDeactivateSelf');
    if (before.isActive === active) return null;
    await repo.updateUser(tx, buyerId, { isActive: active });
    const ended = active ? {} : { ...(await endSessions(tx, buyerId, now)), ...(await returnOrdersOf(tx, session, buyerId, requestId)) };
    await audit(tx, { ...auditedBy(session, requestId), action: active ? 'admin.user.activate' : 'admin.user.deactivate', entity: 'buyer', entityId: buyerId, before: { isActive: before.isActive }, after: { isActive: active, ...ended } });
    return null;
  });
  return refusal ?? { ok: true, user: (await viewUser(db, session, buyerId)) as AdminUser };
}

/** Deletes a user of the client (never the admin's own account): their sessions, links and profile card end with them (the audit says whether a card went, never which). */
export async function deleteUser(db: Database, session: Session, buyerId: string, requestId: string): Promise<UserResult<{ buyerId: string }>> {
  const now = new Date();
  const refusal = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, session, buyerId);
    if (!target.ok) return target;
    const before = target.user;
    if (buyerId === session.buyer.id) return refuse('admin.users.cannotDeleteSelf');
    const groupIds = await repo.groupsApprovedBy(tx, session.client.id, buyerId);
    await repo.deleteUser(tx, session.client.id, buyerId, now);
    const ended = { ...(await endSessions(tx, buyerId, now)), ...(await returnOrdersOf(tx, session, buyerId, requestId, groupIds)) };
    const profileCardRemoved = (await deleteCard(tx, 'profile', buyerId)) !== null;
    await audit(tx, { ...auditedBy(session, requestId), action: 'admin.user.delete', entity: 'buyer', entityId: buyerId, before, after: { deletedAt: now, ...ended, profileCardRemoved } });
    return null;
  });
  return refusal ?? { ok: true, buyerId };
}

/**
 * A new temporary password, answered once, to be changed at the next sign-in; the hash is stored and neither is audited
 * or logged. Never the admin's own: it ended the session they reset it in, and a temporary password does not open the
 * console (decision 039), so they were shut out of it until they changed it in the storefront, where they change it anyway.
 */
export async function resetPassword(db: Database, session: Session, buyerId: string, requestId: string): Promise<UserResult<{ user: AdminUser; temporaryPassword: string }>> {
  if (buyerId === session.buyer.id) return refuse('admin.users.cannotResetOwnPassword');
  if (!(await viewUser(db, session, buyerId))) return refuse('errors.notFound');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const refusal = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, session, buyerId);
    if (!target.ok) return target;
    await repo.updateUser(tx, buyerId, { ...temporary, passwordHash, passwordChangedAt: now });
    const ended = await endSessions(tx, buyerId, now);
    await audit(tx, { ...auditedBy(session, requestId), action: 'admin.user.resetPassword', entity: 'buyer', entityId: buyerId, after: { passwordChangedAt: now, ...temporary, ...ended } });
    return null;
  });
  // The user as the reset left them: read before, they showed no temporary password, or one long expired.
  return refusal ?? { ok: true, user: (await viewUser(db, session, buyerId)) as AdminUser, temporaryPassword: password };
}
