import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { createdAt, id, timestamptz, tsvector, updatedAt, type BilingualText } from './columns.ts';

/** Manufacturers' brands of products (not the partner storefronts, see brands.ts). */
export const productBrands = pgTable('product_brands', {
  id: id(),
  name: text('name').notNull().unique(),
  isHouseBrand: boolean('is_house_brand').notNull().default(false),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
});

/** Products sharing a group differ by one variant type (colour or size). */
export const variantGroups = pgTable('variant_groups', {
  id: id(),
  variantType: text('variant_type').$type<'colour' | 'size'>().notNull(),
});

export interface SpecificationTab {
  title: BilingualText;
  rows: { label: BilingualText; value: BilingualText }[];
}

export interface SafetyDataSheet {
  title: BilingualText;
  url: BilingualText;
  revisedDate: string;
}

/** The text search configurations comptoir_en / comptoir_fr are created in migration 0000 (unaccent + stemmer). */
function searchVector(config: 'comptoir_en' | 'comptoir_fr', ...weighted: [PgColumn, 'A' | 'B' | 'C'][]): SQL {
  const parts = weighted.map(
    ([column, weight]) => sql`setweight(to_tsvector('${sql.raw(config)}'::regconfig, coalesce(${column}, '')), '${sql.raw(weight)}')`,
  );
  return sql.join(parts, sql` || `);
}

export const products = pgTable(
  'products',
  {
    id: id(),
    code: text('code').notNull().unique(),
    codeJda: text('code_jda').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    shortDescriptionFr: text('short_description_fr').notNull().default(''),
    longDescriptionEn: text('long_description_en').notNull().default(''),
    longDescriptionFr: text('long_description_fr').notNull().default(''),
    uomEn: text('uom_en').notNull(),
    uomFr: text('uom_fr').notNull(),
    keywordsEn: text('keywords_en').notNull().default(''),
    keywordsFr: text('keywords_fr').notNull().default(''),
    brandId: uuid('brand_id').notNull().references(() => productBrands.id),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
    listPrice: integer('list_price').notNull(),
    salesMultiple: integer('sales_multiple').notNull().default(1),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    isMadeInCanada: boolean('is_made_in_canada').notNull().default(false),
    isClearanceItem: boolean('is_clearance_item').notNull().default(false),
    isRestricted: boolean('is_restricted').notNull().default(false),
    isDropShip: boolean('is_drop_ship').notNull().default(false),
    isSpecialDelivery: boolean('is_special_delivery').notNull().default(false),
    isAssembly: boolean('is_assembly').notNull().default(false),
    isInstallation: boolean('is_installation').notNull().default(false),
    isCatalog: boolean('is_catalog').notNull().default(true),
    isMarketPrice: boolean('is_market_price').notNull().default(false),
    isSpecialOrder: boolean('is_special_order').notNull().default(false),
    isCore: boolean('is_core').notNull().default(false),
    variantGroupId: uuid('variant_group_id').references(() => variantGroups.id, { onDelete: 'set null' }),
    variantValueEn: text('variant_value_en'),
    variantValueFr: text('variant_value_fr'),
    specifications: jsonb('specifications').$type<SpecificationTab[]>().notNull().default([]),
    safetyDataSheets: jsonb('safety_data_sheets').$type<SafetyDataSheet[]>().notNull().default([]),
    deliveryDaysMin: integer('delivery_days_min').notNull().default(2),
    deliveryDaysMax: integer('delivery_days_max').notNull().default(5),
    reviewCount: integer('review_count').notNull().default(0),
    reviewRating: real('review_rating').notNull().default(0),
    printerModels: text('printer_models').array().notNull().default(sql`'{}'::text[]`),
    /** Box finder dimensions, in inches. */
    boxLengthIn: real('box_length_in'),
    boxWidthIn: real('box_width_in'),
    boxHeightIn: real('box_height_in'),
    boxResistanceType: text('box_resistance_type'),
    colourEn: text('colour_en'),
    colourFr: text('colour_fr'),
    colourHex: text('colour_hex').notNull(),
    /** Top category key ('paper', 'furniture' …), or a leaf's own ('desks'), that picks the image pictogram. */
    pictogram: text('pictogram').notNull().default('paper'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchEn: tsvector('search_en')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchVector(
            'comptoir_en',
            [products.code, 'A'],
            [products.nameEn, 'A'],
            [products.keywordsEn, 'B'],
            [products.shortDescriptionEn, 'B'],
            [products.longDescriptionEn, 'C'],
          ),
      ),
    searchFr: tsvector('search_fr')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchVector(
            'comptoir_fr',
            [products.code, 'A'],
            [products.nameFr, 'A'],
            [products.keywordsFr, 'B'],
            [products.shortDescriptionFr, 'B'],
            [products.longDescriptionFr, 'C'],
          ),
      ),
  },
  (t) => [
    index('products_brand_id_idx').on(t.brandId),
    index('products_category_id_idx').on(t.categoryId),
    // Keyword search matches a typed code by its letters and digits (product_code_key, migration 0017: 'hp64xl' is
    // HP-64XL): a prefix of the product code (text_pattern_ops serves LIKE 'HP64%') or the whole JDA code.
    index('products_code_key_idx').using('btree', sql`product_code_key(${t.code}) text_pattern_ops`),
    index('products_code_jda_key_idx').using('btree', sql`product_code_key(${t.codeJda})`),
    index('products_variant_group_id_idx').on(t.variantGroupId),
    index('products_name_en_trgm_idx').using('gin', sql`immutable_unaccent(${t.nameEn}) gin_trgm_ops`),
    index('products_name_fr_trgm_idx').using('gin', sql`immutable_unaccent(${t.nameFr}) gin_trgm_ops`),
    index('products_search_en_idx').using('gin', t.searchEn),
    index('products_search_fr_idx').using('gin', t.searchFr),
    index('products_printer_models_idx').using('gin', t.printerModels),
  ],
);
