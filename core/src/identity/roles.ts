import { isNoDate, toIsoDate, type DateInput } from '../dates/calendar.ts';

/** Spec §6: buyer types, derived in this order: test account, group order buyer, approver, administrator, plain buyer. */
export const BuyerType = {
  demo: 'Demo Buyer',
  groupOrder: 'Group Order Buyer',
  approver: 'Approver',
  administrator: 'Administrator',
  buyer: 'Buyer',
  anonymous: 'Anonymous',
} as const;
export type BuyerType = (typeof BuyerType)[keyof typeof BuyerType];

export interface BuyerFacts {
  buyerId: number | string;
  inviteeState?: number | null;
  isApprover?: boolean;
  isAdminFlag?: boolean;
}

/** Spec §6 'Buyer type'; `isTestAccount` is the client's isTestAccountFlag. No buyer is Anonymous. */
export const buyerTypeOf = (buyer: BuyerFacts | null | undefined, isTestAccount = false): BuyerType => {
  if (!buyer) return BuyerType.anonymous;
  if (isTestAccount) return BuyerType.demo;
  if (buyer.inviteeState === 1) return BuyerType.groupOrder;
  if (buyer.isApprover) return BuyerType.approver;
  if (buyer.isAdminFlag) return BuyerType.administrator;
  return BuyerType.buyer;
};

/** Roles the api authorizes on (a buyer can hold several). */
export type Role = 'buyer' | 'approver' | 'admin';
export const rolesOf = (buyer: Pick<BuyerFacts, 'isApprover' | 'isAdminFlag'>): Role[] => [
  'buyer',
  ...(buyer.isApprover ? (['approver'] as const) : []),
  ...(buyer.isAdminFlag ? (['admin'] as const) : []),
];

/** Spec §3/§6: a buyer is an approver when present in the approvers list. */
export const isApprover = (buyerId: number | string, approvers: ReadonlyArray<{ buyerId: number | string }>): boolean =>
  approvers.some((approver) => String(approver.buyerId) === String(buyerId));

/** Spec §3: inviteeState 1 means group order buyer; above 0 means in a group order. */
export const isGroupOrderBuyer = (inviteeState: number | null | undefined): boolean => inviteeState === 1;
export const isInGroupOrder = (inviteeState: number | null | undefined): boolean => (inviteeState ?? 0) > 0;

/**
 * Spec §4 'Suspension': suspended when today is within [from, until], both days included. A missing
 * or 1900-01-01 bound is open; with both bounds missing there is no suspension.
 */
export const isSuspended = (today: DateInput, from: DateInput | null | undefined, until: DateInput | null | undefined): boolean => {
  const start = from === null || from === undefined || isNoDate(from) ? null : toIsoDate(from);
  const end = until === null || until === undefined || isNoDate(until) ? null : toIsoDate(until);
  if (start === null && end === null) return false;
  const day = toIsoDate(today);
  return (start === null || day >= start) && (end === null || day <= end);
};

/** Spec §6: ship-to selection only when all four are true. */
export const canSelectShipTo = (facts: {
  showAccountSearchLink: boolean;
  showShipToSearchFlag: boolean;
  enableShipToSelection: boolean;
  viewShipToSelectionPage: boolean;
}): boolean => facts.showAccountSearchLink && facts.showShipToSearchFlag && facts.enableShipToSelection && facts.viewShipToSelectionPage;

/** Spec §2.2: the landing page after login by firstPageType (route keys; web's path registry owns the paths). */
export type LandingPage = 'home' | 'shoppingCart' | 'submittedOrders' | 'approvalOrders' | 'quickGroupOrder' | 'search' | 'legacyHome';
const landingPages: Readonly<Record<number, LandingPage>> = {
  2: 'home',
  3: 'shoppingCart',
  4: 'submittedOrders',
  5: 'approvalOrders',
  6: 'quickGroupOrder',
  10: 'search',
};
export const landingPageFor = (firstPageType: number | null | undefined): LandingPage => landingPages[firstPageType ?? 7] ?? 'legacyHome';

/** Spec §5: a login buyer is valid only if buyerId and logonName are non-empty. */
export const isValidLoginBuyer = (buyer: { buyerId?: number | string | null; logonName?: string | null } | null | undefined): boolean =>
  !!buyer && buyer.buyerId !== null && buyer.buyerId !== undefined && String(buyer.buyerId).trim() !== '' && String(buyer.buyerId) !== '0' && !!buyer.logonName?.trim();

/** Spec §6 'Account types'. */
export type AccountType = 'regular' | 'punchout' | 'sso';
/** SSO is punch-out with internal checkout. */
export const accountTypeOf = (settings: { isPunchOutEnable: boolean; isUsingInternalCheckout: boolean }): AccountType =>
  settings.isPunchOutEnable ? (settings.isUsingInternalCheckout ? 'sso' : 'punchout') : 'regular';

/** Spec §4 'Price visibility user types'. */
export const PriceVisibility = {
  anonymous: 'Anonymous',
  cannotSeePrice: 'AuthorizedButCanNotSeeThePrice',
  canSeePrice: 'AuthorizedAndCanSeeThePrice',
  canSeePriceCannotModifyOrder: 'AuthorizedToSeeThePriceButCanNotModifyOrder',
} as const;
export type PriceVisibility = (typeof PriceVisibility)[keyof typeof PriceVisibility];

/**
 * designed: the spec names the four types without their rule. Guests cannot see prices (§6 'Guests see
 * a login-for-pricing prompt'); a buyer whose client hides prices cannot see them; a buyer who may not
 * change the order (suspended, or an approver viewing someone else's order) sees prices read-only.
 */
export const priceVisibilityOf = (facts: { isLoggedIn: boolean; canSeePrice: boolean; canModifyOrder: boolean }): PriceVisibility => {
  if (!facts.isLoggedIn) return PriceVisibility.anonymous;
  if (!facts.canSeePrice) return PriceVisibility.cannotSeePrice;
  return facts.canModifyOrder ? PriceVisibility.canSeePrice : PriceVisibility.canSeePriceCannotModifyOrder;
};

export const canSeePrices = (visibility: PriceVisibility): boolean =>
  visibility === PriceVisibility.canSeePrice || visibility === PriceVisibility.canSeePriceCannotModifyOrder;
