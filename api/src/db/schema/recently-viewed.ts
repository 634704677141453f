import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { timestamptz } from './columns.ts';
import { products } from './products.ts';

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.productId] }), index('recently_viewed_buyer_at_idx').on(t.buyerId, t.viewedAt)],
);
