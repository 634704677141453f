import type { Buyer, Client, Dataset } from '@comptoir/fixtures';
import * as t from '../schema/index.ts';
import { step, toDate, toDay, toDayOrNull, type SeedStep } from './seed-step.ts';

const clientRow = (c: Client): typeof t.clients.$inferInsert => ({
  id: c.id,
  clientNo: c.clientNo,
  name: c.name,
  province: c.province,
  brandKey: c.brand,
  clientGroupType: c.clientGroupType,
  typeCatalog: c.typeCatalog,
  customerType: c.customerType,
  divisionCode: c.divisionCode,
  warehouseNo: c.warehouseNo,
  marketSegment: c.marketSegment,
  sicCode: c.sicCode,
  excludeDropship: c.excludeDropship,
  canReceivePromotions: c.canReceivePromotions,
  creditCardMandatoryType: c.creditCardMandatoryType,
  allowAccountCreditCard: c.cardOptions.allowAccountCreditCard,
  allowProfileCreditCard: c.cardOptions.allowProfileCreditCard,
  allowCheckoutCreditCard: c.cardOptions.allowCheckoutCreditCard,
  allowPlaceOnAccount: c.cardOptions.allowPlaceOnAccount,
  minimumOrderAmount: c.minimumOrderAmount,
  suspendedDateFrom: toDayOrNull(c.suspendedDateFrom),
  suspendedDateUntil: toDayOrNull(c.suspendedDateUntil),
  overBudgetPolicy: c.overBudgetPolicy,
  settings: c.settings,
  customerCarePhone: c.customerCarePhone,
  salesRepEmail: c.salesRepEmail,
});

const buyerRow = (b: Buyer, passwordHash: string): typeof t.buyers.$inferInsert => ({
  id: b.id,
  clientId: b.clientId,
  logonName: b.logonName,
  passwordHash,
  passwordChangedAt: toDate(b.createdDate),
  firstName: b.firstName,
  lastName: b.lastName,
  emailAddress: b.emailAddress,
  secondaryEmailAddress: b.secondaryEmailAddress,
  telNumber: b.telNumber,
  telNumberExtension: b.telNumberExtension,
  faxNumber: b.faxNumber,
  title: b.title,
  cultureCode: b.cultureCode,
  firstPageType: b.firstPageType,
  isAdmin: b.isAdmin,
  isTestAccount: b.isTestAccount,
  isPunchOut: b.isPunchOut,
  isActive: b.isActive,
  inviteeState: b.inviteeState,
  isWaitingForCoActivation: b.isWaitingForCOActivation,
  activation: b.activation,
  administeredBy: b.administeredBy,
  preferedBillingOptionType: b.preferedBillingOptionType,
  defaultShipToId: b.defaultShipToId,
  mergeProductInBasket: b.mergeProductInBasket,
  showBuyAgainAndPreviouslyPurchased: b.showBuyAgainAndPreviouslyPurchased,
  showShipToSearchFlag: b.showShipToSearchFlag,
  viewShipToSelectionPage: b.viewShipToSelectionPage,
  searchResultType: b.searchResultType,
  createdAt: toDate(b.createdDate),
});

/** Administrators before the buyers they administer (administered_by is a self reference). */
function administratorsFirst(buyers: Buyer[]): Buyer[] {
  const byId = new Map(buyers.map((b) => [b.id, b]));
  const depth = (b: Buyer, seen = new Set<string>()): number => {
    const admin = b.administeredBy ? byId.get(b.administeredBy) : undefined;
    if (!admin || admin.id === b.id || seen.has(admin.id)) return 0;
    return 1 + depth(admin, seen.add(b.id));
  };
  return buyers.map((b) => ({ b, d: depth(b) })).sort((x, y) => x.d - y.d).map(({ b }) => b);
}

/** `passwordHashes` maps buyer id to its hash (hashing is slow, so the caller does it up front). */
export function clientSteps(d: Dataset, passwordHashes: Map<string, string>): SeedStep[] {
  const hashOf = (b: Buyer) => {
    const hash = passwordHashes.get(b.id);
    if (!hash) throw new Error(`No password hash for buyer ${b.logonName}`);
    return hash;
  };
  return [
    step(t.brands, d.partnerBrands.map((b) => ({
      id: b.id, key: b.key, name: b.name, shortName: b.shortName, logoText: b.logoText,
      primaryColor: b.primaryColor, secondaryColor: b.secondaryColor,
      copyrightEn: b.copyright.en, copyrightFr: b.copyright.fr,
      contactEmailLabelEn: b.contactEmailLabel.en, contactEmailLabelFr: b.contactEmailLabel.fr,
      contactEmail: b.contactEmail, brandedEmailType: b.brandedEmailType, guestWalkUp: b.guestWalkUp,
    }))),
    step(t.clients, d.clients.map(clientRow)),
    step(t.shipTos, d.shipTos.map((s) => ({
      id: s.id, clientId: s.clientId, shipToNo: s.shipToNo, name: s.name, attention: s.attention,
      line1: s.address.line1, line2: s.address.line2, city: s.address.city, province: s.address.province,
      postalCode: s.address.postalCode, country: s.address.country, phone: s.phone, deliveryZone: s.deliveryZone,
      assemblyAvailable: s.assemblyAvailable, installationAvailable: s.installationAvailable, isDefault: s.isDefault,
    }))),
    step(t.customPrompts, d.customPrompts.map((p) => ({
      id: p.id, clientId: p.clientId, sequence: p.sequence, kind: p.kind, labelEn: p.label.en, labelFr: p.label.fr,
      prefix: p.prefix, length: p.length, mandatory: p.mandatory, options: p.options,
    }))),
    step(t.contractPrices, d.contractPrices.map((c) => ({
      id: c.id, clientId: c.clientId, productId: c.productId, price: c.price,
      standingOfferNumber: c.standingOfferNumber, startDate: toDay(c.startDate), endDate: toDay(c.endDate),
    }))),
    step(t.buyers, administratorsFirst(d.buyers).map((b) => buyerRow(b, hashOf(b)))),
    step(t.buyerShipTos, d.buyers.flatMap((b) => b.shipToIds.map((shipToId, sequence) => ({ buyerId: b.id, shipToId, sequence })))),
    step(t.approvalGroups, d.approvalGroups.map((g) => ({
      id: g.id, clientId: g.clientId, nameEn: g.name.en, nameFr: g.name.fr, thresholdAmount: g.thresholdAmount,
    }))),
    step(t.approvalGroupMembers, d.approvalGroups.flatMap((g) => g.memberIds.map((buyerId) => ({ approvalGroupId: g.id, buyerId })))),
    step(t.approvalGroupApprovers, d.approvalGroups.flatMap((g) => g.approverIds.map((buyerId, sequence) => ({ approvalGroupId: g.id, buyerId, sequence })))),
    step(t.budgets, d.budgets.map((b) => ({
      id: b.id, clientId: b.clientId, buyerId: b.buyerId, costCentre: b.costCentre, period: b.period,
      beginDate: toDay(b.beginDate), endDate: toDay(b.endDate), totalBudget: b.totalBudget, availableBudget: b.availableBudget,
      showBudgetCalculator: b.showBudgetCalculator, showTimePeriodDates: b.showTimePeriodDates,
      timePeriodMessageEn: b.timePeriodMessage.en, timePeriodMessageFr: b.timePeriodMessage.fr,
    }))),
  ];
}
