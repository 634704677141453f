import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/money.ts';
import { taxableBase, type PriceDetails } from '../fees/price-details.ts';
import { computeTaxes, type TaxTotals } from '../tax/tax.ts';
import type { Province } from '../tax/provinces.ts';

/** Spec §3 'TieredPricing.Prices': a unit price from a quantity up. */
export interface PriceTier {
  minQuantity: number;
  price: Cents;
}

export interface PriceSources {
  /** The list (base) price. */
  listPrice: Cents;
  tiers?: readonly PriceTier[];
  /** The client's contract or standing-offer price (IsContract / StandingOfferNumber). */
  contractPrice?: Cents | null;
  promotionPrice?: Cents | null;
  /** IsMarketPrice items are sold at the market price of the day (CombinedMarketPrice). */
  isMarketPrice?: boolean;
  marketPrice?: Cents | null;
}

export interface PromotionEligibility {
  canReceivePromotions: boolean;
  isInGroupOrder: boolean;
}

export type PriceSource = 'market' | 'contract' | 'promotion' | 'tier' | 'list';

export interface ResolvedPrice {
  unitPrice: Cents;
  source: PriceSource;
  /** Per unit, against the list price; never negative. */
  saving: Cents;
}

/** Spec §5: promotions apply only when the client can receive promotions and not in a group order. */
export const promotionsApply = (eligibility: PromotionEligibility): boolean => eligibility.canReceivePromotions && !eligibility.isInGroupOrder;

/** The tier price for a quantity: the tier with the highest minimum at or below the quantity. */
export const tierPrice = (tiers: readonly PriceTier[], quantity: number): Cents | undefined =>
  [...tiers].filter((tier) => tier.minQuantity <= quantity).sort((a, b) => b.minQuantity - a.minQuantity)[0]?.price;

/**
 * Which price applies. A market-priced item sells at the market price. A contract or standing-offer
 * price is what the client negotiated and always applies (it is what MOB totals report). Otherwise the
 * lowest of the list price, the tier for the quantity and, when promotions apply, the promotion price.
 */
export const resolveUnitPrice = (sources: PriceSources, quantity: number, eligibility: PromotionEligibility): ResolvedPrice => {
  const withSaving = (unitPrice: Cents, source: PriceSource): ResolvedPrice => ({ unitPrice, source, saving: Math.max(0, sources.listPrice - unitPrice) });
  if (sources.isMarketPrice && sources.marketPrice !== null && sources.marketPrice !== undefined) return withSaving(sources.marketPrice, 'market');
  if (sources.contractPrice !== null && sources.contractPrice !== undefined) return withSaving(sources.contractPrice, 'contract');
  const candidates: Array<[Cents, PriceSource]> = [[sources.listPrice, 'list']];
  const tier = tierPrice(sources.tiers ?? [], quantity);
  if (tier !== undefined) candidates.push([tier, 'tier']);
  if (promotionsApply(eligibility) && sources.promotionPrice !== null && sources.promotionPrice !== undefined) candidates.push([sources.promotionPrice, 'promotion']);
  const [unitPrice, source] = candidates.reduce((best, candidate) => (candidate[0] < best[0] ? candidate : best));
  return withSaving(unitPrice, source);
};

/**
 * The volume tiers to show a buyer (spec §3 TieredPricing): each one only where it is the price charged at its quantity,
 * so none beside a contract or market price, and none at or above a promotion's price, which would promise prices never
 * charged.
 */
export const chargedTiers = (sources: PriceSources, eligibility: PromotionEligibility): PriceTier[] =>
  (sources.tiers ?? []).filter((tier) => {
    const charged = resolveUnitPrice(sources, tier.minQuantity, eligibility);
    return (charged.source === 'tier' || charged.source === 'list') && charged.unitPrice === tier.price;
  });

/** Spec §3: isUnderMinimumOrderAmount is subTotal below minimumOrderAmount (no minimum when 0 or missing). */
export const isUnderMinimumOrderAmount = (subTotal: Cents, minimumOrderAmount: Cents | null | undefined): boolean =>
  (minimumOrderAmount ?? 0) > 0 && subTotal < (minimumOrderAmount as number);

/** What the buyer still has to add to reach the minimum order amount, so the notice says what to do (0 when not under it). */
export const minimumOrderShortfall = (subTotal: Cents, minimumOrderAmount: Cents | null | undefined): Cents =>
  isUnderMinimumOrderAmount(subTotal, minimumOrderAmount) ? (minimumOrderAmount as number) - subTotal : 0;

/**
 * The largest order placed online, $9,999,999.99: order amounts are kept in integer columns
 * (at most $21,474,836.47), and 200 lines of 9,999 furniture pieces go far past them.
 */
export const ORDER_TOTAL_MAX: Cents = 999_999_999;

/** An order over ORDER_TOTAL_MAX, before or after its discount. */
export const isOverOrderTotalMaximum = (subTotal: Cents, orderTotal: Cents): boolean => Math.max(subTotal, orderTotal) > ORDER_TOTAL_MAX;

/** The order's totals: the cart summary plus the ship-to province's taxes on the taxable base. */
export const orderTotals = (details: PriceDetails, province: Province, date: IsoDate): TaxTotals & { orderTotal: Cents } => {
  const taxes = computeTaxes(province, date, taxableBase(details));
  return { ...taxes, orderTotal: details.total + taxes.taxesTotal };
};
