import { bigint, foreignKey, index, integer, pgSequence, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { products } from './products.ts';
import { shipTos } from './ship-tos.ts';

/** The number behind 'GR' + groupOrderNumber. */
export const groupOrderNoSequence = pgSequence('group_order_no_seq', { startWith: 5000, increment: 1 });

export const groupOrders = pgTable(
  'group_orders',
  {
    id: id(),
    groupOrderNumber: bigint('group_order_number', { mode: 'number' }).notNull().unique(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    shipToId: uuid('ship_to_id').notNull().references(() => shipTos.id),
    name: text('name').notNull(),
    mode: text('mode').$type<'quick' | 'advanced'>().notNull().default('quick'),
    status: text('status').$type<'open' | 'closed' | 'processedToCart' | 'submitted'>().notNull().default('open'),
    createdAt: createdAt(),
    closingDate: timestamptz('closing_date').notNull(),
  },
  (t) => [index('group_orders_creator_idx').on(t.creatorId), index('group_orders_client_idx').on(t.clientId)],
);

export const groupOrderInvitees = pgTable(
  'group_order_invitees',
  {
    groupOrderId: uuid('group_order_id').notNull().references(() => groupOrders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
    state: text('state').$type<'invited' | 'submitted' | 'declined'>().notNull().default('invited'),
    repliedAt: timestamptz('replied_at'),
  },
  (t) => [primaryKey({ columns: [t.groupOrderId, t.buyerId] }), index('group_order_invitees_buyer_idx').on(t.buyerId)],
);

/** What each invitee asked for. */
export const groupOrderLines = pgTable(
  'group_order_lines',
  {
    groupOrderId: uuid('group_order_id').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupOrderId, t.buyerId, t.productId] }),
    foreignKey({
      name: 'group_order_lines_invitee_fk',
      columns: [t.groupOrderId, t.buyerId],
      foreignColumns: [groupOrderInvitees.groupOrderId, groupOrderInvitees.buyerId],
    }).onDelete('cascade'),
  ],
);
