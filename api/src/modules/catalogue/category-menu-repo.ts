import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { categories } from '../../db/schema/categories.ts';

export interface CategoryMenuRow {
  id: string;
  slug: string;
  level: number;
  nameEn: string;
  nameFr: string;
  hasChildren: boolean;
}

const columns = {
  id: categories.id,
  slug: categories.slug,
  level: categories.level,
  nameEn: categories.nameEn,
  nameFr: categories.nameFr,
  // Spelled out: drizzle leaves single-table columns unqualified, which the subquery would read as its own.
  hasChildren: sql<boolean>`exists (select 1 from categories as child where child.parent_id = categories.id)`,
};

/** Categories under a parent (null: the top of the tree) at a level, in menu order then by name in the language. */
export const findMenuCategories = (db: Executor, parentId: string | null, level: number, orderByFrench: boolean): Promise<CategoryMenuRow[]> =>
  db
    .select(columns)
    .from(categories)
    .where(and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), eq(categories.level, level)))
    .orderBy(asc(categories.sortOrder), asc(orderByFrench ? categories.nameFr : categories.nameEn));

export const categoryExists = async (db: Executor, id: string): Promise<boolean> => {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
};
