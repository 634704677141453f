import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, type Province } from './columns.ts';
import { products } from './products.ts';

export const warehouses = pgTable('warehouses', {
  id: id(),
  warehouseNo: text('warehouse_no').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  province: text('province').$type<Province>().notNull(),
  city: text('city').notNull(),
});

export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    warehouseNo: text('warehouse_no')
      .notNull()
      .references(() => warehouses.warehouseNo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    quantityOnHand: integer('quantity_on_hand').notNull().default(0),
    quantityBackOrdered: integer('quantity_back_ordered').notNull().default(0),
    expectedDate: date('expected_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseNo] }), index('product_stock_warehouse_idx').on(t.warehouseNo)],
);
