import {
  DeliveryServiceOption,
  FeeType,
  SpecialDeliveryOption,
  feeLineTotal,
  priceTotal,
  resolveUnitPrice,
  type CartProduct,
  type FeeEntry,
  type Locale,
  type PromotionEligibility,
  type SummaryLine,
} from '@comptoir/core';
import type { LineRow, ProductRow } from './cart-lines-repo.ts';

/** What the ship-to's delivery zone allows and what the buyer chose (spec §3 OrderDeli, §8 notices). */
export interface DeliveryChoice {
  deliServOptType: number;
  assemblyAvailable: boolean;
  installationAvailable: boolean;
}

/** The price of one line: from live sources (cart) or from the snapshot taken at submission (orders). */
export interface LinePrice {
  unitListPrice: number;
  unitSellPrice: number;
  isContract: boolean;
  standingOfferNumber: string | null;
  isPromotion: boolean;
  fees: FeeEntry[];
}

const deliveryFeeTypes: readonly number[] = [FeeType.deliveryInstall, FeeType.delivery, FeeType.remoteLocation, FeeType.deliveryAreaSurcharge];

/**
 * The fees a line carries: assembly only where the zone offers pre-assembly, delivery-and-install only
 * when chosen and offered, no delivery fees for a pickup.
 */
export const applicableFees = (row: ProductRow, specialDeliveryOption: number, delivery: DeliveryChoice): FeeEntry[] =>
  (row.fees ?? [])
    .filter((fee) => fee.t !== FeeType.assembly || (row.is_assembly && delivery.assemblyAvailable))
    .filter((fee) => fee.t !== FeeType.deliveryInstall || (delivery.deliServOptType === DeliveryServiceOption.deliveryAndInstall && delivery.installationAvailable))
    .filter((fee) => !(specialDeliveryOption === SpecialDeliveryOption.pickup && deliveryFeeTypes.includes(fee.t)))
    .map((fee) => ({ FeeType: fee.t, FeeAmount: fee.a, FeeTotal: null, isExemptFromAssemblyFees: fee.x }));

/** core's price rules on a product's live sources for a quantity. */
export const livePrice = (row: ProductRow, quantity: number, specialDeliveryOption: number, eligibility: PromotionEligibility, delivery: DeliveryChoice): LinePrice => {
  const resolved = resolveUnitPrice(
    {
      listPrice: row.list_price,
      tiers: (row.tiers ?? []).map((tier) => ({ minQuantity: tier.q, price: tier.p })),
      contractPrice: row.contract_price,
      promotionPrice: row.promotion_price,
      isMarketPrice: row.is_market_price,
    },
    quantity,
    eligibility,
  );
  return {
    unitListPrice: row.list_price,
    unitSellPrice: resolved.unitPrice,
    isContract: resolved.source === 'contract',
    standingOfferNumber: resolved.source === 'contract' ? row.standing_offer_number : null,
    isPromotion: resolved.source === 'promotion',
    fees: applicableFees(row, specialDeliveryOption, delivery),
  };
};

/** The price stored with a submitted line (history is never re-priced). */
export const snapshotPrice = (row: LineRow): LinePrice => ({
  unitListPrice: row.unit_list_price,
  unitSellPrice: row.unit_sell_price,
  isContract: row.is_contract_snapshot,
  standingOfferNumber: row.standing_offer_number,
  isPromotion: false,
  fees: row.fees_snapshot.map((fee) => ({ FeeType: fee.feeType, FeeAmount: fee.amount, FeeTotal: null, isExemptFromAssemblyFees: fee.isExemptFromAssemblyFees })),
});

export const summaryLine = (row: { quantity: number; is_special_delivery: boolean }, price: LinePrice): SummaryLine => ({
  unitSellPrice: price.unitSellPrice,
  quantity: row.quantity,
  isContract: price.isContract,
  isSpecialDelivery: row.is_special_delivery,
  fees: price.fees,
});

export const mediaUrl = (mediaId: string): string => `/media/products/${mediaId}.svg`;

/** Spec §3 'Cart product', every field, from a line and its price. */
export const toCartProduct = (row: LineRow, price: LinePrice, locale: Locale, backOrdered: number): CartProduct => {
  const fr = locale === 'fr-CA';
  const saving = Math.max(0, price.unitListPrice - price.unitSellPrice);
  const combinedSell = priceTotal({ BasePrice: price.unitListPrice, Saving: saving, fees: price.fees });
  const media = (row.media ?? []).map(mediaUrl);
  return {
    ProductCode: row.code,
    Quantity: row.quantity,
    Multiple: row.sales_multiple,
    MinimumQuantity: row.minimum_quantity,
    QuantityBO: backOrdered,
    OrderProductId: row.line_number,
    ImageUrl: media[0] ?? null,
    MediaImages: media,
    Description: fr ? row.name_fr : row.name_en,
    BasePrice: price.unitListPrice,
    CombinedBasePrice: priceTotal({ BasePrice: price.unitListPrice, fees: price.fees }),
    CombinedSellPrice: combinedSell,
    CombinedLinePrice: combinedSell * row.quantity,
    FinalSellPrice: null,
    UnitSellPrice: price.unitSellPrice,
    Saving: saving,
    IsFlyer: false,
    QualifierType: null,
    PromoInfo: { ContainPromo: price.isPromotion, Message: price.isPromotion ? (fr ? row.promotion_details_fr : row.promotion_details_en) : null },
    PromotionId: null,
    OrderProductFees: price.fees.map((fee) => ({ ...fee, FeeTotal: feeLineTotal(fee, row.quantity), isExemptFromAssemblyFees: fee.isExemptFromAssemblyFees ?? false })),
    FeetoDisplay: price.fees.filter((fee) => fee.FeeAmount > 0 || fee.FeeType === FeeType.assembly).map((fee) => fee.FeeType),
    SplitShipment: backOrdered > 0 && backOrdered < row.quantity,
    IsContract: price.isContract,
    StandingOfferNumber: price.standingOfferNumber,
    IsSpecialDelivery: row.is_special_delivery,
    AlphaCommentLine1: null,
    AlphaCommentLine2: null,
    AlphaCommentLine3: null,
    ShowAlphaCommentLine1: false,
    ShowAlphaCommentLine2: false,
    ShowAlphaCommentLine3: false,
    MessServDeli: null,
    needQuote: row.is_special_order,
    LineNote: row.line_note === '' ? null : row.line_note,
  };
};

/** Back-ordered quantity of a cart line: what the client's warehouse cannot cover today. */
export const cartBackOrdered = (row: LineRow): number => (row.on_hand === null ? 0 : Math.max(0, row.quantity - row.on_hand));
