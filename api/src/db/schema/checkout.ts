import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { createdAt, id, timestamptz, updatedAt, type CultureCode } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

/**
 * The spec's clients address orders and carts by an integer (OrderId, orderId); orders are keyed by
 * uuid. A trigger (migration 0005) gives every order its number on insert, seeded history included.
 */
export const orderRefs = pgTable('order_refs', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  ref: integer('ref').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1000 }),
});

/** The card chosen at checkout as the buyer may see it; the number itself never reaches us (only the provider's token on orders.payment_token). */
export const orderPaymentCards = pgTable('order_payment_cards', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** MM/YY. */
  expiry: text('expiry').notNull(),
});

/** A payment authorised for a submitted order (checkout step 'authorizePayment'); captured when the order ships. */
export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    paymentToken: text('payment_token').notNull(),
    providerReference: text('provider_reference').notNull(),
    // 'voiding': the order will not ship and the provider is yet to void it (decision 057).
    status: text('status').$type<'authorized' | 'voiding' | 'voided' | 'captured'>().notNull().default('authorized'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_authorizations_order_idx').on(t.orderId), index('payment_authorizations_voiding_idx').on(t.createdAt).where(sql`status = 'voiding'`)],
);

/** Stock held for a submitted order (checkout step 'reserveStock'), so compensation can give exactly it back. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseNo: text('warehouse_no').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId, t.warehouseNo] })],
);

/** Transactional outbox of order notifications (checkout step 'notify'); a mailer drains it. */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipientBuyerId: uuid('recipient_buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'orderSubmitted' | 'approvalRequested'>().notNull(),
    cultureCode: text('culture_code').$type<CultureCode>().notNull(),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('order_notifications_pending_idx').on(t.status, t.createdAt)],
);

/**
 * A guest's cart, found by the SHA-256 of its cookie token; merged into the buyer's cart at sign-in.
 * Carts untouched for the cookie's lifetime are purged (decision 012): the index serves that purge.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guest_carts_updated_at_idx').on(t.updatedAt)],
);

export const guestCartLines = pgTable(
  'guest_cart_lines',
  {
    guestCartId: uuid('guest_cart_id')
      .notNull()
      .references(() => guestCarts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The line's OrderProductId for update and remove; unique across guests, so another guest's id is simply not in this cart. */
    lineId: integer('line_id').notNull().unique().generatedAlwaysAsIdentity(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guestCartId, t.productId] })],
);
