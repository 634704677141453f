import type { Locale } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import { cartProductsOf, findCart, loadPricedCart, submissionProblems, type BuyerContext, type PricedCart } from '../cart/index.ts';
import { billingNumber } from './order-view.ts';

export type SessionOrderIncludes = 'orderProducts' | 'orderProductDetails';

const emptyOrder = {
  orderId: 0,
  EwayOrderNo: '',
  submittedDate: null,
  total: 0,
  promoDiscount: 0,
  subTotal: 0,
  minimumOrderAmount: 0,
  isUnderMinimumOrderAmount: false,
  orderProducts: [],
  isGroupOrder: false,
  groupOrderNumber: null,
  shipToClientId: null,
  billingOptionType: null,
  cartMessages: [],
};

/** Spec §3 'Order' of an open order: no number or date until it is submitted, the totals priced today. */
const toOpenOrder = (cart: PricedCart, locale: Locale, includes: SessionOrderIncludes) => {
  const { header, rows, prices, totals } = cart;
  const { subTotal, promoDiscount } = totals.priceDetails;
  return {
    ...emptyOrder,
    orderId: header.ref,
    total: totals.orderTotal,
    promoDiscount,
    subTotal,
    minimumOrderAmount: header.minimum_order_amount,
    isUnderMinimumOrderAmount: header.minimum_order_amount > 0 && rows.length > 0 && subTotal < header.minimum_order_amount,
    orderProducts: rows.map((row, index) => ({
      lineNumber: row.line_number,
      isCurrentProduct: true,
      promoProductQualifierType: null,
      productId: row.product_id,
      ProductCode: row.code,
      quantity: row.quantity,
      unitSellPrice: prices[index]?.unitSellPrice ?? row.unit_sell_price,
    })),
    shipToClientId: header.ship_to_id,
    billingOptionType: billingNumber(header.billing_option_type),
    cartMessages: rows.length === 0 ? [] : submissionProblems(header, rows, totals, cart.today, locale).map((problem) => problem.message),
    ...(includes === 'orderProductDetails' ? { orderProductDetails: cartProductsOf(cart, locale) } : {}),
  };
};

/**
 * GET buyers/{buyerId}/sessions/{sessionId}/order: the order the session is filling (the buyer's cart), which a
 * page loads after it mounts when it has none (spec §4 Session). A buyer without a cart gets an empty order.
 */
export async function sessionOrder(db: Executor, ctx: BuyerContext, includes: SessionOrderIncludes = 'orderProducts', now = new Date()) {
  const header = await findCart(db, ctx.buyerId);
  if (!header) return includes === 'orderProductDetails' ? { ...emptyOrder, orderProductDetails: [] } : emptyOrder;
  return toOpenOrder(await loadPricedCart(db, header, ctx, now), ctx.locale, includes);
}
