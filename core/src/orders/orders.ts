/** Spec §3: order numbers display as 'EW' + order number, or 'GR' + groupOrderNumber for group orders. */
export const orderDisplayNumber = (order: { orderNo: string | number; isGroupOrder?: boolean | null; groupOrderNumber?: string | number | null }): string =>
  order.isGroupOrder && order.groupOrderNumber !== null && order.groupOrderNumber !== undefined && String(order.groupOrderNumber) !== ''
    ? `GR${order.groupOrderNumber}`
    : `EW${order.orderNo}`;

/**
 * Between an order number's letters and digits a dash reads as a space ('EW-4100211', 'EW–4100211' as a word processor
 * makes it): any dash, the minus sign too.
 */
const EW_OR_GR_PREFIX = /^(EW|GR)[\s\p{Pd}\u2212]*/iu;
const EW_PREFIX = /^EW[\s\p{Pd}\u2212]*/iu;

/** Spec §7: orderbynumber takes the number without the EW prefix; what a buyer types may carry it, spaces, a dash or a '#'. */
export const orderNumberWithoutPrefix = (text: string): string => text.trim().replace(/^#/, '').replace(EW_OR_GR_PREFIX, '').trim();

/** Spec §7: the digits orderbynumber takes (the order number without its EW prefix). */
export const ORDER_NUMBER_DIGITS = /^\d{1,12}$/;

export type OrderNumberEntry = { ok: true; number: string } | { ok: false; code: 'findOrder.numberRequired' | 'findOrder.numberInvalid' };

/**
 * What a buyer types to find an order: EW followed by digits, or the digits alone ('#', spaces and a dash after EW
 * tolerated). A GR number names a group order, not an order number, so it is refused.
 */
export const parseOrderNumberEntry = (text: string): OrderNumberEntry => {
  const entry = text.trim();
  if (entry === '') return { ok: false, code: 'findOrder.numberRequired' };
  const number = entry.replace(/^#\s*/, '').replace(EW_PREFIX, '').replace(/\s+/g, '');
  return ORDER_NUMBER_DIGITS.test(number) ? { ok: true, number } : { ok: false, code: 'findOrder.numberInvalid' };
};

/** Spec §4: submitted-order summary category by its description. */
export type SubmittedOrderCategory = 'inApproval' | 'recentlyApproved' | 'submitted';
export const submittedOrderCategory = (description: string, approvalEnabled: boolean): SubmittedOrderCategory => {
  if (approvalEnabled && /awaiting approval/i.test(description)) return 'inApproval';
  if (/approved/i.test(description) && !/awaiting approval/i.test(description)) return 'recentlyApproved';
  return 'submitted';
};

/** The order summaries pages (spec §2.2): /orders/summaries/1, 2, 3. */
export const OrderSummaryPage = { submitted: 1, approval: 2, recentApproval: 3 } as const;

/** Spec §4 'Order status codes'. */
export const OrderStatusCode = { pending: 0, shipped: 1, cancelled: 2, archived: 3 } as const;
export type OrderStatusCode = (typeof OrderStatusCode)[keyof typeof OrderStatusCode];

/** Spec §4 'Order approval statuses'. */
export const orderApprovalStatuses = ['AWAITING', 'REFUSED', 'OPEN', 'CANCELED', 'SHIPPED', 'UPDATE', 'DELETE', 'ARCHIVED'] as const;
export type OrderApprovalStatus = (typeof orderApprovalStatuses)[number];

/** Spec §4 'Approver state keys'. */
export const ApproverStateKey = { awaiting: 0, open: 1, refused: 2, canceled: 3 } as const;
export type ApproverStateKey = (typeof ApproverStateKey)[keyof typeof ApproverStateKey];

/** Spec §4: approval outcomes AWAITING to awaiting, REJECTED to refused, APPROVED to open. */
export const approverStateOf = (outcome: 'AWAITING' | 'REJECTED' | 'APPROVED'): ApproverStateKey =>
  ({ AWAITING: ApproverStateKey.awaiting, REJECTED: ApproverStateKey.refused, APPROVED: ApproverStateKey.open })[outcome];

/** Spec §4 'Order actions'. */
export const OrderAction = { approve: 1, reject: 2, cancel: 3, orderNotification: 4, checkout: 5, modify: 6, updateOrder: 7 } as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

/** Spec §4 'Order view contexts'. */
export const OrderViewContext = { inApproval: 1, orderDetails: 2 } as const;
export type OrderViewContext = (typeof OrderViewContext)[keyof typeof OrderViewContext];

/** Spec §3 'Order delivery info': deliServOptType 1 standard, 2 delivery and install. */
export const DeliveryServiceOption = { standard: 1, deliveryAndInstall: 2 } as const;
export type DeliveryServiceOption = (typeof DeliveryServiceOption)[keyof typeof DeliveryServiceOption];

/** Spec §3: special delivery option types 0 none, 1 on-site, 2 standard, 3 pickup (labels in `checkout.specialDelivery*`). */
export const SpecialDeliveryOption = { none: 0, onSite: 1, standard: 2, pickup: 3 } as const;
export type SpecialDeliveryOption = (typeof SpecialDeliveryOption)[keyof typeof SpecialDeliveryOption];

/** Spec §4 'Checkout': Delivery Details, then Review & Confirm; delivery types scheduled and standard. */
export const checkoutSteps = ['deliveryDetails', 'reviewAndConfirm'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];
export const deliveryTypes = ['scheduled', 'standard'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** Spec §4 'Group order states', modes and creator roles. */
export const groupOrderStates = ['open', 'processedToCart', 'submitted'] as const;
export type GroupOrderState = (typeof groupOrderStates)[number];
export const groupOrderModes = ['quick', 'advanced'] as const;
export const groupOrderRoles = ['invitee', 'inviter'] as const;

/** Spec §3: order lines of type 2 are excluded from orderProducts. */
export const EXCLUDED_ORDER_PRODUCT_TYPE = 2;

/** Spec §9 'Dashboard': recent orders over 30 days, 3 shown; the approvals list shows 3. */
export const DASHBOARD_RECENT_ORDERS_DAYS = 30;
export const DASHBOARD_ORDER_COUNT = 3;
export const DASHBOARD_APPROVAL_COUNT = 3;

/** Spec §3 'Account activation steps' ids 0 to 4 and §4 onboarding step kinds. */
export const activationSteps = ['createPassword', 'confirmYourProfileInformation', 'creditCard', 'createFavoriteShipToLocations', 'completed'] as const;
export type ActivationStep = (typeof activationSteps)[number];
export const activationStepOf = (id: number): ActivationStep => activationSteps[id] ?? 'completed';

/** Spec §4: the reply state of a group order invitee — replied, same account and empty cart — gives 8 message keys. */
export const groupOrderReplyKey = (state: { replied: boolean; sameAccount: boolean; emptyCart: boolean }): string =>
  `groupOrder.reply.${state.replied ? 'replied' : 'pending'}${state.sameAccount ? 'Same' : 'Other'}Account${state.emptyCart ? 'Empty' : 'WithItems'}`;
