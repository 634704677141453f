import { OrderAction, OrderStatusCode, formatMoney, toIsoDate, toMessage, type Address, type Locale, type Message } from '@comptoir/core';
import type { CartHeader } from './cart-repo.ts';
import { computeTotals, couponShortfall, toCartSummary } from './cart-totals.ts';
import { invalidPrompts, toCustomPrompt } from './custom-prompts.ts';
import type { PromptRow } from './custom-prompts-repo.ts';
import { cartBackOrdered, toCartProduct, type LinePrice } from './line-pricing.ts';
import { submissionProblems } from './order-rules.ts';
import { couponTermsOf, type PricedCart } from './priced-cart.ts';

const address = (name: string | null, line1: string | null, line2: string | null, city: string | null, province: string | null, postalCode: string | null): Address | null =>
  name !== null && line1 !== null && city !== null && province !== null && postalCode !== null
    ? { name, line1, line2: line2 === '' ? null : line2, city, province, postalCode, country: 'CA' }
    : null;

export const deliveryAddressOf = (h: CartHeader): Address | null => address(h.ship_to_name, h.ship_to_line1, h.ship_to_line2, h.ship_to_city, h.ship_to_province, h.ship_to_postal_code);
export const billingAddressOf = (h: CartHeader): Address | null => address(h.billing_name, h.billing_line1, h.billing_line2, h.billing_city, h.billing_province, h.billing_postal_code);

/** Spec §3 'Order delivery info' of a cart. */
export const orderDeliOf = (cart: PricedCart) => {
  const special = cart.rows.some((row) => row.is_special_delivery);
  return {
    deliServOptType: cart.delivery.deliServOptType === 2 ? (2 as const) : (1 as const),
    isDeliUnknown: special && !cart.header.is_deli_opt_set,
    isDeliAndInstUnKnown: special && cart.delivery.deliServOptType === 2 && !cart.header.is_deli_opt_set,
    isDeliOptSet: cart.header.is_deli_opt_set,
    shippingPostalCode: cart.header.ship_to_postal_code,
    deliveryZone: cart.header.delivery_zone,
  };
};

export const cartProductsOf = (cart: PricedCart, locale: Locale) =>
  cart.rows.map((row, index) => toCartProduct(row, cart.prices[index] as LinePrice, locale, cartBackOrdered(row)));

/** A coupon that applies but whose minimum the goods do not reach: said beside it, or 'applied' shows with no discount. */
const couponShortfallNotice = (cart: PricedCart, locale: Locale): Message | null => {
  const coupon = couponTermsOf(cart.header, cart.eligibility);
  const shortfall = coupon ? couponShortfall(coupon, cart.totals.priceDetails.subTotal) : 0;
  if (!coupon || shortfall === 0 || cart.rows.length === 0) return null;
  return toMessage('cart.couponBelowMinimum', locale, { code: cart.header.coupon_code ?? '', amount: formatMoney(coupon.minimumSubtotal, locale), shortfall: formatMoney(shortfall, locale) });
};

/** Spec §3 'Cart response', every field. Messages carry what blocks submission, the delivery notices and a stale coupon's. */
export const toCartResponse = (
  cart: PricedCart,
  prompts: readonly PromptRow[],
  locale: Locale,
  extra: { cartMessages?: Message[]; started: number; couponNotice?: Message | null; enableContractProductTotalBreakdown: boolean },
) => {
  const problems = cart.rows.length === 0 ? [] : submissionProblems(cart.header, cart.rows, cart.totals, cart.today, locale);
  const promptsInvalid = invalidPrompts(prompts, locale);
  const products = cartProductsOf(cart, locale);
  const h = cart.header;
  const couponNotice = extra.couponNotice ?? couponShortfallNotice(cart, locale);
  return {
    CartInfo: {
      Products: products,
      CartSummary: toCartSummary(cart.totals, extra.enableContractProductTotalBreakdown),
      // A coupon that no longer applies stays shown beside its notice, so the buyer can remove it.
      PromotionCouponCode: cart.totals.priceDetails.promoDiscount > 0 || h.coupon_usable || couponNotice ? h.coupon_code : null,
      PromotionId: null,
    },
    Messages: [...problems.map((problem) => problem.message), ...cart.notices, ...(couponNotice ? [couponNotice] : [])],
    CartMessages: extra.cartMessages ?? [],
    ApprovalAction: problems.length === 0 && promptsInvalid.length === 0 && products.length > 0 ? [OrderAction.checkout] : [],
    CustomPromptsInfo: { hasCustomPrompts: prompts.length > 0, isValid: promptsInvalid.length === 0 },
    CustomPrompts: prompts.map((row) => toCustomPrompt(row, locale)),
    OrderId: h.ref,
    OrderDeli: orderDeliOf(cart),
    DeliveryAddress: deliveryAddressOf(h),
    BillingAddress: billingAddressOf(h),
    CreditCard: h.card_brand && h.card_last4 && h.card_expiry ? { brand: h.card_brand, last4: h.card_last4, expiry: h.card_expiry } : null,
    Status: OrderStatusCode.pending,
    Analytics: { IndexUsed: null, QueryID: null, AnalyticsProperties: {} },
    AnalyticsData: { products: products.map((p) => ({ id: p.ProductCode, quantity: p.Quantity, price: p.UnitSellPrice })), type: 'cart' },
    timing: Math.max(0, Math.round(performance.now() - extra.started)),
  };
};

/** The cart of a buyer who has none yet: no lines, so core's summary is all zeros in any province. */
export const emptyCartResponse = (started: number, enableContractProductTotalBreakdown: boolean) => ({
  CartInfo: { Products: [], CartSummary: toCartSummary(computeTotals([], null, 'ON', toIsoDate(new Date())), enableContractProductTotalBreakdown), PromotionCouponCode: null, PromotionId: null },
  Messages: [], CartMessages: [], ApprovalAction: [], CustomPromptsInfo: { hasCustomPrompts: false, isValid: true }, CustomPrompts: [],
  OrderId: null, OrderDeli: null, DeliveryAddress: null, BillingAddress: null, CreditCard: null, Status: OrderStatusCode.pending,
  Analytics: { IndexUsed: null, QueryID: null, AnalyticsProperties: {} }, AnalyticsData: { products: [], type: 'cart' },
  timing: Math.max(0, Math.round(performance.now() - started)),
});
