import type { Locale } from '../../paths.ts';

/** One entry of the category menu (GET /api/menu/category/{level}/{id}). */
export interface CategoryMenuItem {
  Id: string;
  Name: string;
  /** Storefront path of the category's listing, without the language prefix. */
  Url: string;
  Level: number;
  HasChildren: boolean;
}

export class CategoryMenuError extends Error {
  override readonly name = 'CategoryMenuError';
}

const isMenuItem = (value: unknown): value is CategoryMenuItem => {
  const item = value as Partial<CategoryMenuItem> | null;
  return (
    typeof item === 'object' && item !== null &&
    typeof item.Id === 'string' && typeof item.Name === 'string' && typeof item.Url === 'string' &&
    typeof item.Level === 'number' && typeof item.HasChildren === 'boolean'
  );
};

/** Level 1 with id '0' gives the top categories; otherwise the children of category `id`. */
export const fetchCategoryMenu = async (level: number, id: string, locale: Locale, signal?: AbortSignal): Promise<CategoryMenuItem[]> => {
  const response = await fetch(`/api/menu/category/${level}/${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    signal,
  });
  if (!response.ok) throw new CategoryMenuError(`category menu answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isMenuItem)) throw new CategoryMenuError('category menu answered an unexpected shape');
  return body;
};
