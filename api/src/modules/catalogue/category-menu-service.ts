import type { Locale, OutcomeCode } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { categoryExists, findMenuCategories } from './category-menu-repo.ts';

/** One menu entry, in the spec's PascalCase (GET /api/menu/category/{level}/{id}; the response shape is designed). */
export interface CategoryMenuItem {
  Id: string;
  Name: string;
  /** The category's listing, relative to the storefront's language prefix. */
  Url: string;
  Level: number;
  HasChildren: boolean;
}

/** The id the spec's clients send for "no parent": level 1 with id 0 is the top of the tree. */
export const TOP_OF_TREE = '0';

export const categoryUrl = (slug: string): string => `/browse-products/Category?q=${encodeURIComponent(slug)}`;

export type CategoryMenuResult = { ok: true; items: CategoryMenuItem[] } | { ok: false; outcome: OutcomeCode };

/** Level 1 with id 0: the top categories; otherwise the children of category `id` at `level`. */
export const categoryMenu = async (db: Database, level: number, id: string, locale: Locale): Promise<CategoryMenuResult> => {
  if (id === TOP_OF_TREE && level !== 1) return { ok: false, outcome: 'errors.invalidId' };
  if (id !== TOP_OF_TREE && !(await categoryExists(db, id))) return { ok: false, outcome: 'errors.notFound' };
  const french = locale === 'fr-CA';
  const rows = await findMenuCategories(db, id === TOP_OF_TREE ? null : id, level, french);
  return {
    ok: true,
    items: rows.map((row) => ({
      Id: row.id,
      Name: french ? row.nameFr : row.nameEn,
      Url: categoryUrl(row.slug),
      Level: row.level,
      HasChildren: row.hasChildren,
    })),
  };
};
