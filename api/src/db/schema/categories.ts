import { index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** The bilingual category tree (level 1 top categories, deeper levels below). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    slug: text('slug').notNull().unique(),
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Key of the drawing of the product image pictograms: the top category's ('paper') or a leaf's own ('desks'). */
    pictogram: text('pictogram').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId)],
);
