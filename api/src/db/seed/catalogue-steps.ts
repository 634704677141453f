import type { Dataset, Product } from '@comptoir/fixtures';
import * as t from '../schema/index.ts';
import { step, toDate, toDayOrNull, type SeedStep } from './seed-step.ts';

const productRow = (p: Product): typeof t.products.$inferInsert => ({
  id: p.id,
  code: p.code,
  codeJda: p.codeJda,
  nameEn: p.name.en,
  nameFr: p.name.fr,
  shortDescriptionEn: p.shortDescription.en,
  shortDescriptionFr: p.shortDescription.fr,
  longDescriptionEn: p.longDescription.en,
  longDescriptionFr: p.longDescription.fr,
  uomEn: p.uom.en,
  uomFr: p.uom.fr,
  keywordsEn: p.keywords.en,
  keywordsFr: p.keywords.fr,
  brandId: p.brandId,
  categoryId: p.categoryId,
  listPrice: p.listPrice,
  salesMultiple: p.salesMultiple,
  minimumQuantity: p.minimumQuantity,
  isMadeInCanada: p.flags.madeInCanada,
  isClearanceItem: p.flags.clearance,
  isRestricted: p.flags.restricted,
  isDropShip: p.flags.dropShip,
  isSpecialDelivery: p.flags.specialDelivery,
  isAssembly: p.flags.assemblyAvailable,
  isInstallation: p.flags.installationAvailable,
  isCatalog: p.flags.catalog,
  isMarketPrice: p.flags.marketPrice,
  isSpecialOrder: p.flags.specialOrder,
  isCore: p.flags.core,
  variantGroupId: p.variant?.groupId ?? null,
  variantValueEn: p.variant?.value.en ?? null,
  variantValueFr: p.variant?.value.fr ?? null,
  specifications: p.specifications,
  safetyDataSheets: p.safetyDataSheets,
  deliveryDaysMin: p.deliveryDaysMin,
  deliveryDaysMax: p.deliveryDaysMax,
  reviewCount: p.reviewCount,
  reviewRating: p.reviewRating,
  printerModels: p.printerModels,
  boxLengthIn: p.boxDimensions?.length ?? null,
  boxWidthIn: p.boxDimensions?.width ?? null,
  boxHeightIn: p.boxDimensions?.height ?? null,
  boxResistanceType: p.boxDimensions?.resistanceType ?? null,
  colourEn: p.colour?.en ?? null,
  colourFr: p.colour?.fr ?? null,
  colourHex: p.colourHex,
  pictogram: p.pictogram,
  createdDate: toDate(p.createdDate),
});

function relationRows(p: Product): (typeof t.productRelations.$inferInsert)[] {
  return [
    ...p.alternateIds.map((id, sequence) => ({ productId: p.id, kind: 'alternate' as const, relatedProductId: id, sequence })),
    ...p.upsellIds.map((id, sequence) => ({ productId: p.id, kind: 'upsell' as const, relatedProductId: id, sequence })),
    ...p.alternateFormats.map((f, sequence) => ({
      productId: p.id,
      kind: 'alternateFormat' as const,
      relatedProductId: f.productId,
      sequence,
      formatEn: f.format.en,
      formatFr: f.format.fr,
      quantity: f.quantity,
    })),
  ];
}

function variantGroupRows(products: Product[]): (typeof t.variantGroups.$inferInsert)[] {
  const groups = new Map<string, 'colour' | 'size'>();
  for (const p of products) if (p.variant) groups.set(p.variant.groupId, p.variant.variantType);
  return [...groups].map(([id, variantType]) => ({ id, variantType }));
}

/** Categories parent-first so the self reference always points at an inserted row. */
const byLevel = <C extends { level: number }>(categories: C[]) => [...categories].sort((a, b) => a.level - b.level);

export function catalogueSteps(d: Dataset): SeedStep[] {
  const ps = d.products;
  return [
    step(t.warehouses, d.warehouses.map((w) => ({ id: w.id, warehouseNo: w.warehouseNo, nameEn: w.name.en, nameFr: w.name.fr, province: w.province, city: w.city }))),
    step(t.categories, byLevel(d.categories).map((c) => ({
      id: c.id, parentId: c.parentId, level: c.level, slug: c.slug, code: c.code, nameEn: c.name.en, nameFr: c.name.fr,
      descriptionEn: c.description.en, descriptionFr: c.description.fr, sortOrder: c.sortOrder, pictogram: c.pictogram,
    }))),
    step(t.productBrands, d.brands.map((b) => ({
      id: b.id, name: b.name, isHouseBrand: b.isHouseBrand, primaryColor: b.colors[0], secondaryColor: b.colors[1],
    }))),
    step(t.variantGroups, variantGroupRows(ps)),
    step(t.products, ps.map(productRow)),
    step(t.productRelations, ps.flatMap(relationRows)),
    step(t.productFees, ps.flatMap((p) => p.fees.map((f) => ({ productId: p.id, feeType: f.feeType, amount: f.amount, isExemptFromAssemblyFees: f.isExemptFromAssemblyFees })))),
    step(t.productMedia, ps.flatMap((p) => p.media.map((m) => ({ id: m.id, productId: p.id, position: m.index, altEn: m.alt.en, altFr: m.alt.fr })))),
    step(t.productStock, ps.flatMap((p) => p.stock.map((s) => ({
      productId: p.id, warehouseNo: s.warehouseNo, quantityOnHand: s.quantityOnHand,
      quantityBackOrdered: s.quantityBackOrdered, expectedDate: toDayOrNull(s.expectedDate),
    })))),
    step(t.priceTiers, ps.flatMap((p) => p.tierPrices.map((tier) => ({ productId: p.id, minQuantity: tier.minQuantity, unitPrice: tier.unitPrice })))),
  ];
}
