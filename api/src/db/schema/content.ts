import { index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt, type BilingualText, type BrandKey } from './columns.ts';
import { products } from './products.ts';
import { shoppingLists } from './shopping-lists.ts';

/** Terms, privacy notice, review-and-confirm text … one row per kind and brand. */
export const siteContents = pgTable(
  'site_contents',
  {
    id: id(),
    kind: text('kind').$type<'terms' | 'privacy' | 'reviewAndConfirm' | 'help'>().notNull(),
    brandKey: text('brand_key').$type<BrandKey>().notNull().default('default'),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('site_contents_kind_brand_uq').on(t.kind, t.brandKey)],
);

export const recalls = pgTable(
  'recalls',
  {
    id: id(),
    weight: integer('weight').notNull().default(0),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    /** A PDF or page address per language. */
    urlEn: text('url_en').notNull(),
    urlFr: text('url_fr').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recalls_weight_idx').on(t.weight)],
);

export const recallProducts = pgTable(
  'recall_products',
  {
    recallId: uuid('recall_id').notNull().references(() => recalls.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.productId] }), index('recall_products_product_idx').on(t.productId)],
);

/** Flyers: a numbered publication pointing at a flyer shopping list. */
export const publications = pgTable(
  'publications',
  {
    id: id(),
    number: text('number').notNull().unique(),
    shoppingListId: uuid('shopping_list_id').notNull().references(() => shoppingLists.id, { onDelete: 'cascade' }),
    shoppingListType: integer('shopping_list_type').notNull(),
    weight: integer('weight').notNull().default(0),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    imageId: uuid('image_id').notNull(),
    /** Null: every warehouse / division. */
    warehouseNo: text('warehouse_no'),
    divisionCode: text('division_code'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
  },
  (t) => [index('publications_weight_idx').on(t.weight)],
);

/** A CMS block; the union is documented by the fixtures' CmsBlock type. */
export type CmsBlockData = { kind: string; id: string; title?: BilingualText } & Record<string, unknown>;

export const cmsLayouts = pgTable(
  'cms_layouts',
  {
    id: id(),
    page: text('page').notNull(),
    brandKey: text('brand_key').$type<BrandKey>().notNull().default('default'),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    blocks: jsonb('blocks').$type<CmsBlockData[]>().notNull().default([]),
    /** Null while a draft (shown only with preview=true). */
    publishedAt: timestamptz('published_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_layouts_page_brand_idx').on(t.page, t.brandKey)],
);
