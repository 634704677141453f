import type { Executor } from '../../db/index.ts';
import { purgeDue, retentionRule } from '../../platform/retention.ts';
import { USUAL_ADDRESS_DAYS } from './sign-in-throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ended sessions and spent or expired auto-login links are kept a week (a sign-in question can still be traced), then deleted. */
export const ENDED_SIGN_IN_KEPT_DAYS = 7;

/**
 * What signing in leaves behind (decision 028). Attempts are kept as long as the throttling looks back for the
 * account's usual addresses (decision 024); a session ends when it expires or is revoked (sign-out, rotation).
 */
export const signInRetention = [
  retentionRule('sessions', ['expires_at', 'revoked_at'], ENDED_SIGN_IN_KEPT_DAYS * DAY_MS),
  retentionRule('login_handoffs', ['expires_at'], ENDED_SIGN_IN_KEPT_DAYS * DAY_MS),
  retentionRule('login_attempts', ['at'], USUAL_ADDRESS_DAYS * DAY_MS),
] as const;

/** Rows of each kind removed at every sign-in: more than the one or two it adds, so nothing piles up. */
export const SIGN_IN_PURGE_BATCH = 20;

/** One batch of each kind; run at every sign-in, outside its transaction. */
export async function purgeSignInLeftovers(db: Executor): Promise<void> {
  for (const rule of signInRetention) await purgeDue(db, rule, SIGN_IN_PURGE_BATCH);
}
