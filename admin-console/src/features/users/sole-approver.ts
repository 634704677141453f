import type { AdminApprovalGroupList, Locale } from '@comptoir/core';

/**
 * The groups a user is the only active approver of, by name in the console's language: with them deactivated or deleted,
 * no one can decide those groups' orders (checkout refuses the members' orders that need approval meanwhile).
 */
export const groupsOnlyApprovedBy = (buyerId: string, list: AdminApprovalGroupList): string[] =>
  list.approvalGroups
    .filter((group) => group.approvers.some((approver) => approver.buyerId === buyerId && approver.isActive))
    .filter((group) => !group.approvers.some((approver) => approver.buyerId !== buyerId && approver.isActive))
    .map((group) => group.name);

/** Names as each language quotes and lists them: “A” and “B”; « A » et « B ». */
export const quotedList = (names: readonly string[], locale: Locale): string =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(names.map((name) => (locale === 'fr-CA' ? `«\u00a0${name}\u00a0»` : `“${name}”`)));
