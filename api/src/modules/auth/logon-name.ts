import { keyedHash } from '../../platform/session-token.ts';

/**
 * The one form in which a typed logon name is compared: trimmed, NFKC (a full-width or compatibility
 * look-alike of a letter is that letter) and lower case. The buyer lookup and the throttling key both use
 * it, so every spelling that signs in as an account also counts against that account's limits.
 */
export const normaliseLogonName = (typed: string): string => typed.trim().normalize('NFKC').toLowerCase();

/**
 * What the database keeps of a typed logon name (login_attempts, the throttling counters): a keyed hash of
 * its normal form, never the text, which may be a password pasted into the wrong field.
 */
export const accountHashOf = (secret: string, typed: string): string => keyedHash(secret, 'sign-in account', normaliseLogonName(typed));
