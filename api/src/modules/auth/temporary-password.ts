import { TEMPORARY_PASSWORD_DAYS } from '@comptoir/core';

const DAY_MS = 86_400_000;

/**
 * A password an administrator set (create, copy, reset) opens a session for TEMPORARY_PASSWORD_DAYS: one handed over
 * and never used does not stay a way in for good. The buyer's own passwords do not expire.
 */
export const temporaryPasswordExpired = (buyer: { passwordChangeRequired: boolean; passwordChangedAt: Date | null }, now: Date): boolean =>
  buyer.passwordChangeRequired && buyer.passwordChangedAt !== null && now.getTime() - buyer.passwordChangedAt.getTime() > TEMPORARY_PASSWORD_DAYS * DAY_MS;
