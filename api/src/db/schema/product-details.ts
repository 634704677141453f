import { boolean, index, integer, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { products } from './products.ts';

export type ProductRelationKind = 'alternate' | 'upsell' | 'alternateFormat';

/** Alternates, upsells and alternate formats (the latter carry a format label and a quantity). */
export const productRelations = pgTable(
  'product_relations',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductRelationKind>().notNull(),
    relatedProductId: uuid('related_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull().default(0),
    formatEn: text('format_en'),
    formatFr: text('format_fr'),
    quantity: integer('quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.relatedProductId] }),
    index('product_relations_related_idx').on(t.relatedProductId),
  ],
);

/** Per-unit fees; fee types 0-9 as in the spec (1 environmental, 2 handling, 3 transaction, 4 assembly …). */
export const productFees = pgTable(
  'product_fees',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    feeType: smallint('fee_type').notNull(),
    amount: integer('amount').notNull(),
    isExemptFromAssemblyFees: boolean('is_exempt_from_assembly_fees').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.feeType] })],
);

/** Product images; the api renders or serves each by id. */
export const productMedia = pgTable(
  'product_media',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<'image' | 'video' | 'document'>().notNull().default('image'),
    altEn: text('alt_en').notNull().default(''),
    altFr: text('alt_fr').notNull().default(''),
  },
  (t) => [unique('product_media_product_position_uq').on(t.productId, t.position)],
);
