import { sumCents, type Cents } from '../money/money.ts';
import { FeeType, feeLineTotal, type FeeEntry } from './fee-types.ts';

/** Spec §3 'Cart summary priceDetails' (cents). */
export interface PriceDetails {
  subTotal: Cents;
  promoDiscount: Cents;
  total: Cents;
  /** Contract (MOB) products. */
  mobTotal: Cents;
  nonMobTotal: Cents;
  transactionalFee: Cents;
  deliveryAndInstallFee: Cents;
  assemblyFee: Cents;
  handlingFee: Cents;
  environmentalFee: Cents;
  smallOrderFee: Cents;
  freightFee: Cents;
  tariffFee: Cents;
}

/** Spec §3 cart summary flags. */
export interface SummaryFlags {
  hasSpecialDeliveryItem: boolean;
  isExemptFromDeliveryFees: boolean;
  isExemptFromDeliveryAndInstallFees: boolean;
  isExemptFromAssemblyFees: boolean;
  hasReallyTariffFeeCombinedPrice: boolean;
  hasReallyWeeFeeCombinedPrice: boolean;
}

export interface SummaryLine {
  /** Unit sell price after line-level pricing (cents). */
  unitSellPrice: Cents;
  quantity: number;
  isContract: boolean;
  isSpecialDelivery?: boolean;
  fees?: readonly FeeEntry[];
}

/** designed: the spec names the small order fee ('50 Green') without its rule: a fee when the goods after discount are under a threshold. */
export interface SmallOrderFeePolicy {
  thresholdCents: Cents;
  feeCents: Cents;
}
export const DEFAULT_SMALL_ORDER_FEE_POLICY: SmallOrderFeePolicy = { thresholdCents: 5000, feeCents: 500 };

export interface SummaryInput {
  lines: readonly SummaryLine[];
  promoDiscount?: Cents;
  freightFee?: Cents;
  exemptions?: Partial<Pick<SummaryFlags, 'isExemptFromDeliveryFees' | 'isExemptFromDeliveryAndInstallFees' | 'isExemptFromAssemblyFees'>>;
  smallOrderFee?: SmallOrderFeePolicy | null;
}

const deliveryFeeTypes: readonly number[] = [FeeType.delivery, FeeType.remoteLocation, FeeType.deliveryAreaSurcharge];

/**
 * The cart summary. Each fee kind is summed from the lines' fee entries; exemptions zero their kinds
 * (and a line's own isExemptFromAssemblyFees zeroes its assembly fee: feeLineTotal). Delivery, remote-location and
 * surcharge fees are reported under transactionalFee (the transactional delivery kind). The total is
 * goods minus the promotion discount plus every fee, before taxes (decision 003).
 */
export const summarizeCart = (input: SummaryInput): { priceDetails: PriceDetails; flags: SummaryFlags } => {
  const exempt = { isExemptFromDeliveryFees: false, isExemptFromDeliveryAndInstallFees: false, isExemptFromAssemblyFees: false, ...input.exemptions };
  const goods = (line: SummaryLine): Cents => line.unitSellPrice * line.quantity;
  const feeSum = (types: readonly number[]): Cents =>
    sumCents(
      input.lines.flatMap((line) =>
        (line.fees ?? [])
          .filter((fee) => types.includes(fee.FeeType))
          .filter((fee) => !(fee.FeeType === FeeType.assembly && exempt.isExemptFromAssemblyFees))
          .filter((fee) => !(fee.FeeType === FeeType.deliveryInstall && exempt.isExemptFromDeliveryAndInstallFees))
          .filter((fee) => !(deliveryFeeTypes.includes(fee.FeeType) && exempt.isExemptFromDeliveryFees))
          .map((fee) => feeLineTotal(fee, line.quantity)),
      ),
    );
  const mobTotal = sumCents(input.lines.filter((line) => line.isContract).map(goods));
  const nonMobTotal = sumCents(input.lines.filter((line) => !line.isContract).map(goods));
  const subTotal = mobTotal + nonMobTotal;
  const promoDiscount = Math.min(Math.max(0, input.promoDiscount ?? 0), subTotal);
  const policy = input.smallOrderFee === undefined ? DEFAULT_SMALL_ORDER_FEE_POLICY : input.smallOrderFee;
  const goodsAfterDiscount = subTotal - promoDiscount;
  const smallOrderFee = policy && input.lines.length > 0 && goodsAfterDiscount < policy.thresholdCents ? policy.feeCents : 0;
  const fees = {
    transactionalFee: feeSum([FeeType.transaction, ...deliveryFeeTypes]),
    deliveryAndInstallFee: feeSum([FeeType.deliveryInstall]),
    assemblyFee: feeSum([FeeType.assembly]),
    handlingFee: feeSum([FeeType.handling]),
    environmentalFee: feeSum([FeeType.environmental]),
    smallOrderFee,
    freightFee: exempt.isExemptFromDeliveryFees ? 0 : Math.max(0, input.freightFee ?? 0),
    tariffFee: feeSum([FeeType.tariff]),
  };
  const total = goodsAfterDiscount + sumCents(Object.values(fees));
  const anyFee = (type: number): boolean => input.lines.some((line) => (line.fees ?? []).some((fee) => fee.FeeType === type && feeLineTotal(fee, line.quantity) > 0));
  return {
    priceDetails: { subTotal, promoDiscount, total, mobTotal, nonMobTotal, ...fees },
    flags: {
      hasSpecialDeliveryItem: input.lines.some((line) => line.isSpecialDelivery === true),
      ...exempt,
      hasReallyTariffFeeCombinedPrice: anyFee(FeeType.tariff),
      hasReallyWeeFeeCombinedPrice: anyFee(FeeType.environmental),
    },
  };
};

/** The fee fields of priceDetails, in the order a summary lists them. */
export const priceDetailFeeFields = [
  'environmentalFee', 'handlingFee', 'assemblyFee', 'deliveryAndInstallFee', 'transactionalFee', 'freightFee', 'smallOrderFee', 'tariffFee',
] as const satisfies ReadonlyArray<keyof PriceDetails>;

/** Message key of each priceDetails fee field. */
export const priceDetailLabelKey: Readonly<Record<(typeof priceDetailFeeFields)[number], string>> = {
  environmentalFee: 'fees.environmental',
  handlingFee: 'fees.handling',
  assemblyFee: 'fees.assembly',
  deliveryAndInstallFee: 'fees.deliveryInstall',
  transactionalFee: 'fees.transactionalDelivery',
  freightFee: 'fees.freight',
  smallOrderFee: 'fees.smallOrder',
  tariffFee: 'fees.tariff',
};

/**
 * Which fees are taxable (decision 003): all of them. In Canada a fee charged with a taxable supply
 * (eco fees, handling, delivery, assembly, tariffs, the small order fee) follows the supply's tax status;
 * office supplies are taxable, so the base is goods after discount plus every fee.
 */
export const taxableFeeFields: ReadonlyArray<(typeof priceDetailFeeFields)[number]> = priceDetailFeeFields;

export const taxableBase = (details: PriceDetails): Cents =>
  details.subTotal - details.promoDiscount + sumCents(taxableFeeFields.map((field) => details[field]));
