import type { Database } from '../../db/index.ts';
import { claimPace, forgiveHit, hitRateLimit, hitUnlessRefused, resetRateLimit, type RateLimitRule } from '../../platform/rate-limit.ts';
import { signedInFrom } from './repo.ts';

const MINUTE = 60 * 1000;

/** Decision 024. The hard limits answer 429 until their window frees a place; the account limit only paces. */
export const signInLimits = {
  /** Guesses at one account from one address: the brute-force stop. A success there forgives them. */
  accountAtAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed attempts from one address across accounts: password spraying. */
  address: { limit: 50, windowMs: 15 * MINUTE },
  /** Failures at one account from anywhere in a day; past it, attempts from strangers' addresses are paced. */
  account: { limit: 30, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Past the account limit, strangers' attempts come one per gap: 1 s after the first failure over, doubling, 15 minutes at most. */
export const signInPace = { firstMs: 1000, maxMs: 15 * MINUTE };

/** An address the account signed in from in this many days is the user's own: the pace does not apply there. */
export const USUAL_ADDRESS_DAYS = 90;

/** `account`: a keyed hash of the logon name (or a handoff's subject); `paced`: whether the account limit applies. */
export interface SignInAttempt {
  readonly account: string;
  readonly address: string;
  readonly paced: boolean;
}

export type Admission = { ok: true; at: Date } | { ok: false; outcome: 'auth.tooManyAttempts' | 'auth.signInSlowed'; retryAfterSeconds: number };

export const signInKeys = ({ account, address }: Pick<SignInAttempt, 'account' | 'address'>) => ({
  address: `signin:address:${address}`,
  accountAtAddress: `signin:account-address:${account}:${address}`,
  account: `signin:account:${account}`,
});

/** The gap between strangers' attempts at an account `excess` failures past its limit. */
export const paceMs = (excess: number): number => Math.min(signInPace.maxMs, signInPace.firstMs * 2 ** Math.max(0, Math.ceil(excess) - 1));

const refused = (outcome: 'auth.tooManyAttempts' | 'auth.signInSlowed', retryAfterSeconds: number): Admission => ({ ok: false, outcome, retryAfterSeconds });

/**
 * Counts the attempt before the password is checked (concurrent guesses cannot all slip under a limit) and
 * says whether it may go ahead. Unknown logon names are counted exactly like known ones: the answer never
 * tells whether an account exists.
 */
export async function admitSignIn(db: Database, attempt: SignInAttempt, now = new Date()): Promise<Admission> {
  const keys = signInKeys(attempt);
  // A refused attempt checks no password: no guess, no failure, so it gives back what it counted. Counted, a user
  // pressing 'Sign in' while told to wait pushed the wait further and spent their office's address limit.
  const address = await hitUnlessRefused(db, keys.address, signInLimits.address, now);
  if (!address.allowed) return refused('auth.tooManyAttempts', address.retryAfterSeconds);
  const own = await hitUnlessRefused(db, keys.accountAtAddress, signInLimits.accountAtAddress, now);
  if (!own.allowed) {
    await forgiveHit(db, keys.address, signInLimits.address, now);
    return refused('auth.tooManyAttempts', own.retryAfterSeconds);
  }
  if (!attempt.paced) return { ok: true, at: now };
  const account = await hitRateLimit(db, keys.account, signInLimits.account, now);
  if (account.allowed || (await signedInFrom(db, attempt.account, attempt.address, new Date(now.getTime() - USUAL_ADDRESS_DAYS * 24 * 60 * MINUTE)))) return { ok: true, at: now };
  const pace = await claimPace(db, `signin:account:${attempt.account}`, paceMs(account.estimate - signInLimits.account.limit), now);
  if (pace.allowed) return { ok: true, at: now };
  // Waiting is not failing: every count keeps only the guesses actually checked.
  for (const key of ['account', 'accountAtAddress', 'address'] as const) await forgiveHit(db, keys[key], signInLimits[key], now);
  return refused('auth.signInSlowed', pace.retryAfterSeconds);
}

/** A success forgives the account's guesses from that address and gives back what the attempt counted. */
export async function settleSignIn(db: Database, attempt: SignInAttempt, at: Date): Promise<void> {
  const keys = signInKeys(attempt);
  await resetRateLimit(db, keys.accountAtAddress);
  await forgiveHit(db, keys.address, signInLimits.address, at);
  if (attempt.paced) await forgiveHit(db, keys.account, signInLimits.account, at);
}
