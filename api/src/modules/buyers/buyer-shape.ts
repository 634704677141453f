import { isInGroupOrder, languageOf } from '@comptoir/core';
import type { Session } from '../../platform/session.ts';
import type { BuyerRecord } from './repo.ts';

/** Spec §3 Buyer, as this api answers it (ids are the database's UUIDs). Never the password hash. */
export const toBuyer = ({ buyer, isApprover, groupOrderNumber, suspendedDateFrom, suspendedDateUntil }: BuyerRecord, session: Session) => ({
  buyerId: buyer.id,
  sessionId: buyer.id === session.buyer.id ? session.id : null,
  logonName: buyer.logonName,
  firstName: buyer.firstName,
  lastName: buyer.lastName,
  emailAddress: buyer.emailAddress,
  secondaryEmailAddress: buyer.secondaryEmailAddress,
  telNumber: buyer.telNumber,
  telNumberExtension: buyer.telNumberExtension,
  faxNumber: buyer.faxNumber,
  title: buyer.title,
  cultureCode: buyer.cultureCode,
  language: languageOf(buyer.cultureCode),
  isLoggedIn: buyer.id === session.buyer.id,
  firstPageType: buyer.firstPageType,
  inviteeState: buyer.inviteeState,
  groupOrderNumber: groupOrderNumber === null ? null : Number(groupOrderNumber),
  isInGroupOrder: isInGroupOrder(buyer.inviteeState),
  isWaitingForCOActivation: buyer.isWaitingForCoActivation,
  administeredBy: buyer.administeredBy,
  preferedBillingOptionType: buyer.preferedBillingOptionType,
  suspendedDateFrom,
  suspendedDateUntil,
  isApprover,
  isAdminFlag: buyer.isAdmin,
  adminUserId: buyer.id === session.buyer.id ? session.adminUserId : null,
  mergeProductInBasket: buyer.mergeProductInBasket,
  showBuyAgainAndPreviouslyPurchased: buyer.showBuyAgainAndPreviouslyPurchased,
  showShipToSearchFlag: buyer.showShipToSearchFlag,
  viewShipToSelectionPage: buyer.viewShipToSelectionPage,
  searchResultType: buyer.searchResultType,
});
