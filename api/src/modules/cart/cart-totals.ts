import {
  isProvince,
  lineAmount,
  orderTotals,
  roundHalfAwayFromZero,
  sumCents,
  summarizeCart,
  type Cents,
  type CartSummary,
  type IsoDate,
  type PriceDetails,
  type Province,
  type SummaryLine,
  type TaxTotals,
} from '@comptoir/core';

/** A coupon's terms (coupons table): basis points or cents off the goods, from a minimum subtotal. */
export interface CouponTerms {
  kind: 'percent' | 'amount';
  value: number;
  minimumSubtotal: Cents;
}

/** What the goods subtotal lacks for the coupon's discount: 0 when it reaches the coupon's minimum. */
export const couponShortfall = (coupon: CouponTerms, subTotal: Cents): Cents => Math.max(0, coupon.minimumSubtotal - subTotal);

/** designed (not in core yet): the coupon's discount on the goods subtotal; summarizeCart caps it at the subtotal. */
export const couponDiscount = (coupon: CouponTerms | null, subTotal: Cents): Cents => {
  if (!coupon || couponShortfall(coupon, subTotal) > 0) return 0;
  return coupon.kind === 'percent' ? roundHalfAwayFromZero((subTotal * coupon.value) / 10_000) : coupon.value;
};

/** The tax date and province of a cart: today's rates for the ship-to's province (decision 003). */
export const taxProvince = (shipToProvince: string | null, clientProvince: string): Province => {
  if (isProvince(shipToProvince)) return shipToProvince;
  if (isProvince(clientProvince)) return clientProvince;
  throw new Error(`no tax province for ship-to ${String(shipToProvince)} / client ${clientProvince}`);
};

export interface Totals {
  priceDetails: PriceDetails;
  flags: Omit<CartSummary, 'PriceDetails'>;
  taxes: TaxTotals;
  orderTotal: Cents;
}

/** The cart or order summary: core's summarizeCart over the lines, then core's taxes for the province and date. */
export const computeTotals = (lines: readonly SummaryLine[], coupon: CouponTerms | null, province: Province, date: IsoDate): Totals => {
  const goods = sumCents(lines.map((line) => lineAmount(line.unitSellPrice, line.quantity)));
  const { priceDetails, flags } = summarizeCart({ lines, promoDiscount: couponDiscount(coupon, goods) });
  const { orderTotal, ...taxes } = orderTotals(priceDetails, province, date);
  return { priceDetails, flags, taxes, orderTotal };
};

/** designed: CartSummary plus the ship-to province's taxes, the total with taxes and whether the contract totals are shown. */
export const toCartSummary = (totals: Totals, enableContractProductTotalBreakdown: boolean) => ({
  PriceDetails: totals.priceDetails,
  ...totals.flags,
  Taxes: {
    federalTaxTotal: totals.taxes.federalTaxTotal,
    provincialTaxTotal: totals.taxes.provincialTaxTotal,
    hSTTaxTotal: totals.taxes.hSTTaxTotal,
    taxesTotal: totals.taxes.taxesTotal,
    lines: totals.taxes.lines.map((line) => ({ kind: line.kind, rate: line.rate, amount: line.amount })),
  },
  OrderTotal: totals.orderTotal,
  enableContractProductTotalBreakdown,
});
