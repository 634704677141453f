import { formatMessage, type ProductDetail } from '@comptoir/core';
import { mediaUrl, toProductCard, type CardRow } from '../search/index.ts';
import type { DetailRow } from './detail-sql.ts';

type Language = 'en' | 'fr';
const pick = (pair: { en: string; fr: string }, language: Language) => (language === 'fr' ? pair.fr : pair.en);


export interface DetailContext {
  language: Language;
  seesPrices: boolean;
  isInGroupOrder: boolean;
}

/** The product page's read model; guests get the same page without prices or stock. */
export function toProductDetail(row: DetailRow, upsells: readonly CardRow[], ctx: DetailContext): ProductDetail {
  const card = toProductCard(row, ctx);
  const { language } = ctx;
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const finders = [...(row.printer_models.length > 0 ? ['inkToner'] : []), ...(row.box_length_in !== null ? ['box'] : [])];
  return {
    ...card,
    name: card.Description,
    taxonomy: row.taxonomy.map((t) => ({ id: t.id, name: language === 'fr' ? t.name_fr : t.name_en, level: t.level })),
    availability: ctx.seesPrices ? formatMessage(locale, row.stock > 0 ? 'search.inStock' : 'search.outOfStock') : formatMessage(locale, 'search.signInForPricing'),
    mediaImages: (row.media_ids ?? []).map((id) => mediaUrl(id) as string),
    productCodeJDA: row.code_jda,
    reviewCount: row.review_count,
    estimatedDeliveryTimeMin: row.delivery_days_min,
    estimatedDeliveryTimeMax: row.delivery_days_max,
    variants: row.variant_type && row.variants
      ? [{ variantType: row.variant_type, products: row.variants.map((v) => ({ ProductCode: v.code, value: (language === 'fr' ? v.value_fr : v.value_en) ?? '' })) }]
      : [],
    Specifications: row.specifications.map((tab) => ({ tab: pick(tab.title, language), rows: tab.rows.map((r) => ({ name: pick(r.label, language), value: pick(r.value, language) })) })),
    Finders: finders,
    FinderFields: row.box_length_in === null ? null : { length: row.box_length_in, width: row.box_width_in, height: row.box_height_in, resistanceType: row.box_resistance_type },
    SafetyDataSheets: row.safety_data_sheets.map((s) => ({ title: pick(s.title, language), url: pick(s.url, language) })),
    Descriptions: [language === 'fr' ? row.long_description_fr : row.long_description_en],
    UpsellProducts: upsells.map((u) => toProductCard(u, ctx)),
    AlternateFormats: (row.alternate_formats ?? []).map((a) => ({ Format: (language === 'fr' ? a.format_fr : a.format_en) ?? '', Quantity: a.quantity ?? 1, ProductCode: a.code })),
    Fees: ctx.seesPrices ? (row.fees ?? []).map((f) => ({ FeeType: f.feeType, FeeAmount: f.amount, isExemptFromAssemblyFees: f.isExemptFromAssemblyFees })) : null,
    DescriptionFr: row.long_description_fr,
    BrandFr: row.brand_name,
    UomFr: row.uom_fr,
    AlphaCommentLine1: null,
    AlphaCommentLine2: null,
  };
}
