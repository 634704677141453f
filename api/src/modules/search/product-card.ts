import { chargedTiers, resolveUnitPrice, type ProductCard } from '@comptoir/core';
import type { Language } from './candidate-sql.ts';
import type { CardRow } from './card-sql.ts';

export interface CardContext {
  language: Language;
  seesPrices: boolean;
  isInGroupOrder: boolean;
}

export const mediaUrl = (mediaId: string | null): string | null => (mediaId ? `/media/products/${mediaId}.svg` : null);
const dateOnly = (value: string | null): string | null => (value ? value.slice(0, 10) : null);

/** Prices follow core's rules (contract, tiers, promotions when they apply); guests get none. */
export function toProductCard(row: CardRow, ctx: CardContext): ProductCard {
  const fr = ctx.language === 'fr';
  const sources = { listPrice: row.list_price, tiers: (row.tiers ?? []).map((t) => ({ minQuantity: t.q, price: t.p })), contractPrice: row.contract_price, promotionPrice: row.promotion_price };
  const eligibility = { canReceivePromotions: row.promotion_price !== null, isInGroupOrder: ctx.isInGroupOrder };
  const price = resolveUnitPrice(sources, 1, eligibility);
  const onSale = ctx.seesPrices && price.source === 'promotion';
  const show = <T,>(value: T): T | null => (ctx.seesPrices ? value : null);
  return {
    ProductId: row.id,
    ProductCode: row.code,
    Description: fr ? row.name_fr : row.name_en,
    ImageUrl: mediaUrl(row.media_id),
    Brand: row.brand_name,
    ShortDescription: fr ? row.short_description_fr : row.short_description_en,
    TieredPricing: { Prices: ctx.seesPrices ? chargedTiers(sources, eligibility).map((t) => ({ MinQuantity: t.minQuantity, Price: t.price })) : [] },
    IsDropShip: row.is_drop_ship,
    ProductOnSale: onSale ? { OnSaleEndDate: dateOnly(row.promotion_end_date) } : null,
    ProductReview: { ReviewCount: row.review_count, ReviewRatings: row.review_rating, ShowReview: row.review_count > 0 },
    IsSpecialOrder: row.is_special_order,
    WasPreviouslyPurchased: row.last_purchased !== null,
    LastPurchasedDate: dateOnly(row.last_purchased),
    IsClearanceItem: row.is_clearance_item,
    IsMadeInCanada: row.is_made_in_canada,
    UOM: fr ? row.uom_fr : row.uom_en,
    CombinedDetailPrice: show(price.unitPrice),
    CombinedMarketPrice: null,
    ListPrice: show(row.list_price),
    IsContract: ctx.seesPrices && price.source === 'contract',
    IsAssembly: row.is_assembly,
    IsMarketPrice: row.is_market_price,
    IsCatalog: row.is_catalog,
    IsRestricted: row.is_restricted,
    PromotionDetailsEn: onSale ? row.promotion_details_en : null,
    PromotionDetailsFr: onSale ? row.promotion_details_fr : null,
    Multiple: row.sales_multiple,
    MinimumQuantity: row.minimum_quantity,
    StockQuantity: show(row.stock),
    EstimatedDeliveryMin: show(row.delivery_days_min),
    EstimatedDeliveryMax: show(row.delivery_days_max),
    CategoryId: row.category_id,
    IsCore: row.is_core,
    InStock: show(row.stock > 0),
    FinalSellPrice: show(price.unitPrice),
    Saving: show(price.saving),
    SavingPercent: show(row.list_price > 0 ? Math.round((price.saving / row.list_price) * 100) : 0),
    StandingOfferNumber: ctx.seesPrices && price.source === 'contract' ? row.standing_offer_number : null,
    PromotionId: onSale ? row.promotion_id : null,
    LoginForPricing: !ctx.seesPrices,
  };
}
