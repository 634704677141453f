import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { buyers, loginAttempts, loginHandoffs, shipTos } from '../../db/schema/index.ts';
import { normaliseLogonName } from './logon-name.ts';

const signInColumns = {
  id: buyers.id,
  clientId: buyers.clientId,
  logonName: buyers.logonName,
  passwordHash: buyers.passwordHash,
  isActive: buyers.isActive,
  isAdmin: buyers.isAdmin,
  passwordChangeRequired: buyers.passwordChangeRequired,
  passwordChangedAt: buyers.passwordChangedAt,
  cultureCode: buyers.cultureCode,
  firstPageType: buyers.firstPageType,
  isWaitingForCoActivation: buyers.isWaitingForCoActivation,
  activation: buyers.activation,
  defaultShipToId: buyers.defaultShipToId,
};
export type SignInBuyer = NonNullable<Awaited<ReturnType<typeof findBuyerByLogonName>>>;

/** Logon names are unique case-insensitively among users not deleted (buyers_logon_name_uq); a deleted user's may be a new user's. */
export async function findBuyerByLogonName(db: Executor, typed: string) {
  const [row] = await db.select(signInColumns).from(buyers).where(and(sql`lower(${buyers.logonName}) = ${normaliseLogonName(typed)}`, isNull(buyers.deletedAt))).limit(1);
  return row ?? null;
}

/** A deleted user is nobody's to sign in, act for or act as. */
export async function findBuyerById(db: Executor, buyerId: string) {
  const [row] = await db.select(signInColumns).from(buyers).where(and(eq(buyers.id, buyerId), isNull(buyers.deletedAt))).limit(1);
  return row ?? null;
}

/** Whether a buyer is still an active admin of the client, as a session acting for one of its buyers requires. */
export async function isActingAdmin(db: Executor, adminUserId: string, clientId: string): Promise<boolean> {
  const admin = await findBuyerById(db, adminUserId);
  return !!admin && admin.isActive && admin.isAdmin && admin.clientId === clientId;
}

export async function recordLoginAttempt(db: Executor, attempt: { accountHash: string; buyerId: string | null; ipAddress: string; succeeded: boolean }) {
  await db.insert(loginAttempts).values({ ...attempt, ipAddress: attempt.ipAddress.slice(0, 64) });
}

/** Whether the account signed in successfully from the address since a time (its usual address). */
export async function signedInFrom(db: Executor, accountHash: string, ipAddress: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountHash, accountHash), eq(loginAttempts.ipAddress, ipAddress.slice(0, 64)), eq(loginAttempts.succeeded, true), gt(loginAttempts.at, since)))
    .limit(1);
  return !!row;
}

export async function markSignedIn(db: Executor, buyerId: string, at: Date, passwordHash?: string) {
  await db.update(buyers).set({ lastLoginAt: at, ...(passwordHash ? { passwordHash } : {}) }).where(eq(buyers.id, buyerId));
}

/**
 * A new password, and whether the buyer must still choose their own (one an administrator set, decision 032), written
 * only over the password checked (`replacing`): false when another change came first, so that one of two changes sent
 * together with the same current password wins and the other is told the current password no longer matches.
 */
export async function updatePassword(db: Executor, buyerId: string, change: { passwordHash: string; passwordChangeRequired: boolean; replacing: string }, at: Date): Promise<boolean> {
  const { replacing, ...values } = change;
  const rows = await db
    .update(buyers)
    .set({ ...values, passwordChangedAt: at, updatedAt: at })
    .where(and(eq(buyers.id, buyerId), eq(buyers.passwordHash, replacing)))
    .returning({ id: buyers.id });
  return rows.length === 1;
}

export async function postalCodeOf(db: Executor, shipToId: string | null): Promise<string | null> {
  if (!shipToId) return null;
  const [row] = await db.select({ postalCode: shipTos.postalCode }).from(shipTos).where(eq(shipTos.id, shipToId)).limit(1);
  return row?.postalCode ?? null;
}

export async function insertHandoff(db: Executor, handoff: { tokenHash: string; buyerId: string; adminUserId: string | null; postalCode: string | null; createdAt: Date; expiresAt: Date }) {
  await db.insert(loginHandoffs).values(handoff);
}

/**
 * Spends every unused handoff of the buyer: after a password change, a link minted earlier (by a session the
 * change has just ended, say a stolen one) must not open a fresh session.
 */
export async function spendHandoffsOf(db: Executor, buyerId: string, now: Date): Promise<number> {
  const rows = await db.update(loginHandoffs).set({ usedAt: now }).where(and(eq(loginHandoffs.buyerId, buyerId), isNull(loginHandoffs.usedAt), gt(loginHandoffs.expiresAt, now))).returning({ id: loginHandoffs.id });
  return rows.length;
}

/** Single use, atomically: of two concurrent sign-ins with one token, exactly one gets the row. */
export async function consumeHandoff(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(loginHandoffs)
    .set({ usedAt: now })
    .where(and(eq(loginHandoffs.tokenHash, tokenHash), isNull(loginHandoffs.usedAt), gt(loginHandoffs.expiresAt, now)))
    .returning({ buyerId: loginHandoffs.buyerId, adminUserId: loginHandoffs.adminUserId, postalCode: loginHandoffs.postalCode });
  return row ?? null;
}
