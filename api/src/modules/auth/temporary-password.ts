import { TEMPORARY_PASSWORD_DAYS } from '@comptoir/core';

const DAY_MS = 86_400_000;
type PasswordFacts = { passwordChangeRequired: boolean; passwordChangedAt: Date | null };

/**
 * A password an administrator set (create, copy, reset) opens a session for TEMPORARY_PASSWORD_DAYS: one handed over
 * and never used does not stay a way in for good. The buyer's own passwords do not expire (null).
 */
export const temporaryPasswordExpiry = (buyer: PasswordFacts): Date | null =>
  buyer.passwordChangeRequired && buyer.passwordChangedAt !== null ? new Date(buyer.passwordChangedAt.getTime() + TEMPORARY_PASSWORD_DAYS * DAY_MS) : null;

export const temporaryPasswordExpired = (buyer: PasswordFacts, now: Date): boolean => {
  const expiry = temporaryPasswordExpiry(buyer);
  return expiry !== null && now.getTime() > expiry.getTime();
};
