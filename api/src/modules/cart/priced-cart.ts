import { DeliveryServiceOption, FeeType, promotionsApply, toIsoDate, toMessage, type Locale, type Message, type PromotionEligibility } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import type { BuyerContext } from './buyer-context.ts';
import type { CartHeader } from './cart-repo.ts';
import { findLines, type LineRow, type PricingScope } from './cart-lines-repo.ts';
import { computeTotals, taxProvince, type CouponTerms, type Totals } from './cart-totals.ts';
import { livePrice, summaryLine, type DeliveryChoice, type LinePrice } from './line-pricing.ts';

export interface PricedCart {
  header: CartHeader;
  rows: LineRow[];
  prices: LinePrice[];
  totals: Totals;
  delivery: DeliveryChoice;
  /** Spec §8: the pre-assembly and installation notices of the ship-to's delivery zone. */
  notices: Message[];
  eligibility: PromotionEligibility;
  today: string;
}

export const eligibilityOf = (header: Pick<CartHeader, 'can_receive_promotions'>, ctx: Pick<BuyerContext, 'isInGroupOrder'>): PromotionEligibility => ({
  canReceivePromotions: header.can_receive_promotions,
  isInGroupOrder: ctx.isInGroupOrder,
});

export const pricingScopeOf = (header: Pick<CartHeader, 'client_id' | 'warehouse_no' | 'can_receive_promotions'>, ctx: Pick<BuyerContext, 'isInGroupOrder'>): PricingScope => ({
  clientId: header.client_id,
  warehouseNo: header.warehouse_no,
  promotionsApply: promotionsApply(eligibilityOf(header, ctx)),
});

/** The coupon on the cart when it still applies (promotions allowed, in its dates, uses left). */
export const couponTermsOf = (header: CartHeader, eligibility: PromotionEligibility): CouponTerms | null =>
  header.coupon_usable && promotionsApply(eligibility) && header.coupon_kind !== null && header.coupon_value !== null
    ? { kind: header.coupon_kind, value: header.coupon_value, minimumSubtotal: header.coupon_minimum_subtotal ?? 0 }
    : null;

/** Spec §8: installation falls back to delivery only, and pre-assembly is removed, where the zone does not offer them. */
export const deliveryOf = (header: CartHeader, rows: readonly LineRow[], locale: Locale): { delivery: DeliveryChoice; notices: Message[] } => {
  const special = rows.some((row) => row.is_special_delivery);
  const wantsInstall = header.deli_serv_opt_type === DeliveryServiceOption.deliveryAndInstall;
  const notices: Message[] = [];
  if (special && wantsInstall && !header.installation_available) notices.push(toMessage('checkout.installationUnavailable', locale));
  const wantsAssembly = rows.some((row) => row.is_assembly && (row.fees ?? []).some((fee) => fee.t === FeeType.assembly));
  if (wantsAssembly && !header.assembly_available) notices.push(toMessage('checkout.preAssemblyUnavailable', locale));
  const deliServOptType = wantsInstall && header.installation_available ? DeliveryServiceOption.deliveryAndInstall : DeliveryServiceOption.standard;
  return { delivery: { deliServOptType, assemblyAvailable: header.assembly_available, installationAvailable: header.installation_available }, notices };
};

/** Prices a cart from live sources with core's rules; the totals are core's summary and taxes for today. */
export const priceCart = (header: CartHeader, rows: LineRow[], ctx: BuyerContext, now = new Date()): PricedCart => {
  const eligibility = eligibilityOf(header, ctx);
  const { delivery, notices } = deliveryOf(header, rows, ctx.locale);
  const prices = rows.map((row) => livePrice(row, row.quantity, row.special_delivery_option, eligibility, delivery));
  const today = toIsoDate(now);
  const totals = computeTotals(rows.map((row, index) => summaryLine(row, prices[index] as LinePrice)), couponTermsOf(header, eligibility), taxProvince(header.ship_to_province, header.client_province), today);
  return { header, rows, prices, totals, delivery, notices, eligibility, today };
};

export async function loadPricedCart(db: Executor, header: CartHeader, ctx: BuyerContext, now = new Date()): Promise<PricedCart> {
  const rows = await findLines(db, header.id, pricingScopeOf(header, ctx));
  return priceCart(header, rows, ctx, now);
}

