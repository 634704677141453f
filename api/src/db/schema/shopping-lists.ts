import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';

/** Shopping lists, order templates and the client-wide lists behind flyers. */
export type ShoppingListType = 'list' | 'template' | 'flyer';

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    /** Null for client-wide lists. */
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    type: text('type').$type<ShoppingListType>().notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shopping_lists_buyer_type_idx').on(t.buyerId, t.type), index('shopping_lists_client_idx').on(t.clientId)],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    shoppingListId: uuid('shopping_list_id').notNull().references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    sequence: integer('sequence').notNull().default(0),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shoppingListId, t.productId] }), index('shopping_list_items_product_idx').on(t.productId)],
);
