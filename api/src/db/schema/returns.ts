import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { orderLines, orders } from './orders.ts';
import { products } from './products.ts';

export type ReturnStatus = 'requested' | 'authorized' | 'received' | 'credited' | 'refused';

/** A request for return authorization (the spec's ReturnMrNumber is mr_number). */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    returnNo: text('return_no').notNull().unique(),
    mrNumber: text('mr_number').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    requestedDate: timestamptz('requested_date').notNull().defaultNow(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('returns_buyer_idx').on(t.buyerId), index('returns_order_idx').on(t.orderId)],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id').notNull().references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
    reasonEn: text('reason_en').notNull(),
    reasonFr: text('reason_fr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderLineId] }), index('return_lines_order_line_idx').on(t.orderLineId)],
);
