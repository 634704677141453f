import { PASSWORD_MIN_DISTINCT, PASSWORD_MIN_LENGTH, isTooSimplePassword, type MessageParams, type OutcomeCode } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { audit, sessionActor } from '../../platform/audit.ts';
import type { FlagService } from '../../platform/flags.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import { forgiveHit, hitUnlessRefused, type RateLimitResult } from '../../platform/rate-limit.ts';
import type { Session } from '../../platform/session.ts';
import { revokeBuyerSessions, startSession, type NewSession } from '../../platform/session-store.ts';
import { findBuyerById, spendHandoffsOf, updatePassword } from './repo.ts';

const strictRule = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

export interface PasswordProblem {
  readonly outcome: Extract<OutcomeCode, `password.${string}`>;
  readonly params?: MessageParams;
}

/** The password rule: 12 characters at least, 5 of them different; with the strictPassword flag, also all four kinds of character. */
export const passwordProblem = (password: string, strict: boolean): PasswordProblem | null => {
  if ([...password].length < PASSWORD_MIN_LENGTH) return { outcome: 'password.tooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (isTooSimplePassword(password)) return { outcome: 'password.tooSimple', params: { min: PASSWORD_MIN_DISTINCT } };
  if (strict && !strictRule.every((rule) => rule.test(password))) return { outcome: 'password.notStrict' };
  return null;
};

export type ChangePasswordResult =
  | { ok: true; session: NewSession }
  | ({ ok: false } & PasswordProblem)
  | { ok: false; limited: RateLimitResult };

/** Wrong current passwords count against the same per-account limit as sign-in guesses. */
const changeLimit = { limit: 10, windowMs: 15 * 60 * 1000 };

export async function changePassword(
  db: Database,
  flags: FlagService,
  session: Session,
  input: { currentPassword: string; newPassword: string },
  facts: { userAgent: string; ipAddress: string; requestId: string },
): Promise<ChangePasswordResult> {
  const key = `password:${session.buyer.id}`;
  const limited = await hitUnlessRefused(db, key, changeLimit);
  if (!limited.allowed) return { ok: false, limited };
  const buyer = await findBuyerById(db, session.buyer.id);
  if (!buyer?.passwordHash || !(await verifyPassword(input.currentPassword, buyer.passwordHash))) return { ok: false, outcome: 'password.wrongCurrent' };
  // The right current password is no guess: a new password the rule refuses (a buyer finding one it takes) does not count.
  await forgiveHit(db, key, changeLimit);
  if (input.currentPassword === input.newPassword) return { ok: false, outcome: 'password.sameAsCurrent' };
  const strict = await flags.isOn('strictPassword', { brandKey: session.client.brandKey, clientId: session.client.id, clientSettings: session.client.settings });
  const problem = passwordProblem(input.newPassword, strict);
  if (problem) return { ok: false, ...problem };
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  // Decision 032: the buyer's own choice ends a temporary password; one an admin acting for them types is temporary again.
  const passwordChangeRequired = session.adminUserId !== null;
  const { passwordHash: replacing } = buyer;
  const fresh = await db.transaction(async (tx) => {
    if (!(await updatePassword(tx, session.buyer.id, { passwordHash, passwordChangeRequired, replacing }, now))) return null;
    const revoked = await revokeBuyerSessions(tx, session.buyer.id, now);
    const handoffsSpent = await spendHandoffsOf(tx, session.buyer.id, now);
    // An admin acting for the buyer stays the one acting in the fresh session (audit rows keep naming them).
    const started = await startSession(tx, { buyerId: session.buyer.id, shipToId: session.shipToId, userAgent: facts.userAgent, ipAddress: facts.ipAddress, adminUserId: session.adminUserId }, now);
    await audit(tx, {
      ...sessionActor(session),
      clientId: session.client.id,
      action: 'auth.passwordChanged',
      entity: 'buyer',
      entityId: session.buyer.id,
      before: { passwordChangeRequired: buyer.passwordChangeRequired },
      after: { passwordChangedAt: now, passwordChangeRequired, sessionsRevoked: revoked, handoffsSpent },
      requestId: facts.requestId,
    });
    return started;
  });
  return fresh ? { ok: true, session: fresh } : { ok: false, outcome: 'password.wrongCurrent' };
}
