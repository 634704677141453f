import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { approvalGroups } from './approvals.ts';
import { buyers } from './buyers.ts';
import { clients, customPrompts } from './clients.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { groupOrders } from './group-orders.ts';
import { products } from './products.ts';
import { promotions } from './prices.ts';
import { shipTos } from './ship-tos.ts';

/** The number behind 'EW' + orderNo; drawn at submission, so gaps are normal. */
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 100000, increment: 1 });

/** 'open' is the buyer's cart: an order not yet submitted. */
export const orderStatuses = ['open', 'awaitingApproval', 'approved', 'rejected', 'submitted', 'processing', 'backOrdered', 'partiallyShipped', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Where an order stands with its approvers; 'cancelled': its buyer withdrew it while it awaited them (decision 056). */
export type ApprovalState = 'awaiting' | 'approved' | 'rejected' | 'cancelled';
export type BillingOptionType = 'onAccount' | 'accountCreditCard' | 'profileCreditCard' | 'checkoutCreditCard';

/** The cart summary's priceDetails at submission (spec §3), kept so history never re-prices. */
export interface PriceDetailsSnapshot {
  subTotal: number;
  promoDiscount: number;
  total: number;
  mobTotal: number;
  nonMobTotal: number;
  transactionalFee: number;
  deliveryAndInstallFee: number;
  assemblyFee: number;
  handlingFee: number;
  environmentalFee: number;
  smallOrderFee: number;
  freightFee: number;
  tariffFee: number;
}

export interface FeeSnapshot {
  feeType: number;
  amount: number;
  isExemptFromAssemblyFees: boolean;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: bigint('order_no', { mode: 'number' }).unique(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    shipToId: uuid('ship_to_id').references(() => shipTos.id),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    approvalState: text('approval_state').$type<ApprovalState>(),
    approvalGroupId: uuid('approval_group_id').references(() => approvalGroups.id, { onDelete: 'set null' }),
    submittedDate: timestamptz('submitted_date'),
    billingOptionType: text('billing_option_type').$type<BillingOptionType>(),
    /** Payment-provider token for a card payment; never a card number. */
    paymentToken: text('payment_token'),
    subTotal: integer('sub_total').notNull().default(0),
    feesTotal: integer('fees_total').notNull().default(0),
    promoDiscount: integer('promo_discount').notNull().default(0),
    gstTotal: integer('gst_total').notNull().default(0),
    pstTotal: integer('pst_total').notNull().default(0),
    hstTotal: integer('hst_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    priceDetails: jsonb('price_details').$type<PriceDetailsSnapshot>(),
    minimumOrderAmount: integer('minimum_order_amount').notNull().default(0),
    poNumber: text('po_number').notNull().default(''),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    couponCode: text('coupon_code'),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    isGroupOrder: boolean('is_group_order').notNull().default(false),
    groupOrderId: uuid('group_order_id').references(() => groupOrders.id, { onDelete: 'set null' }),
    // OrderDeli (spec §3)
    deliServOptType: smallint('deli_serv_opt_type').notNull().default(1),
    isDeliUnknown: boolean('is_deli_unknown').notNull().default(false),
    isDeliAndInstUnknown: boolean('is_deli_and_inst_unknown').notNull().default(false),
    isDeliOptSet: boolean('is_deli_opt_set').notNull().default(false),
    shippingPostalCode: text('shipping_postal_code'),
    deliveryZone: text('delivery_zone'),
    deliveryType: text('delivery_type').$type<'standard' | 'scheduled'>().notNull().default('standard'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    /** Idempotency-Key of the submission that turned the cart into an order. */
    submissionKey: text('submission_key'),
    /** Optimistic concurrency for cart edits from several tabs. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_status_idx').on(t.buyerId, t.status),
    index('orders_client_submitted_idx').on(t.clientId, t.submittedDate),
    index('orders_approval_group_idx').on(t.approvalGroupId),
    index('orders_group_order_idx').on(t.groupOrderId),
    index('orders_ship_to_idx').on(t.shipToId),
    // One cart per buyer, outside group orders.
    uniqueIndex('orders_one_open_cart_uq').on(t.buyerId).where(sql`status = 'open' and group_order_id is null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
    quantityShipped: integer('quantity_shipped').notNull().default(0),
    quantityBackOrdered: integer('quantity_back_ordered').notNull().default(0),
    unitListPrice: integer('unit_list_price').notNull(),
    unitSellPrice: integer('unit_sell_price').notNull(),
    isContract: boolean('is_contract').notNull().default(false),
    standingOfferNumber: text('standing_offer_number'),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    fees: jsonb('fees').$type<FeeSnapshot[]>().notNull().default([]),
    lineNote: text('line_note').notNull().default(''),
    /** Special delivery option: 0 none, 1 on-site, 2 standard, 3 pickup. */
    specialDeliveryOption: smallint('special_delivery_option').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_lines_order_line_number_uq').on(t.orderId, t.lineNumber),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** Custom prompt answers, per order or per order line (orderProductId). */
export const orderPromptValues = pgTable(
  'order_prompt_values',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id').notNull().references(() => customPrompts.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [unique('order_prompt_values_uq').on(t.orderId, t.promptId, t.orderLineId).nullsNotDistinct()],
);
