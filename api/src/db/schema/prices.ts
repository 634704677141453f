import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz, type DiscountKind } from './columns.ts';
import { products } from './products.ts';

/** Quantity breaks: from min_quantity up, the unit price is unit_price (the list price is products.list_price). */
export const priceTiers = pgTable(
  'price_tiers',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.minQuantity] })],
);

/** Contract (standing-offer) prices per client. */
export const contractPrices = pgTable(
  'contract_prices',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    standingOfferNumber: text('standing_offer_number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_prices_client_product_idx').on(t.clientId, t.productId),
    index('contract_prices_product_idx').on(t.productId),
  ],
);

export const promotions = pgTable('promotions', {
  id: id(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  detailsEn: text('details_en').notNull().default(''),
  detailsFr: text('details_fr').notNull().default(''),
  /** 'percent' in basis points or 'amount' in cents, per unit. */
  discountKind: text('discount_kind').$type<DiscountKind>().notNull(),
  discountValue: integer('discount_value').notNull(),
  startDate: timestamptz('start_date').notNull(),
  endDate: timestamptz('end_date').notNull(),
  /** False: only the clients in promotion_clients. */
  appliesToAllClients: boolean('applies_to_all_clients').notNull().default(true),
  createdAt: createdAt(),
},
// The cart's answer cache reads the next start or end after now (docs/decisions/050).
(t) => [index('promotions_start_date_idx').on(t.startDate), index('promotions_end_date_idx').on(t.endDate)]);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] }), index('promotion_products_product_idx').on(t.productId)],
);

export const promotionClients = pgTable(
  'promotion_clients',
  {
    promotionId: uuid('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.clientId] }), index('promotion_clients_client_idx').on(t.clientId)],
);

export const coupons = pgTable('coupons', {
  id: id(),
  code: text('code').notNull().unique(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  /** On the order subtotal: basis points for 'percent', cents for 'amount'. */
  discountKind: text('discount_kind').$type<DiscountKind>().notNull(),
  discountValue: integer('discount_value').notNull(),
  minimumSubtotal: integer('minimum_subtotal').notNull().default(0),
  startDate: timestamptz('start_date').notNull(),
  endDate: timestamptz('end_date').notNull(),
  maxUses: integer('max_uses').notNull(),
  usedCount: integer('used_count').notNull().default(0),
  appliesToAllClients: boolean('applies_to_all_clients').notNull().default(true),
  createdAt: createdAt(),
});

export const couponClients = pgTable(
  'coupon_clients',
  {
    couponId: uuid('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.clientId] }), index('coupon_clients_client_idx').on(t.clientId)],
);
