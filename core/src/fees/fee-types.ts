import type { Cents } from '../money/money.ts';

/**
 * Spec §3 fee type numbers. Type 2 is handling (decision 002): the label list gives index 2 as
 * 'Product Handling' and type 5 is already delivery installation.
 */
export const FeeType = {
  none: 0,
  environmental: 1,
  handling: 2,
  transaction: 3,
  assembly: 4,
  deliveryInstall: 5,
  delivery: 6,
  remoteLocation: 7,
  deliveryAreaSurcharge: 8,
  tariff: 9,
} as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];

/** Spec §3 'Labels by index 0 to 9', as message keys (`fees.*`). */
export const feeLabelKeys = [
  'fees.none',
  'fees.environmental',
  'fees.handling',
  'fees.transaction',
  'fees.assembly',
  'fees.deliveryInstall',
  'fees.delivery',
  'fees.remoteLocation',
  'fees.deliveryAreaSurcharge',
  'fees.tariff',
] as const;

export const feeLabelKey = (type: number): (typeof feeLabelKeys)[number] => feeLabelKeys[type] ?? 'fees.none';

/** Spec §3 'Fee entries'. FeeAmount is per unit, FeeTotal for the line (cents). */
export interface FeeEntry {
  FeeType: number;
  FeeAmount: Cents;
  FeeTotal?: Cents | null;
  isExemptFromAssemblyFees?: boolean;
}

/** An assembly fee its line is exempt from (isExemptFromAssemblyFees): shown as included, never charged. */
export const isWaivedFee = (fee: FeeEntry): boolean => fee.FeeType === FeeType.assembly && fee.isExemptFromAssemblyFees === true;

/** A fee's line total: nothing for a waived fee, else FeeTotal when given, else the unit amount times the quantity. */
export const feeLineTotal = (fee: FeeEntry, quantity: number): Cents => (isWaivedFee(fee) ? 0 : (fee.FeeTotal ?? fee.FeeAmount * quantity));

/** How a fee shows on a product row or summary line. */
export type FeeDisplay = { kind: 'amount'; cents: Cents } | { kind: 'included' } | { kind: 'extra' } | { kind: 'hidden' };

/** Spec §5: the eco fee row shows only if the fee is above 0 and not already included in the price. */
export const ecoFeeDisplay = (fee: Cents, includedInPrice: boolean): FeeDisplay =>
  fee > 0 && !includedInPrice ? { kind: 'amount', cents: fee } : { kind: 'hidden' };

/** Spec §5: the handling fee shows only if above 0. */
export const handlingFeeDisplay = (fee: Cents): FeeDisplay => (fee > 0 ? { kind: 'amount', cents: fee } : { kind: 'hidden' });

/**
 * Spec §5: a delivery-type fee that is zero shows 'included' when the delivery is known, and the
 * 'extra' message (customer care will contact the buyer) when it is unknown.
 */
export const deliveryFeeDisplay = (fee: Cents, deliveryKnown: boolean): FeeDisplay => {
  if (!deliveryKnown) return { kind: 'extra' };
  return fee > 0 ? { kind: 'amount', cents: fee } : { kind: 'included' };
};

/** Spec §3: the assembly fee shows 'Included' / 'Inclus' when no total is given. */
export const assemblyFeeDisplay = (feeTotal: Cents | null | undefined): FeeDisplay =>
  feeTotal === null || feeTotal === undefined || feeTotal === 0 ? { kind: 'included' } : { kind: 'amount', cents: feeTotal };

/** The message key for a non-amount display ('included' / 'extra'), or undefined. */
export const feeDisplayKey = (display: FeeDisplay): 'fees.included' | 'fees.extra' | undefined =>
  display.kind === 'included' ? 'fees.included' : display.kind === 'extra' ? 'fees.extra' : undefined;

/**
 * Spec §3 'Price total': the fees a price includes: the eco fee, the tariff fee and the first other fee the buyer
 * is charged (a waived fee is no part of the price). A line's total names them, so it adds up to its unit price.
 */
export const feesInPrice = <Fee extends FeeEntry>(fees: readonly Fee[]): Fee[] => {
  const charged = fees.filter((fee) => !isWaivedFee(fee));
  const ofType = (type: number): Fee | undefined => charged.find((fee) => fee.FeeType === type);
  const firstOther = charged.find((fee) => fee.FeeType !== FeeType.environmental && fee.FeeType !== FeeType.tariff && fee.FeeType !== FeeType.none);
  return [ofType(FeeType.environmental), ofType(FeeType.tariff), firstOther].filter((fee): fee is Fee => fee !== undefined && fee.FeeAmount !== 0);
};

/** Spec §3 'Price total': the final sell price when given, else base price minus saving plus the fees in the price. */
export const priceTotal = (price: { FinalSellPrice?: Cents | null; BasePrice: Cents; Saving?: Cents | null; fees?: readonly FeeEntry[] }): Cents => {
  if (price.FinalSellPrice !== null && price.FinalSellPrice !== undefined) return price.FinalSellPrice;
  return feesInPrice(price.fees ?? []).reduce((total, fee) => total + fee.FeeAmount, price.BasePrice - (price.Saving ?? 0));
};
